import type { FastifyBaseLogger } from 'fastify';
import type { Conversion, FetchRatesResultSchema, RateSource } from '@aml/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import type { Clock } from '../../lib/clock.js';
import { createOutageLog } from '../../lib/outage-log.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service.js';
import { convertWith, currenciesNeeded } from './conversion.js';
import { addDays } from '../../lib/warsaw-time.js';
import { NbpUnavailableError, type NbpClient } from './nbp-client.js';
import {
  findCoverage,
  findRateOn,
  latestNbpDate,
  listPendingEurGroups,
  listPendingEurTransactions,
  nbpCurrencies,
  raiseCoverage,
  setTransactionEur,
  upsertRates,
} from './rates.repository.js';

export type FetchRatesResult = z.infer<typeof FetchRatesResultSchema>;

/** The table number stored with rates an administrator entered or imported. */
export const MANUAL_TABLE = 'manual';

/** Who acts when no one asked: the hourly job. Rates are not team data (team null). */

/**
 * What `amount` of `currency` is worth in EUR on `day` (the booking day in Warsaw, art. 5):
 * all nulls while a rate it needs is not known yet.
 */
export async function convertToEur(
  db: Db,
  amount: string,
  currency: string,
  day: string,
): Promise<Conversion> {
  const code = currency.toUpperCase();
  const needed = currenciesNeeded(code);
  if (needed.length === 0) return convertWith(amount, code, day, { coverage: new Map() });
  const [coverage, eur, rate] = await Promise.all([
    findCoverage(db, needed),
    findRateOn(db, 'EUR', day),
    code === 'PLN' ? undefined : findRateOn(db, code, day),
  ]);
  return convertWith(amount, code, day, { coverage, eur, rate });
}

export type RateInput = {
  currency: string;
  effective_date: string;
  mid: string;
  table_no?: string;
};

/**
 * Stores rates (replacing a currency's rate of the same day) and raises coverage: a manual rate
 * raises its currency's coverage to its day (EUR's only with EUR rows); NBP rates raise every
 * table A currency to `checkedThrough`, when the fetched range joins the known one.
 */
export async function storeRates(
  db: Db,
  rows: RateInput[],
  source: RateSource,
  options: { userId?: number | null; now: Date; checkedThrough?: string; from?: string },
): Promise<number> {
  // One row per currency and day (the last given wins): an upsert cannot touch a row twice.
  const unique = [
    ...new Map(rows.map((row) => [`${row.currency}|${row.effective_date}`, row])).values(),
  ];
  const stored = await upsertRates(
    db,
    unique.map((row) => ({
      currency: row.currency,
      effective_date: row.effective_date,
      mid: row.mid,
      table_no: source === 'manual' ? MANUAL_TABLE : (row.table_no ?? MANUAL_TABLE),
      source,
      created_by: options.userId ?? null,
    })),
    options.now,
  );
  if (source === 'manual') {
    const latest = new Map<string, string>();
    for (const row of rows) {
      const day = latest.get(row.currency);
      if (!day || row.effective_date > day) latest.set(row.currency, row.effective_date);
    }
    const byDay = new Map<string, string[]>();
    for (const [currency, day] of latest) byDay.set(day, [...(byDay.get(day) ?? []), currency]);
    for (const [day, currencies] of byDay) await raiseCoverage(db, currencies, day, options.now);
  } else if (options.checkedThrough && options.from) {
    // Nothing was learnt about the days before `from`.
    if (options.checkedThrough >= addDays(options.from, -1)) {
      const currencies = new Set([...(await nbpCurrencies(db)), ...rows.map((r) => r.currency)]);
      await raiseCoverage(db, [...currencies], options.checkedThrough, options.now, options.from);
    }
  }
  return stored;
}

const COMPLETE_BATCH = 500;

/**
 * What follows a completed EUR value in the same database transaction: the transaction counts
 * in its parties' aggregates from now on and is assessed again (transactions module).
 */
export type EurCompleted = (tx: Db, transactionId: number, actor: AuditActor) => Promise<void>;

/**
 * One pass over the transactions whose EUR value is pending: those whose rates are now known
 * get their value (audited on the transaction) and are assessed again. Answers how many were
 * completed.
 */
export async function completePendingEur(
  db: Db,
  options: { now?: Date; actor?: AuditActor; onCompleted: EurCompleted },
): Promise<number> {
  const now = options.now ?? new Date();
  const actor = options.actor ?? SYSTEM_ACTOR;
  let completed = 0;
  for (const group of await listPendingEurGroups(db)) {
    const pending = await listPendingEurTransactions(db, group.currency, group.booked_on);
    if (pending.length === 0) continue;
    // The rates are the same for the whole group: skip it at once while they are unknown.
    const probe = await convertToEur(db, pending[0]!.amount, group.currency, group.booked_on);
    if (probe.amount_eur === null) continue;
    for (let i = 0; i < pending.length; i += COMPLETE_BATCH) {
      await db.transaction(async (tx) => {
        for (const row of pending.slice(i, i + COMPLETE_BATCH)) {
          const conversion = await convertToEur(tx, row.amount, group.currency, group.booked_on);
          if (conversion.amount_eur === null) continue;
          const values = { ...conversion, amount_eur: conversion.amount_eur };
          if (!(await setTransactionEur(tx, row.id, values))) continue;
          await recordAudit(tx, actor, now, {
            entityType: 'transaction',
            entityCode: row.code,
            action: 'eur_completed',
            changes: { amount_eur: [null, values.amount_eur], rate_table: values.rate_table },
            teamId: row.team_id,
          });
          await options.onCompleted(tx, row.id, actor);
          completed += 1;
        }
      });
    }
  }
  return completed;
}

