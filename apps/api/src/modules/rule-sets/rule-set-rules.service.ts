import type { RiskManagement, Rule, RuleSubject, UpdateRule } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { fieldErrorsOf, notFound, validationFailed } from '../../lib/app-error.js';
import type { TeamContext } from '../../policies/auth-context.js';
import type { z } from 'zod';
import {
  IndividualCustomerProfileConfigSchema,
  individualCustomerProfile,
  type IndividualCustomerProfileConfig,
  PARTY_RULE_KINDS,
  SingleTransactionLimitConfigSchema,
  singleTransactionLimit,
  type SingleTransactionLimitConfig,
  TRANSACTION_RULE_KINDS,
} from '../../engines/risk-rules/index.js';
import type { RuleDefinition, RuleSetDefinition } from '../../engines/risk-rules/index.js';
import {
  currentDefinition,
  requireRuleSet,
  reviseRuleSet,
  rulesOf,
  toRule,
} from './rule-sets.service.js';

async function definitionOf(deps: AppDeps, auth: TeamContext, code: string) {
  return currentDefinition(deps.db, await requireRuleSet(deps.db, auth, code));
}

/** A rule of either list, with what it applies to. */
function findRule(
  definition: RuleSetDefinition,
  ruleCode: string,
): { rule: RuleDefinition; appliesTo: RuleSubject } {
  const party = definition.party_rules.find((candidate) => candidate.code === ruleCode);
  if (party) return { rule: party, appliesTo: 'party' };
  const transaction = definition.transaction_rules.find((candidate) => candidate.code === ruleCode);
  if (transaction) return { rule: transaction, appliesTo: 'transaction' };
  throw notFound('Rule');
}

/** The configuration as its kind reads it; refused with the wrong fields under `prefix`. */
function validConfig(
  { rule, appliesTo }: { rule: RuleDefinition; appliesTo: RuleSubject },
  config: unknown,
  prefix: string,
): unknown {
  const kind = (appliesTo === 'party' ? PARTY_RULE_KINDS : TRANSACTION_RULE_KINDS)[rule.kind];
  if (!kind) throw validationFailed([{ path: prefix, code: 'invalid_value' }]);
  const parsed = kind.config.safeParse(config);
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error.issues, prefix));
  return parsed.data;
}

export async function listRules(deps: AppDeps, auth: TeamContext, code: string) {
  const definition = await definitionOf(deps, auth, code);
  return { items: rulesOf(definition) };
}

export async function getRule(deps: AppDeps, auth: TeamContext, code: string, ruleCode: string) {
  const { rule, appliesTo } = findRule(await definitionOf(deps, auth, code), ruleCode);
  return toRule(rule, appliesTo);
}

/** Turns a rule on or off and/or replaces its configuration: a new version of the set. */
export async function updateRule(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  ruleCode: string,
  input: UpdateRule,
): Promise<Rule> {
  const definition = await reviseRuleSet(
    deps,
    auth,
    code,
    { action: 'rule_changed', details: { rule: ruleCode, fields: Object.keys(input) } },
    (current) => {
      const found = findRule(current, ruleCode);
      if (input.config !== undefined)
        found.rule.config = validConfig(found, input.config, 'config');
      if (input.enabled !== undefined) found.rule.enabled = input.enabled;
      return current;
    },
  );
  const { rule, appliesTo } = findRule(definition, ruleCode);
  return toRule(rule, appliesTo);
}

export async function getRiskManagement(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<RiskManagement> {
  return (await definitionOf(deps, auth, code)).scheme;
}

/** Replaces the combination scheme: a new version of the set. */
export async function updateRiskManagement(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  scheme: RiskManagement,
): Promise<RiskManagement> {
  const definition = await reviseRuleSet(
    deps,
    auth,
    code,
    { action: 'risk_management_changed', details: { scheme } },
    (current) => ({ ...current, scheme }),
  );
  return definition.scheme;
}

/** A rule that a screen of the spec edits on its own: the set's rule of `kind`. */
type EditedRule<C> = { appliesTo: RuleSubject; kind: string; config: z.ZodType<C> };

/** The spec's customer-profile screen edits the set's individual_customer_profile rule. */
const PROFILE: EditedRule<IndividualCustomerProfileConfig> = {
  appliesTo: 'party',
  kind: individualCustomerProfile.kind,
  config: IndividualCustomerProfileConfigSchema,
};

/** The spec's limits (/int/rule-sets/{id}/limits) are the single_transaction_limit rule's. */
const LIMITS: EditedRule<SingleTransactionLimitConfig> = {
  appliesTo: 'transaction',
  kind: singleTransactionLimit.kind,
  config: SingleTransactionLimitConfigSchema,
};

function editedRule(definition: RuleSetDefinition, edited: EditedRule<unknown>): RuleDefinition {
  const rules =
    edited.appliesTo === 'party' ? definition.party_rules : definition.transaction_rules;
  const rule = rules.find((candidate) => candidate.kind === edited.kind);
  if (!rule) throw notFound('Rule');
  return rule;
}

/** Reading and replacing the configuration of the rule a screen edits (a change is a version). */
function editedRuleConfig<C>(edited: EditedRule<C>) {
  return {
    async get(deps: AppDeps, auth: TeamContext, code: string): Promise<C> {
      // Parsed rather than cast: a stored configuration always passed this schema when written.
      return edited.config.parse(editedRule(await definitionOf(deps, auth, code), edited).config);
    },
    async update(deps: AppDeps, auth: TeamContext, code: string, config: C): Promise<C> {
      await reviseRuleSet(
        deps,
        auth,
        code,
        { action: 'rule_changed', details: { rule: edited.kind, fields: ['config'] } },
        (current) => {
          editedRule(current, edited).config = config;
          return current;
        },
      );
      return config;
    },
  };
}

/** GET and PUT …/profile/individual-customer: the profile rule's configuration. */
export const individualProfile = editedRuleConfig(PROFILE);

/** GET and PUT …/limits: the limits of the single_transaction_limit rule. */
export const limits = editedRuleConfig(LIMITS);
