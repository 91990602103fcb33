import type { SanctionListVersion } from '@aml/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sanctionListVersions, sanctionRescreenJobs } from '../../../db/schema.js';

type VersionRow = typeof sanctionListVersions.$inferSelect;

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
