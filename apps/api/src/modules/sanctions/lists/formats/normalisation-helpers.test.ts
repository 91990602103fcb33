import { describe, expect, it } from 'vitest';
import { countryToIso } from '../../../../engines/sanctions-matching/index.js';
import { parseDateText } from './dates.js';
import { detectScript } from './scripts.js';

describe('dates', () => {
  it.each([
    ['1956', '1956-01-01', '1956-12-31'],
    ['circa 1956', '1956-01-01', '1956-12-31'],
    ['Mar 1970', '1970-03-01', '1970-03-31'],
    ['Feb 1964', '1964-02-01', '1964-02-29'],
    ['12 May 1938', '1938-05-12', '1938-05-12'],
    ['1960 to 1962', '1960-01-01', '1962-12-31'],
    ['circa 1970-1972', '1970-01-01', '1972-12-31'],
    ['02 Jan 1960 to 31 Dec 1962', '1960-01-02', '1962-12-31'],
    ['12/05/1958', '1958-05-12', '1958-05-12'],
    ['dd/mm/1945', '1945-01-01', '1945-12-31'],
  ])('%s → %s..%s', (text, from, to) => {
    expect(parseDateText(text)).toEqual({ from, to, text });
  });

  it('rejects impossible dates', () => {
    expect(parseDateText('31 Feb 1960')).toBeNull();
    expect(parseDateText('unknown')).toBeNull();
  });
});

describe('countries', () => {
  it.each([
    ['Russia', 'RU'],
    ['Korea, North', 'KP'],
    ['Burma', 'MM'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['United Kingdom', 'GB'],
    ['Turkey', 'TR'],
    ['Saint Kitts and Nevis', 'KN'],
    ['possibly Palestinian', 'PS'],
    ['PAKISTAN', 'PK'],
    ['PK', 'PK'],
  ])('%s → %s', (text, iso) => expect(countryToIso(text)).toBe(iso));

  it('keeps historic states unmapped', () => {
    expect(countryToIso('Serbia and Montenegro')).toBeNull();
    expect(countryToIso('SU')).toBeNull();
  });
});

describe('scripts', () => {
  it.each([
    ['ABU ALI', 'latin'],
    ['Lech Wałęsa', 'latin'],
    ['Владимир Путин', 'cyrillic'],
    ['محمد حسن آخوند', 'arabic'],
    ['Αθήνα', 'greek'],
    ['金正恩', 'cjk'],
    ['김정은', 'cjk'],
    ['שלום', 'other'],
  ])('%s → %s', (text, script) => expect(detectScript(text)).toBe(script));
});
