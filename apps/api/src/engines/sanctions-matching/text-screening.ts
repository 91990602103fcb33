/**
 * Listed names inside free text (a transfer title): "przelew dla Władimira Putina". A title is
 * mostly ordinary words ("Wymiana PLN na EUR w kasie", "Kaucja za lokal przy ul. Kościuszki w
 * Płocku"), and an ordinary word that resembles a short listed name is not evidence of it. So
 * the evidence asked for grows with what a name is (title-words.ts reads the words;
 * docs/sanctions-matching.md has the rules as a table):
 *
 * - An ordinary word of the title matches a listed token only as itself (or its exact
 *   nominative: banku = bank) and never carries a match; a name-like word is compared as a name.
 * - In an entity's name, a token that is an ordinary word (Happiness, Liner, National) is not
 *   distinctive and weighs nothing here, like generic words, legal forms and numbers. A person's
 *   name parts stay distinctive (Said, Kim): a person is found by two of them anyway.
 * - Two or more distinctive tokens: two must be found, at least one by a name-like word; two
 *   only must be both exact, or a name-like word's exact one and seven letters together.
 * - One distinctive token that is an organisation's whole name (Hamas, Gazprom LLC): found alone
 *   by the same name-like word (or, for five letters or more, declined: Hamasu; for six or more,
 *   spelt alike), four letters or more, not common in the lists, no part of three persons'
 *   names (David, Kang), and the word not a common Polish name (Adam, Julia, Link).
 * - Any name whose words all stand in the title in order, exactly, is found as a phrase: three
 *   words or more, two of ten letters or more, or two of which one stands out (four letters or
 *   more, not common in the lists) and was not found by a common Polish name (Koryo Bank).
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
import { nameWords } from './name-tokens.js';
import type { TitleVocabulary } from './title-vocabulary.js';
import type { TokenMatch } from './token-similarity.js';
import type { TitleWord } from './title-words.js';
import {
  createTitleReader,
  DECLENSION_FACTOR,
  EXACT_SIMILARITY,
  exactMatch,
  nameMatch,
  sameForm,
} from './title-words.js';
import type { MatchHit, ScreenOptions } from './types.js';

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
/** A one-token name's token found about exactly, to be worth aligning. */
const LONE_SIMILARITY = 0.95;
/** A form in this many listed persons' names is a personal name (David, Kang). */
const PERSONAL_NAME_PERSONS = 3;
/** A phrase: this many words, or two words with this many letters. */
const MIN_PHRASE_WORDS = 3;
const MIN_PHRASE_LETTERS = 10;
/** An ordinary word finds the names it is in only when in this many or fewer. */
const ORDINARY_SEEDS = 50;
/** A name-like word's likeness (not its own spelling) finds names only in this many or fewer. */
const NAME_SEEDS = 100;
/**
 * Words screened together: a candidate's words are kept as bits of one number. A longer title
 * is screened in windows this long, overlapping by a long name's length.
 */
const WINDOW_WORDS = 32;
const WINDOW_STEP = 24;

/**
 * A listed name as free text sees it: its tokens (ordinary words of entities made generic), how
 * many are distinctive, whether its one distinctive token may be found alone, its words of two
 * letters or more (a phrase's), and how many of those have three letters or more (each would
 * have found the name, as words of two letters find none).
 */
type TextName = {
  name: IndexedName;
  tokens: NameToken[];
  distinctive: number;
  loneEligible: boolean;
  phraseWords: number;
  phraseLongWords: number;
  /** A name listed as "LAST, First": how many of its tokens come before the comma. */
  surnameWords: number;
};

type Candidate = { nameId: number; positions: number[]; rank: number };

export type TextScreener = {
  screen(text: string, options: ScreenOptions | undefined): MatchHit[];
};

/**
 * The name's words standing in the title in order, each exactly: all of them, or all but the
 * legal forms (a title may leave out the LLC or write sp. z o.o. for it). See the module
 * comment for how long a phrase must be; a person's two words may stand in either order
 * (Katrangi, Amir: Amira Katrangego).
 */
