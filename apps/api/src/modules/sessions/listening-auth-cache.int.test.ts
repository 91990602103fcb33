import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNEL, decodeNotice } from '../../lib/change-bus.js';
import { recordAudit } from '../audit/audit.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createListeningAuthCache } from './listening-auth-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const session = (userId: number, teamId: number) => ({
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

async function until(condition: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('auth cache notifications', () => {
  it('drops entries when another process announces a change through the database', async () => {
    const { cache, stop } = await createListeningAuthCache(t.database.listen, t.app.log);
    try {
      cache.setSession('token-a', session(7, 70));
      cache.setSession('token-b', session(8, 80));
      // What another API process's recordAudit sends when its transaction commits.
      await t.database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, '{"u":null,"t":70}')`);
      await until(() => cache.getSession('token-a') === undefined);
      expect(cache.getSession('token-b')).toBeDefined();
    } finally {
      await stop();
    }
  });

  it('hears alerts and tasks from recordAudit as counts only, changes of rights in full', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen!(CHANGE_CHANNEL, (payload) => heard.push(payload!));
    const actor = { userId: null, teamId: null, requestId: null, ip: null };
    try {
      await t.database.db.transaction((tx) =>
        recordAudit(tx, actor, new Date(), {
          entityType: 'alert',
          entityCode: 'alert-1',
          action: 'created',
        }),
      );
      await until(() => heard.length === 1);
      expect(decodeNotice(heard[0]!)).toEqual({ userId: null, teamId: null, countsOnly: true });
      await t.database.db.transaction((tx) =>
        recordAudit(
          tx,
          actor,
          new Date(),
          { entityType: 'transaction', entityCode: 'tx-1', action: 'created' },
          { entityType: 'team_member', entityCode: 'member-1', action: 'removed' },
        ),
      );
      // The transaction is not announced at all; the change of membership in full.
      await until(() => heard.length === 2);
      expect(decodeNotice(heard[1]!)).toEqual({ userId: null, teamId: null, countsOnly: false });
    } finally {
      await unlisten();
    }
  });

  it('stays off without notifications, since it could not hear changes', async () => {
    const { cache } = await createListeningAuthCache(undefined, t.app.log);
    cache.setSession('token-a', session(7, 70));
    expect(cache.getSession('token-a')).toBeUndefined();
  });
});
