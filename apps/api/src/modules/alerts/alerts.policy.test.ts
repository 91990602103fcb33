import { describe, expect, it } from 'vitest';
import { mayDecideHits, mayWorkOnAlert } from './alerts.policy.js';

const created = new Date('2026-05-04T08:00:00Z');
const later = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
const alert = (created_by: number | null, assignee_id: number | null) => ({
  created_by,
  assignee_id,
  created_at: created,
});

describe('who works on an alert', () => {
  it('lets admins work on any alert', () => {
    const admin = { userId: 1, teamRole: 'admin' } as const;
    expect(mayWorkOnAlert(admin, alert(2, 3), later(100))).toBe(true);
  });

  it("lets the author of a manual alert work on it, within the time-limited role's window", () => {
    const author = { userId: 2, teamRole: 'all_viewer_member_self_editing_time_limited' } as const;
    expect(mayWorkOnAlert(author, alert(2, null), later(1))).toBe(true);
    expect(mayWorkOnAlert(author, alert(2, null), later(12))).toBe(false);
    expect(mayWorkOnAlert(author, alert(2, 5), later(12))).toBe(false);
  });

  it('lets its assignee work on it, when their role edits anything', () => {
    const assignee = { userId: 3, teamRole: 'all_viewer_member_self_editing' } as const;
    expect(mayWorkOnAlert(assignee, alert(2, 3), later(1))).toBe(true);
    expect(mayWorkOnAlert(assignee, alert(2, 4), later(1))).toBe(false);
    const readOnly = { userId: 3, teamRole: 'all_viewer_member' } as const;
    expect(mayWorkOnAlert(readOnly, alert(2, 3), later(1))).toBe(false);
    expect(mayWorkOnAlert(readOnly, alert(null, null), later(1))).toBe(false);
  });

  it('lets any member who edits take one the application raised and nobody has taken', () => {
    const member = { userId: 3, teamRole: 'self_viewer_member' } as const;
    expect(mayWorkOnAlert(member, alert(null, null), later(1))).toBe(true);
    expect(mayWorkOnAlert(member, alert(null, 4), later(1))).toBe(false);
    expect(mayWorkOnAlert(member, alert(2, null), later(1))).toBe(false);
  });

  it('lets only the roles that decide hits close a sanctions alert', () => {
    expect(mayDecideHits({ userId: 1, teamRole: 'admin' })).toBe(true);
    expect(mayDecideHits({ userId: 1, teamRole: 'all_viewer_member_self_editing' })).toBe(false);
    expect(mayDecideHits({ userId: 1, teamRole: null })).toBe(false);
  });
});
