import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, users } from '../../db/schema.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;
export type CommentWithAuthor = CommentRow & { author_email: string | null };

const withAuthor = (db: Db) =>
  db
    .select({ comment: comments, author_email: users.email })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.author_id))
    .$dynamic();

const flatten = (row: { comment: CommentRow; author_email: string | null }): CommentWithAuthor => ({
  ...row.comment,
  author_email: row.author_email,
});

export async function insertComment(db: Db, values: NewComment): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning();
  return row!;
}

export async function updateComment(db: Db, id: number, patch: Partial<NewComment>) {
  await db.update(comments).set(patch).where(eq(comments.id, id));
}

/** The comments of one record, oldest first. */
export async function listComments(db: Db, entityType: string, entityId: number) {
  const rows = await withAuthor(db)
    .where(
      and(
        eq(comments.entity_type, entityType),
        eq(comments.entity_id, entityId),
        isNull(comments.deleted_at),
      ),
    )
    .orderBy(asc(comments.created_at), asc(comments.id));
  return rows.map(flatten);
}

export async function findComment(db: Db, teamId: number, code: string) {
  const [row] = await withAuthor(db).where(
    and(eq(comments.team_id, teamId), eq(comments.code, code), isNull(comments.deleted_at)),
  );
  return row && flatten(row);
}
