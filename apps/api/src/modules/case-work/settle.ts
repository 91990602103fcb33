import {
  CLOSED_ALERT_STATUSES,
  type AlertLink,
  type AlertSeverity,
  type AlertStatus,
} from '@aml/shared';
import type { Db } from '../../db/client.js';
import { insertStatusChange, updateAlert, type AlertRow } from '../alerts/index.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

export type AlertMove = {
  status: AlertStatus;
  /** Required to close (the resolution note); optional otherwise. */
  note: string | null;
  /** A decision that also says how grave the alert is (a confirmed sanctions match). */
  severity?: AlertSeverity;
  /** What else the audit event should say: the cause of a move nobody made on the alert page. */
  facts?: Record<string, unknown>;
};

/**
 * Moves alerts to a status: the row, a status-history entry and an audit event for each. The
 * one way an alert's status is written after it was raised, whether a person moves it on the
 * alert page or a decision elsewhere settles it (a decided sanctions hit), so the trail reads
 * the same either way. The caller has checked the transition and holds the transaction.
 */
export async function moveAlerts(
  tx: Db,
  actor: AuditActor,
  now: Date,
  found: readonly AlertRow[],
  { status, note, severity, facts }: AlertMove,
): Promise<void> {
  const closing = CLOSED_ALERT_STATUSES.includes(status);
  for (const alert of found) {
    // The note of a decision stays on the alert until it is reopened; the history keeps all.
    await updateAlert(tx, alert.id, {
      status,
      resolution_note: closing ? note : null,
      ...(severity ? { severity } : {}),
      updated_at: now,
    });
    await insertStatusChange(tx, {
      alert_id: alert.id,
      from_status: alert.status,
      to_status: status,
      note,
      user_id: actor.userId,
      created_at: now,
    });
  }
  await recordAudit(
    tx,
    actor,
    now,
    ...found.map((alert) => ({
      entityType: 'alert',
      entityCode: alert.code,
      action: 'status_changed',
      changes: {
        status: [alert.status, status],
        ...(note ? { note } : {}),
        ...(severity && severity !== alert.severity
          ? { severity: [alert.severity, severity] }
          : {}),
        ...facts,
      },
      teamId: alert.team_id,
    })),
  );
}

/**
 * Adds links to an open alert raised before them: a later cause of the same subject (a second
 * sanctions hit of a party whose alert is still open) joins that alert instead of being lost
 * to the de-duplication, so deciding the alert decides it too and the alert does not settle
 * while it is undecided. Links already there are not repeated. Answers the alert as it is now.
 */
export async function addAlertLinks(
  tx: Db,
  actor: AuditActor,
  now: Date,
  alert: AlertRow,
  links: readonly AlertLink[],
): Promise<AlertRow> {
  const known = new Set(alert.links.map((link) => `${link.type}:${link.code}`));
  const added = links.filter((link) => !known.has(`${link.type}:${link.code}`));
  if (added.length === 0) return alert;
  const updated = { ...alert, links: [...alert.links, ...added], updated_at: now };
  await updateAlert(tx, alert.id, { links: updated.links, updated_at: now });
  await recordAudit(tx, actor, now, {
    entityType: 'alert',
    entityCode: alert.code,
    action: 'linked',
    changes: { links: added.map((link) => ({ type: link.type, code: link.code })) },
    teamId: alert.team_id,
  });
  return updated;
}
