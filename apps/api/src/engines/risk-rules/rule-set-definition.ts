import { CombinationSchemeSchema, DEFAULT_SCHEME, type CombinationScheme } from './combine.js';
import { PARTY_RULE_KINDS } from './kinds/party/index.js';
import { TRANSACTION_RULE_KINDS } from './kinds/transaction/index.js';
import { REFERENCE_LISTS } from './reference-data/index.js';
import { type ReferenceLists } from './reference-lists.js';

/** One rule of a rule set: a kind with its configuration, on or off. */
export type RuleDefinition = { code: string; kind: string; enabled: boolean; config: unknown };

/**
 * What a rule set version holds: everything an assessment needs, copied, so that a later
 * change of a rule, a list or the scheme never changes how an old assessment reads.
 */
export type RuleSetDefinition = {
  party_rules: RuleDefinition[];
  transaction_rules: RuleDefinition[];
  scheme: CombinationScheme;
  lists: ReferenceLists;
  /** Codes of the team's parties on its own list of high-risk parties (art. 33, art. 50). */
  internal_risk_list: string[];
};

/**
 * A definition as stored: versions written before the internal risk list or the transaction
 * rules lack them.
 */
export type StoredRuleSetDefinition = Omit<
  RuleSetDefinition,
  'internal_risk_list' | 'transaction_rules'
> & {
  internal_risk_list?: string[];
  transaction_rules?: RuleDefinition[];
};

/** Every kind of a registry, on, with its defaults. */
const defaultRules = (kinds: Record<string, { kind: string; defaults: unknown }>) =>
  Object.values(kinds).map((kind) => ({
    code: kind.kind,
    kind: kind.kind,
    enabled: true,
    config: structuredClone(kind.defaults),
  }));

/**
 * A stored definition in today's shape: an absent internal risk list is empty; absent
 * transaction rules are the defaults (no transaction was assessed with such a version, and a
 * set made before transaction monitoring existed monitors transactions by the act's defaults).
 */
export function readDefinition(stored: StoredRuleSetDefinition): RuleSetDefinition {
  return {
    ...stored,
    internal_risk_list: stored.internal_risk_list ?? [],
    transaction_rules: stored.transaction_rules ?? defaultRules(TRANSACTION_RULE_KINDS),
  };
}

/**
 * The rule set a new team starts with: every party and transaction rule kind with its defaults
 * (grounded in the AML act and current lists, see docs/risk-rules.md and
 * docs/transaction-rules.md), the default scheme and the lists.
 */
export function defaultRuleSetDefinition(): RuleSetDefinition {
  return {
    party_rules: defaultRules(PARTY_RULE_KINDS),
    transaction_rules: defaultRules(TRANSACTION_RULE_KINDS),
    scheme: CombinationSchemeSchema.parse(DEFAULT_SCHEME),
    lists: structuredClone(REFERENCE_LISTS),
    internal_risk_list: [],
  };
}
