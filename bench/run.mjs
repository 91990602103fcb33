// `npm run bench`: requests/s and p99 latency of an authenticated GET /int/user against a bare
// Fastify route measured in the same run, on the embedded database and, when DATABASE_URL is
// set, on a fresh database of that PostgreSQL server. Loopback only; every process it starts
// is stopped when it ends. Figures go to stdout and bench/results/.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  ensureApiBuilt,
  signIn,
  startProcess,
  stopAllProcesses,
  writeResults,
} from './support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_RATIO = 0.4;
const cleanups = [];

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A short load first, so neither side is measured cold. */
async function measure(url, headers) {
  await new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: 2, headers }, (e) =>
      e ? reject(e) : resolve(),
    ),
  );
  const result = await load(url, headers);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

async function freshPostgres(serverUrl) {
  const name = `aml_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function benchDatabase(kind, env) {
  const app = await startProcess('apps/api/dist/main.js', env);
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
  ensureApiBuilt();
  console.log(
    `HTTP benchmark: ${CONNECTIONS} connections, ${DURATION} s per route, Node ${process.version}`,
  );
  const runs = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  runs.push(await benchDatabase('embedded (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' }));
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
}

async function cleanUp() {
  await stopAllProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));
main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
