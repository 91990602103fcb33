import { describe, expect, it } from 'vitest';
import type { TransactionFacts } from '../../rule-kind.js';
import { multipleTransactionsLimit } from './multiple-transactions-limit.js';
import type { MultipleTransactionsLimitConfig } from './multiple-transactions-limit.js';
import {
  buildContext,
  buildHistory,
  buildTransaction,
  buildTransactionParty,
  evaluateDefaults,
  storedAlike,
} from './test-facts.js';
import type { Earlier } from './test-facts.js';

const NBSP = '\u00a0';
const DEFAULTS = multipleTransactionsLimit.defaults;
const THRESHOLD =
  'the 15,000.00 EUR threshold for linked transactions (art. 35 ust. 1 pkt 2 lit. a)';

/** A transaction of Jan Nowak booked on 2026-03-07 after `earlier`. */
const withHistory = (earlier: Earlier[], overrides: Partial<TransactionFacts> = {}) =>
  buildTransaction({
    code: 'T3',
    amount_eur: '5500.00',
    parties: [buildTransactionParty({ history: buildHistory(earlier) })],
    ...overrides,
  });

const evaluateWith = (
  transaction: TransactionFacts,
  config: Partial<MultipleTransactionsLimitConfig>,
) =>
  storedAlike(
    multipleTransactionsLimit.evaluate(
      transaction,
      multipleTransactionsLimit.config.parse({ ...DEFAULTS, ...config }),
      buildContext(),
    ),
  );

