/**
 * Listed names inside free text (a transfer title): "przelew dla Władimira Putina". Every word
 * also stands for its Polish nominative candidates (polish-declension.ts). A name is a candidate
 * when at least two of its distinctive tokens occur in the text (one for one-token names); it is
 * then aligned within a window around the words found, the other words of the text costing
 * nothing.
 */
import { cachedComparer } from './cached-comparer.js';
import type { CandidateSearch } from './candidate-search.js';
import type { ScoredName } from './hit-assembly.js';
import { bestPerEntry, selectHits, toHit } from './hit-assembly.js';
import type { Alignment } from './name-alignment.js';
import { alignNames } from './name-alignment.js';
import type { NameToken } from './name-tokens.js';
import { makeToken, nameWords } from './name-tokens.js';
import { declensionStems } from './polish-declension.js';
import type { TokenMatch } from './token-similarity.js';
import { compareTokens } from './token-similarity.js';
import type { MatchHit, ScreenOptions } from './types.js';

/** A match through a nominative candidate is slightly less certain than a direct one. */
const DECLENSION_FACTOR = 0.98;
const MAX_SCORED_NAMES = 40;

export function screenText(
  search: CandidateSearch,
  text: string,
  options: ScreenOptions | undefined,
): MatchHit[] {
  const { names, dictionary, weigh } = search;
  const words = nameWords(text).map((word) => makeToken(word, 'any'));
  const stems = new Map<NameToken, NameToken[]>(
    words.map((word) => [word, declensionStems(word.text).map((s) => makeToken(s, 'any'))]),
  );
  const compare = cachedComparer((word, listed): TokenMatch => {
    let best = compareTokens(word, listed);
    for (const stem of stems.get(word) ?? []) {
      const similarity = compareTokens(stem, listed).similarity * DECLENSION_FACTOR;
      if (similarity > best.similarity) best = { similarity, method: 'declension' };
    }
    return best;
  });
  /** A word weighs as its most common indexed reading (Aleksandry → aleksandr is common). */
  const wordWeight = (word: NameToken) => {
    const indexed = [word, ...(stems.get(word) ?? [])].filter((v) =>
      v.forms.some((f) => dictionary.frequency(f) > 0),
    );
    return indexed.length ? Math.min(...indexed.map(weigh)) : weigh(word);
  };

  const found = new Map<number, { positions: Set<number>; estimate: number }>();
  words.forEach((word, position) => {
    if (word.cls !== 'name') return;
    const variants = [word, ...(stems.get(word) ?? [])];
    for (const [nameId, total] of search.estimate(
      [{ variants, weight: wordWeight(word) }],
      () => true,
    )) {
      const candidate = found.get(nameId) ?? { positions: new Set<number>(), estimate: 0 };
      candidate.positions.add(position);
      candidate.estimate += total;
      found.set(nameId, candidate);
    }
  });
  const required = (nameId: number) => Math.min(2, names[nameId]!.distinctive);
  const candidates = [...found]
    .filter(([nameId, { positions }]) => required(nameId) > 0 && positions.size >= required(nameId))
    .sort((a, b) => b[1].estimate - a[1].estimate)
    .slice(0, MAX_SCORED_NAMES);

  const scored: ScoredName[] = [];
  for (const [nameId, { positions }] of candidates) {
    const name = names[nameId]!;
    let best: Alignment | null = null;
    for (const start of positions) {
      const window = words.slice(
        Math.max(0, start - name.tokens.length),
        start + name.tokens.length + 1,
      );
      const alignment = alignNames(window, name.tokens, weigh, true, compare);
      if (
        alignment.distinctiveMatched >= required(nameId) &&
        (!best || alignment.score > best.score)
      )
        best = alignment;
    }
    if (best) scored.push({ name, alignment: best });
  }
  return selectHits(
    bestPerEntry(scored).map((s) => toHit(s, text, [])),
    options,
  );
}
