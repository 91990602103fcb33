import { TEAM_ROLES } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { notificationAccessOf } from './giif-notifications.policy.js';

describe('who sees notifications to GIIF', () => {
  it('lets administrators see them and name their readers', () => {
    expect(notificationAccessOf('admin', false)).toEqual({
      can_read: true,
      can_manage: true,
      can_manage_readers: true,
    });
  });

  it('lets any other member see them only when named, never name readers', () => {
    for (const role of TEAM_ROLES.filter((r) => r !== 'admin')) {
      expect(notificationAccessOf(role, false)).toEqual({
        can_read: false,
        can_manage: false,
        can_manage_readers: false,
      });
      expect(notificationAccessOf(role, true)).toEqual({
        can_read: true,
        can_manage: true,
        can_manage_readers: false,
      });
    }
  });

  it('shows nothing outside a team', () => {
    expect(notificationAccessOf(null, true).can_read).toBe(false);
  });
});
