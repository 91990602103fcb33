import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailMessages } from '../../db/schema.js';
import type { OutgoingEmail } from './mailer.js';

export type StoredEmail = typeof emailMessages.$inferSelect;

export async function insertEmail(db: Db, message: OutgoingEmail, now: Date): Promise<void> {
  await db.insert(emailMessages).values({
    created_at: now,
    next_attempt_at: now,
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
  });
}

/**
 * Due messages: pending ones whose time has come, and ones another process claimed but did not
 * finish before `staleBefore` (it probably died), oldest first. Read along the index of unsent
 * messages, so sent ones cost nothing however many accumulate.
 */
export function dueEmailIds(db: Db, now: Date, staleBefore: Date, limit: number) {
  return db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(
      or(
        and(eq(emailMessages.status, 'pending'), lte(emailMessages.next_attempt_at, now)),
        and(eq(emailMessages.status, 'sending'), lte(emailMessages.next_attempt_at, staleBefore)),
      ),
    )
    .orderBy(emailMessages.id)
    .limit(limit);
}

/**
 * Claims due messages for this process (`dueEmailIds`). SKIP LOCKED lets several processes
 * dispatch at once without sending a message twice.
 */
export async function claimDueEmails(
  db: Db,
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<StoredEmail[]> {
  const due = dueEmailIds(db, now, staleBefore, limit).for('update', { skipLocked: true });
  return db
    .update(emailMessages)
    .set({ status: 'sending', next_attempt_at: now, attempts: sql`${emailMessages.attempts} + 1` })
    .where(inArray(emailMessages.id, due))
    .returning();
}

/**
 * Gives claimed messages back unsent, as if never claimed (the server is stopping): the next
 * dispatcher takes them at once instead of after the claim timeout.
 */
export async function releaseEmails(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(emailMessages)
    .set({ status: 'pending', attempts: sql`${emailMessages.attempts} - 1` })
    .where(and(inArray(emailMessages.id, ids), eq(emailMessages.status, 'sending')));
}

export async function markEmailsSent(db: Db, ids: number[], transport: string, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(emailMessages)
    .set({ status: 'sent', transport, sent_at: now, last_error: null })
    .where(inArray(emailMessages.id, ids));
}

export async function markEmailFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(emailMessages)
    .set(
      retryAt
        ? { status: 'pending', last_error: error, next_attempt_at: retryAt }
        : { status: 'failed', last_error: error },
    )
    .where(eq(emailMessages.id, id));
}

export function listRecentEmails(db: Db, limit: number): Promise<StoredEmail[]> {
  return db.select().from(emailMessages).orderBy(desc(emailMessages.id)).limit(limit);
}
