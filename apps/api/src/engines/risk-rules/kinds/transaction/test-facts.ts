import Big from 'big.js';
import { expect } from 'vitest';
import { readExplanation, type StoredExplanation } from '../../explanation-texts.js';
import { REFERENCE_LISTS } from '../../reference-data/index.js';
import type {
  LinkedTransaction,
  PartyHistory,
  RuleContext,
  RuleOutcome,
  TransactionFacts,
  TransactionPartyFacts,
  TransactionRuleKind,
} from '../../rule-kind.js';
import { scaledDecimal, sumEur } from './money.js';

/** Test data for the transaction rule kinds: a complete, low-risk transaction each test varies. */

export function buildTransactionParty(
  overrides: Partial<TransactionPartyFacts> = {},
): TransactionPartyFacts {
  return {
    code: 'PARTY-0001',
    display_name: 'Jan Nowak',
    role: 'ordering',
    risk_level: 'low',
    sanctions: { hits: [] },
    history: buildHistory(),
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<TransactionFacts> = {}): TransactionFacts {
  return {
    code: 'TX-0100',
    type: 'buyer',
    status: 'accepted',
    amount: '4300.00',
    currency: 'PLN',
    amount_eur: '1000.00',
    booked_at: '2026-03-07T10:00:00.000Z',
    booked_on: '2026-03-07',
    payment_method: 'transfer',
    country_of_order: 'PL',
    institution_type: 'currency_exchange',
    parties: [buildTransactionParty()],
    description_sanctions: { hits: [] },
    ...overrides,
  };
}

/** An earlier transaction of a party, in EUR. */
export type Earlier = { code: string; booked_on: string; amount_eur: string };

/**
 * A party's history made from its earlier transactions, so that the aggregates agree with
 * each other: count, sums, the per-day entries and (with `linked`) the transactions newest
 * first. `overrides` replace any of them.
 */
export function buildHistory(
  earlier: Earlier[] = [],
  overrides: Partial<PartyHistory> & { withLinked?: boolean } = {},
): PartyHistory {
  const { withLinked = true, ...rest } = overrides;
  const byDay = new Map<string, Earlier[]>();
  for (const transaction of earlier) {
    byDay.set(transaction.booked_on, [...(byDay.get(transaction.booked_on) ?? []), transaction]);
  }
  const newestFirst = [...earlier].sort((a, b) => b.booked_on.localeCompare(a.booked_on));
  const linked: LinkedTransaction[] = newestFirst.map((transaction) => ({
    code: transaction.code,
    booked_at: `${transaction.booked_on}T10:00:00.000Z`,
    booked_on: transaction.booked_on,
    type: 'buyer',
    payment_method: 'cash',
    amount: transaction.amount_eur,
    currency: 'EUR',
    amount_eur: transaction.amount_eur,
  }));
  return {
    count: earlier.length,
    sum_eur: scaledDecimal(sumEur(earlier.map((t) => t.amount_eur)), 2),
    sum_squares_eur: earlier
      .reduce((sum, t) => sum.plus(new Big(t.amount_eur).times(t.amount_eur)), new Big(0))
      .toFixed(4),
    days: [...byDay.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([day, items]) => ({
        day,
        count: items.length,
        sum_eur: scaledDecimal(sumEur(items.map((t) => t.amount_eur)), 2),
      })),
    ...(withLinked ? { linked } : {}),
    ...rest,
  };
}

/** Noon in Warsaw on 7 March 2026, the day of the transaction. */
export const NOW = new Date('2026-03-07T11:00:00Z');

export function buildContext(overrides: Partial<RuleContext> = {}): RuleContext {
  return { now: NOW, lists: REFERENCE_LISTS, ...overrides };
}

/**
 * `outcome`, after checking that its explanation reads the same once stored as JSON (a text
 * and its arguments, ADR 9) as it did when made.
 */
export function storedAlike(outcome: RuleOutcome): RuleOutcome {
  const stored = JSON.parse(JSON.stringify(outcome.explanation)) as StoredExplanation;
  expect(readExplanation(stored)).toEqual({
    en: outcome.explanation.en,
    pl: outcome.explanation.pl,
  });
  return outcome;
}

/** Evaluates `kind` with its defaults, after checking they pass its own config schema. */
export function evaluateDefaults<C>(
  kind: TransactionRuleKind<C>,
  transaction: TransactionFacts,
  context: RuleContext = buildContext(),
): RuleOutcome {
  return storedAlike(kind.evaluate(transaction, kind.config.parse(kind.defaults), context));
}
