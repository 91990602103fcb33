import type { GiifReportMark } from '@aml/shared';
import { needsCaseWork } from './assessment-records.js';

import {
  combineOutcomes,
  type Combination,
  type RuleResult,
  runRules,
  giifReportDeadline,
  joinExplanations,
  type RuleContext,
  type SanctionsFacts,
  type TransactionFacts,
  type RuleDefinition,
} from '../../engines/risk-rules/index.js';
import { type CompiledVersion } from '../rule-sets/index.js';

/**
 * The transaction rules of a rule set version on a transaction's facts (docs/transaction-
 * rules.md, "Evaluation"): every enabled rule's outcome, their combination by the set's scheme,
 * and the GIIF reporting mark when a rule found the transaction over a reporting threshold.
 * No database here: the callers read the facts and store what this returns.
 */
export type TransactionEvaluation = {
  versionId: number;
  rules: RuleDefinition[];
  results: RuleResult[];
  combined: Combination;
  giif_report: GiifReportMark | null;
  /** An alert or a task is due (high level, missing data) or a report is: case work follows. */
  needs_case_work: boolean;
};

export function evaluateTransaction(
  compiled: CompiledVersion,
  facts: TransactionFacts,
  now: Date,
): TransactionEvaluation {
  const { version } = compiled;
  const context: RuleContext = { now, lists: version.definition.lists };
  const results = runRules(compiled.transaction, facts, context);
  const combined = combineOutcomes(results, version.definition.scheme);
  const reasons = results.flatMap((result) =>
    result.outcome.giif_report ? [result.outcome.giif_report] : [],
  );
  const giif_report =
    reasons.length > 0
      ? { due_on: giifReportDeadline(facts.booked_on), reason: joinExplanations(reasons) }
      : null;
  return {
    versionId: version.id,
    rules: compiled.transaction.map(({ rule }) => rule),
    results,
    combined,
    giif_report,
    needs_case_work: needsCaseWork(combined.level, results) || giif_report !== null,
  };
}

/**
 * The parties whose linked transactions the enabled rules want listed, each from the earliest
 * day any of them asked for: loaded before the evaluation, only when a limit is crossed.
 */
export function linkedTransactionsWanted(
  compiled: CompiledVersion,
  facts: TransactionFacts,
): Map<string, string> {
  const wanted = new Map<string, string>();
  for (const rule of compiled.transaction) {
    for (const { party_code, from_day } of rule.linkedTransactions(facts)) {
      const known = wanted.get(party_code);
      if (!known || from_day < known) wanted.set(party_code, from_day);
    }
  }
  return wanted;
}

/** A party's screening facts from its stored hits: null while it has not been screened. */
export function partySanctionsFacts(
  listsImported: boolean,
  screened: boolean,
  hits: Array<[list: string, entryId: string, name: string, status: string]> | null,
): SanctionsFacts {
  if (!listsImported || !screened) return null;
  return {
    hits: (hits ?? []).map(([list, entry_id, name, status]) => ({
      list,
      entry_id,
      name,
      status: status as 'hit' | 'false_positive' | 'confirmed',
    })),
  };
}
