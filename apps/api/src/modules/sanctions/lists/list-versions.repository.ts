import type { SanctionListVersion } from '@aml/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  sanctionEntries,
  sanctionEntryChanges,
  sanctionListVersions,
  sanctionRescreenJobs,
} from '../../../db/schema.js';

type VersionRow = typeof sanctionListVersions.$inferSelect;
type NewEntry = typeof sanctionEntries.$inferInsert;

export const toListVersion = (row: VersionRow): SanctionListVersion => ({
  source: row.source,
  version: row.version,
  origin: row.origin as SanctionListVersion['origin'],
  files: row.files,
  entry_count: row.entry_count,
  added_count: row.added_count,
  changed_count: row.changed_count,
  removed_count: row.removed_count,
  warnings: row.warnings,
  published_on: row.published_on,
  created_at: row.created_at.toISOString(),
});

/** The version in force of every list that has one. */
export async function currentVersions(db: Db): Promise<VersionRow[]> {
  return db
    .selectDistinctOn([sanctionListVersions.source])
    .from(sanctionListVersions)
    .orderBy(sanctionListVersions.source, desc(sanctionListVersions.version));
}

export async function listVersions(db: Db, source: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(sanctionListVersions)
    .where(eq(sanctionListVersions.source, source))
    .orderBy(desc(sanctionListVersions.version));
}

/** The newest version id of all lists: it changes exactly when any list gets a new version. */
export async function latestVersionId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${sanctionListVersions.id}), 0)` })
    .from(sanctionListVersions);
  return Number(row?.id ?? 0);
}

/** Re-screening jobs not finished, and the last ten finished, newest first. */
export async function recentRescreens(db: Db) {
  return db
    .select({
      source: sanctionListVersions.source,
      version: sanctionListVersions.version,
      status: sanctionRescreenJobs.status,
      done: sanctionRescreenJobs.done,
      total: sanctionRescreenJobs.total,
      error: sanctionRescreenJobs.error,
      updated_at: sanctionRescreenJobs.updated_at,
    })
    .from(sanctionRescreenJobs)
    .innerJoin(sanctionListVersions, eq(sanctionListVersions.id, sanctionRescreenJobs.version_id))
    .orderBy(desc(sanctionRescreenJobs.id))
    .limit(10);
}

/** One import at a time, to the end of the transaction: two would both number theirs n + 1. */
export async function lockImports(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7372020)`);
}

/** Every process rebuilds its in-memory index when the transaction commits. */
export async function announceNewVersions(tx: Db, channel: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, '')`);
}

/** A list's entries as stored (removed ones too): their ids and content hashes. */
export async function listEntryHashes(db: Db, source: string) {
  return db
    .select({
      source_id: sanctionEntries.source_id,
      hash: sanctionEntries.hash,
      removed: sanctionEntries.removed_version_id,
    })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.source, source));
}

/** The entries in force of every list (not removed). */
export async function listCurrentEntries(db: Db) {
  return db
    .select({ data: sanctionEntries.data, hash: sanctionEntries.hash })
    .from(sanctionEntries)
    .where(isNull(sanctionEntries.removed_version_id));
}

export async function findLatestVersion(db: Db, source: string): Promise<VersionRow | undefined> {
  const [latest] = await db
    .select()
    .from(sanctionListVersions)
    .where(eq(sanctionListVersions.source, source))
    .orderBy(sql`${sanctionListVersions.version} desc`)
    .limit(1);
  return latest;
}

/** Inserts the list's next version (numbered after its newest). */
export async function insertListVersion(
  tx: Db,
  values: Omit<typeof sanctionListVersions.$inferInsert, 'version'>,
): Promise<VersionRow> {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${sanctionListVersions.version}), 0) + 1` })
    .from(sanctionListVersions)
    .where(eq(sanctionListVersions.source, values.source))) as [{ next: number }];
  const [version] = await tx
    .insert(sanctionListVersions)
    .values({ ...values, version: Number(next) })
    .returning();
  return version!;
}

/** Writes entries added or changed by a version (an entry listed again loses its removal). */
export async function upsertEntries(tx: Db, entries: NewEntry[]): Promise<void> {
  await tx
    .insert(sanctionEntries)
    .values(entries)
    .onConflictDoUpdate({
      target: [sanctionEntries.source, sanctionEntries.source_id],
      set: {
        data: sql`excluded.data`,
        hash: sql`excluded.hash`,
        version_id: sql`excluded.version_id`,
        removed_version_id: sql`null`,
      },
    });
}

/** Marks a list's entries as removed by a version. */
export async function markEntriesRemoved(
  tx: Db,
  source: string,
  sourceIds: string[],
  versionId: number,
): Promise<void> {
  await tx
    .update(sanctionEntries)
    .set({ removed_version_id: versionId })
    .where(
      and(
        eq(sanctionEntries.source, source),
        isNull(sanctionEntries.removed_version_id),
        inArray(sanctionEntries.source_id, sourceIds),
      ),
    );
}

export async function insertEntryChanges(
  tx: Db,
  changes: Array<typeof sanctionEntryChanges.$inferInsert>,
): Promise<void> {
  await tx.insert(sanctionEntryChanges).values(changes);
}

/** Queues the re-screening of every team's parties after a new version. */
export async function queueRescreen(tx: Db, versionId: number, now: Date): Promise<void> {
  await tx.insert(sanctionRescreenJobs).values({ version_id: versionId, created_at: now });
}
