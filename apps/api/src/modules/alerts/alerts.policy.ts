import { HIT_DECISION_PERMISSION, hasPermission, type TeamRole } from '@aml/shared';
import { canEditRecord, type OwnedRecord } from '../../policies/record.policy.js';

type Worker = { userId: number; teamRole: TeamRole | null };
type WorkedAlert = OwnedRecord & { assignee_id: number | null };

/**
 * Who may work on an alert (assign it, date it, move its status): whoever may edit it as a
 * record (admins; the author of a manual one), its assignee, and — for one the application
 * raised and nobody has taken yet — any member whose role may edit records (docs/alerts.md).
 * A decision on a sanctions hit moves the hit's alert only for someone who passes this too.
 */
export function mayWorkOnAlert(actor: Worker, alert: WorkedAlert, now: Date): boolean {
  if (canEditRecord(actor, alert, now).allowed) return true;
  if (!hasPermission(actor.teamRole, 'records.edit_own')) return false;
  if (alert.assignee_id === actor.userId) return true;
  return alert.created_by === null && alert.assignee_id === null;
}

/**
 * Closing a sanctions alert decides its undecided hits with the closing note, so it needs the
 * right to decide hits as well: otherwise the alert page would be a way around the decision
 * routes' permission.
 */
export const mayDecideHits = (actor: Worker): boolean =>
  hasPermission(actor.teamRole, HIT_DECISION_PERMISSION);
