import { describe, expect, it } from 'vitest';
import { transactionOrderCountry } from './transaction-order-country.js';
import { buildContext, buildTransaction, evaluateDefaults } from './test-facts.js';

const EU_LIST =
  'EU list of high-risk third countries (Delegated Regulation (EU) 2016/1675 as amended, last by 2026/46 and 2026/83, as of 2026-01-29)';

const orderedFrom = (country_of_order: string | null) => buildTransaction({ country_of_order });

describe('transaction_order_country', () => {
  it('passes a country on no list, citing the lists checked', () => {
    const outcome = evaluateDefaults(transactionOrderCountry, orderedFrom('PL'));
    expect(outcome).toMatchObject({ status: 'passed', risk: null, missing: [] });
    expect(outcome.explanation.en).toMatch(
      /^The country of order PL is on none of: EU list of high-risk/,
    );
    expect(outcome.explanation.en).toContain(
      'FATF list of jurisdictions under increased monitoring',
    );
    expect(outcome.explanation.pl).toMatch(/^Kraj zlecenia PL nie figuruje w wykazach: /);
  });

  it('flags a country on the lists, naming each with its source', () => {
    const outcome = evaluateDefaults(transactionOrderCountry, orderedFrom('IR'));
    expect(outcome.status).toBe('risk_found');
    // Iran is under the FATF call for action, which the defaults do not accept.
    expect(outcome.risk).toBe('non_acceptable');
    expect(outcome.explanation.en).toMatch(
      new RegExp(`^Country of order IR is on the ${EU_LIST.replace(/[()]/g, '\\$&')}; `),
    );
    expect(outcome.explanation.pl).toContain(
      'Kraj zlecenia IR – państwo z wykazu: unijny wykaz państw trzecich wysokiego ryzyka',
    );
  });

  it.each([
    ['KE', 'high'], // EU high-risk list and FATF grey list
    ['BY', 'high'], // sanctioned country only
    ['ML', 'high'], // terrorism-financing country only
    ['PA', 'normal'], // EU tax Annex I only
    ['BG', 'high'], // FATF grey list only
  ] as const)('points %s to %s', (country, risk) => {
    expect(evaluateDefaults(transactionOrderCountry, orderedFrom(country)).risk).toBe(risk);
  });

  it('passes a transaction without a country unless the country is required', () => {
    expect(evaluateDefaults(transactionOrderCountry, orderedFrom(null))).toEqual({
      status: 'passed',
      risk: null,
      explanation: { en: 'No country of order is recorded', pl: 'Nie podano kraju zlecenia' },
      missing: [],
    });
    const required = transactionOrderCountry.evaluate(
      orderedFrom(null),
      { ...transactionOrderCountry.defaults, country_required: true },
      buildContext(),
    );
    expect(required).toEqual({
      status: 'missing_data',
      risk: null,
      explanation: { en: 'The country of order is not recorded', pl: 'Nie podano kraju zlecenia' },
      missing: ['country_of_order'],
    });
  });

  it('uses the configured lists and levels', () => {
    const config = transactionOrderCountry.config.parse({
      lists: [{ list: 'pl_tax_havens', risk: 'high' }],
      country_required: false,
    });
    expect(transactionOrderCountry.evaluate(orderedFrom('HK'), config, buildContext()).risk).toBe(
      'high',
    );
    expect(transactionOrderCountry.evaluate(orderedFrom('IR'), config, buildContext()).status).toBe(
      'passed',
    );
  });

  it('checks its configuration', () => {
    const parse = (config: unknown) => transactionOrderCountry.config.safeParse(config).success;
    expect(parse({ lists: [{ list: 'fatf_call_for_action', risk: 'high' }] })).toBe(false);
    expect(parse({ lists: [], country_required: false })).toBe(false);
    expect(
      parse({ lists: [{ list: 'pkd_high_risk', risk: 'high' }], country_required: false }),
    ).toBe(false);
    expect(parse({ ...transactionOrderCountry.defaults, extra: 1 })).toBe(false);
  });
});
