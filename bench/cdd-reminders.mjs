// `npm run bench:cdd` (DATABASE_URL pointing at a PostgreSQL server): the CDD reminder job
// (apps/api/src/modules/cdd/cdd-reminders.ts) over 100,000 parties with completed executions
// (BENCH_PARTIES to change), seeded in SQL on a fresh database, in this process. Measures:
//   - the catch-up run: every reminder and overdue alert due today at once (about 3,700 of each
//     kind with the defaults), each raising its task or alert and opening the renewal;
//   - the next day's run (a day's worth);
//   - a run with nothing due, over 10 % of the parties and then over all of them: its cost
//     must not grow with parties that are not due (the ratio of the two).
// Target (issue 30): the job under 10 s on PostgreSQL. Figures go to stdout and bench/results/.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { atCleanUp, runBenchmark, writeResults } from './support.mjs';
import { createTestApp, createTestClock, registerAndLogin } from '../apps/api/src/test/test-app.ts';
import { runCddReminders } from '../apps/api/src/modules/cdd/cdd-reminders.ts';
import { envNumber, runCli, UsageError } from '../apps/api/src/cli/cli-args.ts';

const USAGE = `
Usage: DATABASE_URL=postgres://… npm run bench:cdd

The CDD reminder job over parties with completed executions seeded in SQL on a fresh PostgreSQL
database (dropped at the end). Figures go to stdout and bench/results/.

Settings (environment):
  DATABASE_URL    a PostgreSQL server (required), e.g. postgres://postgres@127.0.0.1:5432/postgres
  BENCH_PARTIES   parties with a completed execution (default 100000)
`;

const TARGET_SECONDS = 10;
const TODAY = '2026-11-30';
/** One party in this many is due within the seeded window (the rest are due years ahead). */
const DUE_EVERY = 27;

/**
 * Parties `from`…`to` of the team, each with one completed execution. Every DUE_EVERY-th is due
 * between 10 days ago and 60 days ahead (overdue, to remind, or reminded later); the others
 * between 6 months and 3 years ahead.
 */
async function seed(db, teamId, from, to, shiftDays) {
  await raw(
    db,
    `
    insert into parties (team_id, code, type, entity_type, status, name, risk_level)
    select ${teamId}, 'bp' || lpad(n::text, 10, '0'), 'company', 'legal_entity', 'active',
           'Spółka ' || n || ' Sp. z o.o.', (array['low','normal','high'])[1 + n % 3]
    from generate_series(${from}, ${to}) n`,
  );
  await raw(
    db,
    `
    insert into cdd_executions (team_id, code, party_id, kind, suggested_kind, risk_level,
                                status, triggers, template_version, created_at, updated_at,
                                ended_at, next_due_date)
    select ${teamId}, 'be' || lpad(n::text, 10, '0'), p.id, 'standard', 'standard', p.risk_level,
           'completed', '[]'::jsonb, 0, now(), now(), now(),
           case when n % ${DUE_EVERY} = 0
                then date '${TODAY}' - 10 + (n / ${DUE_EVERY}) % 71
                else date '${TODAY}' + 180 + n % 900 end + ${shiftDays}
    from generate_series(${from}, ${to}) n
    join parties p on p.code = 'bp' || lpad(n::text, 10, '0')`,
  );
  await raw(db, 'analyze parties');
  await raw(db, 'analyze cdd_executions');
}