function phraseAlignment(
  words: TitleWord[],
  tokens: NameToken[],
  isPerson: boolean,
  surnameWords: number,
  standsOut: (token: NameToken) => boolean,
): Alignment | null {
  // Titles drop one-letter words (w, z, i), so a phrase does too (the S of S-Cape).
  const whole = tokens.filter((t) => t.text.length > 1);
  const core = whole.filter((t) => t.cls !== 'legal');
  if (core.length === 0) return null;
  const phrases = core.length < whole.length ? [whole, core] : [whole];
  // A person listed as "PAK, Mun Il" is written "Mun Il Pak"; of two words, either way round.
  if (isPerson && surnameWords > 0 && surnameWords < core.length)
    phrases.push([...core.slice(surnameWords), ...core.slice(0, surnameWords)]);
  else if (isPerson && core.length === 2) phrases.push([core[1]!, core[0]!]);
  for (const phrase of phrases) {
    if (phrase.length < 2) continue;
    const letters = phrase.reduce((sum, t) => sum + t.text.length, 0);
    const short = phrase.length < MIN_PHRASE_WORDS && letters < MIN_PHRASE_LETTERS;
    if (short && !phrase.some(standsOut)) continue;
    for (let start = 0; start + phrase.length <= words.length; start++) {
      const matches: TokenMatch[] = [];
      for (const [k, listed] of phrase.entries()) {
        const match = exactMatch(words[start + k]!, listed, true);
        if (match.similarity < EXACT_SIMILARITY) break;
        matches.push(match);
      }
      if (matches.length < phrase.length) continue;
      // A short phrase stands on its outstanding word, which a common Polish name is not.
      if (short && !phrase.some((t, k) => standsOut(t) && !words[start + k]!.personal)) continue;
      const evidence = phrase.map((listed, k) => ({
        query: words[start + k]!.token.text,
        list: listed.text,
        similarity: round3(matches[k]!.similarity),
        weight: 0,
        method: matches[k]!.method,
      }));
      const similarity = evidence.reduce((sum, e) => sum + e.similarity, 0) / evidence.length;
      return { score: NAME_ONLY_CEILING * similarity, distinctiveMatched: 0, tokens: evidence };
    }
  }
  return null;
}

