import { aliasedTable, and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  alerts,
  attachments,
  giifNotificationReaders,
  giifNotificationSubjects,
  giifNotifications,
  parties,
  teamMembers,
  transactions,
  users,
} from '../../db/schema.js';

export type NotificationRow = typeof giifNotifications.$inferSelect;
export type NewNotification = typeof giifNotifications.$inferInsert;
export type SubjectPartyRow = typeof parties.$inferSelect;

/*
 * Notifications to GIIF (art. 74, 86, 89, 90) and who may see them. Every query is scoped by
 * the team; the service decides who of the team may call them (art. 54).
 */

/** Whether the member was named by an administrator to see the team's notifications. */
export async function isReader(db: Db, teamId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ user_id: giifNotificationReaders.user_id })
    .from(giifNotificationReaders)
    .innerJoin(
      teamMembers,
      and(
        eq(teamMembers.team_id, giifNotificationReaders.team_id),
        eq(teamMembers.user_id, giifNotificationReaders.user_id),
      ),
    )
    .where(
      and(eq(giifNotificationReaders.team_id, teamId), eq(giifNotificationReaders.user_id, userId)),
    );
  return row !== undefined;
}

/** The team's members, each with whether and since when they are named a reader. */
export async function membersWithReaders(db: Db, teamId: number) {
  return db
    .select({
      user_id: users.id,
      code: users.code,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: teamMembers.role,
      granted_at: giifNotificationReaders.granted_at,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .leftJoin(
      giifNotificationReaders,
      and(
        eq(giifNotificationReaders.team_id, teamMembers.team_id),
        eq(giifNotificationReaders.user_id, teamMembers.user_id),
      ),
    )
    .where(eq(teamMembers.team_id, teamId))
    .orderBy(asc(teamMembers.created_at), asc(users.email));
}

/** Replaces the team's readers with `userIds`, keeping the grant date of those who stay. */
export async function replaceReaders(
  db: Db,
  teamId: number,
  userIds: number[],
  grantedBy: number,
  now: Date,
) {
  await db.delete(giifNotificationReaders).where(
    and(
      eq(giifNotificationReaders.team_id, teamId),
      userIds.length > 0
        ? sql`${giifNotificationReaders.user_id} not in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  if (userIds.length === 0) return;
  await db
    .insert(giifNotificationReaders)
    .values(
      userIds.map((user_id) => ({
        team_id: teamId,
        user_id,
        granted_by: grantedBy,
        granted_at: now,
      })),
    )
    .onConflictDoNothing();
}

const createdBy = aliasedTable(users, 'created_by_user');
const sentBy = aliasedTable(users, 'sent_by_user');

/** A notification of the team by its code, with its authors and alert; locked when changed. */
export async function findNotification(db: Db, teamId: number, code: string, lock = false) {
  const query = db
    .select({
      notification: giifNotifications,
      created_by_email: createdBy.email,
      sent_by_email: sentBy.email,
      alert_code: alerts.code,
      alert_title: alerts.title,
    })
    .from(giifNotifications)
    .leftJoin(createdBy, eq(createdBy.id, giifNotifications.created_by))
    .leftJoin(sentBy, eq(sentBy.id, giifNotifications.sent_by))
    .leftJoin(alerts, eq(alerts.id, giifNotifications.alert_id))
    .where(and(eq(giifNotifications.team_id, teamId), eq(giifNotifications.code, code)));
  const [row] = await (lock ? query.for('update', { of: giifNotifications }) : query);
  return row;
}

export async function insertNotification(db: Db, row: NewNotification): Promise<number> {
  const [inserted] = await db
    .insert(giifNotifications)
    .values(row)
    .returning({ id: giifNotifications.id });
  return inserted!.id;
}

export async function updateNotification(db: Db, id: number, changes: Partial<NewNotification>) {
  await db.update(giifNotifications).set(changes).where(eq(giifNotifications.id, id));
}

/** Replaces a notification's subjects: its parties, then its transactions, in their order. */
export async function replaceSubjects(
  db: Db,
  notificationId: number,
  subjects: { partyIds: number[]; transactionIds: number[] },
) {
  await db
    .delete(giifNotificationSubjects)
    .where(eq(giifNotificationSubjects.notification_id, notificationId));
  const rows = [
    ...subjects.partyIds.map((party_id) => ({ party_id, transaction_id: null })),
    ...subjects.transactionIds.map((transaction_id) => ({ party_id: null, transaction_id })),
  ].map((row, position) => ({ ...row, notification_id: notificationId, position }));
  if (rows.length > 0) await db.insert(giifNotificationSubjects).values(rows);
}

/** A notification's parties with all they record (art. 36 data), in their order. */
export async function subjectParties(db: Db, notificationId: number) {
  const rows = await db
    .select({ party: parties })
    .from(giifNotificationSubjects)
    .innerJoin(parties, eq(parties.id, giifNotificationSubjects.party_id))
    .where(eq(giifNotificationSubjects.notification_id, notificationId))
    .orderBy(asc(giifNotificationSubjects.position));
  return rows.map((r) => r.party);
}

const transactionColumns = {
  id: transactions.id,
  code: transactions.code,
  type: transactions.type,
  status: transactions.status,
  amount: transactions.amount,
  currency: transactions.currency,
  booked_at: transactions.booked_at,
  description: transactions.description,
};

/** A notification's transactions, in their order. */
export async function subjectTransactions(db: Db, notificationId: number) {
  return db
    .select(transactionColumns)
    .from(giifNotificationSubjects)
    .innerJoin(transactions, eq(transactions.id, giifNotificationSubjects.transaction_id))
    .where(eq(giifNotificationSubjects.notification_id, notificationId))
    .orderBy(asc(giifNotificationSubjects.position));
}

/** The team's transactions by id (an alert's), with what a notification shows of them. */
export async function transactionsById(db: Db, teamId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(transactionColumns)
    .from(transactions)
    .where(
      and(
        eq(transactions.team_id, teamId),
        inArray(transactions.id, ids),
        isNull(transactions.deleted_at),
      ),
    );
}

/** The files kept for these parties and transactions (stored, not deleted), oldest first. */
export async function attachmentsOfOwners(
  db: Db,
  teamId: number,
  owners: { partyIds: number[]; transactionIds: number[] },
) {
  const of = (type: 'party' | 'transaction', ids: number[]) =>
    ids.length > 0
      ? and(eq(attachments.owner_type, type), inArray(attachments.owner_id, ids))
      : undefined;
  const ownedBy = [of('party', owners.partyIds), of('transaction', owners.transactionIds)].filter(
    Boolean,
  );
  if (ownedBy.length === 0) return [];
  return db
    .select({
      code: attachments.code,
      name: attachments.name,
      size: attachments.size,
      sha256: attachments.sha256,
      owner_type: attachments.owner_type,
      owner_id: attachments.owner_id,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.team_id, teamId),
        eq(attachments.status, 'stored'),
        isNull(attachments.deleted_at),
        isNull(attachments.file_removed_at),
        or(...ownedBy),
      ),
    )
    .orderBy(asc(attachments.created_at), asc(attachments.id));
}

/** Subject counts and the first three parties' names of each notification. */
const subjectSummary = sql<{ parties: number; transactions: number; names: string[] }>`(
  select json_build_object(
    'parties', count(s.party_id)::int,
    'transactions', count(s.transaction_id)::int,
    'names', coalesce(
      (array_agg(coalesce(nullif(p.name, ''), nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.code)
        order by s.position) filter (where p.id is not null))[1:3],
      array[]::text[]))
  from ${giifNotificationSubjects} s left join ${parties} p on p.id = s.party_id
  where s.notification_id = ${giifNotifications.id})`;

export async function listNotifications(
  db: Db,
  teamId: number,
  query: {
    kind?: NotificationRow['kind'];
    state?: NotificationRow['state'];
    page: number;
    page_size: number;
  },
) {
  const where = and(
    eq(giifNotifications.team_id, teamId),
    query.kind ? eq(giifNotifications.kind, query.kind) : undefined,
    query.state ? eq(giifNotifications.state, query.state) : undefined,
  );
  const rows = await db
    .select({
      notification: giifNotifications,
      created_by_email: users.email,
      subjects: subjectSummary,
    })
    .from(giifNotifications)
    .leftJoin(users, eq(users.id, giifNotifications.created_by))
    .where(where)
    .orderBy(desc(giifNotifications.created_at), desc(giifNotifications.id))
    .limit(query.page_size)
    .offset(query.page * query.page_size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(giifNotifications)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The art. 86 notifications naming a transaction that still hold it at `now`: a draft (the
 * transaction waits for the notification) or a sent one whose hold has not ended.
 */
export async function holdsOn(db: Db, transactionId: number, now: Date) {
  return db
    .select({ code: giifNotifications.code, hold_until: giifNotifications.hold_until })
    .from(giifNotificationSubjects)
    .innerJoin(
      giifNotifications,
      eq(giifNotifications.id, giifNotificationSubjects.notification_id),
    )
    .where(
      and(
        eq(giifNotificationSubjects.transaction_id, transactionId),
        eq(giifNotifications.kind, 'art86'),
        or(eq(giifNotifications.state, 'draft'), gt(giifNotifications.hold_until, now)),
      ),
    );
}
