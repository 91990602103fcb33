import { RULE_RISKS } from '@aml/shared';
import { z } from 'zod';
import type { ReferenceLists } from './reference-lists.js';

export type { ReferenceLists };

export type Bilingual = { en: string; pl: string };

/** The levels a single rule may point to, from the lowest; the order is what `highestRisk` uses. */
export type RuleRisk = (typeof RULE_RISKS)[number];
export const RuleRiskSchema = z.enum(RULE_RISKS);

export type RuleStatus = 'passed' | 'risk_found' | 'missing_data' | 'cannot_be_processed';
export type RuleOutcome = {
  status: RuleStatus;
  /** The level this rule alone points to; null when it says nothing. */
  risk: RuleRisk | null;
  /** Names the inputs and thresholds/lists used, in both languages. */
  explanation: Bilingual;
  /** Party fields needed but absent, as paths of the party contract ('birth_date', 'citizenships', 'beneficiaries[0].citizenships'). */
  missing: string[];
};

export type PersonFacts = {
  display_name: string;
  birth_date: string | null;
  gender: 'female' | 'male' | null;
  birth_country: string | null;
  citizenships: string[];
  residence_countries: string[];
  pep: boolean | null;
};

export type PartyFacts = PersonFacts & {
  type: 'individual' | 'sole_proprietorship' | 'company' | 'unknown' | 'representative';
  status: string; // party status
  industries: string[]; // PKD codes like '64.19.Z'
  relation_start: string | null; // YYYY-MM-DD the business relationship started
  registration_countries: string[]; // for companies: countries of business address / tax id
  ip_address: string | null;
  on_internal_risk_list: boolean;
  /** Screening results; null when screening is not available (module not built). */
  sanctions: {
    hits: Array<{
      list: string;
      entry_id: string;
      name: string;
      status: 'hit' | 'false_positive' | 'confirmed';
    }>;
  } | null;
  beneficiaries: PersonFacts[];
  board_members: PersonFacts[];
};

export type RuleContext = {
  now: Date;
  lists: ReferenceLists;
  /** Country of an IP address when a GeoLite2 database is configured; undefined otherwise. */
  geolocate?: (ip: string) => string | null;
};

export type PartyRuleKind<C> = {
  kind: string; // snake_case id, e.g. 'country_high_risk'
  name: Bilingual;
  /** Party fields it reads: a change of any re-evaluates it. */
  reads: string[];
  config: z.ZodType<C>; // validated configuration
  defaults: C; // grounded in Polish law / current lists, cite in a comment
  evaluate(party: PartyFacts, config: C, context: RuleContext): RuleOutcome;
};

/** The higher of the given levels; null when none is given. */
export function highestRisk(risks: Array<RuleRisk | null>): RuleRisk | null {
  let highest: RuleRisk | null = null;
  for (const risk of risks) {
    if (risk && (!highest || RULE_RISKS.indexOf(risk) > RULE_RISKS.indexOf(highest)))
      highest = risk;
  }
  return highest;
}
