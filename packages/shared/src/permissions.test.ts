import { describe, expect, it } from 'vitest';
import { TEAM_ROLES } from './enums.js';
import { hasPermission, isMenuEntryEnabled } from './permissions.js';

describe('permission map', () => {
  it('gives team management to admins only', () => {
    const managers = TEAM_ROLES.filter((role) => hasPermission(role, 'team.manage'));
    expect(managers).toEqual(['admin']);
  });

  it('lets every member see the team itself', () => {
    expect(TEAM_ROLES.every((role) => hasPermission(role, 'team.view'))).toBe(true);
  });

  it('lets only self_viewer_member miss the team-wide view', () => {
    const narrow = TEAM_ROLES.filter((role) => !hasPermission(role, 'records.view_all'));
    expect(narrow).toEqual(['self_viewer_member']);
  });

  it('keeps all_viewer_member from editing anything', () => {
    expect(hasPermission('all_viewer_member', 'records.edit_own')).toBe(false);
    expect(hasPermission('all_viewer_member', 'records.edit_all')).toBe(false);
    expect(hasPermission('all_viewer_member', 'records.create')).toBe(true);
  });

  it('enables team menu entries by the rules of spec section 6', () => {
    expect(isMenuEntryEnabled('none', null)).toBe(true);
    expect(isMenuEntryEnabled('team', null)).toBe(false);
    expect(isMenuEntryEnabled('team', 'self_viewer_member')).toBe(true);
    expect(isMenuEntryEnabled('team_admin', 'all_viewer_member')).toBe(false);
    expect(isMenuEntryEnabled('team_admin', 'admin')).toBe(true);
  });
});
