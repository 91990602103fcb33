import {
  TASK_STATUS_TRANSITIONS,
  hasPermission,
  partyDisplayName,
  textOf,
  type CreateTask,
  type Task,
  type TaskQuery,
  type TaskStatus,
  type UpdateTask,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import { canEditRecord, scopeOf } from '../../policies/record.policy.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import { currentTeam, type AuthContext, type TeamContext } from '../../policies/auth-context.js';
import { notifyCaseWork, raiseTask } from '../case-work/index.js';
import { resolveFilters, resolveLinks } from '../record-links/record-links.service.js';
import {
  countNewTasks,
  findTask,
  findVisibleTasks,
  searchTasks,
  updateTask,
  type DetailedTask,
  type TaskRow,
} from './tasks.repository.js';
import { linkedTransaction } from '../transactions/index.js';

const OPEN: readonly TaskStatus[] = ['new', 'in_progress'];
const entity = (code: string) => ({ entityType: 'task', entityCode: code });

/**
 * Who may work on a task: whoever may edit it as a record (its creator, admins…), and its
 * assignee, whose work it is, as long as their role may edit anything at all.
 */
function mayWorkOn(auth: TeamContext, task: TaskRow, now: Date) {
  if (canEditRecord(auth, task, now).allowed) return true;
  return task.assignee_id === auth.userId && hasPermission(auth.teamRole, 'records.edit_own');
}

function toTask(row: DetailedTask, auth: TeamContext, now: Date): Task {
  const { task } = row;
  const status = task.status as TaskStatus;
  const workable = mayWorkOn(auth, task, now);
  return {
    code: task.code,
    // Written in the reader's language when the application raised it (docs/tasks.md).
    title: textOf(task.title_message, task.title, auth.language),
    description:
      task.description === null
        ? null
        : textOf(task.description_message, task.description, auth.language),
    status,
    priority: task.priority as Task['priority'],
    due_date: task.due_date,
    overdue: OPEN.includes(status) && task.due_date !== null && task.due_date < warsawDay(now),
    assignee: row.assignee,
    party: row.party ? { code: row.party.code, display_name: partyDisplayName(row.party) } : null,
    transaction: row.transaction ? linkedTransaction(row.transaction, auth.language) : null,
    alert: row.alert
      ? {
          code: row.alert.code,
          display_name: textOf(row.alert.title_message, row.alert.title, auth.language),
        }
      : null,
    comments: row.comments,
    allowed_statuses: workable ? [...TASK_STATUS_TRANSITIONS[status]] : [],
    editable: canEditRecord(auth, task, now).allowed,
    created_by: row.created_by_email,
    created_at: task.created_at.toISOString(),
    updated_at: task.updated_at.toISOString(),
  };
}

/** The task of the current team the caller may see, or 404. */
export async function requireTask(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await findTask(deps.db, scopeOf(auth), code);
  if (!row) throw notFound('Task');
  return row;
}

export async function getTask(deps: AppDeps, auth: TeamContext, code: string): Promise<Task> {
  return toTask(await requireTask(deps, auth, code), auth, deps.clock.now());
}

/** A task a person creates: raised through the case-work service, never de-duplicated. */
export async function createTask(deps: AppDeps, auth: TeamContext, input: CreateTask) {
  const { assignee_code, party_code, transaction_code, alert_code, ...fields } = input;
  const links = await resolveLinks(deps, auth, {
    assignee_code,
    party_code,
    transaction_code,
    alert_code,
  });
  const { task } = await deps.db.transaction((tx) =>
    raiseTask(deps, tx, {
      teamId: auth.teamId,
      source: null,
      subjectKey: null,
      title: fields.title,
      description: fields.description ?? null,
      priority: fields.priority,
      dueDate: fields.due_date ?? null,
      assigneeId: links.assignee_id ?? null,
      partyId: links.party_id ?? null,
      transactionId: links.transaction_id ?? null,
      alertId: links.alert_id ?? null,
      actor: auth,
    }),
  );
  void deps.emails.kick(); // the notifications were queued with the task: send them now
  return getTask(deps, auth, task.code);
}

export async function updateTaskFields(deps: AppDeps, auth: TeamContext, input: UpdateTask) {
  const { code, assignee_code, party_code, transaction_code, alert_code, ...fields } = input;
  const { task } = await requireTask(deps, auth, code);
  if (!canEditRecord(auth, task, deps.clock.now()).allowed) {
    throw new AppError(403, 'edit_not_allowed', 'You may not change this task');
  }
  const links = await resolveLinks(deps, auth, {
    assignee_code,
    party_code,
    transaction_code,
    alert_code,
  });
  const now = deps.clock.now();
  const changes = diff(task as Record<string, unknown>, { ...fields, ...links });
  await deps.db.transaction(async (tx) => {
    await updateTask(tx, task.id, { ...fields, ...links, updated_at: now });
    await recordAudit(tx, auth, now, { ...entity(code), action: 'updated', changes });
    // A new assignee is told, as on creation; the same assignee again is not.
    if (links.assignee_id && links.assignee_id !== task.assignee_id) {
      await notifyCaseWork(
        deps,
        tx,
        'task',
        { ...task, ...fields, assignee_id: links.assignee_id },
        auth.userId,
      );
    }
  });
  void deps.emails.kick();
  return getTask(deps, auth, code);
}

/** Moves tasks along the documented transitions; one refused change refuses them all. */
export async function changeTaskStatus(
  deps: AppDeps,
  auth: TeamContext,
  codes: string[],
  status: TaskStatus,
) {
  const found = await findVisibleTasks(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Task');
  const now = deps.clock.now();
  for (const task of found) {
    if (!mayWorkOn(auth, task, now)) {
      throw new AppError(403, 'edit_not_allowed', `You may not change the task ${task.code}`);
    }
    if (!TASK_STATUS_TRANSITIONS[task.status as TaskStatus].includes(status)) {
      throw new AppError(
        409,
        'status_transition_not_allowed',
        `The task ${task.code} cannot go from ${task.status} to ${status}`,
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    for (const task of found) await updateTask(tx, task.id, { status, updated_at: now });
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map((task) => ({
        ...entity(task.code),
        action: 'status_changed',
        changes: { status: [task.status, status] },
      })),
    );
  });
}

/** Deleted tasks are kept for the retention period and disappear from lists. */
export async function deleteTasks(deps: AppDeps, auth: TeamContext, codes: string[]) {
  const found = await findVisibleTasks(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Task');
  const now = deps.clock.now();
  for (const task of found) {
    if (!canEditRecord(auth, task, now).allowed) {
      throw new AppError(403, 'edit_not_allowed', `You may not delete the task ${task.code}`);
    }
  }
  await deps.db.transaction(async (tx) => {
    for (const task of found) await updateTask(tx, task.id, { deleted_at: now, updated_at: now });
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map((task) => ({ ...entity(task.code), action: 'deleted' })),
    );
  });
}

export async function findTasks(deps: AppDeps, auth: TeamContext, query: TaskQuery) {
  const scope = scopeOf(auth);
  const now = deps.clock.now();
  const me = query.assignee === 'me';
  const links = await resolveFilters(deps, auth, {
    assignee_code: me ? undefined : query.assignee,
    party_code: query.party_code,
    alert_code: query.alert_code,
  });
  if (!links) return { items: [], total: 0 };
  const { items, total } = await searchTasks(deps.db, scope, query, {
    assigneeId: me ? auth.userId : links.assigneeId,
    partyId: links.partyId,
    alertId: links.alertId,
    today: warsawDay(now),
  });
  return { items: items.map((row) => toTask(row, auth, now)), total };
}

/** The badge of the Tasks entry: new tasks the user may see in the current team. */
export async function newTasksAmount(deps: AppDeps, auth: AuthContext): Promise<number> {
  const team = currentTeam(auth);
  return team ? countNewTasks(deps.db, scopeOf(team)) : 0;
}
