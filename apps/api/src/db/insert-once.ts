import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import type { alerts, tasks } from './schema.js';

/** Case-work tables: one open record per team, source and subject (a partial unique index). */
type CaseTable = typeof alerts | typeof tasks;

/**
 * The predicate of the table's partial unique index on open (team, source, subject). The
 * statuses are written as literals, as in the index: PostgreSQL matches ON CONFLICT to a
 * partial index only when it can prove the predicate, which bound parameters would hide.
 * They are the module's constants, never user input.
 */
const openSubject = (table: CaseTable, openStatuses: readonly string[]): SQL => {
  const statuses = sql.raw(openStatuses.map((status) => `'${status}'`).join(', '));
  return sql`${table.subject_key} is not null and ${table.deleted_at} is null and ${table.status} in (${statuses})`;
};

/**
 * Inserts the record unless one of the same team, source and subject is open; then answers
 * that one and `created: false`. Safe under concurrency: the unique index decides, not a read.
 */
export async function insertOnce<T extends CaseTable>(
  db: Db,
  table: T,
  openStatuses: readonly string[],
  values: T['$inferInsert'],
): Promise<{ row: T['$inferSelect']; created: boolean }> {
  const open = openSubject(table, openStatuses);
  const [created] = await db
    .insert(table as CaseTable)
    .values(values as never)
    .onConflictDoNothing({ target: [table.team_id, table.source, table.subject_key], where: open })
    .returning();
  if (created) return { row: created as T['$inferSelect'], created: true };
  const [existing] = await db
    .select()
    .from(table as CaseTable)
    .where(
      and(
        eq(table.team_id, values.team_id),
        eq(table.source, values.source!),
        eq(table.subject_key, values.subject_key!),
        open,
      ),
    );
  return { row: existing as T['$inferSelect'], created: false };
}
