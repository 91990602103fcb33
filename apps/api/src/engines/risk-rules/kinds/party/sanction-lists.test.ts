import { describe, expect, it } from 'vitest';
import type { PartyFacts } from '../../rule-kind.js';
import { sanctionLists } from './sanction-lists.js';
import { buildIndividual, evaluateDefaults } from './test-facts.js';

type Hit = NonNullable<PartyFacts['sanctions']>['hits'][number];
const hit = (status: Hit['status'], entry_id = 'EU.1234.56'): Hit => ({
  list: 'EU FSF',
  entry_id,
  name: 'Anna Kowalska',
  status,
});
const screened = (...hits: Hit[]) => buildIndividual({ sanctions: { hits } });

describe('sanction_lists', () => {
  it('cannot be processed without the screening module', () => {
    expect(evaluateDefaults(sanctionLists, buildIndividual({ sanctions: null }))).toEqual({
      status: 'cannot_be_processed',
      risk: null,
      explanation: {
        en: 'Not screened: no sanctions list has been imported yet',
        pl: 'Brak weryfikacji: nie zaimportowano jeszcze żadnej listy sankcyjnej',
      },
      missing: [],
    });
  });

  it('is non-acceptable on a confirmed match', () => {
    const outcome = evaluateDefaults(sanctionLists, screened(hit('hit', 'UN.1'), hit('confirmed')));
    expect(outcome.risk).toBe('non_acceptable');
    expect(outcome.explanation.en).toContain('Confirmed match: Anna Kowalska, EU FSF EU.1234.56');
  });

  it('is high on an open match', () => {
    const outcome = evaluateDefaults(
      sanctionLists,
      screened(hit('hit'), hit('false_positive', 'X')),
    );
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toBe(
      'Possible match to be reviewed: Anna Kowalska, EU FSF EU.1234.56',
    );
  });

  it('passes with only false positives or no hits', () => {
    const dismissed = evaluateDefaults(sanctionLists, screened(hit('false_positive')));
    expect(dismissed).toMatchObject({ status: 'passed', risk: null });
    expect(dismissed.explanation.en).toBe(
      'No open or confirmed match on the sanctions lists (false positives dismissed: 1)',
    );
    expect(evaluateDefaults(sanctionLists, screened()).status).toBe('passed');
  });
});
