import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { NotificationSettings } from '@aml/shared';
import { runStatement, type Db } from '../../db/client.js';
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

/**
 * One change's messages (one per language) for the members of its team who are to be told of
 * it: the team's admins and the assignee, but not the actor, each as their notification
 * settings of the team allow (spec section 5).
 */
export type TeamNotice = {
  team_id: number;
  actor_id: number | null;
  assignee_id: number | null;
  setting: keyof NotificationSettings;
  /** The setting's default, for members who never saved their settings. */
  default_on: boolean;
  at: string;
  messages: Array<{ language: string; subject: string; text: string; html: string }>;
};

/**
 * The insert that queues the messages of the notices in `param` (a JSON array of
 * `TeamNotice`), each to its recipients, in the recipient's language: rows of the outbox
 * (ADR 2), as `insertEmail` writes them. A statement of its own here (`queueTeamNotices`);
 * part of the batched write of new transactions (transactions/recording).
 */
export const queueTeamNoticesSql = (param: string) => `
insert into email_messages (to_address, subject, text_body, html_body, next_attempt_at, created_at)
select u.email, m.subject, m.text, m.html, n.at, n.at
from jsonb_to_recordset(${param}::jsonb) as n(team_id bigint, actor_id bigint,
  assignee_id bigint, setting text, default_on boolean, at timestamptz, messages jsonb)
join team_members tm on tm.team_id = n.team_id
join users u on u.id = tm.user_id
join jsonb_to_recordset(n.messages) as m(language text, subject text, text text, html text)
  on m.language = u.language
left join notification_settings s on s.team_id = tm.team_id and s.user_id = tm.user_id
where tm.user_id is distinct from n.actor_id
  and (tm.role = 'admin' or tm.user_id = n.assignee_id)
  -- Settings once saved are the member's whole choice; without them, the defaults.
  and case when s.user_id is null then n.default_on
    else coalesce((s.settings ->> n.setting)::boolean, false) end`;

const QUEUE_TEAM_NOTICES = queueTeamNoticesSql('$1');

/** Queues the notices' messages in one prepared statement, whatever the team's size. */
export async function queueTeamNotices(db: Db, notices: TeamNotice[]): Promise<void> {
  await runStatement(db, {
    name: 'queue_case_work_emails',
    text: QUEUE_TEAM_NOTICES,
    values: [JSON.stringify(notices)],
  });
}
