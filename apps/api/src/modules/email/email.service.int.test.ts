import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { claimDueEmails } from './email.repository.js';
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

/** A mail server that only records the subjects it was given. */
function recordingMailer(delivered: string[]): Mailer {
  return {
    transport: 'smtp',
    send: async (email) => {
      delivered.push(email.subject);
    },
    close: () => {},
  };
}

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
      soleProcess: false,
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

describe('an e-mail claimed by a process that died before sending it', () => {
  async function claimedThenRestarted(soleProcess: boolean) {
    const clock = createTestClock();
    const delivered: string[] = [];
    const before = createEmailOutbox({
      db: t.deps.db,
      mailer: recordingMailer([]),
      clock,
      log: t.app.log,
      soleProcess,
    });
    await before.enqueue(t.deps.db, message(soleProcess ? 10 : 20));
    // The dead process's claim: taken, never sent nor given back.
    await claimDueEmails(t.deps.db, clock.now(), new Date(0), 20);
    clock.advance(10_000);
    const after = createEmailOutbox({
      db: t.deps.db,
      mailer: recordingMailer(delivered),
      clock,
      log: t.app.log,
      soleProcess,
    });
    await after.kick();
    return { delivered, clock, after };
  }

  it('is sent at once by the next start of the embedded database, the only process', async () => {
    const { delivered } = await claimedThenRestarted(true);
    expect(delivered).toEqual(['Alert 10']);
  });

  it('waits for the claim to time out where other processes may still be sending it', async () => {
    const { delivered, clock, after } = await claimedThenRestarted(false);
    expect(delivered).toEqual([]);
    clock.advance(5 * 60_000);
    await after.kick();
    expect(delivered).toEqual(['Alert 20']);
  });
});
