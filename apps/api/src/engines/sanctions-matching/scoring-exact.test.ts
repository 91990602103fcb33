/**
 * Exact scores of the matcher's scoring (docs/mutation-testing.md, the "matcher" group): each
 * figure below follows from the weights, budgets and thresholds of token-similarity.ts,
 * name-alignment.ts, compare-names.ts, qualifiers.ts and hit-assembly.ts, so changing any of
 * them changes an asserted value. The scoring is deterministic; figures are pinned to 9 digits.
 */
import { describe, expect, it } from 'vitest';
import type { IndexedName } from './candidate-search.js';
import { compareNames } from './compare-names.js';
import { bestPerEntry, selectHits, toHit } from './hit-assembly.js';
import type { ScoredName } from './hit-assembly.js';
import { newEntry } from './list-entry.js';
import type { ListEntry, ListName } from './list-entry.js';
import { alignNames, classWeight, NAME_ONLY_CEILING, round3 } from './name-alignment.js';
import { analyseName, makeToken } from './name-tokens.js';
import { qualifierEvidence } from './qualifiers.js';
import { compareTokens, editCost, formSimilarity } from './token-similarity.js';
import type { MatchHit, QualifierEvidence, ScreeningSubject } from './types.js';

const DIGITS = 9;
type Row = [string | null, string | null, number, number, string];
const rows = (
  tokens: {
    query: string | null;
    list: string | null;
    similarity: number;
    weight: number;
    method: string;
  }[],
): Row[] => tokens.map((t) => [t.query, t.list, t.similarity, t.weight, t.method]);

describe('editCost: the weighted edit distance', () => {
  it.each([
    ['kot', 'kat', 0.5], // vowel for vowel
    ['ks', 'gs', 0.5], // k/g
    ['dt', 'tt', 0.5], // d/t
    ['mm', 'mn', 0.7], // m/n
    ['lr', 'rr', 0.7], // l/r
    ['gs', 'hs', 0.7], // g/h (Hryhorii, Grigoriy)
    ['ab1', 'ab2', 1], // digit for digit: a plain substitution
    ['ab', 'ba', 0.8], // a transposition
    ['abc', 'bac', 0.8],
    ['kowalski', 'kowalsky', 1], // i/y is no cheap pair
    ['ola', 'hola', 0.5], // a silent h
    ['ola', 'aola', 0.8], // an inserted vowel
    ['jan', 'jn', 0.8], // a dropped vowel
    ['ab', 'a?', 0.3], // a letter lost to a wrong encoding
    ['łod', 'lod', 1], // beyond the table: plain substitution
    ['abc', '', 2.8], // two vowels' and one consonant's deletion (a 0.8, b 1, c 1)
  ])('%s → %s costs %s', (a, b, cost) => {
    expect(editCost(a, b, 5)).toBeCloseTo(cost, 6);
  });

  it('a digit for a letter costs 2', () => {
    expect(editCost('ab', 'a1', 5)).toBe(2);
    expect(editCost('a1', 'ab', 5)).toBe(2);
  });

  it('gives up once the length difference or a row exceeds the limit', () => {
    expect(editCost('abc', 'abcdef', 1)).toBe(Infinity); // 3 > limit + 1
    expect(editCost('abc', 'abcde', 1)).toBeCloseTo(1.8, 6); // 2 = limit + 1: computed
    expect(editCost('abcdef', 'xyzdef', 1)).toBe(Infinity); // each row past 1
    expect(editCost('abcdef', 'xbcdef', 1)).toBe(1); // exactly the limit
  });

  it('handles tokens longer than the reused rows', () => {
    const long = 'a'.repeat(70);
    expect(editCost(long, `${long.slice(1)}b`, 5)).toBe(1);
    expect(editCost(long, long, 5)).toBe(0);
  });
});

