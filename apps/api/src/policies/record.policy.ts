import { hasPermission, TIME_LIMITED_EDIT_HOURS, type TeamRole } from '@aml/shared';
import { AppError } from '../lib/app-error.js';
import type { TeamContext } from './auth-context.js';

/**
 * Record-level rules of spec section 6, in one place for every module: who sees and who
 * edits a team's record. Pure functions; the clock is the server's, passed in.
 */
export type OwnedRecord = { created_by: number | null; created_at: Date };
export type Actor = { userId: number; teamRole: TeamRole | null };

const EDIT_WINDOW_MS = TIME_LIMITED_EDIT_HOURS * 3_600_000;

export function canViewRecord(actor: Actor, record: OwnedRecord): boolean {
  if (hasPermission(actor.teamRole, 'records.view_all')) return true;
  return record.created_by === actor.userId;
}

export type EditDecision =
  | { allowed: true }
  | { allowed: false; reason: 'not_owner' | 'edit_window_closed' | 'read_only_role' };

/**
 * Admins edit everything; self-editing roles edit what they created; the time-limited role
 * only while less than 12 hours have passed since the record was created.
 */
export function canEditRecord(actor: Actor, record: OwnedRecord, now: Date): EditDecision {
  if (hasPermission(actor.teamRole, 'records.edit_all')) return { allowed: true };
  if (!hasPermission(actor.teamRole, 'records.edit_own'))
    return { allowed: false, reason: 'read_only_role' };
  if (record.created_by !== actor.userId) return { allowed: false, reason: 'not_owner' };
  if (!withinEditWindow(actor, record, now))
    return { allowed: false, reason: 'edit_window_closed' };
  return { allowed: true };
}

/** 403 `edit_not_allowed`, with the reason, when `actor` may not change `record` (a `what`). */
export function requireEditable(actor: Actor, record: OwnedRecord, now: Date, what: string) {
  const decision = canEditRecord(actor, record, now);
  if (!decision.allowed) {
    throw new AppError(
      403,
      'edit_not_allowed',
      `You may not change this ${what} (${decision.reason})`,
    );
  }
}

/** Whether the time-limited role's 12 hours to change what it wrote are still open. */
export function withinEditWindow(actor: Actor, record: { created_at: Date }, now: Date): boolean {
  if (actor.teamRole !== 'all_viewer_member_self_editing_time_limited') return true;
  return now.getTime() - record.created_at.getTime() < EDIT_WINDOW_MS;
}

/** For list queries: `own` when the role sees only the records its holder created. */
export function visibleScope(actor: Actor): 'team' | 'own' {
  return hasPermission(actor.teamRole, 'records.view_all') ? 'team' : 'own';
}

/**
 * The records of the caller's team that the caller may see: all of them, or only those the
 * caller created (`ownerId`). Repositories of team-owned records filter by it.
 */
export type RecordScope = { teamId: number; ownerId: number | null };

export const scopeOf = (team: TeamContext): RecordScope => ({
  teamId: team.teamId,
  ownerId: visibleScope(team) === 'own' ? team.userId : null,
});
