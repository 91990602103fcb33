/**
 * Aligns the tokens of two names regardless of order and scores the alignment. Each query token
 * pairs with at most one list token, best pairs first; what is left may then be two or three tokens
 * of the other side written joined (leftoverJoins).
 *
 * The score is the weighted share of the name that is matched. What is left over is judged by
 * whether it contradicts the match:
 * - omission: tokens left on one side only (a patronymic, a second surname, a "(Schweiz)") cost
 *   little once two distinctive tokens agree, since lists and customer records differ in how
 *   many name parts they give;
 * - conflict: both sides keep a distinctive token the other lacks (Mosuli vs Duri), or a number
 *   is left over (Trust II vs Trust): the names point to different parties and the leftovers
 *   cost in full, with a further factor per missing query token.
 * With fewer than two distinctive tokens agreeing, a leftover query token always costs in full.
 */
import type { NameToken } from './name-tokens.js';
import type { TokenClass } from './name-vocabulary.js';
import { CLASS_WEIGHT, DISTINCTIVE_CLASSES } from './name-vocabulary.js';
import type { TokenMatch } from './token-similarity.js';
import { compareTokens, formSimilarity } from './token-similarity.js';
import type { TokenEvidence } from './types.js';

/** Below this a token pair is not aligned at all. */
const MIN_PAIR_SIMILARITY = 0.7;
/** Cost of leftovers relative to their weight (see the module comment). */
const OMITTED_QUERY_COST = 0.3;
const OMITTED_LIST_COST = 0.15;
const CONFLICT_LIST_COST = 0.25;
/** In free text a listed name is often cited without its patronymic or middle name. */
const TEXT_MISSING_LIST_COST = 0.35;
/** Each distinctive query token left over in a conflict multiplies the score by this. */
const CONFLICT_FACTOR = 0.8;
/** A match on legal forms, generic words or particles alone says nothing about identity. */
const NOTHING_DISTINCTIVE_FACTOR = 0.5;
/** Name-only scores stay below 1.0, so qualifiers can still order hits (nomenklatura #334). */
export const NAME_ONLY_CEILING = 0.92;

/** Leftover classes that contradict a match when both sides have one. */
const CONFLICTING: ReadonlySet<TokenClass> = new Set(['name', 'number', 'generic', 'initial']);

/** Weight of a token: its class, times its rarity when an index supplies one. */
export type TokenWeigher = (token: NameToken) => number;
export const classWeight: TokenWeigher = (token) => CLASS_WEIGHT[token.cls];

export type TokenComparer = (query: NameToken, list: NameToken) => TokenMatch;

export type Alignment = { score: number; tokens: TokenEvidence[]; distinctiveMatched: number };

type Pair = { query: number[]; list: number[]; match: TokenMatch; gain: number };

/** Joins a few tokens into one (in the given order) to compare with a token written joined. */
function joinedToken(parts: NameToken[]): NameToken {
  let forms = [''];
  for (const part of parts) forms = forms.flatMap((f) => part.forms.map((p) => f + p)).slice(0, 4);
  return {
    text: parts.map((p) => p.text).join(''),
    forms,
    transliterated: parts.some((p) => p.transliterated),
    cls: 'name',
  };
}

function joinedMatch(whole: NameToken, joined: NameToken): TokenMatch | null {
  if (Math.abs(whole.text.length - joined.text.length) > 2) return null;
  for (const a of whole.forms)
    for (const b of joined.forms)
      if (formSimilarity(a, b) >= 0.9) return { similarity: 0.95, method: 'joined' };
  return null;
}

function singlePairs(
  query: NameToken[],
  list: NameToken[],
  queryWeights: number[],
  compare: TokenComparer,
): Pair[] {
  const pairs: Pair[] = [];
  query.forEach((q, i) =>
    list.forEach((l, j) => {
      const match = compare(q, l);
      if (match.similarity >= MIN_PAIR_SIMILARITY)
        pairs.push({ query: [i], list: [j], match, gain: match.similarity * queryWeights[i]! });
    }),
  );
  return pairs.sort((a, b) => b.gain - a.gain || b.match.similarity - a.match.similarity);
}

/**
 * Leftover tokens that are two or three leftover tokens of the other side written joined: Al
 * Qaida = Alqaida, Van der Bilt = Vanderbilt, and across order (MILOSEVIC, Borislav =
 * BorislavMilosevic; PATRACA PONCE, Jorge Normando = NormandoPATRACA). Runs after the
 * one-to-one alignment, on what it left, so joins never take a token a direct match wants.
 */
