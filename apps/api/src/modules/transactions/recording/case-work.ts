import { message } from '@aml/shared';
import type { AppDeps } from '../../../app-deps.js';
import type { Db } from '../../../db/client.js';
import { announcementsOf, auditRows, type AuditActor } from '../../audit/audit.service.js';
import {
  caseWorkNotice,
  alertKnownTo,
  newAlert,
  newTask,
  taskKnownTo,
} from '../../case-work/index.js';
import {
  raiseCaseWork,
  riskCaseWork,
  type CaseWork,
  type TransactionEvaluation,
} from '../../risk/index.js';
import type { RecordedCaseWork } from './recording.repository.js';

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
  const work = riskCaseWork(
    {
      teamId: transaction.team_id,
      type: 'transaction',
      id: transaction.id,
      name: transaction.code,
      link: { type: 'transaction', code: transaction.code, label: transaction.code },
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
      title: message('task.giif_report.title', { code: transaction.code, due_on: report.due_on }),
      description: message('task.giif_report.description', {
        reason: { en: report.reason.en, pl: report.reason.pl },
      }),
      priority: 'high',
      dueDate: report.due_on,
      transactionId: transaction.id,
      actor,
    });
  }
  return work;
}

/**
 * The case work of a new transaction as rows of the statement that writes it (the one builder
 * of both recording paths: the batched write, and the database transaction of one whose
 * description matches a list entry), with the id it will have: their subjects and links name
 * it. The same alerts (with their first status), tasks, audit events and e-mails as raising
 * them one by one through the case-work service would make (`newAlert`, `newTask`,
 * `caseWorkNotice` are that service's own builders); the one thing it checks first, an open
 * alert or task of the same subject, cannot exist for a transaction not written yet.
 * `publish` tells this process's caches of them, once written.
 */
export function newTransactionCaseWork(
  deps: AppDeps,
  actor: AuditActor,
  transaction: CaseTransaction,
  assessment: CaseAssessment,
  evaluation: TransactionEvaluation,
  now: Date,
): { rows: RecordedCaseWork; audits: ReturnType<typeof auditRows>; publish: () => void } {
  const work = transactionCaseWork(transaction, assessment, evaluation, actor);
  const alerts = work.alerts.map((input) => ({ input, ...newAlert(input, now) }));
  const tasks = work.tasks.map((input) => ({ input, ...newTask(input, now) }));
  // The rules assign nobody, and the e-mails say so: an assignee's address would need a read.
  if ([...alerts, ...tasks].some(({ row }) => row.assignee_id !== null)) {
    throw new Error('The case work of a new transaction cannot be assigned to anyone yet');
  }
  const audits = auditRows(
    actor,
    now,
    [...alerts, ...tasks].map(({ audit }) => audit),
  );
  const announced = announcementsOf(audits);
  const rows: RecordedCaseWork = {
    alerts: alerts.map(({ row }) => row),
    tasks: tasks.map(({ row }) => row),
    emails: [
      ...alerts.map(({ input, row }) =>
        caseWorkNotice(deps, 'alert', row, alertKnownTo(input), null),
      ),
      ...tasks.map(({ input, row }) => caseWorkNotice(deps, 'task', row, taskKnownTo(input), null)),
    ],
    notices: announced.payloads,
  };
  return { rows, audits, publish: announced.publish };
}

/**
 * The case work of a stored transaction assessed again after a change, raised through the
 * case-work service in the change's database transaction: an alert or task of the same
 * subject may be open already, and raising answers that one instead of a second.
 */
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
