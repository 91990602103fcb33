// `npm run bench`: requests/s and p99 latency of an authenticated GET /int/user against a bare
// Fastify route measured in the same run, on the embedded database and, when DATABASE_URL is
// set, on a fresh database of that PostgreSQL server; then the transaction rules benchmark
// (bench/transaction-rules.mjs). Loopback only; every process it starts is stopped when it
// ends. Figures go to stdout and bench/results/.
import {
  API,
  buildIfStale,
  freshPostgres,
  measureLoad,
  runBenchmark,
  signIn,
  startProcess,
  tempDir,
  writeResults,
} from './support.mjs';
import { benchTransactionRules, readRulesSettings, RULES_SETTINGS } from './transaction-rules.mjs';
import { envNumber, runCli } from '../apps/api/src/cli/cli-args.ts';

const USAGE = `
Usage: npm run bench

Requests/s and p99 of an authenticated GET /int/user against a bare Fastify route in the same
run, on the embedded database and, with DATABASE_URL, on a fresh PostgreSQL database; then the
transaction rules benchmark (npm run bench:rules). Builds the app if it is out of date.
Figures go to stdout and bench/results/.

Settings (environment) of the GET /int/user part:
  BENCH_DURATION     seconds per route (default 10)
  BENCH_CONNECTIONS  connections (default 10)
  DATABASE_URL       a PostgreSQL server: also run there, on a fresh database (dropped)
and of the transaction rules part (the same names, their own defaults):${RULES_SETTINGS}
`;

let DURATION, CONNECTIONS;
const TARGET_RATIO = 0.4;

/** A short load first, so neither side is measured cold. */
const measure = (url, headers) =>
  measureLoad({ url, headers, connections: CONNECTIONS, duration: DURATION, warmup: 2 });

async function benchDatabase(kind, env) {
  const app = await startProcess(API, env);
  const bare = await startProcess('bench/bare-server.mjs', {});
  try {
    const token = await signIn(app.url);
    const authenticated = await measure(`${app.url}/int/user`, {
      authorization: `Bearer ${token}`,
    });
    const baseline = await measure(`${bare.url}/bare`);
    return {
      database: kind,
      authenticated,
      bare: baseline,
      ratio: Number((authenticated.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
    };
  } finally {
    await app.stop();
    await bare.stop();
  }
}

async function main() {
  await buildIfStale();
  console.log(
    `HTTP benchmark: ${CONNECTIONS} connections, ${DURATION} s per route, Node ${process.version}`,
  );
  const runs = [];
  runs.push(
    await benchDatabase('embedded (PGlite)', { DATA_DIR: tempDir('aml-bench-'), DATABASE_URL: '' }),
  );
  if (process.env.DATABASE_URL) {
    runs.push(
      await benchDatabase('PostgreSQL', {
        DATABASE_URL: await freshPostgres(process.env.DATABASE_URL),
      }),
    );
  } else {
    console.log(
      'PostgreSQL run skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
  }

  console.log('\n| database | GET /int/user req/s | p99 ms | bare route req/s | p99 ms | ratio |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    console.log(
      `| ${run.database} | ${run.authenticated.requestsPerSecond} | ${run.authenticated.p99Ms} | ${run.bare.requestsPerSecond} | ${run.bare.p99Ms} | ${run.ratio} |`,
    );
  }
  const postgres = runs.find((run) => run.database === 'PostgreSQL');
  if (postgres) {
    const met = postgres.ratio >= TARGET_RATIO;
    console.log(
      `\nTarget on PostgreSQL: ratio ≥ ${TARGET_RATIO}: ${met ? 'met' : 'NOT met'} (${postgres.ratio}).`,
    );
  }
  writeResults('http', { DURATION, CONNECTIONS, runs });

  await benchTransactionRules();
}

await runCli({ name: 'npm run bench --', usage: USAGE }, async () => {
  // Both parts' settings are checked before anything starts.
  DURATION = envNumber('BENCH_DURATION', 10, { min: 1 });
  CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10, { integer: true, min: 1 });
  readRulesSettings();
  runBenchmark(main);
});