describe('multiple_transactions_limit', () => {
  it('reads the 7 days of its window', () => {
    expect(multipleTransactionsLimit.historyDays?.(DEFAULTS)).toBe(7);
    expect(multipleTransactionsLimit.historyDays?.({ ...DEFAULTS, window_days: 31 })).toBe(31);
  });

  it('finds three 5,500 EUR transactions in two days at the third, not at the second', () => {
    const second = withHistory([{ code: 'T1', booked_on: '2026-03-06', amount_eur: '5500.00' }], {
      code: 'T2',
    });
    expect(evaluateDefaults(multipleTransactionsLimit, second)).toEqual({
      status: 'passed',
      risk: null,
      explanation: {
        en: `Jan Nowak: 2 transactions within 7 days (2026-03-01 to 2026-03-07) total 11,000.00 EUR, below ${THRESHOLD}`,
        pl: `Jan Nowak: 2 transakcje w ciągu 7 dni (2026-03-01 – 2026-03-07) na łączną kwotę 11${NBSP}000,00 EUR – nie osiąga progu 15${NBSP}000,00 EUR dla transakcji powiązanych (art. 35 ust. 1 pkt 2 lit. a)`,
      },
      missing: [],
    });
    expect(multipleTransactionsLimit.linkedTransactions?.(second, DEFAULTS)).toEqual([]);

    const third = withHistory([
      { code: 'T1', booked_on: '2026-03-06', amount_eur: '5500.00' },
      { code: 'T2', booked_on: '2026-03-07', amount_eur: '5500.00' },
    ]);
    expect(evaluateDefaults(multipleTransactionsLimit, third)).toEqual({
      status: 'risk_found',
      risk: 'high',
      explanation: {
        en: `Jan Nowak: 3 transactions within 7 days (2026-03-01 to 2026-03-07) total 16,500.00 EUR, at or above ${THRESHOLD}: T3 (this one) 5,500.00 EUR on 2026-03-07; T2 5,500.00 EUR on 2026-03-07; T1 5,500.00 EUR on 2026-03-06`,
        pl: `Jan Nowak: 3 transakcje w ciągu 7 dni (2026-03-01 – 2026-03-07) na łączną kwotę 16${NBSP}500,00 EUR – osiąga lub przekracza próg 15${NBSP}000,00 EUR dla transakcji powiązanych (art. 35 ust. 1 pkt 2 lit. a): T3 (ta transakcja) 5${NBSP}500,00 EUR z dnia 2026-03-07; T2 5${NBSP}500,00 EUR z dnia 2026-03-07; T1 5${NBSP}500,00 EUR z dnia 2026-03-06`,
      },
      missing: [],
    });
    expect(multipleTransactionsLimit.linkedTransactions?.(third, DEFAULTS)).toEqual([
      { party_code: 'PARTY-0001', from_day: '2026-03-01' },
    ]);
  });

  it('counts 2026-03-01 in the 7-day window of 2026-03-07, not 2026-02-28', () => {
    const inside = withHistory([{ code: 'T1', booked_on: '2026-03-01', amount_eur: '9500.00' }]);
    expect(evaluateDefaults(multipleTransactionsLimit, inside)).toMatchObject({
      status: 'risk_found',
      risk: 'high',
    });
    const outside = withHistory([{ code: 'T1', booked_on: '2026-02-28', amount_eur: '9500.00' }]);
    expect(evaluateDefaults(multipleTransactionsLimit, outside).explanation.en).toBe(
      `Jan Nowak: 1 transaction within 7 days (2026-03-01 to 2026-03-07) total 5,500.00 EUR, below ${THRESHOLD}; at least 2 transactions are needed to link`,
    );
    // A one-day window holds the transaction's own day only.
    const sameDay = withHistory([
      { code: 'T1', booked_on: '2026-03-06', amount_eur: '9500.00' },
      { code: 'T2', booked_on: '2026-03-07', amount_eur: '100.00' },
    ]);
    const outcome = evaluateWith(sameDay, { window_days: 1 });
    expect(outcome.explanation.en).toBe(
      `Jan Nowak: 2 transactions within 1 day (2026-03-07 to 2026-03-07) total 5,600.00 EUR, below ${THRESHOLD}`,
    );
    expect(outcome.explanation.pl).toContain(
      '2 transakcje w ciągu 1 dnia (2026-03-07 – 2026-03-07)',
    );
  });

  it('needs min_transactions transactions, however large their total', () => {
    const two = withHistory([{ code: 'T1', booked_on: '2026-03-05', amount_eur: '10000.00' }]);
    const outcome = evaluateWith(two, { min_transactions: 3 });
    expect(outcome).toMatchObject({ status: 'passed', risk: null });
    expect(outcome.explanation.en).toBe(
      `Jan Nowak: 2 transactions within 7 days (2026-03-01 to 2026-03-07) total 15,500.00 EUR, at or above ${THRESHOLD}; at least 3 transactions are needed to link`,
    );
    expect(outcome.explanation.pl).toContain('do powiązania potrzeba co najmniej 3');
    expect(
      multipleTransactionsLimit.linkedTransactions?.(two, { ...DEFAULTS, min_transactions: 3 }),
    ).toEqual([]);
    expect(evaluateWith(two, { min_transactions: 2 }).status).toBe('risk_found');
    // One large transaction alone is the single transaction rule's business.
    const alone = withHistory([], { amount_eur: '20000.00' });
    expect(evaluateDefaults(multipleTransactionsLimit, alone).status).toBe('passed');
  });

  it('lists the linked transactions it has and says how many more there are', () => {
    const earlier: Earlier[] = [1, 2, 3, 4, 5].map((n) => ({
      code: `T${n}`,
      booked_on: `2026-03-0${n}`,
      amount_eur: '3000.00',
    }));
    const history = buildHistory(earlier);
    const someListed = withHistory([], {
      parties: [
        buildTransactionParty({ history: { ...history, linked: history.linked!.slice(0, 2) } }),
      ],
    });
    const outcome = evaluateDefaults(multipleTransactionsLimit, someListed);
    expect(outcome.explanation.en).toBe(
      `Jan Nowak: 6 transactions within 7 days (2026-03-01 to 2026-03-07) total 20,500.00 EUR, at or above ${THRESHOLD}: T3 (this one) 5,500.00 EUR on 2026-03-07; T5 3,000.00 EUR on 2026-03-05; T4 3,000.00 EUR on 2026-03-04; and 3 more`,
    );
    expect(outcome.explanation.pl).toContain('6 transakcji w ciągu 7 dni');
    expect(outcome.explanation.pl.endsWith('; i jeszcze 3')).toBe(true);

    const noneLoaded = withHistory([], {
      parties: [buildTransactionParty({ history: buildHistory(earlier, { withLinked: false }) })],
    });
    expect(evaluateDefaults(multipleTransactionsLimit, noneLoaded).explanation.en).toMatch(
      /: T3 \(this one\) 5,500\.00 EUR on 2026-03-07; and 5 more$/,
    );
  });

  it('asks for the linked transactions of exactly the parties that cross', () => {
    const transaction = buildTransaction({
      amount_eur: '8000.00',
      parties: [
        buildTransactionParty({
          code: 'PARTY-0001',
          history: buildHistory([{ code: 'T1', booked_on: '2026-03-02', amount_eur: '7000.00' }]),
        }),
        buildTransactionParty({
          code: 'PARTY-0002',
          display_name: 'Anna Kowalska',
          role: 'beneficiary',
          history: buildHistory([{ code: 'T9', booked_on: '2026-03-02', amount_eur: '100.00' }]),
        }),
        buildTransactionParty({
          code: 'PARTY-0003',
          display_name: 'Piotr Zieliński',
          role: 'representative',
          history: null,
        }),
      ],
    });
    expect(multipleTransactionsLimit.linkedTransactions?.(transaction, DEFAULTS)).toEqual([
      { party_code: 'PARTY-0001', from_day: '2026-03-01' },
    ]);
    const outcome = evaluateDefaults(multipleTransactionsLimit, transaction);
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toMatch(/^Jan Nowak: 2 transactions/);
    expect(outcome.explanation.en).not.toContain('Anna Kowalska');
    // A 3-day window (2026-03-05 to 2026-03-07) leaves T1 out: nobody crosses.
    expect(
      multipleTransactionsLimit.linkedTransactions?.(transaction, { ...DEFAULTS, window_days: 3 }),
    ).toEqual([]);
  });

  it('counts a total equal to an "above" threshold as not crossing it', () => {
    const transaction = withHistory([
      { code: 'T1', booked_on: '2026-03-06', amount_eur: '9500.00' },
    ]);
    const outcome = evaluateWith(transaction, { comparison: 'above' });
    expect(outcome.status).toBe('passed');
    expect(outcome.explanation.en).toBe(
      `Jan Nowak: 2 transactions within 7 days (2026-03-01 to 2026-03-07) total 15,000.00 EUR, not above ${THRESHOLD}`,
    );
    expect(evaluateDefaults(multipleTransactionsLimit, transaction).status).toBe('risk_found');
  });

  it('marks the transaction for a report only when configured', () => {
    const transaction = withHistory([
      { code: 'T1', booked_on: '2026-03-06', amount_eur: '9500.00' },
    ]);
    expect(evaluateDefaults(multipleTransactionsLimit, transaction).giif_report).toBeUndefined();
    expect(evaluateWith(transaction, { report_to_giif: true }).giif_report?.en).toBe(
      `Jan Nowak: 2 transactions within 7 days (2026-03-01 to 2026-03-07) total 15,000.00 EUR, at or above ${THRESHOLD}`,
    );
  });

  it('passes when no party has a history', () => {
    const transaction = buildTransaction({
      parties: [buildTransactionParty({ role: 'representative', history: null })],
    });
    expect(evaluateDefaults(multipleTransactionsLimit, transaction).explanation).toEqual({
      en: 'No customer of the transaction has earlier transactions to link',
      pl: 'Żaden klient transakcji nie ma wcześniejszych transakcji do powiązania',
    });
  });

  it('cannot be processed while the EUR value is pending, and asks for nothing', () => {
    const transaction = withHistory(
      [{ code: 'T1', booked_on: '2026-03-06', amount_eur: '9500.00' }],
      {
        amount_eur: null,
      },
    );
    expect(evaluateDefaults(multipleTransactionsLimit, transaction)).toMatchObject({
      status: 'cannot_be_processed',
      explanation: {
        en: 'The EUR value is pending: the NBP rate of 2026-03-07 is not known yet',
      },
    });
    expect(multipleTransactionsLimit.linkedTransactions?.(transaction, DEFAULTS)).toEqual([]);
  });

  it('checks its configuration', () => {
    const parse = (config: Partial<MultipleTransactionsLimitConfig>) =>
      multipleTransactionsLimit.config.safeParse({ ...DEFAULTS, ...config }).success;
    expect(parse({ window_days: 0 })).toBe(false);
    expect(parse({ window_days: 32 })).toBe(false);
    expect(parse({ window_days: 1.5 })).toBe(false);
    expect(parse({ min_transactions: 1 })).toBe(false);
    expect(parse({ threshold_eur: '0' })).toBe(false);
    expect(parse({ window_days: 1, min_transactions: 10 })).toBe(true);
  });
});
