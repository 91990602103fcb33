import { alignNames, classWeight, round3 } from './name-alignment.js';
import { analyseName, nameAlternatives } from './name-tokens.js';
import type { MatchType, TokenEvidence } from './types.js';

/**
 * Alert threshold for MatchHit.score. An exact name alone scores 0.92 (NAME_ONLY_CEILING); one
 * typo in a three-part name about 0.87; a wrong date of birth and a wrong nationality together
 * pull an exact name to about 0.57.
 */
export const DEFAULT_THRESHOLD = 0.7;

/**
 * Pair-level name similarity on the same scale as MatchHit.score for a name-only query. `a` is the
 * query and `b` the listed name: a token of `a` missing from `b` costs more than the reverse.
 * Without an index there are no rarity statistics, so tokens weigh by class only.
 */
export function compareNames(
  a: string,
  b: string,
  type: MatchType,
): { score: number; tokens: TokenEvidence[] } {
  const query = analyseName(a, type);
  let best = alignNames(query, analyseName(b, type), classWeight);
  const alternatives = nameAlternatives(b);
  for (const alternative of alternatives.length > 1 ? alternatives : []) {
    const alignment = alignNames(query, analyseName(alternative, type), classWeight);
    if (alignment.score > best.score) best = alignment;
  }
  return { score: round3(best.score), tokens: best.tokens };
}
