import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { AttachmentOwnerType } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { attachments, parties, teams, transactions, users } from '../../db/schema.js';
import type { RecordScope } from '../../policies/record.policy.js';
import { visible as visibleParty } from '../parties/index.js';
import { visibleTransaction } from '../transactions/index.js';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;
export type AttachmentWithAuthor = AttachmentRow & { author_email: string | null };

const withAuthor = (db: Db) =>
  db
    .select({ attachment: attachments, author_email: users.email })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.created_by))
    .$dynamic();

const flatten = (row: {
  attachment: AttachmentRow;
  author_email: string | null;
}): AttachmentWithAuthor => ({ ...row.attachment, author_email: row.author_email });

/** Shown to users: stored and not deleted. */
const shown = and(eq(attachments.status, 'stored'), isNull(attachments.deleted_at));

export async function insertAttachment(db: Db, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

export async function updateAttachment(db: Db, id: number, patch: Partial<NewAttachment>) {
  await db.update(attachments).set(patch).where(eq(attachments.id, id));
}

/** Only a row never shown (its upload failed or was cut short) is ever deleted. */
export async function deleteUnfinishedAttachment(db: Db, id: number) {
  await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.status, 'uploading')));
}

/** The attachments of one record, oldest first. */
export async function listAttachments(db: Db, ownerType: AttachmentOwnerType, ownerId: number) {
  const rows = await withAuthor(db)
    .where(and(eq(attachments.owner_type, ownerType), eq(attachments.owner_id, ownerId), shown))
    .orderBy(asc(attachments.created_at), asc(attachments.id));
  return rows.map(flatten);
}

export async function findAttachment(db: Db, teamId: number, code: string) {
  const [row] = await withAuthor(db).where(
    and(eq(attachments.team_id, teamId), eq(attachments.code, code), shown),
  );
  return row && flatten(row);
}

/** Uploads a crash cut short: rows still `uploading` that were begun before `before`. */
export function listUnfinishedUploads(db: Db, before: Date) {
  return db
    .select({ attachment: attachments, team_code: teams.code })
    .from(attachments)
    .innerJoin(teams, eq(teams.id, attachments.team_id))
    .where(and(eq(attachments.status, 'uploading'), lt(attachments.created_at, before)));
}

/** Files the integrity check looks at: every stored file not yet removed (of one team). */
export function listFilesToCheck(db: Db, afterId: number, limit: number, teamId?: number) {
  return db
    .select({ attachment: attachments, team_code: teams.code })
    .from(attachments)
    .innerJoin(teams, eq(teams.id, attachments.team_id))
    .where(
      and(
        eq(attachments.status, 'stored'),
        isNull(attachments.file_removed_at),
        gt(attachments.id, afterId),
        teamId === undefined ? undefined : eq(attachments.team_id, teamId),
      ),
    )
    .orderBy(asc(attachments.id))
    .limit(limit);
}

/** Files found as uploaded: intact again if they were not, and when that was seen. */
export async function markChecked(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(attachments)
    .set({ integrity: 'ok', integrity_checked_at: now })
    .where(inArray(attachments.id, ids));
}

/** Whether the party `id` is one the scope sees. */
export async function partyVisible(db: Db, scope: RecordScope, id: number) {
  const rows = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(visibleParty(scope), eq(parties.id, id)));
  return rows.length > 0;
}

/** Whether the transaction `id` is one the scope sees. */
export async function transactionVisible(db: Db, scope: RecordScope, id: number) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(visibleTransaction(scope), eq(transactions.id, id)));
  return rows.length > 0;
}
