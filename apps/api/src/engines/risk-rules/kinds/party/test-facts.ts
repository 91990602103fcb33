import { REFERENCE_LISTS } from '../../reference-data/index.js';
import type {
  PartyFacts,
  PartyRuleKind,
  PersonFacts,
  RuleContext,
  RuleOutcome,
} from '../../rule-kind.js';

/** Test data for the party rule kinds: complete, low-risk facts that each test varies. */

export function buildPerson(overrides: Partial<PersonFacts> = {}): PersonFacts {
  return {
    display_name: 'Jan Nowak',
    birth_date: '1975-03-10',
    gender: 'male',
    birth_country: 'PL',
    citizenships: ['PL'],
    residence_countries: ['PL'],
    pep: false,
    ...overrides,
  };
}

export function buildIndividual(overrides: Partial<PartyFacts> = {}): PartyFacts {
  return {
    ...buildPerson({ display_name: 'Anna Kowalska', birth_date: '1980-04-15', gender: 'female' }),
    type: 'individual',
    status: 'active',
    industries: [],
    relation_start: '2020-01-01',
    registration_countries: [],
    ip_address: null,
    on_internal_risk_list: false,
    sanctions: { hits: [] },
    beneficiaries: [],
    board_members: [],
    ...overrides,
  };
}

export function buildCompany(overrides: Partial<PartyFacts> = {}): PartyFacts {
  return buildIndividual({
    display_name: 'Kantor Centrum sp. z o.o.',
    type: 'company',
    birth_date: null,
    gender: null,
    birth_country: null,
    citizenships: [],
    residence_countries: [],
    pep: null,
    industries: ['47.11.Z'],
    registration_countries: ['PL'],
    beneficiaries: [buildPerson()],
    board_members: [buildPerson({ display_name: 'Ewa Wiśniewska', gender: 'female' })],
    ...overrides,
  });
}

/** Noon in Warsaw on 15 June 2026. */
export const NOW = new Date('2026-06-15T10:00:00Z');

export function buildContext(overrides: Partial<RuleContext> = {}): RuleContext {
  return { now: NOW, lists: REFERENCE_LISTS, ...overrides };
}

/** Evaluates `kind` with its defaults, after checking they pass its own config schema. */
export function evaluateDefaults<C>(
  kind: PartyRuleKind<C>,
  party: PartyFacts,
  context: RuleContext = buildContext(),
): RuleOutcome {
  return kind.evaluate(party, kind.config.parse(kind.defaults), context);
}
