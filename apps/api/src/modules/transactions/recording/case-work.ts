import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import type { AuditActor } from '../audit/audit.service.js';
import { raiseCaseWork, riskCaseWork, type CaseWork } from '../risk/assessment-records.js';
import type { TransactionEvaluation } from '../risk/assess-transaction.js';

type CaseTransaction = { id: number; code: string; team_id: number };
type CaseAssessment = { code: string; computed_level: string };

/**
 * The case work a transaction's assessment calls for: an alert for a high or non-acceptable
 * level, a task for missing data, and a task due on the reporting deadline when the
 * transaction is to be reported to GIIF (art. 72), so the officer sees it in the tasks list
 * until the reports module files it.
 */
export function transactionCaseWork(
  transaction: CaseTransaction,
  assessment: CaseAssessment,
  evaluation: TransactionEvaluation,
  actor: AuditActor,
): CaseWork {
  const label = `transaction ${transaction.code}`;
  const work = riskCaseWork(
    {
      teamId: transaction.team_id,
      type: 'transaction',
      id: transaction.id,
      label,
      link: { type: 'transaction', code: transaction.code, label },
      transactionId: transaction.id,
    },
    { ...assessment, reason: evaluation.combined.reason },
    evaluation.results,
    actor,
  );
  const report = evaluation.giif_report;
  if (report) {
    work.tasks.push({
      teamId: transaction.team_id,
      source: 'rules',
      subjectKey: `giif-report:transaction:${transaction.id}`,
      title: `Report transaction ${transaction.code} to GIIF by ${report.due_on} / Zgłoś transakcję ${transaction.code} do GIIF do ${report.due_on}`,
      description: `${report.reason.en}\n\n${report.reason.pl}`,
      priority: 'high',
      dueDate: report.due_on,
      transactionId: transaction.id,
      actor,
    });
  }
  return work;
}

/** `transactionCaseWork`, raised in the transaction that changes the transaction. */
export async function raiseTransactionCaseWork(
  deps: AppDeps,
  tx: Db,
  transaction: CaseTransaction,
  assessment: CaseAssessment,
  evaluation: TransactionEvaluation,
  actor: AuditActor,
) {
  await raiseCaseWork(deps, tx, transactionCaseWork(transaction, assessment, evaluation, actor));
}