function leftoverJoins(
  query: NameToken[],
  list: NameToken[],
  usedQuery: Set<number>,
  usedList: Set<number>,
  textMode: boolean,
): Pair[] {
  const found: Pair[] = [];
  const search = (
    whole: NameToken[],
    wholeUsed: Set<number>,
    parts: NameToken[],
    partsUsed: Set<number>,
    wholeIsQuery: boolean,
  ) => {
    const free = parts.map((_, k) => k).filter((k) => !partsUsed.has(k));
    if (free.length < 2) return;
    const groups: number[][] = [];
    // In free text only neighbours join (Abd al-Rahman = Abdalrahman): a title's other words
    // are unrelated, and pairing every word with every other would cost the square of a title
    // for each candidate name.
    if (textMode) {
      for (let k = 0; k + 1 < parts.length; k++) {
        if (partsUsed.has(k) || partsUsed.has(k + 1)) continue;
        groups.push([k, k + 1]);
        if (wholeIsQuery) groups.push([k + 1, k]);
      }
    } else for (const a of free) for (const b of free) if (a !== b) groups.push([a, b]);
    for (let k = 0; k + 2 < parts.length; k++)
      if ([k, k + 1, k + 2].every((m) => !partsUsed.has(m))) groups.push([k, k + 1, k + 2]);
    whole.forEach((token, w) => {
      if (wholeUsed.has(w) || token.text.length < 5) return;
      for (const group of groups) {
        if (group.some((k) => partsUsed.has(k))) continue;
        // Words written joined begin alike (in some spelling: a Cyrillic name's transliterations);
        // in a title most pairs do not, so they are not built.
        const first = parts[group[0]!]!;
        if (textMode && !first.forms.some((f) => token.forms.some((g) => f[0] === g[0]))) continue;
        const length = group.reduce((sum, k) => sum + parts[k]!.text.length, 0);
        if (Math.abs(length - token.text.length) > 2) continue;
        const match = joinedMatch(token, joinedToken(group.map((k) => parts[k]!)));
        if (!match) continue;
        wholeUsed.add(w);
        group.forEach((k) => partsUsed.add(k));
        found.push(
          wholeIsQuery
            ? { query: [w], list: group, match, gain: 0 }
            : { query: group, list: [w], match, gain: 0 },
        );
        return;
      }
    });
  };
  search(query, usedQuery, list, usedList, true);
  search(list, usedList, query, usedQuery, false);
  return found;
}

/**
 * @param textMode the query is a whole transfer title: its other words cost nothing and only the
 *   coverage of the listed name counts.
 * @param compare token comparison; text screening adds Polish declension to it.
 */
export function alignNames(
  query: NameToken[],
  list: NameToken[],
  weigh: TokenWeigher,
  textMode = false,
  compare: TokenComparer = compareTokens,
): Alignment {
  const queryWeights = query.map(weigh);
  const listWeights = list.map(weigh);
  const usedQuery = new Set<number>();
  const usedList = new Set<number>();
  const evidence: TokenEvidence[] = [];
  let matched = 0;
  let matchedWeight = 0;
  let distinctiveMatched = 0;
  const accept = (pair: Pair) => {
    const weights = textMode
      ? pair.list.map((j) => listWeights[j]!)
      : pair.query.map((i) => queryWeights[i]!);
    const weight = weights.reduce((sum, w) => sum + w, 0);
    matched += pair.match.similarity * weight;
    matchedWeight += weight;
    if (pair.list.some((j) => DISTINCTIVE_CLASSES.has(list[j]!.cls))) distinctiveMatched++;
    evidence.push({
      query: pair.query.map((i) => query[i]!.text).join(' '),
      list: pair.list.map((j) => list[j]!.text).join(' '),
      similarity: round3(pair.match.similarity),
      weight: round3(weight),
      method: pair.match.method,
    });
  };
  for (const pair of singlePairs(query, list, queryWeights, compare)) {
    const [i = -1] = pair.query;
    const [j = -1] = pair.list;
    if (usedQuery.has(i) || usedList.has(j)) continue;
    usedQuery.add(i);
    usedList.add(j);
    accept(pair);
  }
  // leftoverJoins marks the tokens it joins as used.
  for (const pair of leftoverJoins(query, list, usedQuery, usedList, textMode)) accept(pair);

  const leftQuery = textMode ? [] : query.map((_, i) => i).filter((i) => !usedQuery.has(i));
  const leftList = list.map((_, j) => j).filter((j) => !usedList.has(j));
  const leftQueryWeight = leftQuery.reduce((sum, i) => sum + queryWeights[i]!, 0);
  const leftListWeight = leftList.reduce((sum, j) => sum + listWeights[j]!, 0);
  const conflicting = (tokens: NameToken[], left: number[]) =>
    left.some((k) => CONFLICTING.has(tokens[k]!.cls));
  const numberLeft = [...leftQuery.map((i) => query[i]!), ...leftList.map((j) => list[j]!)].some(
    (t) => t.cls === 'number',
  );
  const conflict = numberLeft || (conflicting(query, leftQuery) && conflicting(list, leftList));

  let total = matchedWeight;
  let factor = distinctiveMatched === 0 ? NOTHING_DISTINCTIVE_FACTOR : 1;
  if (textMode) total += TEXT_MISSING_LIST_COST * leftListWeight;
  else if (conflict || distinctiveMatched < 2) {
    total += leftQueryWeight + CONFLICT_LIST_COST * leftListWeight;
    if (conflict)
      for (const i of leftQuery)
        if (DISTINCTIVE_CLASSES.has(query[i]!.cls)) factor *= CONFLICT_FACTOR;
    // A series number on one side only (Fund II vs Fund) is a different party.
    if (numberLeft && leftQuery.length === 0) factor *= CONFLICT_FACTOR;
  } else total += OMITTED_QUERY_COST * leftQueryWeight + OMITTED_LIST_COST * leftListWeight;

  for (const i of leftQuery)
    evidence.push({
      query: query[i]!.text,
      list: null,
      similarity: 0,
      weight: round3(queryWeights[i]!),
      method: 'unmatched',
    });
  for (const j of leftList)
    evidence.push({
      query: null,
      list: list[j]!.text,
      similarity: 0,
      weight: round3(listWeights[j]!),
      method: 'unmatched',
    });

  const score = total > 0 ? (matched / total) * factor * NAME_ONLY_CEILING : 0;
  return { score, tokens: evidence, distinctiveMatched };
}

export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
