/**
 * Listed names inside free text (a transfer title): "przelew dla Władimira Putina". A title is
 * mostly ordinary words ("Wymiana PLN na EUR w kasie", "Kaucja za lokal przy ul. Kościuszki w
 * Płocku"), and an ordinary word that resembles a short listed name is not evidence of it. So
 * the evidence asked for grows with what a name is (title-vocabulary.ts tells the words apart;
 * docs/sanctions-matching.md has the table):
 *
 * - A title word that is an ordinary Polish or English word (in any form, typed with or without
 *   Polish letters), a place, a number or a payment code stands only for itself: it matches a
 *   listed token exactly (or through an exact nominative: banku = bank), never by likeness, and
 *   never carries a match; a word of two letters only inside a phrase. Name-like words (Polish
 *   first names and surnames, and words no dictionary knows) are compared as names: fuzzily,
 *   and through their Polish nominatives (polish-declension.ts) when about exact.
 * - In an entity's name, a token that is an ordinary word (Happiness, Liner, National) is not
 *   distinctive and weighs nothing here, like generic words and legal forms. A person's name
 *   parts stay distinctive (Said, Kim): a person is found by two of them anyway.
 * - Two or more distinctive tokens: two must be found, at least one by a name-like word; two
 *   only must be both exact, or a name-like word's exact one and seven letters together.
 * - One distinctive token that is an organisation's whole name (Hamas, Gazprom LLC): found alone
 *   by the same name-like word (or, for five letters or more, declined: Hamasu), four letters or
 *   more, not common in the lists, no part of three persons' names (David, Kang), and the word
 *   not a common Polish name (Adam, Julia, Link).
 * - Any name whose words all stand in the title in order, exactly, is found as a phrase: three
 *   words or more, two of ten letters or more, or two of which one is rare in the lists (Ocean
 *   Maritime Management, Trans Merits, Koryo Bank).
 *
 * The explanation lists the word of the title each listed token was found by.
 */
import { cachedComparer } from './cached-comparer.js';
import type { CandidateSearch, IndexedName } from './candidate-search.js';
import type { ScoredName } from './hit-assembly.js';
import { bestPerEntry, selectHits, toHit } from './hit-assembly.js';
import type { Alignment, TokenWeigher } from './name-alignment.js';
import { alignNames, NAME_ONLY_CEILING, round3 } from './name-alignment.js';
import type { NameToken } from './name-tokens.js';
import { makeToken, nameWords } from './name-tokens.js';
import { declensionStems } from './polish-declension.js';
import type { TitleVocabulary } from './title-vocabulary.js';
import type { TokenMatch } from './token-similarity.js';
import { compareTokens } from './token-similarity.js';
import type { MatchHit, ScreenOptions } from './types.js';

/** A match through a nominative candidate is slightly less certain than a direct one. */
const DECLENSION_FACTOR = 0.98;
/** A nominative candidate must be about this like the listed token. */
const MIN_STEM_SIMILARITY = 0.9;
const MAX_SCORED_NAMES = 25;
/**
 * Two distinctive tokens found (and not three): both exact, or a name-like word's exact and
 * this many letters together (Yan Gao, Zeidan ~ Zeydan Abdul; not Pak Han for "Hanny Bąk",
 * nor two near-names).
 */
const MIN_PAIR_LETTERS = 7;
/** A one-token name found alone: this long; through a declension or a phonetic form, longer. */
const MIN_LONE_LENGTH = 4;
const MIN_LONE_DECLINED = 5;
const MIN_LONE_PHONETIC = 6;
/** A phrase: this many words, or two words with this many letters. */
const MIN_PHRASE_WORDS = 3;
const MIN_PHRASE_LETTERS = 10;
/**
 * Found exactly: the same word, one spelling (0.98), or an exact nominative (0.98 × 0.98),
 * as the explanation rounds it.
 */
