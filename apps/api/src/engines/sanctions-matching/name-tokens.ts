/**
 * Turns a name as written into comparable tokens: folded, legal forms rewritten to one token,
 * Cyrillic and Greek transliterated in every scheme, each spelling reduced to its phonetic form,
 * and each token classed (name, legal form, generic word, title, particle, number, initial).
 */
import {
  foldCase,
  hasArabic,
  hasCyrillic,
  hasGreek,
  isAsciiToken,
  splitTokens,
} from './fold-text.js';
import type { TokenClass } from './name-vocabulary.js';
import {
  GENERIC_WORDS,
  LEGAL_FORMS,
  LEGAL_PHRASES,
  PARTICLE_WORDS,
  TITLE_WORDS,
} from './name-vocabulary.js';
import { phoneticForm } from './phonetic-form.js';
import {
  transliterateArabic,
  transliterateCyrillic,
  transliterateGreek,
} from './transliteration.js';
import type { MatchType } from './types.js';

export type NameToken = {
  /** The token as folded (Cyrillic and Greek as written, lower case): shown in explanations. */
  text: string;
  /** Phonetic forms, one per spelling (several for transliterated tokens), and the spelling. */
  forms: string[];
  /** True when the forms came from transliterating another script. */
  transliterated: boolean;
  cls: TokenClass;
};

/** Cyrillic legal-form phrases, rewritten before transliteration (ООО = LLC). */
const CYRILLIC_LEGAL_PHRASES: [RegExp, string][] = [
  [/общество\s+с\s+ограниченной\s+ответственностью/g, ' ооо '],
  [/публичное\s+акционерное\s+общество/g, ' пао '],
  [/закрытое\s+акционерное\s+общество/g, ' зао '],
  [/открытое\s+акционерное\s+общество/g, ' оао '],
  [/акционерное\s+общество/g, ' ао '],
];

/** Abdulrahman and Abdul Rahman are one name (the "servant of" prefix written joined). */
const ABD_PREFIX = /^abd(?:u|e|ou|a|o)?[lrsn]{1,2}(?=[a-z]{4})/;

/** Series numbers of companies and funds (Trust II, Fund XV) are numbers, not names. */
const ROMAN_NUMERAL = /^(?:x{0,3})(?:ix|iv|v?i{0,3})$/;

function classify(spellings: string[], type: MatchType): TokenClass {
  const [first = ''] = spellings;
  if (/^\d+$/.test(first)) return 'number';
  if (first.length === 1) return 'initial';
  if (type === 'company' && ROMAN_NUMERAL.test(first)) return 'number';
  const isIn = (set: ReadonlySet<string>) => spellings.some((s) => set.has(s));
  // Two-letter forms (sa, ag, co) are legal forms in companies but may be name parts of people.
  if (isIn(LEGAL_FORMS) && (type !== 'person' || first.length > 2)) return 'legal';
  if (isIn(TITLE_WORDS) && type !== 'company') return 'title';
  if (isIn(PARTICLE_WORDS)) return 'particle';
  if (type !== 'person' && isIn(GENERIC_WORDS)) return 'generic';
  return 'name';
}

function spellingsOf(token: string): { spellings: string[]; transliterated: boolean } {
  if (hasCyrillic(token))
    return { spellings: transliterateCyrillic(token).map(foldCase), transliterated: true };
  if (hasGreek(token)) return { spellings: transliterateGreek(token), transliterated: true };
  if (hasArabic(token)) {
    // The written form stays a spelling of its own, for exact same-script matches.
    return { spellings: [token, ...transliterateArabic(token)], transliterated: true };
  }
  return { spellings: [token], transliterated: false };
}

export function makeToken(text: string, type: MatchType): NameToken {
  const { spellings, transliterated } = spellingsOf(text);
  // The folded spelling is kept beside the phonetic form: a typo can land on a digraph (csah for
  // cash) and the rewriting would then widen the difference instead of narrowing it.
  const forms = [
    ...new Set([
      ...spellings.map((s) => (isAsciiToken(s) ? phoneticForm(s) : s)),
      ...(transliterated ? [] : spellings.filter(isAsciiToken)),
    ]),
  ];
  const cls = classify([...spellings, ...forms], type);
  return { text, forms, transliterated, cls };
}

/** Folded tokens of a name, before phonetic forms: legal phrases joined, Abd- prefixes split. */
export function nameWords(name: string): string[] {
  let text = name.toLowerCase();
  for (const [pattern, replacement] of CYRILLIC_LEGAL_PHRASES)
    text = text.replace(pattern, replacement);
  text = foldCase(text);
  for (const [pattern, replacement] of LEGAL_PHRASES) text = text.replace(pattern, replacement);
  return splitTokens(text).flatMap((word) => {
    const prefix = ABD_PREFIX.exec(word)?.[0];
    if (prefix) return ['abdal', word.slice(prefix.length)];
    // The Arabic article is written joined to its noun (الفتاح); in romanisations it stands apart.
    if (/^ال\p{L}{2}/u.test(word)) return ['al', word.slice(2)];
    return [word];
  });
}

/**
 * Lists join alternative names with a slash ("Al-Qa'ida/Islamic Army"); each is a name of its own.
 * A slash between short parts is kept (A/S is a Danish legal form).
 */
export function nameAlternatives(name: string): string[] {
  const parts = name.split(/(?<=\p{L}{3})\s*\/\s*(?=\p{L}{3})/u).filter((p) => p.trim());
  return parts.length > 1 ? parts : [name];
}

export function analyseName(name: string, type: MatchType): NameToken[] {
  return nameWords(name).map((word) => makeToken(word, type));
}
