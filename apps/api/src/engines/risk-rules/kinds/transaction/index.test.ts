import { describe, expect, it } from 'vitest';
import { combineOutcomes, DEFAULT_SCHEME } from '../../combine.js';
import { PARTY_RULE_KINDS } from '../party/index.js';
import { TRANSACTION_RULE_KINDS } from './index.js';
import {
  buildContext,
  buildHistory,
  buildTransaction,
  buildTransactionParty,
} from './test-facts.js';

const kinds = Object.values(TRANSACTION_RULE_KINDS);

const assess = (transaction: ReturnType<typeof buildTransaction>) => {
  const context = buildContext();
  return kinds.map((kind) => ({
    kind: kind.kind,
    outcome: kind.evaluate(transaction, kind.config.parse(kind.defaults), context),
  }));
};

describe('TRANSACTION_RULE_KINDS', () => {
  it('holds the 7 kinds in order under snake_case ids unique beside the party kinds', () => {
    expect(Object.keys(TRANSACTION_RULE_KINDS)).toEqual([
      'default_transaction_status',
      'single_transaction_limit',
      'multiple_transactions_limit',
      'average_transaction_deviation',
      'transaction_risk_from_parties',
      'transaction_order_country',
      'transaction_sanction_lists',
    ]);
    for (const [id, kind] of Object.entries(TRANSACTION_RULE_KINDS)) {
      expect(kind.kind).toBe(id);
      expect(PARTY_RULE_KINDS[id]).toBeUndefined();
      expect(kind.name.en).not.toBe('');
      expect(kind.name.pl).not.toBe('');
    }
  });

  it.each(kinds.map((kind) => [kind.kind, kind] as const))(
    '%s: its defaults pass its schema',
    (_id, kind) => {
      expect(kind.config.parse(kind.defaults)).toEqual(kind.defaults);
    },
  );

  it('reads only the fields of the vocabulary', () => {
    const vocabulary = [
      'amount_eur',
      'type',
      'payment_method',
      'institution_type',
      'country_of_order',
      'parties',
      'parties.risk_level',
      'parties.history',
      'parties.sanctions',
      'description_sanctions',
    ];
    for (const kind of kinds) {
      for (const field of kind.reads) expect(vocabulary).toContain(field);
    }
  });

  it('assesses an ordinary transfer of a low-risk customer as low', () => {
    const results = assess(buildTransaction());
    expect(results.flatMap((result) => result.outcome.missing)).toEqual([]);
    expect(results.some((result) => result.outcome.giif_report)).toBe(false);
    expect(combineOutcomes(results, DEFAULT_SCHEME)).toEqual({
      level: 'low',
      reason: {
        en: 'Low per default_transaction_status, transaction_risk_from_parties',
        pl: 'Niskie według reguł: default_transaction_status, transaction_risk_from_parties',
      },
    });
  });

  it('assesses a kantor sale split over three days as high, one of them reportable', () => {
    const transaction = buildTransaction({
      type: 'seller',
      amount_eur: '15000.01',
      parties: [
        buildTransactionParty({
          history: buildHistory([
            { code: 'T1', booked_on: '2026-03-05', amount_eur: '6000.00' },
            { code: 'T2', booked_on: '2026-03-06', amount_eur: '6000.00' },
          ]),
        }),
      ],
    });
    const results = assess(transaction);
    const combined = combineOutcomes(results, DEFAULT_SCHEME);
    expect(combined.level).toBe('high');
    expect(combined.reason.en).toBe('High per multiple_transactions_limit');
    const reports = results.filter((result) => result.outcome.giif_report);
    expect(reports.map((result) => result.kind)).toEqual(['single_transaction_limit']);
  });
});
