import type { FastifyBaseLogger } from 'fastify';
import type { Backtest, CreateBacktest } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { addDays, warsawDayStart } from '../../lib/warsaw-time.js';
import { recordAudit } from '../audit/audit.service.js';
import { institutionTypeOf } from '../company/company.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { scopeOf } from '../../policies/record.policy.js';
import { findVisibleTransactions } from '../transactions/index.js';
import { BacktestReplay } from './backtest-replay.js';
import {
  claimBacktest,
  countReplayed,
  findBacktest,
  finishBacktest,
  insertBacktest,
  listBacktests as listSetBacktests,
  readDescriptionHits,
  readPartyHits,
  readReplayPage,
  readReplayParties,
  readSeedActivity,
  recordProgress,
  releaseBacktest,
  updateBacktest,
  type BacktestRow,
} from './backtests.repository.js';
import { compileVersion } from '../rule-sets/index.js';
import {
  findRuleSetVersion,
  findRuleSetVersionById,
  requireRuleSet,
} from '../rule-sets/rule-sets.service.js';

/** Transactions read per page; progress, cancellation and stopping are checked between pages. */
const PAGE = 10_000;
/** A running back-test not heard of for this long was left by a stopped process: taken again. */
const STALE_MS = 60_000;

type Described = NonNullable<Awaited<ReturnType<typeof findBacktest>>>;
type Summarised = Awaited<ReturnType<typeof listSetBacktests>>[number];

/** A back-test as a list shows it: everything but the results. */
function toSummary({
  backtest,
  rule_set,
  version,
  created_by_email,
}: Summarised): Omit<Backtest, 'results'> {
  return {
    code: backtest.code,
    rule_set,
    version,
    booked_from: backtest.booked_from,
    booked_to: backtest.booked_to,
    status: backtest.status as Backtest['status'],
    processed: backtest.processed,
    total: backtest.total,
    error: backtest.error,
    created_by: created_by_email,
    created_at: backtest.created_at.toISOString(),
    started_at: backtest.started_at?.toISOString() ?? null,
    finished_at: backtest.finished_at?.toISOString() ?? null,
  };
}

const toBacktest = (described: Described): Backtest => ({
  ...toSummary(described),
  results: described.backtest.results ?? null,
});

async function requireBacktest(deps: AppDeps, auth: TeamContext, code: string) {
  const found = await findBacktest(deps.db, auth.teamId, code);
  if (!found) throw notFound('Back-test');
  return found;
}

const entity = (code: string) => ({ entityType: 'backtest', entityCode: code });

/** POST /int/rule-sets/{id}/backtests: queues a run of a version over a period. */
export async function createBacktest(
  deps: AppDeps,
  auth: TeamContext,
  ruleSetCode: string,
  input: CreateBacktest,
): Promise<Backtest> {
  const ruleSet = await requireRuleSet(deps.db, auth, ruleSetCode);
  const version = await findRuleSetVersion(
    deps.db,
    ruleSet.id,
    input.version ?? ruleSet.current_version,
  );
  if (!version) throw notFound('Rule set version');
  const now = deps.clock.now();
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    await insertBacktest(tx, {
      team_id: auth.teamId,
      code,
      rule_set_id: ruleSet.id,
      rule_set_version_id: version.id,
      booked_from: input.booked_from,
      booked_to: input.booked_to,
      status: 'queued',
      created_by: auth.userId,
      created_at: now,
    });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'created',
      changes: { rule_set: ruleSet.code, version: version.version, ...input },
    });
  });
  void deps.backtests.kick();
  return toBacktest(await requireBacktest(deps, auth, code));
}

/** GET /int/rule-sets/{id}/backtests: the set's back-tests, newest first, without results. */
export async function listBacktests(deps: AppDeps, auth: TeamContext, ruleSetCode: string) {
  const ruleSet = await requireRuleSet(deps.db, auth, ruleSetCode);
  const rows = await listSetBacktests(deps.db, ruleSet.id);
  return {
    items: rows.map(toSummary),
  };
}

export async function getBacktest(deps: AppDeps, auth: TeamContext, code: string) {
  const backtest = toBacktest(await requireBacktest(deps, auth, code));
  return { ...backtest, results: await visibleResults(deps, auth, backtest.results) };
}

/**
 * The results as the caller may read them: the transactions a rule lists follow their own
 * visibility (a self-viewing member sees only the ones they recorded); the counts are the
 * rule's over the period, as an administrator tuning the rules reads them.
 */