describe('formSimilarity: budget by length', () => {
  it.each([
    // three letters: a vowel change only (budget 0.5)
    ['kot', 'kat', 0.875],
    ['kot', 'kwt', 0],
    // four letters: budget 1
    ['anna', 'anne', 0.9],
    ['anna', 'anka', 0.8],
    // five and six letters: budget 1.3
    ['nowak', 'nowik', 0.9166666666666666],
    ['nowak', 'nuwik', 0.8333333333333334],
    ['wojcik', 'wojcak', 0.9285714285714286],
    ['wojcik', 'wujcyk', 0],
    ['wojcik', 'wjcik', 0.8857142840112958],
    // seven and eight letters: budget 1.8
    ['kowalski', 'kowalsky', 0.8888888888888888],
    ['kowalski', 'kawalsky', 0.8333333333333334],
    ['abcdefgh', 'abcdefghij', 0.8363636352799155],
    // nine to eleven: budget 2.3
    ['kowalski', 'kawalskyy', 0],
    ['kowalskiwo', 'kowalskiwa', 0.9545454545454546],
    ['kowalskiego', 'kowalskiemu', 0.875],
    ['abcdefghijk', 'abcdefghijkxy', 0.8571428571428572],
    // twelve and more: budget 3
    ['abcdefghijkl', 'abcdefghijklmno', 0.8249999992549419],
    ['brzeczyszczykiewicz', 'brzaczyszczykiewicz', 0.975],
    ['brzeczyszczykiewicz', 'brzeczyszczykiewiczowa', 0.886956520702528],
    // more than three letters apart
    ['kowalski', 'kowalskiego', 0],
    ['abc', 'abcdefg', 0],
  ])('%s ~ %s = %s', (a, b, similarity) => {
    expect(formSimilarity(a, b)).toBeCloseTo(similarity, DIGITS);
  });

  it('scores each budget boundary: one cost step more is no match', () => {
    // length 4, budget 1: one consonant substitution fits, a consonant and a vowel do not
    expect(formSimilarity('abcd', 'abxd')).toBeCloseTo(0.8, DIGITS);
    expect(formSimilarity('abcd', 'ebxd')).toBe(0);
    // length 6, budget 1.3: one substitution fits (1), plus a k/g (1.5) does not
    expect(formSimilarity('bcdfkl', 'bcxfkl')).toBeCloseTo(1 - 1 / 7, DIGITS);
    expect(formSimilarity('bcdfkl', 'bcxfgl')).toBe(0);
    // length 8, budget 1.8: 1.5 fits, 2 does not
    expect(formSimilarity('bcdfklmp', 'bcxfglmp')).toBeCloseTo(1 - 1.5 / 9, DIGITS);
    expect(formSimilarity('bcdfklmp', 'bcxfxlmp')).toBe(0);
    // length 11, budget 2.3: 2 fits, 2.5 does not
    expect(formSimilarity('bcdfklmpqrs', 'bcxfxlmpqrs')).toBeCloseTo(1 - 2 / 12, DIGITS);
    expect(formSimilarity('bcdfklmpqrs', 'bcxfxlgpqrs')).toBe(0);
    // length 12, budget 3: 3 fits, 3.5 does not
    expect(formSimilarity('bcdfklmpqrst', 'bcxfxlxpqrst')).toBeCloseTo(1 - 3 / 13, DIGITS);
    expect(formSimilarity('bcdfklmpqrst', 'bcxfxlxpgrst')).toBe(0);
    // length 9 (budget 2.3, not 1.8): 2 fits
    expect(formSimilarity('bcdfklmpq', 'bcxfxlmpq')).toBeCloseTo(1 - 2 / 10, DIGITS);
    // length 7 (budget 1.8, not 1.3): 1.5 fits
    expect(formSimilarity('bcdfklm', 'bcxfglm')).toBeCloseTo(1 - 1.5 / 8, DIGITS);
    // length 5 (budget 1.3, not 1): 1 fits and a further vowel-for-vowel does not
    expect(formSimilarity('bcdfa', 'bcxfa')).toBeCloseTo(1 - 1 / 6, DIGITS);
    expect(formSimilarity('bcdfa', 'bcxfe')).toBe(0);
    // length 3, budget 0.5: a consonant never fits
    expect(formSimilarity('abc', 'abd')).toBe(0);
  });

  it('is 1 for equal forms and 0 past three letters of length difference', () => {
    expect(formSimilarity('kowalski', 'kowalski')).toBe(1);
    expect(formSimilarity('abcdefghijklmno', 'abcdefghijkl')).toBeCloseTo(
      0.8249999992549419,
      DIGITS,
    );
    expect(formSimilarity('abcdefghijklmnop', 'abcdefghijkl')).toBe(0);
  });

  it('gives unvowelled scripts half a letter less budget, and no CJK fuzzy match', () => {
    // Arabic, four letters: budget 0.5 instead of 1, so one substitution fails
    expect(formSimilarity('محمد', 'محمود')).toBe(0);
    expect(formSimilarity('حسن', 'حسين')).toBe(0);
    // Arabic, five letters: budget 0.8 allows no substitution; eight letters 1.3 allows one
    expect(formSimilarity('ابتثجحخد', 'ابتثجحخذ')).toBeCloseTo(1 - 1 / 9, DIGITS);
    expect(formSimilarity('ابتثج', 'ابتثح')).toBe(0);
    expect(formSimilarity('李明', '李')).toBe(0);
    expect(formSimilarity('李明', '李明')).toBe(1);
  });
});

