import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { claimDueEmails, dueEmailIds } from './email.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const NOW = new Date('2026-11-27T10:00:00Z');
const STALE_BEFORE = new Date('2026-11-27T09:55:00Z');

/** Messages of one status each, in this order, with their next attempt; answers their ids. */
async function seed(rows: Array<{ status: string; next: string; count?: number }>) {
  const ids: string[][] = [];
  for (const { status, next, count = 1 } of rows) {
    const inserted = await queryRows<{ id: string }>(
      t.deps.db,
      sql`insert into email_messages (to_address, subject, text_body, html_body, status, next_attempt_at)
          select 'officer@example.pl', 'Alert', 'text', '<p>html</p>', ${status}, ${next}::timestamptz
          from generate_series(1, ${count})
          returning id::text`,
    );
    ids.push(inserted.map((row) => row.id));
  }
  return ids;
}

describe('the e-mail outbox claim', () => {
  it('claims due and stale messages, reading unsent messages only', async () => {
    const [, pendingDue, pendingLater, staleClaim, freshClaim, failed] = await seed([
      { status: 'sent', next: '2026-11-27T08:00:00Z', count: 3000 },
      { status: 'pending', next: '2026-11-27T09:59:00Z', count: 2 },
      { status: 'pending', next: '2026-11-27T10:01:00Z' },
      { status: 'sending', next: '2026-11-27T09:50:00Z' },
      { status: 'sending', next: '2026-11-27T09:58:00Z' },
      { status: 'failed', next: '2026-11-27T09:00:00Z' },
    ]);
    await t.deps.db.execute(sql`analyze email_messages`);
    // The plan reads the index of unsent messages: the 3,000 sent ones are not walked past.
    const due = dueEmailIds(t.deps.db, NOW, STALE_BEFORE, 20).getSQL();
    const plan = await queryRows<Record<string, unknown>>(t.deps.db, sql`explain ${due}`);
    const planText = plan.map((row) => Object.values(row).join('')).join('\n');
    expect(planText).toContain('email_messages_unsent_idx');

    const claimed = await claimDueEmails(t.deps.db, NOW, STALE_BEFORE, 20);
    // The oldest first are chosen; the update answers them in no particular order.
    expect(claimed.map((email) => String(email.id)).sort()).toEqual(
      [...pendingDue!, ...staleClaim!].sort(),
    );
    expect(claimed.every((email) => email.status === 'sending' && email.attempts === 1)).toBe(true);
    expect(claimed.map((email) => email.next_attempt_at)).toEqual(claimed.map(() => NOW));
    // Not yet due, claimed by a live process, or given up: left alone.
    const untouched = [...pendingLater!, ...freshClaim!, ...failed!];
    const rows = await queryRows<{ attempts: number }>(
      t.deps.db,
      sql`select attempts from email_messages where id in ${untouched.map(Number)}`,
    );
    expect(rows.map((row) => row.attempts)).toEqual([0, 0, 0]);
    // Claimed now, they are not claimed again by the next run.
    expect(await claimDueEmails(t.deps.db, NOW, STALE_BEFORE, 20)).toEqual([]);
  });
});