/** Asks NBP for the tables of [from, to], stores them, raises coverage, completes pending. */
export async function fetchAndStoreRates(
  deps: { db: Db; clock: Clock; client: NbpClient; onEurCompleted: EurCompleted },
  from: string,
  to: string,
  actor: AuditActor,
  signal?: AbortSignal,
): Promise<FetchRatesResult> {
  const fetched = await deps.client.fetchTables(from, to, signal);
  const now = deps.clock.now();
  const stored = await deps.db.transaction(async (tx) => {
    const count = await storeRates(tx, fetched.rows, 'nbp', {
      userId: actor.userId,
      now,
      checkedThrough: fetched.checkedThrough,
      from,
    });
    // The hourly job audits what it stored, not every empty look.
    if (count > 0 || actor.userId !== null) {
      await recordAudit(tx, actor, now, {
        entityType: 'exchange_rates',
        entityCode: null,
        action: 'fetched',
        changes: {
          source: 'nbp',
          from,
          to,
          stored: count,
          checked_through: fetched.checkedThrough,
        },
        teamId: null,
      });
    }
    return count;
  });
  const completed = await completePendingEur(deps.db, {
    now,
    actor,
    onCompleted: deps.onEurCompleted,
  });
  return { stored, checked_through: fetched.checkedThrough, completed };
}

/**
 * The hourly NBP job: from the newest stored NBP table (or 30 days back, or the day after EUR's
 * coverage when that is earlier, so no gap is left) to today. Failures are logged, not thrown:
 * NBP out of reach is one warning when it starts (or its reason changes) and one line when it
 * ends, not a warning every hour; with NBP_FETCH_ENABLED=false, one line at start says so.
 */
export function createRatesUpdater(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  client: NbpClient;
  onEurCompleted: EurCompleted;
  enabled: boolean;
  intervalMs?: number;
  /** The administrator's page where rates are entered or imported, named in the log. */
  manualEntryUrl?: string;
}): BackgroundLoop & { runOnce: (signal?: AbortSignal) => Promise<FetchRatesResult | null> } {
  const { db, clock, log, client, onEurCompleted } = options;
  const outages = createOutageLog<'nbp'>();
  const byHand = `an administrator can enter them or import a CSV on ${
    options.manualEntryUrl ?? 'the Exchange rates page'
  }`;

  async function runOnce(signal?: AbortSignal): Promise<FetchRatesResult | null> {
    const today = warsawDay(clock.now());
    let from = (await latestNbpDate(db)) ?? addDays(today, -30);
    const eurCoverage = (await findCoverage(db, ['EUR'])).get('EUR');
    if (eurCoverage && addDays(eurCoverage, 1) < from) from = addDays(eurCoverage, 1);
    if (from > today) from = today;
    try {
      const result = await fetchAndStoreRates(
        { db, clock, client, onEurCompleted },
        from,
        today,
        SYSTEM_ACTOR,
        signal,
      );
      const ended = outages.recovered('nbp');
      if (ended !== undefined) log.info(`NBP exchange rates can be fetched again (was: ${ended})`);
      // Most hours bring nothing new: only what changed something is worth a line.
      if (result.stored > 0 || result.completed > 0) {
        log.info({ from, to: today, ...result }, 'NBP exchange rates updated');
      } else {
        log.debug({ from, to: today, ...result }, 'NBP exchange rates checked, nothing new');
      }
      return result;
    } catch (error) {
      // The server is stopping: the next start fetches again.
      if (signal?.aborted) return null;
      if (!(error instanceof NbpUnavailableError)) {
        // Not NBP's answer but ours (the database): a bug or an outage to see every time.
        log.error({ err: error, from, to: today }, 'NBP exchange rates could not be stored');
      } else if (outages.failed('nbp', error.message)) {
        log.warn(
          `NBP exchange rates cannot be fetched: ${error.message}. EUR values wait for ` +
            `rates: ${byHand}, or set NBP_FETCH_ENABLED=false to stop trying. ` +
            'Tried again every hour; logged again when this changes.',
        );
      } else {
        log.debug({ reason: error.message }, 'NBP exchange rates still cannot be fetched');
      }
      return null;
    }
  }

  const loop = createBackgroundLoop({
    name: 'NBP exchange rates updater',
    // Never "found more work": one run per tick.
    work: async (signal) => {
      await runOnce(signal);
      return 0;
    },
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    log,
  });
  return {
    ...loop,
    start: () => {
      if (options.enabled) loop.start();
      else log.info(`NBP exchange rates are not fetched (NBP_FETCH_ENABLED=false): ${byHand}`);
    },
    runOnce,
  };
}