describe('compareTokens', () => {
  const tok = (text: string) => makeToken(text, 'person');

  it('exact, transliteration (0.98) and fuzzy (0.97 × form similarity)', () => {
    expect(compareTokens(tok('nowak'), tok('nowak'))).toEqual({ similarity: 1, method: 'exact' });
    expect(compareTokens(tok('kowalski'), tok('kowalsky'))).toEqual({
      similarity: 0.98,
      method: 'transliteration',
    });
    expect(compareTokens(tok('wojcik'), tok('wojcyk'))).toEqual({
      similarity: 0.98,
      method: 'transliteration',
    });
    expect(compareTokens(tok('vladimir'), tok('владимир'))).toEqual({
      similarity: 0.98,
      method: 'transliteration',
    });
    const anna = compareTokens(tok('anna'), tok('anka'));
    expect(anna.method).toBe('fuzzy');
    expect(anna.similarity).toBeCloseTo(0.8 * 0.97, DIGITS);
    expect(compareTokens(tok('kot'), tok('kwt'))).toEqual({ similarity: 0, method: 'unmatched' });
  });

  it('an initial matches the first letter of a full token, in either direction', () => {
    const initial = { similarity: 0.9, method: 'initial' };
    expect(compareTokens(tok('j'), tok('jan'))).toEqual(initial);
    expect(compareTokens(tok('jan'), tok('j'))).toEqual(initial);
    expect(compareTokens(tok('k'), tok('kowalski'))).toEqual(initial);
    // c is not the first letter of any form of Kowalski
    expect(compareTokens(tok('c'), tok('kowalski'))).toEqual({
      similarity: 0,
      method: 'unmatched',
    });
    expect(compareTokens(tok('kowalski'), tok('c'))).toEqual({
      similarity: 0,
      method: 'unmatched',
    });
    // two different initials
    expect(compareTokens(tok('j'), tok('k'))).toEqual({ similarity: 0, method: 'unmatched' });
    // Ł folds to l: the text's first letter decides when the forms do not
    expect(compareTokens(tok('w'), tok('wojcik'))).toEqual(initial);
  });
});

