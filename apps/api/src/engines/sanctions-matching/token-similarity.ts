/**
 * Similarity of two name tokens. Typos are tolerated through a weighted edit distance over the
 * phonetic forms, with a budget that grows with the token length and a cliff past it (as rigour's
 * compare_parts): a 9-letter surname may carry two slips, a 4-letter one a single one, and tokens
 * of three letters or fewer only a vowel change, so short tokens do not collide.
 */
import { isCjkToken } from './fold-text.js';
import type { NameToken } from './name-tokens.js';
import { isLatinForm } from './phonetic-form.js';
import type { TokenMethod } from './types.js';

export type TokenMatch = { similarity: number; method: TokenMethod };

const NO_MATCH: TokenMatch = { similarity: 0, method: 'unmatched' };
const VOWELS = 'aeiou';

/**
 * Substitution and insertion/deletion costs by character code, built once: the edit distance is
 * the matcher's innermost loop. Pairs that transliteration, hearing or typing confuse cost less;
 * a digit for anything else costs more than any budget (numbers must agree).
 */
const TABLE_SIZE = 128;
const SUBSTITUTION = new Float32Array(TABLE_SIZE * TABLE_SIZE).fill(1);
const INDEL = new Float32Array(TABLE_SIZE).fill(1);
{
  const set = (a: string, b: string, cost: number) => {
    SUBSTITUTION[a.charCodeAt(0) * TABLE_SIZE + b.charCodeAt(0)] = cost;
    SUBSTITUTION[b.charCodeAt(0) * TABLE_SIZE + a.charCodeAt(0)] = cost;
  };
  for (const a of VOWELS) for (const b of VOWELS) set(a, b, 0.5);
  for (const pair of 'kg kc cC kC gC hC sz sS zS cs cS dt bp vf'.split(' '))
    set(pair[0]!, pair[1]!, 0.5);
  // g/h: Russian г is h in Ukrainian and Belarusian (Grigoriy, Hryhorii).
  for (const pair of 'mn lr gh'.split(' ')) set(pair[0]!, pair[1]!, 0.7);
  for (let code = 0; code < TABLE_SIZE; code++) {
    const isDigit = code >= 48 && code <= 57;
    for (let other = 0; other < TABLE_SIZE; other++) {
      if (isDigit !== (other >= 48 && other <= 57)) SUBSTITUTION[code * TABLE_SIZE + other] = 2;
    }
    SUBSTITUTION[code * TABLE_SIZE + code] = 0;
  }
  // "?" stands for a letter lost to a wrong encoding: it may be any letter.
  for (let code = 97; code <= 122; code++) set('?', String.fromCharCode(code), 0.3);
  INDEL['?'.charCodeAt(0)] = 0.5;
  INDEL['h'.charCodeAt(0)] = 0.5;
  for (const v of VOWELS) INDEL[v.charCodeAt(0)] = 0.8;
}

function substitutionCost(a: number, b: number): number {
  if (a === b) return 0;
  return a < TABLE_SIZE && b < TABLE_SIZE ? SUBSTITUTION[a * TABLE_SIZE + b]! : 1;
}

function indelCost(code: number): number {
  return code < TABLE_SIZE ? INDEL[code]! : 1;
}

/** Edit budget for a pair of this length; past it the tokens are different names. */
function budget(length: number): number {
  if (length <= 3) return 0.5;
  if (length === 4) return 1;
  if (length <= 6) return 1.3;
  if (length <= 8) return 1.8;
  if (length <= 11) return 2.3;
  return 3;
}

/** Three DP rows, reused: the distance runs for every compared pair and must not allocate. */
const MAX_REUSED = 64;
const rows = [0, 1, 2].map(() => new Float64Array(MAX_REUSED + 1));

/** Weighted optimal-string-alignment distance; stops early once the budget is exceeded. */
export function editCost(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit + 1) return Infinity;
  const fits = b.length <= MAX_REUSED;
  let before = fits ? rows[0]! : new Float64Array(b.length + 1);
  let previous = fits ? rows[1]! : new Float64Array(b.length + 1);
  let current = fits ? rows[2]! : new Float64Array(b.length + 1);
  previous[0] = 0;
  for (let j = 1; j <= b.length; j++)
    previous[j] = previous[j - 1]! + indelCost(b.charCodeAt(j - 1));
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    current[0] = previous[0]! + indelCost(ca);
    let rowMin = current[0]!;
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let cost = Math.min(
        previous[j]! + indelCost(ca),
        current[j - 1]! + indelCost(cb),
        previous[j - 1]! + substitutionCost(ca, cb),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        cost = Math.min(cost, before[j - 2]! + 0.8);
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > limit) return Infinity;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Similarity of two phonetic forms, 0 past the edit budget. */
export function formSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  // No budget allows more than three insertions; most pairs stop here.
  if (Math.abs(a.length - b.length) > 3) return 0;
  const latin = isLatinForm(a) && isLatinForm(b);
  if (!latin && (isCjkToken(a) || isCjkToken(b))) return 0;
  const length = Math.max(a.length, b.length);
  // Letters of unvowelled scripts (Arabic, Hebrew …) carry more than a Latin letter each.
  const limit = latin ? budget(length) : budget(length) - 0.5;
  const cost = editCost(a, b, limit);
  if (cost > limit) return 0;
  return 1 - cost / (length + 1);
}

export function compareTokens(query: NameToken, list: NameToken): TokenMatch {
  if (query.text === list.text) return { similarity: 1, method: 'exact' };
  if (query.cls === 'initial' || list.cls === 'initial') {
    if (query.cls === list.cls) return NO_MATCH;
    const [initial, full] = query.cls === 'initial' ? [query, list] : [list, query];
    return full.forms.some((f) => f[0] === initial.forms[0]) || full.text[0] === initial.text
      ? { similarity: 0.9, method: 'initial' }
      : NO_MATCH;
  }
  let best = 0;
  for (const a of query.forms) {
    for (const b of list.forms) {
      if (a === b) return { similarity: 0.98, method: 'transliteration' };
      const similarity = formSimilarity(a, b);
      if (similarity > best) best = similarity;
    }
  }
  return best > 0 ? { similarity: best * 0.97, method: 'fuzzy' } : NO_MATCH;
}
