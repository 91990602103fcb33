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
import type { RuleDefinition } from './rule-set-definition.js';
import type { Db } from '../../db/client.js';
import { findVersionById, type RuleSetVersionRow } from './rule-sets.repository.js';

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

/** A rule set version with its enabled rules compiled. */
export type CompiledVersion = {
  version: RuleSetVersionRow;
  party: Array<CompiledRule<PartyFacts>>;
  transaction: CompiledTransactionRule[];
  /** The longest party history any enabled transaction rule reads, in days. */
  historyDays: number;
};

/** Versions are immutable, so a compiled one never goes stale; this only bounds the memory. */
const CACHE_LIMIT = 200;
const compiledVersions = new Map<number, CompiledVersion>();

/** The version's enabled rules, each compiled once per process. */
export function compileVersion(version: RuleSetVersionRow): CompiledVersion {
  const cached = compiledVersions.get(version.id);
  if (cached) return cached;
  const { party_rules, transaction_rules } = version.definition;
  const transaction = transaction_rules.filter((rule) => rule.enabled).map(compileTransactionRule);
  const compiled: CompiledVersion = {
    version,
    party: party_rules
      .filter((rule) => rule.enabled)
      .map(
        (rule) =>
          compile<PartyFacts, RuleKind<PartyFacts, unknown>>(rule, PARTY_RULE_KINDS).compiled,
      ),
    transaction,
    historyDays: Math.max(0, ...transaction.map((rule) => rule.historyDays)),
  };
  if (compiledVersions.size >= CACHE_LIMIT) {
    compiledVersions.delete(compiledVersions.keys().next().value!);
  }
  compiledVersions.set(version.id, compiled);
  return compiled;
}

/** The compiled version of id `versionId`, read from the database only the first time. */
export async function loadCompiledVersion(db: Db, versionId: number): Promise<CompiledVersion> {
  const cached = compiledVersions.get(versionId);
  if (cached) return cached;
  const version = await findVersionById(db, versionId);
  if (!version) throw new Error(`Rule set version ${versionId} not found`);
  return compileVersion(version);
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
