import {
  RULE_RISKS,
  type InstitutionType,
  type PaymentMethod,
  type RiskLevel,
  type TransactionPartyRole,
  type TransactionStatus,
  type TransactionType,
} from '@aml/shared';
import { z } from 'zod';
import type { Bilingual } from './bilingual.js';
import type { ReferenceLists } from './reference-lists.js';

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
  /**
   * Set by a transaction rule when the transaction crosses a reporting threshold (art. 72):
   * why it is to be reported to GIIF. The assessment marks the transaction with its deadline.
   */
  giif_report?: Bilingual;
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

/** Screening results; null when screening is not available (no list imported). */
export type SanctionsFacts = {
  hits: Array<{
    list: string;
    entry_id: string;
    name: string;
    status: 'hit' | 'false_positive' | 'confirmed';
  }>;
} | null;

export type PartyFacts = PersonFacts & {
  type: 'individual' | 'sole_proprietorship' | 'company' | 'unknown' | 'representative';
  status: string; // party status
  industries: string[]; // PKD codes like '64.19.Z'
  relation_start: string | null; // YYYY-MM-DD the business relationship started
  registration_countries: string[]; // for companies: countries of business address / tax id
  ip_address: string | null;
  on_internal_risk_list: boolean;
  /** Screening results of the party and its beneficial owners and board members. */
  sanctions: SanctionsFacts;
  beneficiaries: PersonFacts[];
  board_members: PersonFacts[];
};

export type RuleContext = {
  now: Date;
  lists: ReferenceLists;
  /** Country of an IP address when a GeoLite2 database is configured; undefined otherwise. */
  geolocate?: (ip: string) => string | null;
};

/**
 * What a party of a transaction brings to its rules. `history` is the party's earlier
 * activity, kept as aggregates so that reading it costs the same whatever its length.
 */
export type TransactionPartyFacts = {
  code: string;
  display_name: string;
  role: TransactionPartyRole;
  /** The party's current risk level ('pending' while it has never been assessed). */
  risk_level: RiskLevel;
  /**
   * Screening results of the party and its beneficial owners and board members; null while
   * the party has not been screened (no list imported yet, or not reached yet).
   */
  sanctions: SanctionsFacts;
  /** Null for a representative: acting for customers is not the representative's own activity. */
  history: PartyHistory | null;
};

/**
 * The party's earlier transactions, this one excluded. A transaction counts while it is not
 * canceled or deleted and its EUR value is known (docs/transaction-rules.md, "Party aggregates").
 */
export type PartyHistory = {
  /** Every earlier transaction counted: how many, and the sum and sum of squares of their EUR values. */
  count: number;
  sum_eur: string;
  sum_squares_eur: string;
  /**
   * Per Warsaw day, the earlier transactions booked that day, for the `history_days` days up to
   * the transaction's own day (the longest window the rule set needs); days without any are
   * left out.
   */
  days: Array<{ day: string; count: number; sum_eur: string }>;
  /**
   * The earlier transactions themselves from the day a kind asked for (`linkedTransactions`)
   * to the transaction's day, newest first, at most LINKED_TRANSACTIONS_LIMIT; loaded only when
   * asked, since only an explanation needs them.
   */
  linked?: readonly LinkedTransaction[];
};

export type LinkedTransaction = {
  code: string;
  booked_at: string;
  booked_on: string;
  type: TransactionType;
  payment_method: PaymentMethod | null;
  amount: string;
  currency: string;
  amount_eur: string;
};

/** How many linked transactions an explanation may list. */
export const LINKED_TRANSACTIONS_LIMIT = 50;

/** What the transaction rules read about a transaction. */
export type TransactionFacts = {
  code: string;
  type: TransactionType;
  status: TransactionStatus;
  /** Exact decimal as text, in `currency`. */
  amount: string;
  currency: string;
  /** The EUR value of art. 5 (two decimals); null while the NBP rate of the day is not known. */
  amount_eur: string | null;
  booked_at: string;
  /** The booking day in Warsaw (YYYY-MM-DD). */
  booked_on: string;
  payment_method: PaymentMethod | null;
  country_of_order: string | null;
  /** The team's kind of obligated institution (company data); null while not entered. */
  institution_type: InstitutionType | null;
  parties: TransactionPartyFacts[];
  /** Screening results of the description; null when no list is imported. */
  description_sanctions: SanctionsFacts;
};

/** A kind of rule over facts `F` with a configuration `C`. */
export type RuleKind<F, C> = {
  kind: string; // snake_case id, e.g. 'country_high_risk'
  name: Bilingual;
  /** Fields it reads: a change of any re-evaluates it. */
  reads: string[];
  config: z.ZodType<C>; // validated configuration
  defaults: C; // grounded in Polish law / current lists, cite in a comment
  evaluate(facts: F, config: C, context: RuleContext): RuleOutcome;
};

export type PartyRuleKind<C> = RuleKind<PartyFacts, C>;

export type TransactionRuleKind<C> = RuleKind<TransactionFacts, C> & {
  /** How many days of history (the transaction's day included) it reads from `history.days`. */
  historyDays?(config: C): number;
  /**
   * The parties whose linked transactions it wants listed (from `from_day`), given the
   * aggregates: asked before `evaluate`, so the list is loaded only when it will be shown.
   */
  linkedTransactions?(
    facts: TransactionFacts,
    config: C,
  ): Array<{ party_code: string; from_day: string }>;
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
