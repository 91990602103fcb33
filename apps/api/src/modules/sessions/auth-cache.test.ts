import type { CurrentUser } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { decodeNotice, encodeNotice } from '../../lib/change-bus.js';
import { createAuthCache } from './auth-cache.js';

const session = (userId: number, teamId: number | null) => ({
  sessionId: 1,
  sessionCreatedAt: new Date(),
  sessionExpiresAt: new Date(Date.now() + 3_600_000),
  sessionLastSeenAt: new Date(),
  userId,
  userCode: `u${userId}`,
  roles: ['user' as const],
  teamId,
  teamRole: 'admin' as const,
});

describe('the auth cache', () => {
  it('drops a user’s entries on a change of that user, and members’ entries on a change of their team', () => {
    const cache = createAuthCache();
    cache.setSession('a', session(1, 10));
    cache.setSession('b', session(2, 20));
    cache.setUser(2, 20, { email: 'x' } as CurrentUser, [20, 30]);
    cache.invalidate({ userId: 1, teamId: null });
    expect(cache.getSession('a')).toBeUndefined();
    expect(cache.getSession('b')).toBeDefined();
    cache.invalidate({ userId: 99, teamId: 30 });
    expect(cache.getUser(2, 20)).toBeUndefined();
    expect(cache.getSession('b')).toBeDefined();
    cache.invalidate({ userId: null, teamId: 20 });
    expect(cache.getSession('b')).toBeUndefined();
  });

  it('keeps resolved sessions when only the counts of GET /int/user changed (alerts, tasks)', () => {
    const cache = createAuthCache();
    cache.setSession('a', session(1, 10));
    cache.setUser(1, 10, { email: 'x' } as CurrentUser, [10]);
    cache.invalidate({ userId: null, teamId: 10, countsOnly: true });
    expect(cache.getSession('a')).toBeDefined();
    expect(cache.getUser(1, 10)).toBeUndefined();
  });

  it('carries "counts only" through the PostgreSQL notification', () => {
    const counts = { userId: 1, teamId: 10, countsOnly: true };
    expect(decodeNotice(encodeNotice(counts))).toEqual(counts);
    expect(decodeNotice(encodeNotice({ userId: null, teamId: 10 }))).toEqual({
      userId: null,
      teamId: 10,
      countsOnly: false,
    });
  });

  it('forgets entries after ten seconds, and everything once disabled', () => {
    let now = 0;
    const cache = createAuthCache(() => now);
    cache.setSession('a', session(1, 10));
    now = 9_999;
    expect(cache.getSession('a')).toBeDefined();
    now = 10_001;
    expect(cache.getSession('a')).toBeUndefined();
    cache.setSession('b', session(2, 10));
    cache.disable();
    cache.setSession('c', session(3, 10));
    expect(cache.getSession('b')).toBeUndefined();
    expect(cache.getSession('c')).toBeUndefined();
  });
});
