import type { FastifyBaseLogger } from 'fastify';
import { message, partyDisplayName } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { addDays, addMonths, warsawDay } from '../../lib/warsaw-time.js';
import { SYSTEM_ACTOR } from '../audit/audit.service.js';
import { raiseAlert, raiseTask } from '../case-work/index.js';
import { findPartyById } from '../parties/index.js';
import { cddRiskLevel } from './cdd-choice.js';
import { triggerCdd } from './cdd-open.js';
import { teamCddSettings } from './cdd-settings.service.js';
import { claimDueExecutions, type DueExecution } from './cdd.repository.js';

/** The day a renewal's reminder is raised: one month before it is due (spec section 5). */
export const reminderDay = (due: string) => addMonths(due, -1);

const lastDayOfMonth = (day: string) => addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);

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

const BATCH = 200;

/**
 * One claimed execution's reminder: a task for the party's owner (the team admins hear of it
 * by e-mail, per their notification settings) and the renewal trigger, which opens the next
 * execution or a task asking for one, by the team's settings.
 */
async function remind(deps: AppDeps, tx: Parameters<typeof raiseTask>[1], due: DueExecution) {
  const party = await findPartyById(tx, due.party_id);
  if (!party || party.deleted_at) return;
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
  await triggerCdd(deps, tx, {
    partyId: party.id,
    trigger: 'renewal_due',
    detail: { due_on: due.next_due_date, previous: due.code },
    actor,
  });
}

/** One claimed execution overdue: the alert an officer must act on. */
async function alertOverdue(deps: AppDeps, tx: Parameters<typeof raiseTask>[1], due: DueExecution) {
  const party = await findPartyById(tx, due.party_id);
  if (!party || party.deleted_at) return;
  const settings = await teamCddSettings(tx, due.team_id);
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
    for (;;) {
      if (signal?.aborted) return run;
      const claimed = await deps.db.transaction(async (tx) => {
        const rows = await claimDueExecutions(tx, kind, until, deps.clock.now(), BATCH);
        for (const row of rows) {
          if (kind === 'reminder') await remind(deps, tx, row);
          else await alertOverdue(deps, tx, row);
        }
        return rows.length;
      });
      if (kind === 'reminder') run.reminded += claimed;
      else run.overdue += claimed;
      if (claimed > 0) deps.emails.sendSoon();
      if (claimed < BATCH) break;
    }
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
