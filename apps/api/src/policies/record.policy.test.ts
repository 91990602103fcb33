import { describe, expect, it } from 'vitest';
import { TEAM_ROLES } from '@aml/shared';
import type { TeamContext } from './auth-context.js';
import { canEditRecord, canViewRecord, scopeOf, visibleScope } from './record.policy.js';

const created = new Date('2026-05-04T08:00:00Z');
const mine = { created_by: 7, created_at: created };
const theirs = { created_by: 8, created_at: created };
const at = (hoursLater: number, extraMs = 0) =>
  new Date(created.getTime() + hoursLater * 3_600_000 + extraMs);

describe('record policy', () => {
  it('lets admins edit any record at any time', () => {
    expect(canEditRecord({ userId: 7, teamRole: 'admin' }, theirs, at(1000))).toEqual({
      allowed: true,
    });
  });

  it('keeps all_viewer_member read-only', () => {
    expect(canEditRecord({ userId: 7, teamRole: 'all_viewer_member' }, mine, at(0))).toEqual({
      allowed: false,
      reason: 'read_only_role',
    });
  });

  it('lets self-editing roles edit only their own records', () => {
    const actor = { userId: 7, teamRole: 'all_viewer_member_self_editing' } as const;
    expect(canEditRecord(actor, mine, at(1000)).allowed).toBe(true);
    expect(canEditRecord(actor, theirs, at(0))).toEqual({ allowed: false, reason: 'not_owner' });
  });

  it('closes the time-limited window exactly 12 hours after creation', () => {
    const actor = { userId: 7, teamRole: 'all_viewer_member_self_editing_time_limited' } as const;
    expect(canEditRecord(actor, mine, at(12, -1)).allowed).toBe(true);
    expect(canEditRecord(actor, mine, at(12))).toEqual({
      allowed: false,
      reason: 'edit_window_closed',
    });
    expect(canEditRecord(actor, theirs, at(1))).toEqual({ allowed: false, reason: 'not_owner' });
  });

  it('shows self_viewer_member only what they created', () => {
    const actor = { userId: 7, teamRole: 'self_viewer_member' } as const;
    expect(canViewRecord(actor, mine)).toBe(true);
    expect(canViewRecord(actor, theirs)).toBe(false);
    expect(visibleScope(actor)).toBe('own');
    expect(visibleScope({ userId: 7, teamRole: 'all_viewer_member' })).toBe('team');
    expect(canEditRecord(actor, mine, at(500)).allowed).toBe(true);
  });

  it('shows the roles that view all every record of the team, whoever made it', () => {
    for (const teamRole of TEAM_ROLES.filter((role) => role !== 'self_viewer_member')) {
      expect(canViewRecord({ userId: 7, teamRole }, theirs), teamRole).toBe(true);
      expect(canViewRecord({ userId: 7, teamRole }, { ...theirs, created_by: null })).toBe(true);
    }
    expect(canViewRecord({ userId: 7, teamRole: null }, mine)).toBe(true);
    expect(canViewRecord({ userId: 7, teamRole: null }, theirs)).toBe(false);
  });

  it('scopes the queries of a self-viewing member to their own records', () => {
    const team = (teamRole: TeamContext['teamRole']) =>
      ({ userId: 7, teamId: 3, teamRole }) as TeamContext;
    expect(scopeOf(team('self_viewer_member'))).toEqual({ teamId: 3, ownerId: 7 });
    expect(scopeOf(team('all_viewer_member'))).toEqual({ teamId: 3, ownerId: null });
    expect(scopeOf(team('admin'))).toEqual({ teamId: 3, ownerId: null });
  });
});