/** Runs SQL text on the app's database and answers its rows. */
async function raw(db, text) {
  return (await db.execute(sql.raw(text))).rows;
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

/** The median of `runs` runs with nothing due. */
async function emptyRuns(deps, runs = 7) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const { seconds, result } = await timed(() => runCddReminders(deps));
    if (result.reminded + result.overdue !== 0) throw new Error('a run found work');
    times.push(seconds * 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

let PARTIES;

async function main() {
  const env = { parties: PARTIES };
  const clock = createTestClock(new Date(`${TODAY}T10:00:00Z`));
  const t = await createTestApp({ clock });
  atCleanUp(() => t.close());
  const account = await registerAndLogin(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/int/teams',
    headers: account.headers,
    payload: { name: `CDD bench ${randomBytes(3).toString('hex')}` },
  });
  const db = t.deps.db;
  const [{ id: teamId }] = await raw(
    db,
    `select id from teams where code = '${created.json().code}'`,
  );
  const small = Math.round(env.parties / 10);

  // Seeded a thousand days late, nothing is due: the runs that find nothing come first.
  const LATE = 1000;
  console.log(`Seeding ${small} parties with completed executions…`);
  await seed(db, teamId, 1, small, LATE);
  const emptySmall = await emptyRuns(t.deps);
  console.log(`Seeding ${env.parties - small} more…`);
  await seed(db, teamId, small + 1, env.parties, LATE);
  const emptyAll = await emptyRuns(t.deps);
  await raw(db, `update cdd_executions set next_due_date = next_due_date - ${LATE}`);
  await raw(db, 'analyze cdd_executions');

  const catchUp = await timed(() => runCddReminders(t.deps));
  // The machine's speed in the same run: ten statements (a bare round trip each) for every task
  // and alert the catch-up raised, 50 items to a transaction, four transactions at once.
  const items = catchUp.result.reminded + catchUp.result.overdue;
  const baseline = await timed(async () => {
    let next = 0;
    const worker = async () => {
      while (next < items) {
        const from = next;
        next += 50;
        await db.transaction(async (tx) => {
          for (let i = from; i < Math.min(from + 50, items); i += 1) {
            for (let statement = 0; statement < 10; statement += 1) {
              await tx.execute(sql`select ${i}::int + ${statement}::int as n`);
            }
          }
        });
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  });
  clock.advance(86_400_000);
  const nextDay = await timed(() => runCddReminders(t.deps));

  const results = {
    parties: env.parties,
    catch_up: { seconds: catchUp.seconds, ...catchUp.result },
    baseline_seconds: baseline.seconds,
    ratio: catchUp.seconds / baseline.seconds,
    next_day: { seconds: nextDay.seconds, ...nextDay.result },
    nothing_due_ms: { [small]: emptySmall, [env.parties]: emptyAll, ratio: emptyAll / emptySmall },
    target_seconds: TARGET_SECONDS,
    met: catchUp.seconds < TARGET_SECONDS,
  };
  console.log(
    `Catch-up run: ${catchUp.result.reminded} reminders and ${catchUp.result.overdue} overdue alerts in ${catchUp.seconds.toFixed(2)} s (target < ${TARGET_SECONDS} s: ${results.met ? 'met' : 'NOT met'})`,
  );
  console.log(
    `Baseline: ${items * 10} bare statements in ${baseline.seconds.toFixed(2)} s; the catch-up takes ${results.ratio.toFixed(2)} × that`,
  );
  console.log(
    `Next day: ${nextDay.result.reminded} reminders, ${nextDay.result.overdue} overdue in ${nextDay.seconds.toFixed(2)} s`,
  );
  console.log(
    `Nothing due: ${emptySmall.toFixed(1)} ms over ${small} parties, ${emptyAll.toFixed(1)} ms over ${env.parties} (ratio ${results.nothing_due_ms.ratio.toFixed(2)})`,
  );
  writeResults('cdd-reminders', results);
}

await runCli({ name: 'npm run bench:cdd --', usage: USAGE }, async () => {
  // Read before anything starts, so that a wrong value is one line, not a failed run.
  if (!process.env.DATABASE_URL) {
    throw new UsageError('DATABASE_URL is not set: this benchmark runs on PostgreSQL');
  }
  PARTIES = envNumber('BENCH_PARTIES', 100_000, { integer: true, min: 10 });
  runBenchmark(main);
});
