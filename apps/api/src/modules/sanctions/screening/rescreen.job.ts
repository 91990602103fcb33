import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps.js';
import type { Db } from '../../../db/client.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../../lib/background-loop.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { countAllParties, listAllPartiesAfter } from '../../parties/index.js';
import { screenAndAssessParty } from '../../parties/parties.service.js';
import { entryKey } from '../lists/index-holder.js';
import { buildIndex, type SanctionsIndex } from '../../../engines/sanctions-matching/index.js';
import {
  advanceRescreenJob,
  claimRescreenJob,
  failUnfinishedRescreens,
  readVersionChanges,
} from './rescreen.repository.js';
import { screenPartyAgainst } from './screening.service.js';

/** Parties screened per database transaction: a crash loses at most one batch, redone later. */
const BATCH = 200;
const SYSTEM: AuditActor = { userId: null, teamId: null, requestId: null, ip: null };

type Changes = { index: SanctionsIndex; keys: ReadonlySet<string> };

/** The entries one list version added, changed or removed, as a small index and their keys. */
async function changesOf(db: Db, versionId: number): Promise<Changes> {
  const { source, ids, entries } = await readVersionChanges(db, versionId);
  return {
    index: buildIndex(entries),
    keys: new Set(ids.map((id) => entryKey(source, id))),
  };
}

/**
 * Re-screens every team's parties after a list version changed, oldest version first, in
 * batches: each batch runs in one transaction holding the job's row lock, so any number of
 * processes can work the queue without screening a party twice. Only the entries the version
 * touched are screened against (see screenPartyAgainst); a party whose hits changed then goes
 * through the parties service's steps after a change (`screenAndAssessParty`: its company's
 * screening, then the assessment), which may raise alerts.
 */
export function createRescreenWorker(
  depsOf: () => AppDeps,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): BackgroundLoop {
  const cache = new Map<number, Changes>();

  async function work(): Promise<number> {
    const deps = depsOf();
    try {
      return await workOneBatch(deps);
    } catch (error) {
      // A job that cannot be done is marked failed (with why) instead of retried forever.
      const message = error instanceof Error ? error.message : String(error);
      await failUnfinishedRescreens(deps.db, message, deps.clock.now());
      throw error;
    }
  }

  async function workOneBatch(deps: AppDeps): Promise<number> {
    const lists = await deps.sanctions.current();
    if (!lists) return 0;
    return deps.db.transaction(async (tx) => {
      const job = await claimRescreenJob(tx);
      if (!job) return 0;
      const total = job.status === 'queued' ? await countAllParties(tx) : job.total;
      let changes = cache.get(job.id);
      if (!changes) {
        changes = await changesOf(tx, job.version_id);
        cache.clear();
        cache.set(job.id, changes);
      }
      const batch = await listAllPartiesAfter(tx, job.cursor, BATCH);
      for (const party of batch) {
        // 1. The party against the entries the version touched.
        const changed = await screenPartyAgainst(deps, tx, party, lists, SYSTEM, changes);
        // 2. Its hits changed: the steps after any change of a party, as the parties service
        // runs them. Its own screening is then up to date (nothing is screened twice); the
        // company of an owner or board member is screened against the lists now in force
        // unless it already was; then the party (or that company) is assessed again.
        if (changed) await screenAndAssessParty(deps, tx, party.id, SYSTEM);
      }
      const finished = batch.length < BATCH;
      await advanceRescreenJob(tx, job.id, {
        finished,
        cursor: batch.at(-1)?.id ?? job.cursor,
        total,
        screened: batch.length,
        now: deps.clock.now(),
      });
      if (finished) cache.delete(job.id);
      // Another job may wait behind this one: keep going until the queue is empty.
      return Math.max(batch.length, 1);
    });
  }

  return createBackgroundLoop({ name: 'Sanctions re-screening', work, intervalMs, log });
}