const EXACT_SIMILARITY = 0.96;
const WORD_CACHE_LIMIT = 50_000;
/** An ordinary word finds the names it is in only when in this many or fewer. */
const ORDINARY_SEEDS = 50;
/** A name-like word's form finds names alone only when in this many or fewer (see its use). */
const NAME_SEEDS = 100;
/** A form in this many listed persons' names is a personal name (David, Kang). */
const PERSONAL_NAME_PERSONS = 3;
/** A one-token name's token found about exactly, to be worth aligning. */
const LONE_SIMILARITY = 0.95;
const NO_MATCH: TokenMatch = { similarity: 0, method: 'unmatched' };
const SAME_WORD: TokenMatch = { similarity: 1, method: 'exact' };
const SAME_SPELLING: TokenMatch = { similarity: 0.98, method: 'transliteration' };
const SAME_NOMINATIVE: TokenMatch = { similarity: 0.98 * DECLENSION_FACTOR, method: 'declension' };

/** A word of the title; `personal` when it is a common Polish first name or surname. */
type TitleWord = { token: NameToken; stems: NameToken[]; nameLike: boolean; personal: boolean };
/**
 * A listed name as free text sees it: its tokens (ordinary words of entities made generic), how
 * many are distinctive, whether its one distinctive token may be found alone, and its words of
 * two letters or more (a phrase's), of which how many are not common in the lists.
 */
type TextName = {
  name: IndexedName;
  tokens: NameToken[];
  distinctive: number;
  loneEligible: boolean;
  phraseWords: number;
  uncommonWords: number;
  /** Words of three letters or more a phrase of the name needs (each would have found it). */
  phraseLongWords: number;
};

export type TextScreener = (text: string, options: ScreenOptions | undefined) => MatchHit[];

/**
 * An ordinary word matches a listed token only as itself, or through its exact stem; a word of
 * two letters (na, do, od) only within a phrase.
 */
function exactMatch(word: TitleWord, listed: NameToken, inPhrase = false): TokenMatch {
  if (!inPhrase && word.token.text.length <= 2 && !word.nameLike) return NO_MATCH;
  if (word.token.text === listed.text) return SAME_WORD;
  if (sameForm(word.token, listed)) return SAME_SPELLING;
  for (const stem of word.stems)
    if (stem.text === listed.text || sameForm(stem, listed)) return SAME_NOMINATIVE;
  return NO_MATCH;
}

/** Two tokens spelt alike (one phonetic form), which compareTokens scores 0.98. */
function sameForm(a: NameToken, b: NameToken): boolean {
  return a.forms.some((form) => b.forms.includes(form));
}

/**
 * A name-like word is compared as a name: by likeness, and through its nominatives, which must
 * then be about exact (a declension and a typo together are too loose: Shami is not Shah).
 */
function nameMatch(word: TitleWord, listed: NameToken): TokenMatch {
  let best = compareTokens(word.token, listed);
  for (const stem of word.stems) {
    const { similarity } = compareTokens(stem, listed);
    if (similarity >= MIN_STEM_SIMILARITY && similarity * DECLENSION_FACTOR > best.similarity)
      best = { similarity: similarity * DECLENSION_FACTOR, method: 'declension' };
  }
  return best;
}

/**
 * The name's words standing in the title in order, each exactly: all of them, or all but the
 * legal forms (a title may leave out the LLC or write sp. z o.o. for it). Three words or more,
 * or two of ten letters or more, or two of which one stands out (`standsOut`: Koryo Bank, Los
 * Zetas, Arizona S.A.) and is not found by a common Polish name. A person's two words may stand
 * in either order (Katrangi, Amir: Amira Katrangego).
 */
