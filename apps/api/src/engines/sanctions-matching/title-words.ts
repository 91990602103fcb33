/**
 * The words of a transfer title as free-text screening reads them, and how one word may match a
 * listed token. A word is name-like (compared as a name, by likeness) when no dictionary knows
 * it, or when it is a common Polish first name or surname that is not also an ordinary word; a
 * surname that is also a word (Wróbel, Lis, Pożyczka, Kowalskiego) is name-like only beside
 * another name-like word ("Jan Wróbel", not "zwrot pożyczki"). Other words are ordinary: they
 * match only as themselves.
 */
import { makeToken, nameWords } from './name-tokens.js';
import type { NameToken } from './name-tokens.js';
import { declensionStems } from './polish-declension.js';
import type { TitleVocabulary } from './title-vocabulary.js';
import type { TokenMatch } from './token-similarity.js';
import { compareTokens } from './token-similarity.js';

/** A match through a nominative candidate is slightly less certain than a direct one. */
export const DECLENSION_FACTOR = 0.98;
/** A name-like word's nominative must be about this like the listed token. */
const MIN_STEM_SIMILARITY = 0.9;
/**
 * Found exactly: the same word (1), one spelling (0.98), or an exact nominative (0.98 or
 * 0.98 × 0.98), as the explanation rounds it.
 */
export const EXACT_SIMILARITY = 0.96;
/** A title longer than this many words is read up to it (a description holds 2,000 characters). */
export const MAX_TITLE_WORDS = 400;
const WORD_CACHE_LIMIT = 50_000;

const NO_MATCH: TokenMatch = { similarity: 0, method: 'unmatched' };
const SAME_WORD: TokenMatch = { similarity: 1, method: 'exact' };
const SAME_SPELLING: TokenMatch = { similarity: 0.98, method: 'transliteration' };
const SAME_NOMINATIVE: TokenMatch = { similarity: DECLENSION_FACTOR, method: 'declension' };
const SPELT_LIKE_NOMINATIVE: TokenMatch = {
  similarity: 0.98 * DECLENSION_FACTOR,
  method: 'declension',
};

/** A word as the dictionaries see it, whatever title it is in. */
type ReadWord = {
  token: NameToken;
  /** Its Polish nominative candidates, and their phonetic forms other than the word's own. */
  stems: NameToken[];
  stemForms: string[];
  /** A common Polish first name or surname (Kowalski, Wróbel, Adam), declined or not. */
  personal: boolean;
  ordinary: boolean;
};

/** A word of one title: name-like or not there, by the word and its neighbours. */
export type TitleWord = ReadWord & { nameLike: boolean };

/** Reads titles into words; each word is read once per process (titles repeat their words). */
export function createTitleReader(vocabulary: TitleVocabulary) {
  const cache = new Map<string, ReadWord>();
  function readWord(word: string): ReadWord {
    let read = cache.get(word);
    if (!read) {
      if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
      const token = makeToken(word, 'any');
      const stemTexts = declensionStems(word);
      const { ordinary, personal } = vocabulary.classify(word, stemTexts);
      const stems = stemTexts.map((stem) => makeToken(stem, 'any'));
      const stemForms = new Set(stems.flatMap((stem) => stem.forms));
      for (const form of token.forms) stemForms.delete(form);
      read = { token, stems, stemForms: [...stemForms], personal, ordinary };
      cache.set(word, read);
    }
    return read;
  }

  return function readTitle(text: string): TitleWord[] {
    const read = nameWords(text)
      .filter((word) => word.length > 1)
      .slice(0, MAX_TITLE_WORDS)
      .map(readWord);
    const isName = (word: ReadWord | undefined) => word?.token.cls === 'name';
    const surely = (word: ReadWord | undefined) =>
      isName(word) && (!word!.ordinary || word!.personal);
    return read.map((word, k) => ({
      ...word,
      nameLike:
        isName(word) &&
        (!word.ordinary || (word.personal && (surely(read[k - 1]) || surely(read[k + 1])))),
    }));
  };
}

/** Two tokens spelt alike (one phonetic form), which compareTokens scores 0.98. */
export function sameForm(a: NameToken, b: NameToken): boolean {
  return a.forms.some((form) => b.forms.includes(form));
}

/**
 * An ordinary word matches a listed token only as itself, or through its exact nominative; a
 * word of two letters (na, do, od) only within a phrase.
 */
export function exactMatch(word: TitleWord, listed: NameToken, inPhrase = false): TokenMatch {
  if (!inPhrase && word.token.text.length <= 2 && !word.nameLike) return NO_MATCH;
  if (word.token.text === listed.text) return SAME_WORD;
  if (sameForm(word.token, listed)) return SAME_SPELLING;
  for (const stem of word.stems) {
    if (stem.text === listed.text) return SAME_NOMINATIVE;
    if (sameForm(stem, listed)) return SPELT_LIKE_NOMINATIVE;
  }
  return NO_MATCH;
}

/**
 * A name-like word is compared as a name: by likeness, and through its nominatives, which must
 * then be about exact (a declension and a typo together are too loose: Shami is not Shah).
 */
export function nameMatch(word: TitleWord, listed: NameToken): TokenMatch {
  let best = compareTokens(word.token, listed);
  for (const stem of word.stems) {
    const { similarity } = compareTokens(stem, listed);
    if (similarity >= MIN_STEM_SIMILARITY && similarity * DECLENSION_FACTOR > best.similarity)
      best = { similarity: similarity * DECLENSION_FACTOR, method: 'declension' };
  }
  return best;
}
