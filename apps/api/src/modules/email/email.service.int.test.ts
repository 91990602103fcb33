import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createEmailOutbox } from './email.service.js';
import type { Mailer, OutgoingEmail } from './mailer.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const message = (n: number): OutgoingEmail => ({
  to: `officer.${n}@example.pl`,
  subject: `Alert ${n}`,
  text: 'text',
  html: '<p>html</p>',
});

describe('the e-mail dispatcher stopping', () => {
  it('sends no further message of its batch and gives the rest back unsent', async () => {
    const delivered: string[] = [];
    let stopped: Promise<void> | undefined;
    // A mail server that takes the first message while the server is being stopped.
    const mailer: Mailer = {
      transport: 'smtp',
      send: async (email) => {
        delivered.push(email.subject);
        stopped ??= outbox.stop();
      },
      close: () => {},
    };
    const outbox = createEmailOutbox({
      db: t.deps.db,
      mailer,
      clock: t.deps.clock,
      log: t.app.log,
    });
    for (const n of [1, 2, 3]) await outbox.enqueue(t.deps.db, message(n));

    await outbox.kick();
    await stopped;

    expect(delivered).toEqual(['Alert 1']);
    const rows = await queryRows<{ subject: string; status: string; attempts: number }>(
      t.deps.db,
      sql`select subject, status, attempts from email_messages order by id`,
    );
    expect(rows).toEqual([
      { subject: 'Alert 1', status: 'sent', attempts: 1 },
      // Claimed with the first, not tried: as they were, so the next start sends them at once.
      { subject: 'Alert 2', status: 'pending', attempts: 0 },
      { subject: 'Alert 3', status: 'pending', attempts: 0 },
    ]);
  });
});