function phraseAlignment(
  words: TitleWord[],
  tokens: NameToken[],
  isPerson: boolean,
  standsOut: (token: NameToken) => boolean,
): Alignment | null {
  // Titles drop one-letter words (w, z, i), so a phrase does too (the S of S-Cape).
  const whole = tokens.filter((t) => t.text.length > 1);
  const core = whole.filter((t) => t.cls !== 'legal');
  if (core.length === 0) return null;
  const phrases = core.length < whole.length ? [whole, core] : [whole];
  if (isPerson && core.length === 2) phrases.push([core[1]!, core[0]!]);
  for (const phrase of phrases) {
    if (phrase.length < 2) continue;
    const letters = phrase.reduce((sum, t) => sum + t.text.length, 0);
    const short = phrase.length < MIN_PHRASE_WORDS && letters < MIN_PHRASE_LETTERS;
    if (short && !phrase.some(standsOut)) continue;
    const found = (start: number, k: number) =>
      exactMatch(words[start + k]!, phrase[k]!, true).similarity >= EXACT_SIMILARITY &&
      !(short && standsOut(phrase[k]!) && words[start + k]!.personal);
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (!phrase.every((_, k) => found(start, k))) continue;
      const tokens = phrase.map((t, k) => {
        const match = exactMatch(words[start + k]!, t, true);
        return {
          query: words[start + k]!.token.text,
          list: t.text,
          similarity: round3(match.similarity),
          weight: 0,
          method: match.method,
        };
      });
      const similarity = tokens.reduce((sum, t) => sum + t.similarity, 0) / tokens.length;
      return { score: NAME_ONLY_CEILING * similarity, distinctiveMatched: 0, tokens };
    }
  }
  return null;
}

