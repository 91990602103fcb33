import type { RuleResult } from './combine.js';
import { PARTY_RULE_KINDS } from './kinds/party/index.js';
import { TRANSACTION_RULE_KINDS } from './kinds/transaction/index.js';
import { cannotBeProcessed } from './outcomes.js';
import type { Bilingual } from './bilingual.js';
import type {
  PartyFacts,
  RuleContext,
  RuleKind,
  RuleOutcome,
  TransactionFacts,
  TransactionRuleKind,
} from './rule-kind.js';
import type { RuleDefinition, RuleSetDefinition } from './rule-set-definition.js';

/**
 * A rule ready to run: its kind with the configuration checked once, or the outcome that says
 * why it cannot run (an unknown kind, an invalid configuration) instead of passing.
 */
export type CompiledRule<F> = {
  rule: RuleDefinition;
  name: Bilingual | undefined;
  run: (facts: F, context: RuleContext) => RuleOutcome;
};

export type CompiledTransactionRule = CompiledRule<TransactionFacts> & {
  /** Days of party history it reads (0: none). */
  historyDays: number;
  linkedTransactions: (facts: TransactionFacts) => Array<{ party_code: string; from_day: string }>;
};

function compile<F, K extends RuleKind<F, unknown>>(
  rule: RuleDefinition,
  kinds: Record<string, K>,
): { compiled: CompiledRule<F>; kind?: K; config?: unknown } {
  const kind = kinds[rule.kind];
  const refuse = (outcome: RuleOutcome) => ({
    compiled: { rule, name: kind?.name, run: () => outcome },
  });
  if (!kind) {
    return refuse(
      cannotBeProcessed({
        en: `Unknown rule kind ${rule.kind}`,
        pl: `Nieznany rodzaj reguły ${rule.kind}`,
      }),
    );
  }
  const config = kind.config.safeParse(rule.config);
  if (!config.success) {
    return refuse(
      cannotBeProcessed({
        en: `The configuration of rule ${rule.code} is not valid`,
        pl: `Konfiguracja reguły ${rule.code} jest nieprawidłowa`,
      }),
    );
  }
  return {
    compiled: {
      rule,
      name: kind.name,
      run: (facts, context) => kind.evaluate(facts, config.data, context),
    },
    kind,
    config: config.data,
  };
}

function compileTransactionRule(rule: RuleDefinition): CompiledTransactionRule {
  const { compiled, kind, config } = compile<TransactionFacts, TransactionRuleKind<unknown>>(
    rule,
    TRANSACTION_RULE_KINDS,
  );
  return {
    ...compiled,
    historyDays: kind?.historyDays?.(config) ?? 0,
    linkedTransactions: (facts) => kind?.linkedTransactions?.(facts, config) ?? [],
  };
}

/** A rule set's enabled rules, compiled. */
export type CompiledRules = {
  party: Array<CompiledRule<PartyFacts>>;
  transaction: CompiledTransactionRule[];
  /** The longest party history any enabled transaction rule reads, in days. */
  historyDays: number;
};

/**
 * The definition's enabled rules, each with its configuration checked once. Callers keep the
 * result for as long as the definition holds (a rule set version never changes).
 */
export function compileRules(
  definition: Pick<RuleSetDefinition, 'party_rules' | 'transaction_rules'>,
): CompiledRules {
  const { party_rules, transaction_rules } = definition;
  const transaction = transaction_rules.filter((rule) => rule.enabled).map(compileTransactionRule);
  return {
    party: party_rules
      .filter((rule) => rule.enabled)
      .map(
        (rule) =>
          compile<PartyFacts, RuleKind<PartyFacts, unknown>>(rule, PARTY_RULE_KINDS).compiled,
      ),
    transaction,
    historyDays: Math.max(0, ...transaction.map((rule) => rule.historyDays)),
  };
}

/** Every rule on the facts, in the set's order. */
export function runRules<F>(
  rules: Array<CompiledRule<F>>,
  facts: F,
  context: RuleContext,
): RuleResult[] {
  return rules.map(({ rule, name, run }) => ({
    kind: rule.code,
    name,
    outcome: run(facts, context),
  }));
}

/** The kind's name of a stored rule, from either registry. */
export const kindName = (kind: string): Bilingual | undefined =>
  PARTY_RULE_KINDS[kind]?.name ?? TRANSACTION_RULE_KINDS[kind]?.name;