describe('alignNames with class weights: exact scores and evidence', () => {
  const align = (a: string, b: string, type: 'person' | 'company', textMode = false) =>
    alignNames(analyseName(a, type), analyseName(b, type), classWeight, textMode);

  it.each<[string, string, 'person' | 'company', number, number, Row[]]>([
    // a second surname on the list side: omission, 0.15 of its weight
    [
      'Jan Kowalski',
      'Jan Kowalski Nowak',
      'person',
      0.8558139534883721,
      2,
      [
        ['jan', 'jan', 1, 1, 'exact'],
        ['kowalski', 'kowalski', 1, 1, 'exact'],
        [null, 'nowak', 0, 1, 'unmatched'],
      ],
    ],
    // a second surname on the query side: omission, 0.3 of its weight
    [
      'Jan Kowalski Nowak',
      'Jan Kowalski',
      'person',
      0.8000000000000002,
      2,
      [
        ['jan', 'jan', 1, 1, 'exact'],
        ['kowalski', 'kowalski', 1, 1, 'exact'],
        ['nowak', null, 0, 1, 'unmatched'],
      ],
    ],
    [
      'Anna Nowak',
      'Anna Maria Nowak',
      'person',
      0.8558139534883721,
      2,
      [
        ['anna', 'anna', 1, 1, 'exact'],
        ['nowak', 'nowak', 1, 1, 'exact'],
        [null, 'maria', 0, 1, 'unmatched'],
      ],
    ],
    // two leftovers on the list side, one matched by transliteration
    [
      'Jan Kowalski',
      'Jan Kowalsky Nowak Wisniewski',
      'person',
      0.792,
      2,
      [
        ['jan', 'jan', 1, 1, 'exact'],
        ['kowalski', 'kowalsky', 0.98, 1, 'transliteration'],
        [null, 'nowak', 0, 1, 'unmatched'],
        [null, 'wisniewski', 0, 1, 'unmatched'],
      ],
    ],
    // different first names: a conflict, and the query's leftover costs a factor 0.8
    [
      'Jan Kowalski',
      'Adam Kowalski',
      'person',
      0.32711111111111113,
      1,
      [
        ['kowalski', 'kowalski', 1, 1, 'exact'],
        ['jan', null, 0, 1, 'unmatched'],
        [null, 'adam', 0, 1, 'unmatched'],
      ],
    ],
    // Nowak and Nowaczyk are too far apart to align (budget)
    [
      'Jan Nowak',
      'Jan Nowaczyk',
      'person',
      0.32711111111111113,
      1,
      [
        ['jan', 'jan', 1, 1, 'exact'],
        ['nowak', null, 0, 1, 'unmatched'],
        [null, 'nowaczyk', 0, 1, 'unmatched'],
      ],
    ],
    [
      'Ahmed Al Mosuli',
      'Ahmed Al Duri',
      'person',
      0.36048979591836733,
      1,
      [
        ['ahmed', 'ahmed', 1, 1, 'exact'],
        ['al', 'al', 1, 0.2, 'exact'],
        ['mosuli', null, 0, 1, 'unmatched'],
        [null, 'duri', 0, 1, 'unmatched'],
      ],
    ],
    // transliterated Arabic: both names, one exact form and one fuzzy
    [
      'Muammar Gaddafi',
      'Moammar Qadhafi',
      'person',
      0.8691125,
      2,
      [
        ['gaddafi', 'qadhafi', 0.98, 1, 'transliteration'],
        ['muammar', 'moammar', 0.909, 1, 'fuzzy'],
      ],
    ],
    [
      'Mohammed Hassan',
      'محمد حسن',
      'person',
      0.3205688888888889,
      1,
      [
        ['mohammed', 'محمد', 0.98, 1, 'transliteration'],
        ['hassan', null, 0, 1, 'unmatched'],
        [null, 'حسن', 0, 1, 'unmatched'],
      ],
    ],
    // Ukrainian and Russian spellings of one Cyrillic name
    [
      'Hryhorii Ivanov',
      'Grigoriy Ivanov',
      'person',
      0.8281150013297797,
      2,
      [
        ['ivanov', 'ivanov', 1, 1, 'exact'],
        ['hryhorii', 'grigoriy', 0.8, 1, 'fuzzy'],
      ],
    ],
    // initials: weighed 0.35 on the query side; on the list side the full name weighs 1
    [
      'J. Kowalski',
      'Jan Kowalski',
      'person',
      0.8961481481481481,
      2,
      [
        ['kowalski', 'kowalski', 1, 1, 'exact'],
        ['j', 'jan', 0.9, 0.35, 'initial'],
      ],
    ],
    [
      'Jan Kowalski',
      'J Kowalski',
      'person',
      0.874,
      1,
      [
        ['kowalski', 'kowalski', 1, 1, 'exact'],
        ['jan', 'j', 0.9, 1, 'initial'],
      ],
    ],
    // company suffixes: legal forms weigh 0.12, generic words 0.3
    [
      'Acme Trading Sp. z o.o.',
      'Acme Trading Ltd',
      'company',
      0.8248275862068966,
      1,
      [
        ['acme', 'acme', 1, 1, 'exact'],
        ['trading', 'trading', 1, 0.3, 'exact'],
        ['llc', null, 0, 0.12, 'unmatched'],
        [null, 'ltd', 0, 0.12, 'unmatched'],
      ],
    ],
    // nothing distinctive matched: a factor 0.5
    [
      'Global Trading Ltd',
      'Global Trading LLC',
      'company',
      0.368,
      0,
      [
        ['global', 'global', 1, 0.3, 'exact'],
        ['trading', 'trading', 1, 0.3, 'exact'],
        ['ltd', null, 0, 0.12, 'unmatched'],
        [null, 'llc', 0, 0.12, 'unmatched'],
      ],
    ],
    // series numbers left over
    [
      'Acme Trust II',
      'Acme Trust',
      'company',
      0.4160000000000001,
      1,
      [
        ['acme', 'acme', 1, 1, 'exact'],
        ['trust', 'trust', 1, 0.3, 'exact'],
        ['ii', null, 0, 1, 'unmatched'],
      ],
    ],
    [
      'Acme Trust',
      'Acme Trust II',
      'company',
      0.6172903225806452,
      1,
      [
        ['acme', 'acme', 1, 1, 'exact'],
        ['trust', 'trust', 1, 0.3, 'exact'],
        [null, 'ii', 0, 1, 'unmatched'],
      ],
    ],
    [
      'Trust 12',
      'Trust 13',
      'company',
      0.07122580645161292,
      0,
      [
        ['trust', 'trust', 1, 0.3, 'exact'],
        ['12', null, 0, 1, 'unmatched'],
        [null, '13', 0, 1, 'unmatched'],
      ],
    ],
    // tokens written joined, either side
    ['Al Qaida', 'Alqaida', 'company', 0.874, 1, [['al qaida', 'alqaida', 0.95, 1.2, 'joined']]],
    [
      'BorislavMilosevic',
      'Milosevic Borislav',
      'person',
      0.874,
      1,
      [['borislavmilosevic', 'borislav milosevic', 0.95, 1, 'joined']],
    ],
    [
      'Jan Van der Bilt',
      'Jan Vanderbilt',
      'person',
      0.8931666666666668,
      2,
      [
        ['jan', 'jan', 1, 1, 'exact'],
        ['van der bilt', 'vanderbilt', 0.95, 1.4, 'joined'],
      ],
    ],
    [
      'Jan Vanderbilt',
      'Jan Van der Bilt',
      'person',
      0.897,
      2,
      [
        ['jan', 'jan', 1, 1, 'exact'],
        ['vanderbilt', 'van der bilt', 0.95, 1, 'joined'],
      ],
    ],
  ])('%s vs %s (%s)', (a, b, type, score, distinctive, tokens) => {
    const result = align(a, b, type);
    expect(result.score).toBeCloseTo(score, DIGITS);
    expect(result.distinctiveMatched).toBe(distinctive);
    expect(rows(result.tokens)).toEqual(tokens);
  });

  it('reordered tokens and diacritics score as the exact name', () => {
    for (const [a, b] of [
      ['Jan Kowalski', 'Kowalski Jan'],
      ['Łukasz Wójcik', 'Lukasz Wojcik'],
      ['Borislav Milosevic', 'MILOSEVIC Borislav'],
    ]) {
      const result = align(a!, b!, 'person');
      expect(result.score).toBe(NAME_ONLY_CEILING);
      expect(result.tokens.map((t) => t.method)).toEqual(['exact', 'exact']);
    }
  });

  it('in free text, only the listed name counts and its missing tokens cost 0.35', () => {
    const full = align('oplata jan kowalski nowak', 'Jan Kowalski Nowak', 'person', true);
    expect(full.score).toBe(NAME_ONLY_CEILING);
    expect(full.distinctiveMatched).toBe(3);
    const partial = align('oplata jan kowalski', 'Jan Kowalski Nowak', 'person', true);
    expect(partial.score).toBeCloseTo(0.7829787234042553, DIGITS);
    expect(rows(partial.tokens)).toEqual([
      ['jan', 'jan', 1, 1, 'exact'],
      ['kowalski', 'kowalski', 1, 1, 'exact'],
      [null, 'nowak', 0, 1, 'unmatched'],
    ]);
    // declined forms: Jana matches fuzzily, Kowalskiego is too far without declension
    const declined = align(
      'przelew dla jana kowalskiego za fakture',
      'Jan Kowalski',
      'person',
      true,
    );
    expect(declined.score).toBeCloseTo(0.555271109535076, DIGITS);
    expect(rows(declined.tokens)).toEqual([
      ['jana', 'jan', 0.815, 1, 'fuzzy'],
      [null, 'kowalski', 0, 1, 'unmatched'],
    ]);
    // neighbours join in text (Abd al = Abdal), not words far apart
    const joined = align('abd al rahman zaplata', 'Abdalrahman', 'person', true);
    expect(joined.score).toBeCloseTo(0.819457142857143, DIGITS);
    expect(rows(joined.tokens)).toEqual([
      ['rahman', 'ahman', 0.831, 1, 'fuzzy'],
      ['abd al', 'abdal', 0.95, 1, 'joined'],
    ]);
    const apart = align('rahman abd', 'Abdalrahman', 'person', true);
    expect(apart.score).toBeCloseTo(0.5666031746031747, DIGITS);
    expect(rows(apart.tokens)).toEqual([
      ['rahman', 'ahman', 0.831, 1, 'fuzzy'],
      [null, 'abdal', 0, 1, 'unmatched'],
    ]);
  });

  it('scores nothing for empty names', () => {
    expect(alignNames([], [], classWeight).score).toBe(0);
  });
});

