import { CombinationSchemeSchema, DEFAULT_SCHEME, type CombinationScheme } from './combine.js';
import { PARTY_RULE_KINDS } from './kinds/party/index.js';
import { REFERENCE_LISTS, type ReferenceLists } from './reference-lists.js';

/** One rule of a rule set: a kind with its configuration, on or off. */
export type RuleDefinition = { code: string; kind: string; enabled: boolean; config: unknown };

/**
 * What a rule set version holds: everything an assessment needs, copied, so that a later
 * change of a rule, a list or the scheme never changes how an old assessment reads.
 */
export type RuleSetDefinition = {
  party_rules: RuleDefinition[];
  scheme: CombinationScheme;
  lists: ReferenceLists;
  /** Codes of the team's parties on its own list of high-risk parties (art. 33, art. 50). */
  internal_risk_list: string[];
};

/** A definition as stored: versions written before the internal risk list lack it. */
export type StoredRuleSetDefinition = Omit<RuleSetDefinition, 'internal_risk_list'> & {
  internal_risk_list?: string[];
};

/** A stored definition in today's shape: what older versions lack means "empty". */
export function readDefinition(stored: StoredRuleSetDefinition): RuleSetDefinition {
  return { ...stored, internal_risk_list: stored.internal_risk_list ?? [] };
}

/**
 * The rule set a new team starts with: every party rule kind with its defaults (grounded in
 * the AML act and current lists, see docs/risk-rules.md), the default scheme and the lists.
 */
export function defaultRuleSetDefinition(): RuleSetDefinition {
  return {
    party_rules: Object.values(PARTY_RULE_KINDS).map((kind) => ({
      code: kind.kind,
      kind: kind.kind,
      enabled: true,
      config: kind.defaults,
    })),
    scheme: CombinationSchemeSchema.parse(DEFAULT_SCHEME),
    lists: structuredClone(REFERENCE_LISTS),
    internal_risk_list: [],
  };
}
