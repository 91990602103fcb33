/**
 * Screening must answer for any name or title a user can type: hits or none, never an exception.
 * Words index data throughout the matcher (forms, variants, vocabularies), so the inputs are
 * random Unicode words mixed with every property name of Object.prototype ('constructor',
 * '__proto__', 'toString' …), declined as Polish titles decline names, on both sides: in the
 * query and in the listed names.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { newEntry, buildIndex, compareNames } from '../../../engines/sanctions-matching/index.js';
import type { ListEntry, SanctionsIndex } from '../../../engines/sanctions-matching/index.js';
import { sanctionsDataPath } from '../../../test/sanctions-test-data.js';
import { loadLists } from '../lists/formats/detect-format.js';

const PROTOTYPE_WORDS = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'];
const ENDINGS = ['', 'a', 'owi', 'em', 'u', 'ie', 'ego', 'iej', 'ą', 'y', 'ów'];

function listed(id: string, type: ListEntry['type'], name: string): ListEntry {
  return {
    ...newEntry('custom', id, type),
    names: [{ full: name, script: 'latin', strength: 'strong', kind: 'primary' }],
  };
}

/** A word: one of Object.prototype's names (in any case, declined) or random Unicode. */
const word = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PROTOTYPE_WORDS), fc.constantFrom(...ENDINGS), fc.boolean())
    .map(([base, ending, upper]) => (upper ? (base + ending).toUpperCase() : base + ending)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
);
const phrase = fc
  .array(word, { minLength: 1, maxLength: 7 })
  .chain((words) =>
    fc
      .constantFrom(' ', ', ', ' – ', '/', '.', ' sp. z o.o. ')
      .map((separator) => words.join(separator)),
  );

let index: SanctionsIndex;

beforeAll(() => {
  const entries = loadLists(sanctionsDataPath('un'));
  PROTOTYPE_WORDS.forEach((name, i) => {
    entries.push(listed(`p${i}`, 'person', `${name} Guadalest`));
    entries.push(listed(`o${i}`, 'organization', `${name.toUpperCase()} TRADING LLC`));
  });
  index = buildIndex(entries);
}, 30_000);

describe('screening never fails on a name or a title', () => {
  it('the reported cases answer', () => {
    expect(
      index.screen({ name: 'Constructor Sp. z o.o.', type: 'company' }).map((h) => h.entry_id),
    ).toContain('o0');
    expect(
      index.screenText('Darowizna od Constructora Guadalest S.A.').map((h) => h.entry_id),
    ).toContain('p0');
    expect(() => index.screen({ name: '__proto__ hasOwnProperty', type: 'any' })).not.toThrow();
  });

  it('any name, of any type, screened and compared', () => {
    fc.assert(
      fc.property(
        phrase,
        fc.constantFrom('person', 'company', 'any'),
        phrase,
        (name, type, other) => {
          expect(Array.isArray(index.screen({ name, type }))).toBe(true);
          const { score } = compareNames(name, other, type);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('any transfer title screened as free text', () => {
    fc.assert(
      fc.property(phrase, (text) => {
        expect(Array.isArray(index.screenText(text))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a long description (over the 32 words screened together) answers too', () => {
    fc.assert(
      fc.property(fc.array(phrase, { minLength: 10, maxLength: 40 }), (parts) => {
        expect(Array.isArray(index.screenText(parts.join(' ')))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('an index built from any names answers any query', () => {
    fc.assert(
      fc.property(fc.array(phrase, { minLength: 1, maxLength: 5 }), phrase, (names, query) => {
        const small = buildIndex(names.map((name, i) => listed(`r${i}`, 'unknown', name)));
        expect(Array.isArray(small.screen({ name: query, type: 'any' }))).toBe(true);
        expect(Array.isArray(small.screenText(query))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
