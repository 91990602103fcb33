import {
  ALERT_STATUS_TRANSITIONS,
  CLOSED_ALERT_STATUSES,
  OPEN_ALERT_STATUSES,
  partyDisplayName,
  textOf,
  type Alert,
  type AlertDetail,
  type AlertQuery,
  type AlertStatus,
  type ChangeAlertStatus,
  type CreateAlert,
  type UpdateAlert,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { addDays, warsawDay, warsawDayStart } from '../../lib/warsaw-time.js';
import { canEditRecord, scopeOf } from '../../policies/record.policy.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import { notifyCaseWork, raiseAlert, moveAlerts } from '../case-work/index.js';
import { resolveFilters, resolveLinks } from '../record-links/record-links.service.js';
import { decideHitsOfAlert, hitsOfAlert } from '../sanctions/sanctions.service.js';
import { currentTeam, type AuthContext, type TeamContext } from '../../policies/auth-context.js';
import {
  countNewAlerts,
  findAlert,
  findVisibleAlerts,
  listStatusChanges,
  searchAlerts,
  updateAlert,
  type AlertFilters,
  type AlertRow,
  type DetailedAlert,
} from './alerts.repository.js';
import { mayDecideHits, mayWorkOnAlert } from './alerts.policy.js';
import { linkedTransaction } from '../transactions/index.js';

const entity = (code: string) => ({ entityType: 'alert', entityCode: code });

/**
 * The statuses the caller may move the alert to. Closing a sanctions alert decides its
 * undecided hits, which only those who may decide hits may do; and a confirmed hit is never
 * closed as a false positive from here (its decision is changed on the Sanctions tab).
 */
function allowedStatuses(row: DetailedAlert, auth: TeamContext, workable: boolean) {
  if (!workable) return [];
  const closable = row.undecided_hits === 0 || mayDecideHits(auth);
  return ALERT_STATUS_TRANSITIONS[row.alert.status as AlertStatus].filter(
    (to) =>
      !CLOSED_ALERT_STATUSES.includes(to) ||
      (closable && !(to === 'closed_false_positive' && row.confirmed_hits > 0)),
  );
}

function toAlert(row: DetailedAlert, auth: TeamContext, now: Date): Alert {
  const { alert } = row;
  const status = alert.status as AlertStatus;
  const workable = mayWorkOnAlert(auth, alert, now);
  return {
    code: alert.code,
    source: alert.source as Alert['source'],
    severity: alert.severity as Alert['severity'],
    // Written in the reader's language when the application raised it (docs/alerts.md).
    title: textOf(alert.title_message, alert.title, auth.language),
    explanation: textOf(alert.explanation_message, alert.explanation, auth.language),
    status,
    resolution_note: alert.resolution_note,
    due_date: alert.due_date,
    overdue:
      OPEN_ALERT_STATUSES.includes(status) &&
      alert.due_date !== null &&
      alert.due_date < warsawDay(now),
    assignee: row.assignee,
    party: row.party ? { code: row.party.code, display_name: partyDisplayName(row.party) } : null,
    transaction: row.transaction ? linkedTransaction(row.transaction, auth.language) : null,
    links: alert.links,
    comments: row.comments,
    allowed_statuses: allowedStatuses(row, auth, workable),
    editable: workable,
    created_by: row.created_by_email,
    created_at: alert.created_at.toISOString(),
    updated_at: alert.updated_at.toISOString(),
  };
}

/** The alert of the current team the caller may see, or 404. */
export async function requireAlert(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await findAlert(deps.db, scopeOf(auth), code);
  if (!row) throw notFound('Alert');
  return row;
}

export async function getAlert(deps: AppDeps, auth: TeamContext, code: string) {
  return toAlert(await requireAlert(deps, auth, code), auth, deps.clock.now());
}

/** The alert with the trail of its statuses, oldest first, and its sanctions hits. */
export async function getAlertDetail(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<AlertDetail> {
  const row = await requireAlert(deps, auth, code);
  const [history, hits] = await Promise.all([
    listStatusChanges(deps.db, row.alert.id),
    hitsOfAlert(deps, row.alert),
  ]);
  return {
    ...toAlert(row, auth, deps.clock.now()),
    status_history: history.map(({ change, by }) => ({
      from: change.from_status as AlertStatus | null,
      to: change.to_status as AlertStatus,
      note: change.note,
      by,
      at: change.created_at.toISOString(),
    })),
    sanctions_hits: hits,
  };
}

/** An alert a person raises by hand: source manual, never de-duplicated. */
export async function createManualAlert(deps: AppDeps, auth: TeamContext, input: CreateAlert) {
  const links = await resolveLinks(deps, auth, {
    party_code: input.party_code,
    transaction_code: input.transaction_code,
    assignee_code: input.assignee_code,
  });
  const partyId = links.party_id ?? null;
  const transactionId = links.transaction_id ?? null;
  const assigneeId = links.assignee_id ?? null;
  const { alert } = await deps.db.transaction((tx) =>
    raiseAlert(deps, tx, {
      teamId: auth.teamId,
      source: 'manual',
      subjectKey: null,
      severity: input.severity,
      title: input.title,
      explanation: input.explanation,
      dueDate: input.due_date ?? null,
      assigneeId,
      partyId,
      transactionId,
      actor: auth,
    }),
  );
  void deps.emails.kick(); // the notifications were queued with the alert: send them now
  return getAlert(deps, auth, alert.code);
}

/** Assignment, due date and severity; a new assignee is told by e-mail. */
export async function updateAlertFields(deps: AppDeps, auth: TeamContext, input: UpdateAlert) {
  const { code, assignee_code, ...fields } = input;
  const { alert } = await requireAlert(deps, auth, code);
  const now = deps.clock.now();
  if (!mayWorkOnAlert(auth, alert, now)) {
    throw new AppError(403, 'edit_not_allowed', 'You may not change this alert');
  }
  const patch: Partial<AlertRow> = {
    ...fields,
    ...(await resolveLinks(deps, auth, { assignee_code })),
  };
  const changes = diff(alert as Record<string, unknown>, patch);
  await deps.db.transaction(async (tx) => {
    await updateAlert(tx, alert.id, { ...patch, updated_at: now });
    await recordAudit(tx, auth, now, { ...entity(code), action: 'updated', changes });
    if (patch.assignee_id && patch.assignee_id !== alert.assignee_id) {
      await notifyCaseWork(deps, tx, 'alert', { ...alert, ...patch }, auth.userId);
    }
  });
  void deps.emails.kick();
  return getAlert(deps, auth, code);
}

/**
 * Moves alerts along the documented transitions; one refused change refuses them all. Closing
 * needs a resolution note; every change lands in the alert's status history and the audit.
 * Closing a sanctions alert also decides its undecided hits with the note (false positive or
 * confirmed), in the same transaction, as the Sanctions tab would (docs/alerts.md).
 */
export async function changeAlertStatus(
  deps: AppDeps,
  auth: TeamContext,
  codes: string[],
  { status, resolution_note }: ChangeAlertStatus,
) {
  const note = resolution_note?.trim() || null;
  const closing = CLOSED_ALERT_STATUSES.includes(status);
  if (closing && !note) {
    throw new AppError(400, 'resolution_note_required', 'Closing an alert needs a resolution note');
  }
  const found = await findVisibleAlerts(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Alert');
  const now = deps.clock.now();
  for (const alert of found) {
    if (!mayWorkOnAlert(auth, alert, now)) {
      throw new AppError(403, 'edit_not_allowed', `You may not change the alert ${alert.code}`);
    }
    if (!ALERT_STATUS_TRANSITIONS[alert.status as AlertStatus].includes(status)) {
      throw new AppError(
        409,
        'status_transition_not_allowed',
        `The alert ${alert.code} cannot go from ${alert.status} to ${status}`,
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    let moving = found;
    if (closing && note) {
      const decision = status === 'closed_false_positive' ? 'false_positive' : 'confirmed';
      const sanctions = found.filter((alert) => alert.source === 'sanctions_screening');
      // The hits first, then the alerts: the order a decision on a hit takes its locks in.
      for (const alert of sanctions) {
        await decideHitsOfAlert(deps, tx, auth, alert, decision, note);
      }
      // The decisions may have settled another chosen alert (the risk alert that the match
      // alone raised): it is moved once, by them, and the others from where they are now.
      if (sanctions.length > 0 && sanctions.length < found.length) {
        moving = (await findVisibleAlerts(tx, scopeOf(auth), codes)).filter(
          (alert) => alert.status !== status,
        );
      }
    }
    await moveAlerts(tx, auth, now, moving, { status, note });
  });
  void deps.emails.kick();
}

/**
 * Deleted alerts are kept for the retention period with their history and disappear from
 * lists; only those who may edit the alert as a record (admins, the author of a manual one)
 * may delete it.
 */
export async function deleteAlerts(deps: AppDeps, auth: TeamContext, codes: string[]) {
  const found = await findVisibleAlerts(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Alert');
  const now = deps.clock.now();
  for (const alert of found) {
    if (!canEditRecord(auth, alert, now).allowed) {
      throw new AppError(403, 'edit_not_allowed', `You may not delete the alert ${alert.code}`);
    }
  }
  await deps.db.transaction(async (tx) => {
    for (const alert of found)
      await updateAlert(tx, alert.id, { deleted_at: now, updated_at: now });
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map((alert) => ({ ...entity(alert.code), action: 'deleted' })),
    );
  });
}

export async function findAlerts(deps: AppDeps, auth: TeamContext, query: AlertQuery) {
  const scope = scopeOf(auth);
  const now = deps.clock.now();
  const empty = { items: [], total: 0 };
  const { assignee } = query;
  const named = assignee === 'me' || assignee === 'none' ? undefined : assignee;
  const links = await resolveFilters(deps, auth, {
    assignee_code: named,
    party_code: query.party_code,
    transaction_code: query.transaction_code,
  });
  if (!links) return empty;
  const filters: AlertFilters = {
    assigneeId: assignee === 'me' ? auth.userId : assignee === 'none' ? 'none' : links.assigneeId,
    partyId: links.partyId,
    transactionId: links.transactionId,
    createdFrom: query.created_from ? warsawDayStart(query.created_from) : null,
    createdBefore: query.created_to ? warsawDayStart(addDays(query.created_to, 1)) : null,
  };
  const { items, total } = await searchAlerts(deps.db, scope, query, filters);
  return { items: items.map((row) => toAlert(row, auth, now)), total };
}

/** The badge of the Alerts entry: new alerts the user may see in the current team. */
export async function newAlertsAmount(deps: AppDeps, auth: AuthContext): Promise<number> {
  const team = currentTeam(auth);
  return team ? countNewAlerts(deps.db, scopeOf(team)) : 0;
}
