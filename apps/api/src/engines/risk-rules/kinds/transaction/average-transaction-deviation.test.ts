import { describe, expect, it } from 'vitest';
import type { PartyHistory, TransactionFacts } from '../../rule-kind.js';
import { averageTransactionDeviation } from './average-transaction-deviation.js';
import type { AverageTransactionDeviationConfig } from './average-transaction-deviation.js';
import {
  buildContext,
  buildHistory,
  buildTransaction,
  buildTransactionParty,
  evaluateDefaults,
  storedAlike,
} from './test-facts.js';

const NBSP = '\u00a0';
const DEFAULTS = averageTransactionDeviation.defaults;

/** 24 earlier transactions averaging 2,000 EUR with a standard deviation of 300 EUR. */
const STEADY: Partial<PartyHistory> = {
  count: 24,
  sum_eur: '48000.00',
  // n·(σ² + mean²) = 24 · (90,000 + 4,000,000)
  sum_squares_eur: '98160000.00',
};

const transactionOf = (amount_eur: string, history: PartyHistory) =>
  buildTransaction({ amount_eur, parties: [buildTransactionParty({ history })] });

const evaluateWith = (
  transaction: TransactionFacts,
  config: Partial<AverageTransactionDeviationConfig> = {},
) =>
  storedAlike(
    averageTransactionDeviation.evaluate(
      transaction,
      averageTransactionDeviation.config.parse({ ...DEFAULTS, ...config }),
      buildContext(),
    ),
  );

/** `count` earlier transactions of `amount` EUR each. */
const same = (count: number, amount: string) =>
  buildHistory(
    Array.from({ length: count }, (_, i) => ({
      code: `T${i}`,
      booked_on: '2026-01-10',
      amount_eur: amount,
    })),
  );

