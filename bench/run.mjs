// `npm run bench`: requests/s and p99 latency of an authenticated GET /int/user against a bare
// Fastify route measured in the same run, on the embedded database and, when DATABASE_URL is
// set, on a fresh database of that PostgreSQL server. Loopback only; every process it starts
// is stopped when it ends. Figures go to stdout and bench/results/.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_RATIO = 0.4;
const children = new Set();
const cleanups = [];

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startProcess(script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return { url, stop: () => stopProcess(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${script} did not start`);
}

function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

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

async function signIn(url) {
  const account = {
    email: `bench.${randomBytes(4).toString('hex')}@example.pl`,
    password: 'bench-password',
  };
  const post = (p, body) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if ((await post('/int/user', account)).status !== 201) throw new Error('registration failed');
  const login = await post('/int/login', account);
  if (login.status !== 200) throw new Error('login failed');
  return (await login.json()).token;
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
  if (!existsSync(path.join(root, 'apps/api/dist/main.js'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the API build failed');
  }
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
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    `bench/results/http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), node: process.version, DURATION, CONNECTIONS, runs },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(root, file)}`);
}

async function cleanUp() {
  await Promise.all([...children].map(stopProcess));
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
