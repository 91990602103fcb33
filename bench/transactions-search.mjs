// `npm run bench:transactions` (DATABASE_URL pointing at a PostgreSQL server): a team with
// 1,000,000 transactions (BENCH_TRANSACTIONS to change), seeded in SQL on a fresh database,
// then p50/p95 of a filtered search page (POST /int/transactions/search) and of the quarterly
// figures (GET /int/teams/transactions), against GET /int/user measured in the same run.
// Target (transactions issue): each under 200 ms at p95.
import pg from 'pg';
import {
  API,
  buildIfStale,
  freshPostgres,
  linkSeededParties,
  runBenchmark,
  seedParties,
  seedTransactions,
  signInToNewTeam,
  startProcess,
  writeResults,
} from './support.mjs';
import { envNumber, runCli, UsageError } from '../apps/api/src/cli/cli-args.ts';

const USAGE = `
Usage: DATABASE_URL=postgres://… npm run bench:transactions

p50/p95 of a filtered transaction search page and of the quarterly figures, against GET
/int/user, for a team with BENCH_TRANSACTIONS transactions seeded in SQL on a fresh PostgreSQL
database (dropped at the end). Builds the app if it is out of date. Figures go to stdout.

Settings (environment):
  DATABASE_URL        a PostgreSQL server (required), e.g. postgres://postgres@127.0.0.1:5432/postgres
  BENCH_TRANSACTIONS  transactions seeded (default 1000000)
`;

let TRANSACTIONS;
const PARTIES = 20_000;
const REQUESTS = 200;
const TARGET_P95_MS = 200;

/**
 * Parties and transactions of the team, two years of bookings, a third of them in PLN, the
 * rest in EUR, USD and CHF; 2 % still waiting for their rate. One party each.
 */
async function seed(databaseUrl, teamCode) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const {
    rows: [team],
  } = await client.query('select id from teams where code = $1', [teamCode]);
  await seedParties(client, team.id, PARTIES);
  await seedTransactions(client, team.id, { count: TRANSACTIONS, days: 730 });
  await linkSeededParties(client, team.id, PARTIES);
  // As autovacuum would: index-only scans need the visibility map.
  await client.query('vacuum analyze');
  await client.end();
  return (performance.now() - started) / 1000;
}

async function timings(label, request) {
  for (let i = 0; i < 20; i += 1) await request(i); // warm-up
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    await request(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
  return { label, p50Ms: at(0.5), p95Ms: at(0.95) };
}

async function main() {
  await buildIfStale();
  const databaseUrl = await freshPostgres(process.env.DATABASE_URL, 'aml_bench_tx');
  const app = await startProcess(API, { DATABASE_URL: databaseUrl });
  const { auth, team } = await signInToNewTeam(app.url, 'Benchmark');
  console.log(`Seeding ${TRANSACTIONS.toLocaleString('en')} transactions…`);
  const seeded = await seed(databaseUrl, team.code);
  console.log(`Seeded in ${seeded.toFixed(1)} s`);

  const call = async (path, body) => {
    const response = await fetch(`${app.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const months = ['2026-01', '2026-03', '2026-05', '2026-07', '2026-09', '2026-11'];
  const runs = [
    await timings('GET /int/user (baseline)', () => call('/int/user')),
    await timings('search: one month and a type', (i) =>
      call('/int/transactions/search', {
        booked_from: `${months[i % months.length]}-01`,
        booked_to: `${months[i % months.length]}-28`,
        type: 'buyer',
        page: i % 5,
      }),
    ),
    await timings('search: EUR range over 10,000', (i) =>
      call('/int/transactions/search', { eur_from: '10000', status: 'accepted', page: i % 5 }),
    ),
    await timings('search: a party', (i) =>
      call('/int/transactions/search', {
        party_code: `p${String(1 + (i % PARTIES)).padStart(11, '0')}`,
      }),
    ),
    await timings('quarterly figures', () => call('/int/teams/transactions')),
  ];
  await app.stop();

  console.log(
    `\n${TRANSACTIONS.toLocaleString('en')} transactions in one team, PostgreSQL, ${REQUESTS} requests each\n`,
  );
  console.log('| request | p50 ms | p95 ms |');
  console.log('| --- | ---: | ---: |');
  for (const run of runs) console.log(`| ${run.label} | ${run.p50Ms} | ${run.p95Ms} |`);
  const worst = Math.max(...runs.slice(1).map((run) => run.p95Ms));
  console.log(
    `\nTarget: p95 < ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} (worst ${worst} ms).`,
  );
  writeResults('transactions', { transactions: TRANSACTIONS, seconds_to_seed: seeded, runs });
}

await runCli({ name: 'npm run bench:transactions --', usage: USAGE }, async () => {
  // Read before anything starts, so that a wrong value is one line, not a failed run.
  if (!process.env.DATABASE_URL) {
    throw new UsageError('DATABASE_URL is not set: this benchmark runs on PostgreSQL');
  }
  TRANSACTIONS = envNumber('BENCH_TRANSACTIONS', 1_000_000, { integer: true, min: 1 });
  runBenchmark(main);
});