describe('average_transaction_deviation', () => {
  it('finds an amount far above the average, explaining the comparison', () => {
    expect(
      evaluateDefaults(
        averageTransactionDeviation,
        transactionOf('12000.00', buildHistory([], STEADY)),
      ),
    ).toEqual({
      status: 'risk_found',
      risk: 'normal',
      explanation: {
        en: 'Jan Nowak: 12,000.00 EUR is 6.0 times the average of 2,000.00 EUR over 24 earlier transactions (standard deviation 300.00 EUR; 33.3 deviations above the average)',
        pl: `Jan Nowak: 12${NBSP}000,00 EUR to 6,0-krotność średniej 2${NBSP}000,00 EUR z 24 wcześniejszych transakcji (odchylenie standardowe 300,00 EUR; 33,3 odchylenia powyżej średniej)`,
      },
      missing: [],
    });
  });

  it('needs min_history earlier transactions', () => {
    const outcome = evaluateDefaults(
      averageTransactionDeviation,
      transactionOf('50000.00', same(3, '100.00')),
    );
    expect(outcome).toEqual({
      status: 'passed',
      risk: null,
      explanation: {
        en: 'Jan Nowak: 3 earlier transactions, at least 5 are needed to compare with',
        pl: 'Jan Nowak: 3 wcześniejsze transakcje, do porównania potrzeba co najmniej 5',
      },
      missing: [],
    });
    expect(
      evaluateWith(transactionOf('50000.00', same(3, '100.00')), { min_history: 3 }).status,
    ).toBe('risk_found');
    expect(
      evaluateDefaults(averageTransactionDeviation, transactionOf('50000.00', same(5, '100.00')))
        .status,
    ).toBe('risk_found');
  });

  it('finds exactly the multiple of a steady average (σ = 0), not a cent less', () => {
    const steady = same(5, '1000.00');
    const outcome = evaluateDefaults(averageTransactionDeviation, transactionOf('3000.00', steady));
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(outcome.explanation.en).toBe(
      'Jan Nowak: 3,000.00 EUR is 3.0 times the average of 1,000.00 EUR over 5 earlier transactions (standard deviation 0.00 EUR: every earlier transaction had the same value)',
    );
    const below = evaluateDefaults(averageTransactionDeviation, transactionOf('2999.99', steady));
    expect(below).toMatchObject({ status: 'passed', risk: null });
    // The ratio is rounded down: 2.99999 shows as 2.9, never as a misleading 3.0.
    expect(below.explanation.en).toBe(
      'Jan Nowak: 2,999.99 EUR is 2.9 times the average of 1,000.00 EUR over 5 earlier transactions (standard deviation 0.00 EUR: every earlier transaction had the same value); a finding needs 3 times the average and 3 deviations above it',
    );
  });

  it('also needs the standard deviations, unless they are switched off', () => {
    // Four of 100 EUR and one of 4,600 EUR: average 1,000 EUR, standard deviation 1,800 EUR.
    const spread = buildHistory([
      ...['1', '2', '3', '4'].map((n) => ({
        code: `T${n}`,
        booked_on: '2026-02-01',
        amount_eur: '100.00',
      })),
      { code: 'T5', booked_on: '2026-02-02', amount_eur: '4600.00' },
    ]);
    const transaction = transactionOf('3500.00', spread);
    const outcome = evaluateDefaults(averageTransactionDeviation, transaction);
    expect(outcome.status).toBe('passed');
    expect(outcome.explanation.en).toBe(
      'Jan Nowak: 3,500.00 EUR is 3.5 times the average of 1,000.00 EUR over 5 earlier transactions (standard deviation 1,800.00 EUR; 1.3 deviations above the average); a finding needs 3 times the average and 3 deviations above it',
    );
    expect(evaluateWith(transaction, { standard_deviations: null })).toMatchObject({
      status: 'risk_found',
      risk: 'normal',
    });
    expect(evaluateWith(transaction, { standard_deviations: 1.3 }).status).toBe('risk_found');
    expect(evaluateWith(transaction, { standard_deviations: 1.4 }).status).toBe('passed');
    // Exactly mean + 3σ = 6,400 EUR is enough.
    expect(
      evaluateDefaults(averageTransactionDeviation, transactionOf('6400.00', spread)).status,
    ).toBe('risk_found');
    expect(
      evaluateDefaults(averageTransactionDeviation, transactionOf('6399.99', spread)).status,
    ).toBe('passed');
  });

  it('uses the configured multiple and level', () => {
    const transaction = transactionOf('2500.00', same(5, '1000.00'));
    expect(evaluateDefaults(averageTransactionDeviation, transaction).status).toBe('passed');
    const outcome = evaluateWith(transaction, { multiple_of_average: 2.5, risk: 'high' });
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'high' });
    const lower = evaluateWith(transactionOf('2000.00', same(5, '1000.00')), {
      multiple_of_average: 2.5,
      standard_deviations: null,
    });
    expect(lower.explanation).toEqual({
      en: 'Jan Nowak: 2,000.00 EUR is 2.0 times the average of 1,000.00 EUR over 5 earlier transactions (standard deviation 0.00 EUR: every earlier transaction had the same value); a finding needs 2.5 times the average',
      pl: `Jan Nowak: 2${NBSP}000,00 EUR to 2,0-krotność średniej 1${NBSP}000,00 EUR z 5 wcześniejszych transakcji (odchylenie standardowe 0,00 EUR: wszystkie wcześniejsze transakcje miały tę samą wartość); ustalenie wymaga co najmniej 2,5-krotności średniej`,
    });
  });

  it('takes a negative variance of inconsistent aggregates as zero', () => {
    const inconsistent = buildHistory([], {
      count: 5,
      sum_eur: '5000.00',
      sum_squares_eur: '1.00',
    });
    const outcome = evaluateDefaults(
      averageTransactionDeviation,
      transactionOf('3000.00', inconsistent),
    );
    expect(outcome.status).toBe('risk_found');
    expect(outcome.explanation.en).toContain('standard deviation 0.00 EUR');
  });

  it('names a party below its average', () => {
    const outcome = evaluateDefaults(
      averageTransactionDeviation,
      transactionOf('1400.00', buildHistory([], STEADY)),
    );
    expect(outcome.explanation.en).toContain('0.7 times the average');
    expect(outcome.explanation.en).toContain('2.0 deviations below the average');
  });

  it('compares each party with history and passes without any', () => {
    const transaction = buildTransaction({
      amount_eur: '12000.00',
      parties: [
        buildTransactionParty({ history: same(2, '100.00') }),
        buildTransactionParty({
          code: 'PARTY-0002',
          display_name: 'Anna Kowalska',
          role: 'beneficiary',
          history: buildHistory([], STEADY),
        }),
      ],
    });
    const outcome = evaluateDefaults(averageTransactionDeviation, transaction);
    expect(outcome.risk).toBe('normal');
    expect(outcome.explanation.en).toMatch(/^Anna Kowalska: 12,000.00 EUR is 6.0 times/);
    const nobody = buildTransaction({ parties: [buildTransactionParty({ history: null })] });
    expect(evaluateDefaults(averageTransactionDeviation, nobody).explanation.en).toBe(
      'No customer of the transaction has earlier transactions to compare with',
    );
  });

  it('cannot be processed while the EUR value is pending', () => {
    expect(
      evaluateDefaults(averageTransactionDeviation, buildTransaction({ amount_eur: null })).status,
    ).toBe('cannot_be_processed');
  });

  it('checks its configuration', () => {
    const parse = (config: Partial<AverageTransactionDeviationConfig>) =>
      averageTransactionDeviation.config.safeParse({ ...DEFAULTS, ...config }).success;
    expect(parse({ min_history: 0 })).toBe(false);
    expect(parse({ multiple_of_average: 1 })).toBe(false);
    expect(parse({ multiple_of_average: 1.01 })).toBe(true);
    expect(parse({ standard_deviations: 0 })).toBe(false);
    expect(parse({ standard_deviations: null })).toBe(true);
  });
});