export function createTextScreener(
  search: CandidateSearch,
  vocabulary: TitleVocabulary,
): TextScreener {
  const { names, dictionary, weigh } = search;

  const isCommonForm = (form: string) => search.isCommon({ postings: dictionary.postings(form) });
  /**
   * How many listed persons' names each form is part of. One that several are (David, Kang) is
   * a personal name, never a one-token name's evidence; one that a single person shares with an
   * organisation (Hamas, Saidullah) still is.
   */
  const personParts = new Map<string, number>();
  for (const name of names)
    if (name.entry.type === 'person')
      for (const token of name.tokens)
        for (const form of token.forms) personParts.set(form, (personParts.get(form) ?? 0) + 1);
  const isPersonalName = (form: string) => (personParts.get(form) ?? 0) >= PERSONAL_NAME_PERSONS;
  /** A token rare enough to carry a match alone, or a phrase with one plain word beside it. */
  const standsOut = (token: NameToken) =>
    token.cls !== 'legal' &&
    token.text.length >= MIN_LONE_LENGTH &&
    !token.forms.some((form) => isCommonForm(form));

  const textTokens = new WeakMap<NameToken, NameToken>();
  const asTextToken = (token: NameToken): NameToken => {
    let seen = textTokens.get(token);
    if (!seen) {
      const ordinary = token.cls === 'name' && !vocabulary.isNameLike(token.text);
      seen = ordinary ? { ...token, cls: 'generic' } : token;
      textTokens.set(token, seen);
    }
    return seen;
  };
  // Entities' words are told apart once, with the dictionaries (a third of a second), rather
  // than in the titles that first meet them.
  for (const name of names) if (name.entry.type !== 'person') name.tokens.forEach(asTextToken);
  /** Only distinctive tokens weigh: a title's other words cost nothing, nor do ordinary ones. */
  const textWeight: TokenWeigher = (token) => (token.cls === 'name' ? weigh(token) : 0);
  const textNames: TextName[] = [];
  const asTextName = (nameId: number): TextName => {
    let seen = textNames[nameId];
    if (!seen) {
      const name = names[nameId]!;
      const tokens = name.entry.type === 'person' ? name.tokens : name.tokens.map(asTextToken);
      const distinctive = tokens.filter((t) => t.cls === 'name');
      const [lone] = distinctive;
      const phrase = tokens.filter((t) => t.text.length > 1);
      seen = textNames[nameId] = {
        name,
        tokens,
        distinctive: distinctive.length,
        loneEligible: distinctive.length === 1 && isLoneToken(lone!, name, tokens),
        phraseWords: phrase.length,
        // Words of two letters find no names (na, do, li): a phrase is found by its longer ones.
        uncommonWords: phrase.filter((t) => t.text.length > 2 && !t.forms.some(isCommonForm))
          .length,
        phraseLongWords: tokens.filter((t) => t.cls !== 'legal' && t.text.length > 2).length,
      };
    }
    return seen;
  };

  /** Titles repeat their words (przelew, faktura, za): each is read once. */
  const wordCache = new Map<string, TitleWord>();
  function readWord(word: string): TitleWord {
    let read = wordCache.get(word);
    if (!read) {
      if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
      const token = makeToken(word, 'any');
      const personal = vocabulary.isPolishName(word);
      read = {
        token,
        stems: declensionStems(word).map((stem) => makeToken(stem, 'any')),
        nameLike: token.cls === 'name' && (personal || !vocabulary.isOrdinary(word)),
        personal,
      };
      wordCache.set(word, read);
    }
    return read;
  }

  function readTitle(text: string): TitleWord[] {
    return nameWords(text)
      .filter((word) => word.length > 1)
      .map(readWord);
  }

  /**
   * Names that some word may stand for, with the positions of those words. A name-like word
   * finds names by likeness (the dictionary's similar forms, its nominatives too), an ordinary
   * one only those that have it as written. Forms common in the lists (Mohammed, Ali, Bank) do
   * not find names alone: they add to the names other words found, looked up in those names'
   * own tokens (as candidate-search.ts does). Best coverage of the name first.
   */
  // Per name, the words that found it: scratch arrays reused by every title (screening is
  // synchronous), as candidate-search.ts does; a map of sets per name made the collector
  // the main cost of titles with common Arabic names.
  const wordMask = new Uint32Array(names.length);
  const similaritySum = new Float32Array(names.length);
  const bestCarried = new Float32Array(names.length);

  /**
   * A name made of words frequent in the lists (Oil Industry Investment Company) is found by
   * none of them alone: the names that have both of the title's two rarest such words are.
   */
  function seedPhrases(
    deferred: Map<string, Array<{ position: number; similarity: number }>>,
    add: (nameId: number, position: number, similarity: number, carried: boolean) => void,
  ) {
    const rarest = [...deferred]
      .filter(([, found]) => found.some((f) => f.similarity === 1))
      .map(([form, found]) => ({
        postings: dictionary.postings(form),
        position: found[0]!.position,
      }))
      .sort((a, b) => a.postings.length - b.postings.length);
    const first = rarest[0];
    const second = rarest.find((r) => first && r.position !== first.position);
    if (!first || !second) return;
    const [a, b] = [first.postings, second.postings];
    for (let i = 0, j = 0; i < a.length && j < b.length;) {
      if (a[i]! < b[j]!) i++;
      else if (a[i]! > b[j]!) j++;
      else {
        add(a[i]!, first.position, 1, false);
        add(a[i]!, second.position, 1, false);
        i++;
        j++;
      }
    }
  }

  function findCandidates(words: TitleWord[]) {
    const touched: number[] = [];
    const add = (nameId: number, position: number, similarity: number, carried: boolean) => {
      // Name-like words mark their best likeness (Hamasu's nominative after its own spelling);
      // 0 means no name-like word found the name.
      if (carried && similarity > bestCarried[nameId]!) bestCarried[nameId] = similarity;
      const bit = 1 << position;
      const mask = wordMask[nameId]!;
      if (mask & bit) return;
      if (mask === 0) touched.push(nameId);
      wordMask[nameId] = mask | bit;
      similaritySum[nameId]! += similarity;
    };
    /** Forms too frequent to enumerate, with the words they stand for, for the second pass. */
    const deferred = new Map<string, Array<{ position: number; similarity: number }>>();
    const defer = (form: string, position: number, similarity: number) => {
      let list = deferred.get(form);
      if (!list) deferred.set(form, (list = []));
      list.push({ position, similarity });
    };
    // What each word's forms find: by likeness for a name-like word's own spelling; exactly for
    // its nominatives (a declension and a typo together are too loose, and likeness is what
    // costs on a title's first sight) and for ordinary words.
    type Lookup = { position: number; form: string; postings: Int32Array; similarity: number };
    const lookups: Lookup[] = [];
    const look = (position: number, form: string, byLikeness: boolean, factor: number) => {
      const similar = byLikeness
        ? dictionary.similarForms(form)
        : [{ form, postings: dictionary.postings(form), similarity: 1 }];
      for (const found of similar)
        if (found.postings.length > 0)
          lookups.push({
            position,
            form: found.form,
            postings: found.postings,
            similarity: found.similarity * factor,
          });
    };
    // Bit masks hold the first 32 words; a title is rarely half as long.
    words.slice(0, 32).forEach((word, position) => {
      if (!word.nameLike && word.token.text.length <= 2) return;
      for (const form of word.token.forms) look(position, form, word.nameLike, 1);
      // Nominatives often share a phonetic form (Władimira: władimir, władimiro).
      const stemForms = new Set(word.stems.flatMap((stem) => stem.forms));
      for (const form of word.token.forms) stemForms.delete(form);
      for (const form of stemForms) look(position, form, false, DECLENSION_FACTOR);
    });
    // Names are seeded by the rare forms of name-like words (Fakhrzadeh) and the very rare of
    // ordinary ones (a phrase's, Zamulko's); the others (Mohammad and its hundred spellings)
    // only add to the names those found, unless the title has nothing rarer.
    const nameLookups = lookups.filter((l) => words[l.position]!.nameLike);
    const rarest = Math.min(...nameLookups.map((l) => l.postings.length));
    const nameSeedLimit = rarest <= NAME_SEEDS ? NAME_SEEDS : rarest;
    for (const { position, form, postings, similarity } of lookups) {
      const { nameLike } = words[position]!;
      const seeds = nameLike
        ? postings.length <= nameSeedLimit && !search.isCommon({ postings })
        : postings.length <= ORDINARY_SEEDS;
      if (!seeds) defer(form, position, similarity);
      else for (const nameId of postings) add(nameId, position, similarity, nameLike);
    }
    seedPhrases(deferred, add);
    if (deferred.size > 0) {
      const seeded = touched.length;
      for (let k = 0; k < seeded; k++) {
        const nameId = touched[k]!;
        for (const token of names[nameId]!.tokens)
          for (const form of token.forms)
            for (const { position, similarity } of deferred.get(form) ?? [])
              add(nameId, position, similarity, words[position]!.nameLike);
      }
    }

    const candidates: Array<{ nameId: number; positions: number[]; rank: number }> = [];
    for (const nameId of touched) {
      const mask = wordMask[nameId]!;
      const sum = similaritySum[nameId]!;
      const best = bestCarried[nameId]!;
      wordMask[nameId] = 0;
      similaritySum[nameId] = 0;
      bestCarried[nameId] = 0;
      // Every rule needs two words, or one about exact: most names found have neither.
      const single = (mask & (mask - 1)) === 0;
      if (single && best < LONE_SIMILARITY) continue;
      const positions: number[] = [];
      for (let position = 0; position < 32; position++)
        if (mask & (1 << position)) positions.push(position);
      const textName = asTextName(nameId);
      const carried = best > 0;
      // What a rule needs at least: two words for two distinctive tokens; a one-token name's
      // word found about as written; a phrase every uncommon word of the name.
      const enough =
        (textName.distinctive >= 2 && carried && positions.length >= 2) ||
        (textName.loneEligible && best >= LONE_SIMILARITY) ||
        (textName.phraseWords >= 2 && positions.length >= Math.min(2, textName.uncommonWords));
      if (!enough) continue;
      const size = Math.max(1, textName.distinctive || textName.phraseWords);
      candidates.push({
        nameId,
        positions,
        rank: Math.min(sum, size) / size + positions.length / 100,
      });
    }
    return candidates.sort((a, b) => b.rank - a.rank).slice(0, MAX_SCORED_NAMES);
  }

  /**
   * The token of a name that may be found alone: an organisation's whose name it is (legal
   * forms and particles aside: Hamas, Al-Qaida, Gazprom LLC; not Boko of Boko Haram, nor a
   * vessel's or a person's), four letters or more, not common in the lists, and no person's
   * name part (David, Kang).
   */
  function isLoneToken(listed: NameToken, name: IndexedName, tokens: NameToken[]): boolean {
    const { type } = name.entry;
    return (
      (type === 'organization' || type === 'unknown') &&
      listed.cls === 'name' &&
      tokens.every((t) => t === listed || t.cls === 'legal' || t.cls === 'particle') &&
      standsOut(listed) &&
      !listed.forms.some(isPersonalName)
    );
  }

  /**
   * A one-token name found by one word: the same word (or, when longer, declined or spelt
   * alike), and not a common Polish name in the title (Adam, Julia, Link).
   */
  function canStandAlone(word: TitleWord, listed: NameToken, textName: TextName): boolean {
    const { text } = listed;
    if (!textName.loneEligible || word.personal || word.token.text.length < MIN_LONE_LENGTH)
      return false;
    if (word.token.text === text) return true;
    if (text.length >= MIN_LONE_DECLINED && word.token.text.startsWith(text))
      return word.stems.some((stem) => stem.text === text);
    return text.length >= MIN_LONE_PHONETIC && sameForm(word.token, listed);
  }

  /** Whether an alignment of the name with a window of the title is evidence enough. */
  function isEnough(textName: TextName, window: TitleWord[], alignment: Alignment): boolean {
    let carried = 0;
    let letters = 0;
    let exact = 0;
    let carriedExact = 0;
    let standsAlone = false;
    for (const evidence of alignment.tokens) {
      if (evidence.method === 'unmatched' || evidence.query === null) continue;
      const listed = textName.tokens.find((t) => t.text === evidence.list);
      const word = window.find((w) => w.token.text === evidence.query);
      if (listed?.cls !== 'name' || !word) continue;
      letters += listed.text.length;
      if (evidence.similarity >= EXACT_SIMILARITY) exact++;
      if (!word.nameLike) continue;
      carried++;
      if (evidence.similarity >= EXACT_SIMILARITY) carriedExact++;
      standsAlone ||= canStandAlone(word, listed, textName);
    }
    if (carried === 0) return false;
    if (textName.distinctive === 1) return standsAlone;
    const matched = alignment.distinctiveMatched;
    if (matched >= 3) return true;
    // Two found: both exact, or a name-like word's exact and the other alike, long enough (an
    // ordinary word's nominative is not that exact one: Jeleniej is no Yelena).
    return matched === 2 && (exact === 2 || (carriedExact >= 1 && letters >= MIN_PAIR_LETTERS));
  }

  return function screenText(text, options) {
    const words = readTitle(text);
    const wordOf = new Map(words.map((word) => [word.token, word]));
    const compare = cachedComparer((query, listed) => {
      const word = wordOf.get(query)!;
      return word.nameLike ? nameMatch(word, listed) : exactMatch(word, listed);
    });
    const scored: ScoredName[] = [];
    for (const { nameId, positions } of findCandidates(words)) {
      const textName = asTextName(nameId);
      const phrase =
        positions.length >= textName.phraseLongWords
          ? phraseAlignment(
              words,
              textName.tokens,
              textName.name.entry.type === 'person',
              standsOut,
            )
          : null;
      if (phrase) {
        scored.push({ name: textName.name, alignment: phrase });
        continue;
      }
      if (textName.distinctive === 0) continue;
      // The words that found the name, with their neighbours (a name written joined, a word
      // the candidate search did not reach): the title's other words would only cost time.
      const near = new Set(positions.flatMap((p) => [p - 1, p, p + 1]));
      const window = words.filter((_, position) => near.has(position));
      const alignment = alignNames(
        window.map((w) => w.token),
        textName.tokens,
        textWeight,
        true,
        compare,
      );
      const best = isEnough(textName, window, alignment) ? alignment : null;
      if (best) scored.push({ name: textName.name, alignment: best });
    }
    return selectHits(
      bestPerEntry(scored).map((s) => toHit(s, text, [])),
      options,
    );
  };
}