describe('compareNames', () => {
  it.each<[string, string, 'person' | 'company', number]>([
    ['Wójcik', 'Wojcik', 'person', 0.92],
    ['Łukasz Kowalski', 'Lukasz Kowalski', 'person', 0.92],
    ['Jan Kowalskiego', 'Jan Kowalski', 'person', 0.327],
    ['Kowalski', 'Kowalsky', 'person', 0.902],
    ['Brzeczyszczykiewicz', 'Brzeczyszczykiewiczowa', 'person', 0.792],
    ['Anna', 'Anne', 'person', 0.803],
    ['Ola', 'Ala', 'person', 0.781],
    ['Usama bin Ladin', 'Osama bin Laden', 'person', 0.865],
    ['Abdulrahman Ali', 'Abdul Rahman Ali', 'person', 0.862],
    ['Vladimir Putin', 'Владимир Путин', 'person', 0.902],
    ['Wladimir Putin', 'Vladimir Putin', 'person', 0.911],
    ['Aleksiej Nawalny', 'Alexey Navalny', 'person', 0.902],
    ['Sp. z o.o.', 'Ltd', 'company', 0],
  ])('%s vs %s = %s', (a, b, type, score) => {
    expect(compareNames(a, b, type).score).toBe(score);
  });

  it('takes the best of a listed name’s slash alternatives', () => {
    const alternative = compareNames('Islamic Army', "Al-Qa'ida/Islamic Army", 'company');
    expect(alternative.score).toBe(0.92);
    expect(rows(alternative.tokens)).toEqual([
      ['islamic', 'islamic', 1, 1, 'exact'],
      ['army', 'army', 1, 1, 'exact'],
    ]);
    // the query's slash is not split
    expect(compareNames("Al-Qa'ida/Islamic Army", 'Islamic Army', 'company').score).toBe(0.78);
    // the whole name wins when it is the better
    const whole = compareNames('Alpha Beta Gamma', 'Alpha Beta/Gamma', 'person');
    expect(whole.score).toBe(0.92);
  });
});

