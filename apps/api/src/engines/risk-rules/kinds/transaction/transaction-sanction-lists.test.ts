import { describe, expect, it } from 'vitest';
import type { SanctionsFacts } from '../../rule-kind.js';
import { transactionSanctionLists } from './transaction-sanction-lists.js';
import {
  buildContext,
  buildTransaction,
  buildTransactionParty,
  evaluateDefaults,
} from './test-facts.js';

type Hit = NonNullable<SanctionsFacts>['hits'][number];
const hit = (status: Hit['status'], name = 'Ivan Petrov', entry_id = 'EU.1234.56'): Hit => ({
  list: 'EU FSF',
  entry_id,
  name,
  status,
});
const ANNA = { code: 'PARTY-0002', display_name: 'Anna Kowalska', role: 'beneficiary' } as const;

describe('transaction_sanction_lists', () => {
  it('cannot be processed while no list is imported', () => {
    expect(
      evaluateDefaults(transactionSanctionLists, buildTransaction({ description_sanctions: null })),
    ).toEqual({
      status: 'cannot_be_processed',
      risk: null,
      explanation: {
        en: 'Not screened: no sanctions list has been imported yet',
        pl: 'Brak weryfikacji: nie zaimportowano jeszcze żadnej listy sankcyjnej',
      },
      missing: [],
    });
  });

  it('points to high on an open match of the description', () => {
    const outcome = evaluateDefaults(
      transactionSanctionLists,
      buildTransaction({ description_sanctions: { hits: [hit('hit')] } }),
    );
    expect(outcome).toEqual({
      status: 'risk_found',
      risk: 'high',
      explanation: {
        en: 'Description: possible match to be reviewed: Ivan Petrov, EU FSF EU.1234.56',
        pl: 'Opis: możliwe trafienie do weryfikacji: Ivan Petrov, EU FSF EU.1234.56',
      },
      missing: [],
    });
  });

  it('is non-acceptable on a confirmed match of a party', () => {
    const transaction = buildTransaction({
      description_sanctions: { hits: [hit('false_positive')] },
      parties: [
        buildTransactionParty({ sanctions: { hits: [hit('confirmed', 'Jan Nowak', 'UN.9')] } }),
        buildTransactionParty({ ...ANNA, sanctions: { hits: [hit('hit', 'Anna Kowalska')] } }),
      ],
    });
    const outcome = evaluateDefaults(transactionSanctionLists, transaction);
    expect(outcome.risk).toBe('non_acceptable');
    expect(outcome.explanation.en).toBe(
      'Party Jan Nowak: confirmed match: Jan Nowak, EU FSF UN.9; Party Anna Kowalska: possible match to be reviewed: Anna Kowalska, EU FSF EU.1234.56',
    );
    expect(outcome.explanation.pl).toContain(
      'Podmiot Jan Nowak: potwierdzone trafienie: Jan Nowak',
    );
  });

  it('passes with only false positives or no hits', () => {
    const transaction = buildTransaction({
      description_sanctions: { hits: [hit('false_positive')] },
      parties: [
        buildTransactionParty({ sanctions: { hits: [hit('false_positive', 'Jan Nowak')] } }),
      ],
    });
    expect(evaluateDefaults(transactionSanctionLists, transaction)).toEqual({
      status: 'passed',
      risk: null,
      explanation: {
        en: 'No open or confirmed match for the description or the parties (false positives dismissed: 2)',
        pl: 'Brak otwartych i potwierdzonych trafień dla opisu i stron transakcji (odrzucone fałszywe trafienia: 2)',
      },
      missing: [],
    });
    expect(evaluateDefaults(transactionSanctionLists, buildTransaction()).status).toBe('passed');
  });

  it('cannot be processed while a party is not screened yet, unless it found something', () => {
    const unscreened = buildTransactionParty({ ...ANNA, sanctions: null });
    const outcome = evaluateDefaults(
      transactionSanctionLists,
      buildTransaction({ parties: [buildTransactionParty(), unscreened] }),
    );
    expect(outcome).toEqual({
      status: 'cannot_be_processed',
      risk: null,
      explanation: {
        en: 'Not screened yet: Anna Kowalska',
        pl: 'Jeszcze niesprawdzone na listach sankcyjnych: Anna Kowalska',
      },
      missing: [],
    });
    const found = evaluateDefaults(
      transactionSanctionLists,
      buildTransaction({
        description_sanctions: { hits: [hit('confirmed')] },
        parties: [unscreened],
      }),
    );
    expect(found).toMatchObject({ status: 'risk_found', risk: 'non_acceptable' });
    expect(found.explanation.en).toBe(
      'Description: confirmed match: Ivan Petrov, EU FSF EU.1234.56; Not screened yet: Anna Kowalska',
    );
  });

  it('uses the configured levels', () => {
    const outcome = transactionSanctionLists.evaluate(
      buildTransaction({ description_sanctions: { hits: [hit('hit')] } }),
      { confirmed_risk: 'non_acceptable', open_hit_risk: 'normal' },
      buildContext(),
    );
    expect(outcome.risk).toBe('normal');
    expect(transactionSanctionLists.config.safeParse({ confirmed_risk: 'high' }).success).toBe(
      false,
    );
  });
});
