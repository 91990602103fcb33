import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  sanctionEntries,
  sanctionEntryChanges,
  sanctionListVersions,
  sanctionRescreenJobs,
} from '../../../db/schema.js';
import type { ListEntry } from '../../../engines/sanctions-matching/index.js';

const UNFINISHED = ['queued', 'running'];

/** What one list version added, changed or removed: its list, the entries' ids, those in force. */
export async function readVersionChanges(
  db: Db,
  versionId: number,
): Promise<{ source: string; ids: string[]; entries: ListEntry[] }> {
  const [version] = await db
    .select({ source: sanctionListVersions.source })
    .from(sanctionListVersions)
    .where(eq(sanctionListVersions.id, versionId));
  const changed = await db
    .select({ source_id: sanctionEntryChanges.source_id })
    .from(sanctionEntryChanges)
    .where(eq(sanctionEntryChanges.version_id, versionId));
  const ids = changed.map((row) => row.source_id);
  const rows = ids.length
    ? await db
        .select({ data: sanctionEntries.data })
        .from(sanctionEntries)
        .where(
          and(
            eq(sanctionEntries.source, version!.source),
            inArray(sanctionEntries.source_id, ids),
            isNull(sanctionEntries.removed_version_id),
          ),
        )
    : [];
  return { source: version!.source, ids, entries: rows.map((row) => row.data) };
}

/**
 * The oldest unfinished re-screening job, held to the end of the transaction; one that another
 * process holds is skipped, so processes share the queue.
 */
export async function claimRescreenJob(tx: Db) {
  const [job] = await tx
    .select()
    .from(sanctionRescreenJobs)
    .where(inArray(sanctionRescreenJobs.status, UNFINISHED))
    .orderBy(asc(sanctionRescreenJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return job;
}

/** Records a batch screened: the job's cursor, total and count, done when `finished`. */
export async function advanceRescreenJob(
  tx: Db,
  jobId: number,
  batch: { finished: boolean; cursor: number; total: number; screened: number; now: Date },
): Promise<void> {
  await tx
    .update(sanctionRescreenJobs)
    .set({
      status: batch.finished ? 'done' : 'running',
      cursor: batch.cursor,
      total: batch.total,
      done: sql`least(${sanctionRescreenJobs.done} + ${batch.screened}, ${batch.total})`,
      updated_at: batch.now,
    })
    .where(eq(sanctionRescreenJobs.id, jobId));
}

/** Marks the unfinished jobs failed, with why (rather than retrying them forever). */
export async function failUnfinishedRescreens(db: Db, error: string, now: Date): Promise<void> {
  await db
    .update(sanctionRescreenJobs)
    .set({ status: 'failed', error, updated_at: now })
    .where(inArray(sanctionRescreenJobs.status, UNFINISHED));
}