describe('qualifiers', () => {
  const listed = (extra: Partial<ListEntry>): ListEntry => ({
    ...newEntry('custom', 'Q1', 'person'),
    ...extra,
  });
  const range = (from: string, to: string, text = from) => ({ from, to, text });
  const subject = (extra: Partial<ScreeningSubject>): ScreeningSubject =>
    ({ name: 'Jan Kowalski', type: 'person', ...extra }) as ScreeningSubject;
  const only = (s: Partial<ScreeningSubject>, e: Partial<ListEntry>) =>
    qualifierEvidence(subject(s), listed(e));

  it('birth dates: exact, year, range, swapped, near, mismatch', () => {
    const day = range('1970-03-04', '1970-03-04');
    expect(only({ birth_date: '1970-03-04' }, { birth_dates: [day] })).toEqual([
      {
        kind: 'birth_date',
        effect: 0.06,
        query: '1970-03-04',
        list: '1970-03-04',
        detail: 'exact',
      },
    ]);
    const year = range('1970-01-01', '1970-12-31', '1970');
    expect(only({ birth_date: '1970-03-04' }, { birth_dates: [year] })[0]).toMatchObject({
      effect: 0.03,
      detail: 'year',
    });
    expect(only({ birth_date: '1970' }, { birth_dates: [day] })[0]).toMatchObject({
      effect: 0.03,
      detail: 'year',
    });
    expect(only({ birth_date: '1970' }, { birth_dates: [year] })[0]).toMatchObject({
      effect: 0.03,
      detail: 'year',
    });
    // a leap year spans 365 days from its first to its last day; two years are a range
    const leap = range('1972-01-01', '1972-12-31', '1972');
    expect(only({ birth_date: '1972-05-05' }, { birth_dates: [leap] })[0]).toMatchObject({
      detail: 'year',
    });
    const twoDays366 = range('1970-01-01', '1971-01-02');
    expect(only({ birth_date: '1970-03-04' }, { birth_dates: [twoDays366] })[0]).toMatchObject({
      detail: 'year',
    });
    const wide367 = range('1970-01-01', '1971-01-03');
    expect(only({ birth_date: '1970-03-04' }, { birth_dates: [wide367] })[0]).toMatchObject({
      effect: 0.01,
      detail: 'range',
    });
    expect(
      only({ birth_date: '1970-03-04' }, { birth_dates: [range('1969-01-01', '1971-12-31')] })[0],
    ).toMatchObject({ effect: 0.01, detail: 'range' });
    // overlap at the edges
    expect(only({ birth_date: '1970-12-31' }, { birth_dates: [year] })[0]).toMatchObject({
      detail: 'year',
    });
    expect(only({ birth_date: '1970-01-01' }, { birth_dates: [year] })[0]).toMatchObject({
      detail: 'year',
    });
    // day and month swapped
    expect(
      only({ birth_date: '1970-03-04' }, { birth_dates: [range('1970-04-03', '1970-04-03')] })[0],
    ).toMatchObject({
      effect: -0.03,
      detail: 'day/month swapped',
    });
    // near: within 366 days, either side
    expect(only({ birth_date: '1971-01-01' }, { birth_dates: [year] })[0]).toMatchObject({
      effect: -0.08,
      detail: 'near',
    });
    expect(only({ birth_date: '1969-12-31' }, { birth_dates: [year] })[0]).toMatchObject({
      effect: -0.08,
      detail: 'near',
    });
    expect(only({ birth_date: '1971-12-31' }, { birth_dates: [year] })[0]).toMatchObject({
      detail: 'near',
    }); // 365
    expect(only({ birth_date: '1972-01-01' }, { birth_dates: [year] })[0]).toMatchObject({
      detail: 'near',
    }); // 366
    expect(only({ birth_date: '1972-01-02' }, { birth_dates: [year] })[0]).toMatchObject({
      effect: -0.2,
      detail: 'mismatch',
    }); // 367
    expect(only({ birth_date: '1968-12-30' }, { birth_dates: [year] })[0]).toMatchObject({
      detail: 'mismatch',
    });
    expect(only({ birth_date: '1969-01-01' }, { birth_dates: [year] })[0]).toMatchObject({
      detail: 'near',
    });
    // a swapped date only for exact days; a year differing by a digit is no swap
    expect(
      only({ birth_date: '1980-03-04' }, { birth_dates: [range('1970-04-03', '1970-04-03')] })[0],
    ).toMatchObject({ detail: 'mismatch' });
    // the best of several listed dates, all listed dates shown
    expect(
      only(
        { birth_date: '1970-03-04' },
        { birth_dates: [range('1950-01-01', '1950-12-31', '1950'), day, year] },
      ),
    ).toEqual([
      {
        kind: 'birth_date',
        effect: 0.06,
        query: '1970-03-04',
        list: '1950; 1970-03-04; 1970',
        detail: 'exact',
      },
    ]);
    expect(
      only(
        { birth_date: '1970-03-04' },
        { birth_dates: [year, range('1950-01-01', '1950-12-31', '1950')] },
      )[0],
    ).toMatchObject({ effect: 0.03 });
    // nothing to compare
    expect(only({ birth_date: '04.03.1970' }, { birth_dates: [day] })).toEqual([]);
    expect(only({ birth_date: '1970-03-04' }, { birth_dates: [] })).toEqual([]);
    expect(only({}, { birth_dates: [day] })).toEqual([]);
  });

  it('countries: nationality, residence, their mismatches', () => {
    const e = {
      nationalities: ['RU'],
      citizenships: ['BY', 'RU'],
      addresses: [
        { text: 'Minsk', country: 'BY' },
        { text: '?', country: null },
      ],
    };
    expect(only({ countries: ['ru', 'pl'] }, e)).toEqual([
      { kind: 'nationality', effect: 0.04, query: 'RU,PL', list: 'RU,BY', detail: 'match' },
    ]);
    expect(only({ countries: ['BY'] }, e)[0]).toMatchObject({ effect: 0.04, detail: 'match' });
    expect(only({ countries: ['BY'] }, { addresses: e.addresses })).toEqual([
      { kind: 'nationality', effect: 0.02, query: 'BY', list: 'BY', detail: 'residence' },
    ]);
    expect(only({ countries: ['PL'] }, e)).toEqual([
      { kind: 'nationality', effect: -0.15, query: 'PL', list: 'RU,BY', detail: 'mismatch' },
    ]);
    expect(only({ countries: ['PL'] }, { addresses: e.addresses })).toEqual([
      { kind: 'nationality', effect: -0.05, query: 'PL', list: 'BY', detail: 'residence mismatch' },
    ]);
    expect(only({ countries: ['PL'] }, { addresses: [{ text: '?', country: null }] })).toEqual([]);
    expect(only({ countries: [] }, e)).toEqual([]);
  });

  it('gender and identifiers', () => {
    expect(only({ gender: 'female' }, { gender: 'male' })).toEqual([
      { kind: 'gender', effect: -0.15, query: 'female', list: 'male', detail: 'mismatch' },
    ]);
    expect(only({ gender: 'male' }, { gender: 'male' })).toEqual([]);
    expect(only({ gender: 'male' }, { gender: null })).toEqual([]);
    const id = {
      type: 'passport',
      label: 'Passport',
      number: 'AB 12345',
      country: null,
      country_text: null,
    } as ListEntry['identifiers'][number];
    expect(only({ identifiers: ['1', 'ab-12345'] }, { identifiers: [id] })).toEqual([
      {
        kind: 'identifier',
        effect: 0.2,
        query: 'ab-12345',
        list: 'Passport AB 12345',
        detail: 'exact',
      },
    ]);
    const short = { ...id, number: 'AB-12' };
    expect(only({ identifiers: ['AB12'] }, { identifiers: [short] })).toEqual([]); // under 5 characters
    expect(
      only({ identifiers: ['AB123'] }, { identifiers: [{ ...id, number: 'ab 123' }] })[0],
    ).toMatchObject({ effect: 0.2 }); // exactly 5
    expect(only({ identifiers: ['AB 12346'] }, { identifiers: [id] })).toEqual([]);
  });

  it('lists every qualifier both sides state, in order', () => {
    const evidence = only(
      { birth_date: '1970', countries: ['PL'], gender: 'male', identifiers: ['XY99999'] },
      {
        birth_dates: [range('1970-01-01', '1970-12-31', '1970')],
        nationalities: ['PL'],
        gender: 'female',
        identifiers: [
          {
            type: 'passport',
            label: 'P',
            number: 'XY99999',
            country: null,
            country_text: null,
          } as ListEntry['identifiers'][number],
        ],
      },
    );
    expect(evidence.map((e) => [e.kind, e.effect])).toEqual([
      ['birth_date', 0.03],
      ['nationality', 0.04],
      ['gender', -0.15],
      ['identifier', 0.2],
    ]);
  });
});

