import { describe, expect, it } from 'vitest';
import {
  COUNTRY_LIST_IDS,
  PKD_LIST_IDS,
  REFERENCE_LIST_IDS,
  citeList,
  findEntry,
} from './reference-lists.js';
import { REFERENCE_LISTS } from './reference-data/index.js';
import type { ReferenceListId } from './reference-lists.js';

/** Lists shipped empty on purpose (see the comment on each). */
const DOCUMENTED_EMPTY: ReferenceListId[] = ['pl_high_risk_regions'];

const regionNames = new Intl.DisplayNames('en', { type: 'region' });
/**
 * Assigned ISO 3166-1 alpha-2: Intl names it, it is not replaced by another code (UK → GB),
 * and it is neither user-assigned nor an exceptional reservation (EU, UN, EZ).
 */
const isIsoCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) &&
  !/^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|UN|EZ)$/.test(code) &&
  Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}` &&
  regionNames.of(code) !== code;

describe('reference lists', () => {
  it('holds every list under its own id', () => {
    expect(Object.keys(REFERENCE_LISTS).sort()).toEqual([...REFERENCE_LIST_IDS].sort());
    for (const id of REFERENCE_LIST_IDS) expect(REFERENCE_LISTS[id].id).toBe(id);
  });

  it.each(REFERENCE_LIST_IDS)('%s has a name, source, date and entries', (id) => {
    const list = REFERENCE_LISTS[id];
    expect(list.name.en).not.toBe('');
    expect(list.name.pl).not.toBe('');
    expect(list.source).not.toBe('');
    expect(list.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(list.as_of))).toBe(false);
    if (DOCUMENTED_EMPTY.includes(id)) {
      expect(list.entries).toEqual([]);
    } else {
      expect(list.source_url).toMatch(/^https:\/\//);
      expect(list.entries.length).toBeGreaterThan(0);
    }
    const codes = list.entries.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(COUNTRY_LIST_IDS)('%s holds ISO 3166-1 alpha-2 codes', (id) => {
    const invalid = REFERENCE_LISTS[id].entries.filter((entry) => !isIsoCountry(entry.code));
    expect(invalid).toEqual([]);
  });

  it('tells ISO codes from look-alikes', () => {
    expect(['PL', 'SX', 'CW', 'VG'].every(isIsoCountry)).toBe(true);
    expect(['UK', 'EL', 'EU', 'XK', 'AN', 'pl', 'POL'].some(isIsoCountry)).toBe(false);
  });

  it.each(PKD_LIST_IDS)('%s holds PKD subclass codes', (id) => {
    const invalid = REFERENCE_LISTS[id].entries.filter(
      (entry) => !/^\d{2}\.\d{2}\.[A-Z]$/.test(entry.code),
    );
    expect(invalid).toEqual([]);
  });

  it('has the counts the domain note gives', () => {
    expect(REFERENCE_LISTS.eu_high_risk_third_countries.entries).toHaveLength(26);
    expect(REFERENCE_LISTS.fatf_call_for_action.entries.map((e) => e.code)).toEqual([
      'KP',
      'IR',
      'MM',
    ]);
    expect(REFERENCE_LISTS.fatf_increased_monitoring.entries).toHaveLength(22);
    expect(REFERENCE_LISTS.eu_tax_non_cooperative.entries).toHaveLength(10);
    // 26 jurisdictions: Sint Maarten and Curaçao are one item with two codes; Sark has none.
    expect(REFERENCE_LISTS.pl_tax_havens.entries).toHaveLength(26);
  });

  it('gives every CPI entry a score from 0 to 100', () => {
    for (const entry of REFERENCE_LISTS.cpi_scores.entries) {
      expect(entry.score).toBeGreaterThanOrEqual(0);
      expect(entry.score).toBeLessThanOrEqual(100);
    }
    expect(findEntry(REFERENCE_LISTS.cpi_scores, 'DK')?.score).toBe(89);
  });

  it('names both PKD versions where one code means different things', () => {
    const entry = findEntry(REFERENCE_LISTS.pkd_high_risk, '46.71.Z');
    expect(entry?.label).toBe(
      'cars (wholesale and retail) (PKD 2025) / fuels wholesale (VAT fraud) (PKD 2007)',
    );
    expect(findEntry(REFERENCE_LISTS.pkd_high_risk, '64.92.A')?.label).toBe(
      'non-bank lending, pawnshops (PKD 2025, unverified)',
    );
    expect(findEntry(REFERENCE_LISTS.pkd_high_risk, '66.12.Z')?.label).toBe(
      'currency exchange (kantor), brokerage (PKD 2007; PKD 2025)',
    );
  });

  it('cites a list by name, source and date', () => {
    expect(citeList(REFERENCE_LISTS.eu_high_risk_third_countries).en).toBe(
      'EU list of high-risk third countries (Delegated Regulation (EU) 2016/1675 as amended, last by 2026/46 and 2026/83, as of 2026-01-29)',
    );
  });
});
