import { REFERENCE_SOURCES, hasMissingDataLabel } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { PARTY_RULE_KINDS } from './kinds/party/index.js';
import {
  buildCompany,
  buildIndividual,
  buildPerson,
  evaluateDefaults,
} from './kinds/party/test-facts.js';
import { TRANSACTION_RULE_KINDS } from './kinds/transaction/index.js';
import { REFERENCE_LISTS } from './reference-data/index.js';
import { citeList } from './reference-lists.js';
import {
  buildTransaction,
  evaluateDefaults as evaluateTransaction,
} from './kinds/transaction/test-facts.js';

/** A contract path as the rules report missing data ('beneficiaries[0].pep'). */
const PATH = /\b[a-z]+(_[a-z]+)*(\[\d+\])?\.[a-z_]+\b|\b[a-z]+_[a-z_]+\b/;

const unknownPerson = buildPerson({
  display_name: 'Ivan Petrov',
  citizenships: [],
  pep: null,
  birth_date: null,
});

/** Parties that lack every datum a party rule asks for. */
const lacking = [
  buildIndividual({
    birth_date: null,
    gender: null,
    citizenships: [],
    pep: null,
    relation_start: null,
  }),
  buildCompany({
    industries: [],
    registration_countries: [],
    beneficiaries: [unknownPerson],
    board_members: [unknownPerson],
  }),
];

describe('missing data in words', () => {
  it('labels every field a party rule can find missing, and never shows its path', () => {
    const seen = new Set<string>();
    for (const kind of Object.values(PARTY_RULE_KINDS)) {
      for (const party of lacking) {
        const outcome = evaluateDefaults(kind, party);
        outcome.missing.forEach((path) => seen.add(path));
        if (outcome.missing.length === 0) continue;
        expect(outcome.explanation.en, kind.kind).not.toMatch(PATH);
        expect(outcome.explanation.pl, kind.kind).not.toMatch(PATH);
      }
    }
    expect([...seen].sort()).toEqual([
      'beneficiaries[0].citizenships',
      'beneficiaries[0].pep',
      'birth_date',
      'board_members[0].citizenships',
      'business_address.country',
      'citizenships',
      'industries',
      'pep',
      'relation_start',
    ]);
    for (const path of seen) expect(hasMissingDataLabel(path), path).toBe(true);
  });

  it('labels every field a transaction rule can find missing', () => {
    const seen = new Set<string>(['country_of_order']);
    const transactions = [
      buildTransaction({ payment_method: null, country_of_order: null, parties: [] }),
      buildTransaction({ payment_method: null, amount: '90000.00', amount_eur: '21000.00' }),
    ];
    for (const kind of Object.values(TRANSACTION_RULE_KINDS)) {
      for (const transaction of transactions) {
        evaluateTransaction(kind, transaction).missing.forEach((path) => seen.add(path));
      }
    }
    expect(seen.size).toBeGreaterThan(1);
    for (const path of seen) expect(hasMissingDataLabel(path), path).toBe(true);
  });
});

describe('the seeded reference lists', () => {
  it('cite their sources in both languages', () => {
    for (const list of Object.values(REFERENCE_LISTS)) {
      expect(REFERENCE_SOURCES[list.source], list.id).toBeDefined();
      expect(citeList(list).pl, list.id).not.toMatch(/\b(and|item|as of|update of)\b/);
    }
  });
});
