/**
 * The in-memory screening index: every name of every current entry (all kinds, all scripts, weak
 * aliases included), analysed once at build time. A query finds candidate names through the
 * token dictionary, scores the best of them with the full alignment, keeps the best name per
 * entry and applies the qualifiers.
 */
import type { EntryType, ListEntry } from './list-entry.js';
import { cachedComparer } from './cached-comparer.js';
import type { IndexedName } from './candidate-search.js';
import { CandidateSearch, topCandidates } from './candidate-search.js';
import { bestPerEntry, selectHits, toHit } from './hit-assembly.js';
import { alignNames } from './name-alignment.js';
import type { NameToken } from './name-tokens.js';
import { analyseName, makeToken, nameAlternatives, nameWords } from './name-tokens.js';
import { DISTINCTIVE_CLASSES } from './name-vocabulary.js';
import { qualifierEvidence } from './qualifiers.js';
import { createTextScreener, type TextScreener } from './text-screening.js';
import { titleVocabulary } from './title-vocabulary.js';
import { TokenDictionary } from './token-dictionary.js';
import { compareTokens } from './token-similarity.js';
import type {
  MatchHit,
  MatchType,
  SanctionsIndex,
  ScreenOptions,
  ScreeningSubject,
} from './types.js';

/** Names fully scored per query, best candidate estimates first. */
const MAX_SCORED_NAMES = 25;
/** A candidate must reach this share of the query weight in the estimate to be scored. */
const MIN_ESTIMATE_SHARE = 0.45;

function matchTypeOf(type: EntryType): MatchType {
  if (type === 'person') return 'person';
  return type === 'unknown' ? 'any' : 'company';
}

function typeAllowed(subject: MatchType, entry: EntryType): boolean {
  if (subject === 'any' || entry === 'unknown') return true;
  return subject === 'person' ? entry === 'person' : entry !== 'person';
}

export function buildIndex(entries: readonly ListEntry[]): SanctionsIndex {
  const names: IndexedName[] = [];
  const dictionary = new TokenDictionary();
  /** One token object per distinct word and type: less memory, and comparisons can be cached. */
  const tokenPool = new Map<string, NameToken>();
  const internedToken = (word: string, type: MatchType): NameToken => {
    const key = `${type} ${word}`;
    let token = tokenPool.get(key);
    if (!token) tokenPool.set(key, (token = makeToken(word, type)));
    return token;
  };
  for (const entry of entries) {
    if (entry.delisted_on) continue;
    const type = matchTypeOf(entry.type);
    for (const name of entry.names) {
      // "Al-Qa'ida/Islamic Army" is two names of the entry, each indexed on its own.
      for (const alternative of nameAlternatives(name.full)) {
        const tokens = nameWords(alternative).map((word) => internedToken(word, type));
        if (tokens.length === 0) continue;
        const nameId = names.length;
        const distinctive = tokens.filter((t) => DISTINCTIVE_CLASSES.has(t.cls)).length;
        names.push({ entry, name, tokens, distinctive });
        for (const token of tokens) for (const form of token.forms) dictionary.add(form, nameId);
      }
    }
  }
  dictionary.finish();
  const search = new CandidateSearch(names, dictionary);
  // Made on the first title, or when prepared: name screening alone (the batch tool on names, a
  // list update's index of changes) never reads the dictionaries.
  let textScreener: TextScreener | null = null;
  const textScreening = () => (textScreener ??= createTextScreener(search, titleVocabulary()));

  function screen(subject: ScreeningSubject, options?: ScreenOptions): MatchHit[] {
    const queryTokens = analyseName(subject.name, subject.type);
    if (queryTokens.length === 0) return [];
    const weighted = queryTokens.flatMap((token) => {
      const weight = search.weigh(token);
      const halves = search.splitHalves(token);
      return halves.length
        ? halves.map((half) => ({ variants: [half], weight: weight / 2 }))
        : [{ variants: [token], weight }];
    });
    const queryWeight = weighted.reduce((sum, t) => sum + t.weight, 0);
    const totals = search.estimate(weighted, (name) => typeAllowed(subject.type, name.entry.type));
    const compare = cachedComparer(compareTokens);
    const scored = topCandidates(totals, queryWeight * MIN_ESTIMATE_SHARE, MAX_SCORED_NAMES).map(
      (nameId) => {
        const name = names[nameId]!;
        return {
          name,
          alignment: alignNames(queryTokens, name.tokens, search.weigh, false, compare),
        };
      },
    );
    const hits = bestPerEntry(scored).map((best) =>
      toHit(best, subject.name, qualifierEvidence(subject, best.name.entry)),
    );
    return selectHits(hits, options);
  }

  return {
    entryCount: new Set(names.map((n) => n.entry)).size,
    nameCount: names.length,
    screen,
    screenText: (text, options) => textScreening().screen(text, options),
    prepareTextScreening: () => void textScreening(),
  };
}
