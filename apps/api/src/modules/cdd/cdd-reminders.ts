import type { FastifyBaseLogger } from 'fastify';
import { message, partyDisplayName } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { addDays, addMonths, lastDayOfMonth, warsawDay } from '../../lib/warsaw-time.js';
import { SYSTEM_ACTOR } from '../audit/audit.service.js';
import { raiseAlert, raiseTask } from '../case-work/index.js';
import type { Db } from '../../db/client.js';
import type { PartyRow } from '../parties/index.js';
import { cddRiskLevel } from './cdd-choice.js';
import { openMany, triggerCdd } from './cdd-open.js';
import { teamCddSettings, type TeamCddSettings } from './cdd-settings.service.js';
import {
  claimDueExecutions,
  lockRunningOf,
  partiesByIds,
  partiesWithPep,
  type DueExecution,
} from './cdd.repository.js';

/** The day a renewal's reminder is raised: one month before it is due (spec section 5). */
export const reminderDay = (due: string) => addMonths(due, -1);

/**
 * The latest due date whose reminder day has come by `today`: `reminderDay(due) <= today`
 * exactly when `due <= reminderHorizon(today)`. On the last day of a month every due date to
 * the end of the next month has come (31 March is reminded on 28 February), so the job can
 * read due dates from an index instead of working out each row's reminder day.
 */
export function reminderHorizon(today: string): string {
  return today === lastDayOfMonth(today)
    ? lastDayOfMonth(addMonths(today, 1))
    : addMonths(today, 1);
}

const BATCH = 50;
const WORKERS = 4;

type Batch = {
  rows: DueExecution[];
  parties: Map<number, PartyRow>;
  settings: (teamId: number) => Promise<TeamCddSettings>;
};

/** The parties and the teams' settings a batch of claimed executions needs, read once. */
async function batchOf(tx: Db, rows: DueExecution[]): Promise<Batch> {
  const parties = new Map(
    (
      await partiesByIds(
        tx,
        rows.map((row) => row.party_id),
      )
    )
      // A deleted or rejected party is no customer to review again.
      .filter((party) => !party.deleted_at && party.status !== 'rejected')
      .map((party) => [party.id, party]),
  );
  const settings = new Map<number, Promise<TeamCddSettings>>();
  return {
    rows: rows.filter((row) => parties.has(row.party_id)),
    parties,
    settings: (teamId) => {
      if (!settings.has(teamId)) settings.set(teamId, teamCddSettings(tx, teamId));
      return settings.get(teamId)!;
    },
  };
}

/**
 * Reminders of claimed executions: a task for each party's owner (the team admins are told
 * by e-mail per their notification settings), and the renewal trigger: by the team's settings
 * it opens the next execution (all of a team's at once), or the reminder task is the one
 * asking for it; an execution already in progress records it.
 */
async function remind(deps: AppDeps, tx: Db, batch: Batch) {
  const running = await lockRunningOf(tx, [...batch.parties.keys()]);
  const withPep = await partiesWithPep(tx, [...batch.parties.keys()]);
  const toOpen = new Map<number, Array<{ party: PartyRow; detail: Record<string, string> }>>();
  for (const due of batch.rows) {
    const party = batch.parties.get(due.party_id)!;
    const actor = { ...SYSTEM_ACTOR, teamId: due.team_id };
    await raiseTask(deps, tx, {
      teamId: due.team_id,
      source: 'cdd',
      subjectKey: `cdd:renewal:${due.id}`,
      title: message('task.cdd.renewal_title', {
        name: partyDisplayName(party),
        due_on: due.next_due_date,
      }),
      priority: 'normal',
      dueDate: due.next_due_date,
      partyId: party.id,
      assigneeId: party.created_by,
      actor,
    });
    const detail = { due_on: due.next_due_date, previous: due.code };
    const settings = await batch.settings(due.team_id);
    if (running.has(party.id)) {
      await triggerCdd(deps, tx, { partyId: party.id, trigger: 'renewal_due', detail, actor });
    } else if (settings.triggers.renewal_due === 'execution') {
      toOpen.set(due.team_id, [...(toOpen.get(due.team_id) ?? []), { party, detail }]);
      running.add(party.id);
    }
  }
  for (const [teamId, items] of toOpen) {
    await openMany(deps, tx, {
      items,
      trigger: 'renewal_due',
      settings: await batch.settings(teamId),
      withPep,
      actor: { ...SYSTEM_ACTOR, teamId },
    });
  }
}

/** Claimed executions overdue: the alert an officer must act on, for each. */
async function alertOverdue(deps: AppDeps, tx: Db, batch: Batch) {
  for (const due of batch.rows) {
    const party = batch.parties.get(due.party_id)!;
    const settings = await batch.settings(due.team_id);
    const name = partyDisplayName(party);
    await raiseAlert(deps, tx, {
      teamId: due.team_id,
      source: 'cdd_reminder',
      subjectKey: `cdd:overdue:${due.id}`,
      severity: 'high',
      title: message('alert.cdd.overdue_title', { name, due_on: due.next_due_date }),
      explanation: message('alert.cdd.overdue_explanation', {
        execution: due.code,
        due_on: due.next_due_date,
        months: settings.renewal_months[cddRiskLevel(due.risk_level)],
      }),
      partyId: party.id,
      assigneeId: party.created_by,
      links: [{ type: 'party', code: party.code, label: name }],
      actor: { ...SYSTEM_ACTOR, teamId: due.team_id },
    });
  }
}

export type ReminderRun = { reminded: number; overdue: number };

/**
 * Raises what the renewal dates call for on Warsaw's today: a reminder a month before, an
 * alert once overdue. Each execution is claimed by the statement that marks it, in the
 * transaction that raises its case work: two processes running at once raise each once, and
 * a failure leaves it to the next run. Only due rows are read (partial indexes).
 */
export async function runCddReminders(deps: AppDeps, signal?: AbortSignal): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, overdue: 0 };
  const today = warsawDay(deps.clock.now());
  for (const kind of ['reminder', 'overdue'] as const) {
    const until = kind === 'reminder' ? reminderHorizon(today) : addDays(today, -1);
    // Batches in a few transactions at once: each waits on its round trips, and SKIP LOCKED
    // gives each its own rows (one connection, as the embedded database has, takes them in turn).
    const worker = async () => {
      for (;;) {
        if (signal?.aborted) return;
        const claimed = await deps.db.transaction(async (tx) => {
          const rows = await claimDueExecutions(tx, kind, until, deps.clock.now(), BATCH);
          if (rows.length === 0) return 0;
          const batch = await batchOf(tx, rows);
          if (kind === 'reminder') await remind(deps, tx, batch);
          else await alertOverdue(deps, tx, batch);
          return rows.length;
        });
        if (kind === 'reminder') run.reminded += claimed;
        else run.overdue += claimed;
        if (claimed > 0) deps.emails.sendSoon();
        if (claimed < BATCH) return;
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  }
  return run;
}

const REMINDER_INTERVAL_MS = 60 * 60_000;

/** The reminder job: at start and hourly, so a new Warsaw day is seen within the hour. */
export function createCddReminderLoop(
  depsOf: () => AppDeps,
  log: FastifyBaseLogger,
): BackgroundLoop {
  return createBackgroundLoop({
    name: 'CDD reminders',
    intervalMs: REMINDER_INTERVAL_MS,
    log,
    work: async (signal) => {
      const run = await runCddReminders(depsOf(), signal);
      return run.reminded + run.overdue;
    },
  });
}
