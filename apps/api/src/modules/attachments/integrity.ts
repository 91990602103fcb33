import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { message } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service.js';
import { raiseAlert } from '../case-work/index.js';
import { saveTeamStorage, type FileStore, type TeamRef } from '../storage/index.js';
import { FileMeter } from './attachment-file.js';
import {
  deleteUnfinishedAttachment,
  listFilesToCheck,
  listUnfinishedUploads,
  markChecked,
  updateAttachment,
  type AttachmentRow,
} from './attachments.repository.js';
import { ownerKind } from './owners.js';

export type IntegrityFinding = 'missing' | 'changed';

/**
 * Records that a file was removed or changed in its store by someone outside the application,
 * and raises the alert an officer must act on (one open alert per file: raising it again while
 * it is open changes nothing).
 */
export async function reportIntegrity(
  deps: AppDeps,
  row: AttachmentRow,
  finding: IntegrityFinding,
  actor: AuditActor,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateAttachment(tx, row.id, { integrity: finding, integrity_checked_at: now });
    if (row.integrity !== finding) {
      await recordAudit(tx, actor, now, {
        entityType: 'attachment',
        entityCode: row.code,
        action: 'integrity_failed',
        changes: { finding, name: row.name, sha256: row.sha256, size: row.size },
        teamId: row.team_id,
      });
    }
    await raiseAlert(deps, tx, {
      teamId: row.team_id,
      source: 'storage_integrity',
      subjectKey: `attachment:${row.id}`,
      severity: 'high',
      title: message(
        finding === 'missing'
          ? 'alert.storage.file_missing_title'
          : 'alert.storage.file_changed_title',
        { name: row.name },
      ),
      explanation: message('alert.storage.explanation', {
        finding,
        name: row.name,
        sha256: row.sha256,
        size: row.size,
        uploaded_at: row.created_at.toISOString(),
      }),
      ...(await ownerKind(row.owner_type).alertLink(tx, row.owner_id)),
      actor,
    });
  });
  deps.emails.sendSoon();
}

const CHECK_BATCH = 200;
const CLOCK_SKEW_MS = 5 * 60_000;
/** Where other processes may be uploading, a row this long `uploading` was cut short. */
const UPLOAD_ABANDONED_MS = 60 * 60_000;
const FILE_CHECK_INTERVAL_MS = 24 * 60 * 60_000;

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Compares one stored file with its row: gone, another size, a SHA-256 the store reports that
 * differs, or, where the store keeps none, bytes changed since the upload (re-read, hashed).
 */
async function findingOf(
  store: FileStore,
  team: TeamRef,
  row: AttachmentRow,
): Promise<IntegrityFinding | null> {
  const found = await store.stat(team, row.store_ref!);
  if (!found) return 'missing';
  if (found.size !== row.size) return 'changed';
  if (found.sha256) return found.sha256 === row.sha256 ? null : 'changed';
  // The store's clock (S3's, a drive's) may run a little ahead of ours: a few minutes' grace,
  // or every file would be read again every day.
  const storedAt = (row.stored_at ?? row.created_at).getTime() + CLOCK_SKEW_MS;
  if (!found.modifiedAt || found.modifiedAt.getTime() <= storedAt) return null;
  const meter = new FileMeter();
  await pipeline(await store.get(team, row.store_ref!), meter, discard());
  return meter.sha256() === row.sha256 ? null : 'changed';
}

export type CheckResult = { checked: number; failed: number };

/**
 * Checks every stored file (of one team, or of all), raising the integrity alert for each one
 * removed or changed outside the application, and keeps each team's result for the storage
 * page. A file whose store cannot be reached now is left for the next check, and logged.
 */
export async function checkFiles(
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: { teamId?: number; signal?: AbortSignal } = {},
): Promise<Map<number, CheckResult>> {
  const results = new Map<number, CheckResult>();
  // A team asking with no files still gets its (empty) result recorded.
  if (options.teamId !== undefined) results.set(options.teamId, { checked: 0, failed: 0 });
  let afterId = 0;
  while (!options.signal?.aborted) {
    const batch = await listFilesToCheck(deps.db, afterId, CHECK_BATCH, options.teamId);
    if (batch.length === 0) break;
    const intact: number[] = [];
    for (const { attachment: row, team_code } of batch) {
      afterId = row.id;
      const result = results.get(row.team_id) ?? { checked: 0, failed: 0 };
      results.set(row.team_id, result);
      const team = { id: row.team_id, code: team_code };
      // A store the installation no longer has throws here too: logged, the check goes on.
      const finding = await Promise.resolve()
        .then(() => findingOf(deps.stores.get(row.store), team, row))
        .catch((error: unknown) => {
          log.warn({ attachment: row.code, err: error }, 'A stored file could not be checked');
          return undefined;
        });
      if (finding === undefined) continue;
      result.checked += 1;
      if (finding === null) intact.push(row.id);
      else {
        result.failed += 1;
        await reportIntegrity(deps, row, finding, { ...SYSTEM_ACTOR, teamId: row.team_id });
      }
    }
    await markChecked(deps.db, intact, deps.clock.now());
  }
  const now = deps.clock.now();
  for (const [teamId, result] of results) {
    await saveTeamStorage(
      deps.db,
      teamId,
      { checked_at: now, checked_files: result.checked, failed_files: result.failed },
      now,
    );
  }
  return results;
}

/**
 * Removes what uploads cut short by a crash left: their rows (never shown) and any file put
 * under their names. With the embedded database this process is the only one, so every such
 * row begun before its start is abandoned; on a server, rows older than an hour.
 */
export async function finishInterruptedUploads(
  deps: AppDeps,
  log: FastifyBaseLogger,
  before: Date,
): Promise<number> {
  const rows = await listUnfinishedUploads(deps.db, before);
  for (const { attachment: row, team_code } of rows) {
    const team = { id: row.team_id, code: team_code };
    try {
      const store = deps.stores.get(row.store);
      const ref = await store.locate(team, row.code);
      if (ref) await store.delete(team, ref);
      await store.discardPartials?.(team, row.code);
      await deleteUnfinishedAttachment(deps.db, row.id);
    } catch (error) {
      log.warn({ attachment: row.code, err: error }, 'An interrupted upload could not be cleaned');
    }
  }
  return rows.length;
}

/**
 * The daily check of every team's files, run first at each start (after the interrupted
 * uploads are cleaned) and then once a day.
 */
export function createFileChecker(
  depsOf: () => AppDeps,
  log: FastifyBaseLogger,
  options: { soleProcess: boolean; startedAt: Date },
): BackgroundLoop {
  return createBackgroundLoop({
    name: 'File integrity check',
    intervalMs: FILE_CHECK_INTERVAL_MS,
    log,
    work: async (signal) => {
      const deps = depsOf();
      const before = options.soleProcess
        ? options.startedAt
        : new Date(deps.clock.now().getTime() - UPLOAD_ABANDONED_MS);
      await finishInterruptedUploads(deps, log, before);
      await checkFiles(deps, log, { signal });
      return 0;
    },
  });
}
