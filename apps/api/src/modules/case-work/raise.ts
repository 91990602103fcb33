import {
  LANGUAGES,
  writeMessage,
  type AlertLink,
  type AlertSeverity,
  type AlertSource,
  type Message,
  type TaskPriority,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { newCode } from '../../lib/tokens.js';
import {
  insertAlertOnce,
  insertStatusChange,
  type AlertRow,
  type NewAlert,
} from '../alerts/index.js';
import { recordAudit, type AuditActor, type AuditEntry } from '../audit/audit.service.js';
import { insertTaskOnce, type NewTask, type TaskRow } from '../tasks/index.js';
import { notifyCaseWork } from './notifications.js';

/**
 * The case-work service: how the rules engine, the screening and people open an alert or a
 * task. It writes in the caller's transaction, so an alert exists exactly when its cause does;
 * the e-mails it queues go out after that transaction commits (the caller kicks the outbox).
 *
 * De-duplication: a raise names its subject (`subjectKey`, e.g. "rule:12:party:34"); while an
 * alert (or task) of the same team, source and subject is open, raising it again answers that
 * one with `created: false` and changes nothing. A null subject never de-duplicates (manual).
 */
/**
 * A text of an alert or a task: a person's own words, or — raised by the application — a
 * message of the catalogue (`packages/shared/src/messages`), written in each reader's language
 * when read (docs/alerts.md, "Titles and explanations").
 */
export type CaseText = string | Message;

/**
 * A text as its row keeps it: the words (a message written in both languages, what the search
 * reads) and the message itself, if any.
 */
function storedText(text: CaseText): { words: string; message: Message | null } {
  if (typeof text === 'string') return { words: text, message: null };
  return {
    words: LANGUAGES.map((language) => writeMessage(text, language)).join('\n'),
    message: text,
  };
}

export type RaiseCommon = {
  teamId: number;
  subjectKey: string | null;
  title: CaseText;
  partyId?: number | null;
  transactionId?: number | null;
  assigneeId?: number | null;
  dueDate?: string | null;
  /** The person whose action raised it, or the system (userId null). */
  actor: AuditActor;
};

export type RaiseAlert = RaiseCommon & {
  source: AlertSource;
  severity: AlertSeverity;
  /** Why: the inputs and thresholds, in words an inspector can follow. */
  explanation: CaseText;
  links?: AlertLink[];
};

/** The columns alerts and tasks share, of a new one raised as `input` says. */
function newCaseRecord(input: RaiseCommon, now: Date) {
  const title = storedText(input.title);
  return {
    team_id: input.teamId,
    code: newCode(),
    subject_key: input.subjectKey,
    title: title.words,
    title_message: title.message,
    status: 'new',
    due_date: input.dueDate ?? null,
    assignee_id: input.assigneeId ?? null,
    party_id: input.partyId ?? null,
    transaction_id: input.transactionId ?? null,
    created_by: input.actor.userId,
    created_at: now,
    updated_at: now,
  };
}

/** The row of a new alert and the audit entry of its creation. */
export function newAlert(input: RaiseAlert, now: Date) {
  const explanation = storedText(input.explanation);
  const row = {
    ...newCaseRecord(input, now),
    source: input.source,
    severity: input.severity,
    explanation: explanation.words,
    explanation_message: explanation.message,
    links: input.links ?? [],
  } satisfies NewAlert;
  const audit: AuditEntry = {
    entityType: 'alert',
    entityCode: row.code,
    action: 'created',
    changes: {
      source: row.source,
      severity: row.severity,
      title: row.title,
      explanation: row.explanation,
    },
    teamId: row.team_id,
  };
  return { row, audit };
}

/** Whoever raises an alert by hand knows of it; one the application raised is news to all. */
export const alertKnownTo = (input: RaiseAlert) =>
  input.source === 'manual' ? input.actor.userId : null;

export async function raiseAlert(
  deps: AppDeps,
  tx: Db,
  input: RaiseAlert,
): Promise<{ alert: AlertRow; created: boolean }> {
  const now = deps.clock.now();
  const { row, audit } = newAlert(input, now);
  const result = await insertAlertOnce(tx, row);
  if (!result.created) return result;
  const { alert } = result;
  await insertStatusChange(tx, {
    alert_id: alert.id,
    from_status: null,
    to_status: 'new',
    user_id: input.actor.userId,
    created_at: now,
  });
  await recordAudit(tx, input.actor, now, audit);
  await notifyCaseWork(deps, tx, 'alert', alert, alertKnownTo(input));
  return result;
}

export type RaiseTask = RaiseCommon & {
  /** What raised it: a module name ('rules', 'screening'…), or null for a person. */
  source: string | null;
  description?: CaseText | null;
  priority?: TaskPriority;
  alertId?: number | null;
};

/** The row of a new task and the audit entry of its creation. */
export function newTask(input: RaiseTask, now: Date) {
  const description = input.description == null ? null : storedText(input.description);
  const row = {
    ...newCaseRecord(input, now),
    source: input.source,
    description: description?.words ?? null,
    description_message: description?.message ?? null,
    priority: input.priority ?? 'normal',
    alert_id: input.alertId ?? null,
  } satisfies NewTask;
  const audit: AuditEntry = {
    entityType: 'task',
    entityCode: row.code,
    action: 'created',
    changes: {
      source: row.source,
      title: row.title,
      description: row.description,
      priority: row.priority,
      due_date: row.due_date,
    },
    teamId: row.team_id,
  };
  return { row, audit };
}

/** A person who creates a task knows of it; one a module raised is news to all. */
export const taskKnownTo = (input: RaiseTask) =>
  input.source === null ? input.actor.userId : null;

export async function raiseTask(
  deps: AppDeps,
  tx: Db,
  input: RaiseTask,
): Promise<{ task: TaskRow; created: boolean }> {
  const now = deps.clock.now();
  const { row, audit } = newTask(input, now);
  const result = await insertTaskOnce(tx, row);
  if (!result.created) return result;
  await recordAudit(tx, input.actor, now, audit);
  await notifyCaseWork(deps, tx, 'task', result.task, taskKnownTo(input));
  return result;
}