describe('hit assembly', () => {
  const listName = (full: string, extra: Partial<ListName> = {}): ListName =>
    ({
      full,
      script: 'latin',
      strength: 'strong',
      kind: 'primary',
      ...extra,
    }) as ListName;
  const entryOf = (id: string, names: ListName[]): ListEntry => ({
    ...newEntry('custom', id, 'person'),
    names,
  });
  const scored = (entry: ListEntry, name: ListName, score: number): ScoredName => ({
    name: { entry, name, tokens: [], distinctive: 2 } as IndexedName,
    alignment: { score, tokens: [], distinctiveMatched: 2 },
  });
  const q = (effect: number): QualifierEvidence => ({
    kind: 'gender',
    effect,
    query: 'x',
    list: 'y',
    detail: 'd',
  });

  it('weighs a weak alias 0.9 and adds the qualifiers, within [0, 1]', () => {
    const primary = listName('Jan Kowalski');
    const weak = listName('Janek K', { strength: 'weak', kind: 'alias' });
    const entry = entryOf('E1', [weak, primary]);
    const hit = toHit(scored(entry, weak, 0.8123), 'Janek K', [q(0.06), q(-0.15)]);
    expect(hit.score).toBe(round3(0.8123 * 0.9 + 0.06 - 0.15));
    expect(hit.score).toBe(0.641);
    expect(hit).toMatchObject({
      source: 'custom',
      entry_id: 'E1',
      entry_name: 'Jan Kowalski',
      matched_name: 'Janek K',
      explanation: {
        query_name: 'Janek K',
        list_name: 'Janek K',
        name_kind: 'alias',
        weak_alias: true,
        name_score: 0.812,
      },
    });
    const strong = toHit(scored(entry, primary, 0.9), 'Jan Kowalski', [q(0.2)]);
    expect(strong.score).toBe(1);
    expect(strong.explanation.weak_alias).toBe(false);
    expect(toHit(scored(entry, primary, 0.5), 'x', [q(-0.2), q(-0.15), q(-0.2)]).score).toBe(0);
    expect(toHit(scored(entry, primary, 0.85), 'x', []).score).toBe(0.85);
    // without a primary name, the first name stands for the entry; without names, ''
    expect(toHit(scored(entryOf('E2', [weak]), weak, 0.8), 'x', []).entry_name).toBe('Janek K');
    expect(toHit(scored(entryOf('E3', []), weak, 0.8), 'x', []).entry_name).toBe('');
  });

  it('keeps the best name per entry, weak aliases weighed', () => {
    const strong = listName('A B');
    const weak = listName('A C', { strength: 'weak' });
    const one = entryOf('E1', [strong, weak]);
    const two = entryOf('E2', [strong]);
    // 0.85 × 0.9 = 0.765 < 0.8: the strong name wins although its raw score is lower
    const best = bestPerEntry([
      scored(one, weak, 0.85),
      scored(one, strong, 0.8),
      scored(two, strong, 0.7),
    ]);
    expect(best.map((s) => [s.name.entry.source_id, s.alignment.score])).toEqual([
      ['E1', 0.8],
      ['E2', 0.7],
    ]);
    // ties keep the first
    const tie = bestPerEntry([scored(one, strong, 0.8), scored(one, weak, 0.8 / 0.9)]);
    expect(tie[0]!.name.name).toBe(strong);
    const higher = bestPerEntry([scored(one, strong, 0.8), scored(one, weak, 0.9)]);
    expect(higher[0]!.name.name).toBe(weak);
  });

  it('selects hits at or above the threshold, best first, ties by id, up to the limit', () => {
    const hit = (id: string, score: number) => ({ entry_id: id, score }) as MatchHit;
    const hits = [hit('B', 0.7), hit('A', 0.7), hit('C', 0.699), hit('D', 0.95), hit('E', 0.8)];
    expect(selectHits(hits, undefined).map((h) => h.entry_id)).toEqual(['D', 'E', 'A', 'B']);
    expect(selectHits(hits, { threshold: 0.8 }).map((h) => h.entry_id)).toEqual(['D', 'E']);
    expect(selectHits(hits, { limit: 2 }).map((h) => h.entry_id)).toEqual(['D', 'E']);
    expect(selectHits(hits, { threshold: 0 }).map((h) => h.entry_id)).toEqual([
      'D',
      'E',
      'A',
      'B',
      'C',
    ]);
    const many = Array.from({ length: 25 }, (_, i) => hit(`N${String(i).padStart(2, '0')}`, 0.9));
    expect(selectHits(many, {})).toHaveLength(20);
    expect(selectHits(many, {})[19]!.entry_id).toBe('N19');
  });
});