async function visibleResults(
  deps: AppDeps,
  auth: TeamContext,
  results: Backtest['results'],
): Promise<Backtest['results']> {
  const scope = scopeOf(auth);
  if (!results || scope.ownerId === null) return results;
  const listed = [
    ...new Set(results.rules.flatMap((rule) => rule.transactions.map((t) => t.code))),
  ];
  const visible = new Set(
    listed.length === 0
      ? []
      : (await findVisibleTransactions(deps.db, scope, listed)).map((row) => row.code),
  );
  return {
    ...results,
    rules: results.rules.map((rule) => ({
      ...rule,
      transactions: rule.transactions.filter((transaction) => visible.has(transaction.code)),
    })),
  };
}

/** POST /int/backtests/{id}/cancel: a waiting or running back-test stops at its next page. */
export async function cancelBacktest(deps: AppDeps, auth: TeamContext, code: string) {
  const found = await requireBacktest(deps, auth, code);
  if (!['queued', 'running'].includes(found.backtest.status)) {
    throw new AppError(409, 'backtest_finished', 'The back-test has already finished');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateBacktest(tx, found.backtest.id, { status: 'canceled', finished_at: now });
    await recordAudit(tx, auth, now, { ...entity(code), action: 'canceled' });
  });
  return getBacktest(deps, auth, code);
}

/**
 * Runs one claimed back-test to its end, or until it is canceled; when this process stops
 * (`signal`), it is put back in the queue at the next page.
 */
async function run(deps: AppDeps, job: BacktestRow, signal: AbortSignal) {
  const { db } = deps;
  const version = (await findRuleSetVersionById(db, job.rule_set_version_id))!;
  const start = warsawDayStart(job.booked_from);
  const end = warsawDayStart(addDays(job.booked_to, 1));
  const institutionType = await institutionTypeOf(db, job.team_id);
  const listsImported = (await deps.sanctions.current()) !== null;
  const replay = new BacktestReplay(compileVersion(version), {
    now: deps.clock.now(),
    institutionType,
    listsImported,
    parties: await readReplayParties(db, job.team_id),
    partyHits: listsImported ? await readPartyHits(db, job.team_id) : new Map(),
    descriptionHits: listsImported
      ? await readDescriptionHits(db, job.team_id, start, end)
      : new Map(),
  });
  replay.seed(await readSeedActivity(db, job.team_id, start, addDays(job.booked_from, -31)));
  const total = await countReplayed(db, job.team_id, start, end);
  await updateBacktest(db, job.id, { total });

  let after: { booked_at: string; id: string } | null = null;
  // The next page is read while this one is evaluated.
  let next = readReplayPage(db, job.team_id, start, end, after, PAGE);
  for (;;) {
    const page = await next;
    if (page.length === 0) break;
    const last = page.at(-1)!;
    after = { booked_at: last.booked_at, id: last.id };
    next = readReplayPage(db, job.team_id, start, end, after, PAGE);
    for (const row of page) replay.replay(row);
    const status = await recordProgress(db, job.id, replay.processed, deps.clock.now());
    if (status !== 'running' || signal.aborted) {
      await next.catch(() => []);
      if (status === 'running') await releaseBacktest(db, job.id);
      return;
    }
  }
  await finishBacktest(db, job.id, {
    status: 'done',
    processed: replay.processed,
    results: replay.results(),
    finished_at: deps.clock.now(),
  });
}

/**
 * The back-test queue, worked by every API process (started by main.ts; kicked when one is
 * queued): a failed run is marked failed with why, not retried forever.
 */
export function createBacktestWorker(
  depsOf: () => AppDeps,
  log: FastifyBaseLogger,
  intervalMs = 30_000,
): BackgroundLoop {
  return createBackgroundLoop({
    name: 'Back-tests',
    intervalMs,
    log,
    work: async (signal) => {
      const deps = depsOf();
      const now = deps.clock.now();
      const job = await claimBacktest(deps.db, now, new Date(now.getTime() - STALE_MS));
      if (!job) return 0;
      try {
        await run(deps, job, signal);
      } catch (error) {
        log.error({ err: error, backtest: job.code }, 'Back-test failed');
        await finishBacktest(deps.db, job.id, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
          finished_at: deps.clock.now(),
        });
      }
      return 1;
    },
  });
}