export function createTextScreener(
  search: CandidateSearch,
  vocabulary: TitleVocabulary,
): TextScreener {
  const { names, dictionary, weigh } = search;
  const readTitle = createTitleReader(vocabulary);
  const isCommonForm = (form: string) => search.isCommon(dictionary.postings(form).length);

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
  /** A token that may carry a match alone, or a short phrase with one plain word beside it. */
  const standsOut = (token: NameToken) =>
    token.cls !== 'legal' &&
    token.text.length >= MIN_LONE_LENGTH &&
    !token.forms.some(isCommonForm);

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
  // Entities' words are checked against the dictionaries here, once, rather than in the
  // titles that first meet them.
  for (const name of names) if (name.entry.type !== 'person') name.tokens.forEach(asTextToken);
  /** Only distinctive tokens weigh: a title's other words cost nothing, nor do ordinary ones. */
  const textWeight: TokenWeigher = (token) => (token.cls === 'name' ? weigh(token) : 0);

  /**
   * The token of a name that may be found alone: an organisation's whose name it is (legal
   * forms and particles aside: Hamas, Al-Qaida, Gazprom LLC; not Boko of Boko Haram, nor a
   * vessel's or a person's), standing out, and no person's name part (David, Kang).
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

  const textNames: TextName[] = [];
  const asTextName = (nameId: number): TextName => {
    let seen = textNames[nameId];
    if (!seen) {
      const name = names[nameId]!;
      const tokens = name.entry.type === 'person' ? name.tokens : name.tokens.map(asTextToken);
      const distinctive = tokens.filter((t) => t.cls === 'name');
      seen = textNames[nameId] = {
        name,
        tokens,
        distinctive: distinctive.length,
        loneEligible: distinctive.length === 1 && isLoneToken(distinctive[0]!, name, tokens),
        phraseWords: tokens.filter((t) => t.text.length > 1).length,
        phraseLongWords: tokens.filter((t) => t.cls !== 'legal' && t.text.length > 2).length,
        surnameWords: name.name.full.includes(',')
          ? nameWords(name.name.full.split(',')[0]!).length
          : 0,
      };
    }
    return seen;
  };

  // Per name, the words that found it, as bits: arrays made once and reused by every title
  // (screening is synchronous), so a title allocates nothing per name it touches.
  const wordMask = new Uint32Array(names.length);
  const similaritySum = new Float32Array(names.length);
  const bestCarried = new Float32Array(names.length);
  type Add = (nameId: number, position: number, similarity: number, carried: boolean) => void;
  type Deferred = Map<string, Array<{ position: number; similarity: number }>>;

  /**
   * A name made of words frequent in the lists (Oil Industry Investment Company) is found by
   * none of them alone: the names that have both of the two rarest frequent forms the title
   * holds exactly are.
   */
  function seedPhrases(deferred: Deferred, add: Add) {
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

  /**
   * Names that some word of a window (at most WINDOW_WORDS) may stand for, with the positions
   * of those words, best coverage first. A name-like word's spelling finds names by likeness
   * (the dictionary's similar forms); its nominatives and ordinary words find them exactly (a
   * declension and a typo together are too loose, and likeness is what costs on a title's first
   * sight). Forms common in the lists, likenesses in more than NAME_SEEDS names and ordinary
   * words in more than ORDINARY_SEEDS do not find names unless the title has nothing rarer: they
   * add to the names others found, looked up in those names' own tokens.
   */
  function findCandidates(words: TitleWord[]): Candidate[] {
    const touched: number[] = [];
    const add: Add = (nameId, position, similarity, carried) => {
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

    type Lookup = { position: number; form: string; postings: Int32Array; similarity: number };
    const lookups: Lookup[] = [];
    const look = (position: number, form: string, byLikeness: boolean, factor: number) => {
      if (!byLikeness) {
        const postings = dictionary.postings(form);
        if (postings.length > 0) lookups.push({ position, form, postings, similarity: factor });
        return;
      }
      for (const similar of dictionary.similarForms(form))
        lookups.push({
          position,
          form: similar.form,
          postings: similar.postings,
          similarity: similar.similarity * factor,
        });
    };
    words.forEach((word, position) => {
      if (!word.nameLike && word.token.text.length <= 2) return;
      for (const form of word.token.forms) look(position, form, word.nameLike, 1);
      for (const form of word.stemForms) look(position, form, false, DECLENSION_FACTOR);
    });

    // A name-like word's own spelling and nominatives seed unless common in the lists; its
    // likenesses (Mohammad's hundred spellings) only when rare. If nothing would seed (a title
    // of common names only: Mohammad Ali), the title's rarest own form does.
    const isOwn = (lookup: Lookup) => lookup.similarity >= EXACT_SIMILARITY;
    const seedsAlone = (lookup: Lookup) => {
      const { nameLike } = words[lookup.position]!;
      const count = lookup.postings.length;
      if (!nameLike) return count <= ORDINARY_SEEDS;
      return isOwn(lookup) ? !search.isCommon(count) : count <= NAME_SEEDS;
    };
    let fallback: Lookup | null = null;
    if (!lookups.some(seedsAlone))
      for (const lookup of lookups)
        if (words[lookup.position]!.nameLike && isOwn(lookup))
          if (!fallback || lookup.postings.length < fallback.postings.length) fallback = lookup;
    const deferred: Deferred = new Map();
    for (const lookup of lookups) {
      const { position, form, postings, similarity } = lookup;
      const { nameLike } = words[position]!;
      if (lookup === fallback || seedsAlone(lookup)) {
        for (const nameId of postings) add(nameId, position, similarity, nameLike);
        continue;
      }
      let list = deferred.get(form);
      if (!list) deferred.set(form, (list = []));
      list.push({ position, similarity });
    }
    seedPhrases(deferred, add);
    if (deferred.size > 0) {
      const seeded = touched.length;
      for (let k = 0; k < seeded; k++) {
        const nameId = touched[k]!;
        for (const token of names[nameId]!.tokens) {
          for (const form of token.forms) {
            const found = deferred.get(form);
            if (!found) continue;
            for (const { position, similarity } of found)
              add(nameId, position, similarity, words[position]!.nameLike);
          }
        }
      }
    }

    const candidates: Candidate[] = [];
    for (const nameId of touched) {
      const mask = wordMask[nameId]!;
      const sum = similaritySum[nameId]!;
      const best = bestCarried[nameId]!;
      wordMask[nameId] = 0;
      similaritySum[nameId] = 0;
      bestCarried[nameId] = 0;
      // Found by one word only by likeness: no rule takes that (most names found are so). One
      // ordinary word may still be a phrase's one longer word (Maples SA).
      const single = (mask & (mask - 1)) === 0;
      if (single && best > 0 && best < LONE_SIMILARITY) continue;
      const positions: number[] = [];
      for (let position = 0; position < words.length; position++)
        if (mask & (1 << position)) positions.push(position);
      const textName = asTextName(nameId);
      // What a rule needs at least: two words (one name-like) for two distinctive tokens; a
      // one-token name's word found about as written; a phrase each of its longer words.
      const enough =
        (textName.distinctive >= 2 && best > 0 && positions.length >= 2) ||
        (textName.loneEligible && best >= LONE_SIMILARITY) ||
        (textName.phraseWords >= 2 && positions.length >= textName.phraseLongWords);
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

  /** Whether an alignment of the name with words of the title is evidence enough. */
  function isEnough(textName: TextName, window: TitleWord[], alignment: Alignment): boolean {
    let found = 0;
    let carried = 0;
    let letters = 0;
    let exact = 0;
    let carriedExact = 0;
    let standsAlone = false;
    for (const evidence of alignment.tokens) {
      if (evidence.method === 'unmatched' || evidence.query === null) continue;
      const listed = textName.tokens.find((t) => t.text === evidence.list);
      const word = window.find((w) => w.token.text === evidence.query);
      // Distinctive tokens only: a number of the title equal to a listed one is no evidence.
      if (listed?.cls !== 'name' || !word) continue;
      found++;
      letters += listed.text.length;
      const isExact = evidence.similarity >= EXACT_SIMILARITY;
      if (isExact) exact++;
      if (!word.nameLike) continue;
      carried++;
      if (isExact) carriedExact++;
      standsAlone ||= canStandAlone(word, listed, textName);
    }
    // Three tokens found exactly are a name even of ordinary words (Tong-ho Kim, Mun Il Pak).
    if (exact >= 3) return true;
    if (carried === 0) return false;
    if (textName.distinctive === 1) return standsAlone;
    if (found >= 3) return true;
    // Two found: both exact, or a name-like word's exact and the other alike, long enough (an
    // ordinary word's nominative is not that exact one).
    return found === 2 && (exact === 2 || (carriedExact >= 1 && letters >= MIN_PAIR_LETTERS));
  }

  /** The names found in one window of the title (see findCandidates). */
  function screenWindow(words: TitleWord[]): ScoredName[] {
    // A word standing twice in a title is one token: name-like if either time it is.
    const wordOf = new Map<NameToken, TitleWord>();
    for (const word of words) if (!wordOf.get(word.token)?.nameLike) wordOf.set(word.token, word);
    const compare = cachedComparer((query, listed) => {
      const word = wordOf.get(query)!;
      return word.nameLike ? nameMatch(word, listed) : exactMatch(word, listed);
    });
    const scored: ScoredName[] = [];
    for (const { nameId, positions } of findCandidates(words)) {
      const textName = asTextName(nameId);
      const isPerson = textName.name.entry.type === 'person';
      const phrase =
        positions.length >= textName.phraseLongWords
          ? phraseAlignment(words, textName.tokens, isPerson, textName.surnameWords, standsOut)
          : null;
      if (phrase) {
        scored.push({ name: textName.name, alignment: phrase });
        continue;
      }
      if (textName.distinctive === 0) continue;
      // The words that found the name, with their neighbours (a name written joined, a word
      // the candidate search did not reach): the title's other words would only cost time.
      const window: TitleWord[] = [];
      for (let position = 0, k = 0; position < words.length; position++) {
        while (k < positions.length && positions[k]! < position - 1) k++;
        if (k < positions.length && positions[k]! <= position + 1) window.push(words[position]!);
      }
      const alignment = alignNames(
        window.map((w) => w.token),
        textName.tokens,
        textWeight,
        true,
        compare,
      );
      if (isEnough(textName, window, alignment)) scored.push({ name: textName.name, alignment });
    }
    return scored;
  }

  return {
    screen(text, options) {
      const words = readTitle(text);
      const scored: ScoredName[] = [];
      for (let start = 0; start < words.length; start += WINDOW_STEP) {
        scored.push(...screenWindow(words.slice(start, start + WINDOW_WORDS)));
        if (start + WINDOW_WORDS >= words.length) break;
      }
      return selectHits(
        bestPerEntry(scored).map((s) => toHit(s, text, [])),
        options,
      );
    },
  };
}
