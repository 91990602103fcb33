// `npm run bench:load` (DATABASE_URL pointing at a PostgreSQL server): 32 clients at once, for
// 60 s, each reading records, searching and recording transactions as an office's staff do,
// on a fresh database. Reports p50/p95/p99 per operation against a bare Fastify route loaded
// the same way in the same run, counts errors, and checks that every transaction the API
// acknowledged is stored once. Target (issue 28): no errors, nothing lost.
import {
  API,
  buildIfStale,
  freshPostgres,
  post,
  runBenchmark,
  signInToNewTeam,
  startProcess,
  writeResults,
} from './support.mjs';
import { envNumber, runCli, UsageError } from '../apps/api/src/cli/cli-args.ts';

const USAGE = `
Usage: DATABASE_URL=postgres://… npm run bench:load

BENCH_CLIENTS clients at once for BENCH_SECONDS, mixing reads, searches and transaction
creations on a fresh PostgreSQL database (dropped at the end), against a bare route loaded the
same way. Builds the app if it is out of date. Figures go to stdout and bench/results/.

Settings (environment):
  DATABASE_URL    a PostgreSQL server (required), e.g. postgres://postgres@127.0.0.1:5432/postgres
  BENCH_CLIENTS   concurrent clients (default 32)
  BENCH_SECONDS   seconds of load (default 60)
`;

let CLIENTS;
let SECONDS;
const PARTIES = 100;
const SURNAMES = ['Nowak', 'Wiśniewska', 'Kowalczyk', 'Wójcik', 'Zając', 'Szewczenko'];

/** One client's loop until `until`: each operation's latency, or its failure. */
async function client(until, operations, record) {
  for (let i = 0; performance.now() < until; i += 1) {
    const operation = operations[Math.floor(Math.random() * operations.length)];
    const started = performance.now();
    try {
      await operation.run(i);
      record(operation.name, performance.now() - started);
    } catch (error) {
      record(operation.name, null, error);
    }
  }
}

/** Runs `operations` from CLIENTS clients for `seconds`; answers the figures per operation. */
async function load(operations, seconds) {
  const times = new Map();
  const errors = [];
  const record = (name, ms, error) => {
    if (error) errors.push(`${name}: ${error.message.slice(0, 200)}`);
    else times.set(name, [...(times.get(name) ?? []), ms]);
  };
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, () => client(until, operations, record)));
  const figures = [...times].map(([name, list]) => {
    list.sort((a, b) => a - b);
    const at = (q) =>
      Number(list[Math.min(list.length - 1, Math.floor(q * list.length))].toFixed(1));
    return { name, count: list.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
  });
  return { figures, errors };
}

const json = async (response) => {
  if (response.status >= 300) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};

async function main() {
  await buildIfStale();
  const bare = await startProcess('bench/bare-server.mjs', {});
  const baseline = await load(
    [{ name: 'bare route (baseline)', run: () => fetch(`${bare.url}/bare`).then(json) }],
    Math.max(5, SECONDS / 6),
  );
  await bare.stop();

  const databaseUrl = await freshPostgres(process.env.DATABASE_URL, 'aml_bench_load');
  const app = await startProcess(API, { DATABASE_URL: databaseUrl });
  const { auth } = await signInToNewTeam(app.url, 'Kantor Obciążenie');
  const parties = [];
  for (let n = 0; n < PARTIES; n += 1) {
    const { party } = await post(
      `${app.url}/int/parties`,
      {
        type: 'individual',
        first_name: n % 2 ? 'Anna' : 'Jan',
        last_name: `${SURNAMES[n % SURNAMES.length]} ${n}`,
        birth_date: `19${60 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`,
        citizenships: ['PL'],
      },
      auth,
    );
    parties.push(party.code);
  }
  const call = (path, body) =>
    fetch(`${app.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(json);
  const created = [];
  const party = (i) => parties[i % parties.length];
  const operations = [
    { name: 'read a party', run: (i) => call(`/int/parties/${party(i)}`) },
    { name: 'read a party', run: (i) => call(`/int/parties/${party(i + 7)}/summary`) },
    {
      name: 'read a transaction',
      run: (i) =>
        created.length ? call(`/int/transactions/${created[i % created.length]}`) : null,
    },
    {
      name: 'search parties',
      run: (i) => call('/int/parties/search', { text: SURNAMES[i % SURNAMES.length] }),
    },
    {
      name: 'search transactions',
      run: (i) => call('/int/transactions/search', { page: i % 3, type: 'buyer' }),
    },
    {
      name: 'record a transaction',
      run: async (i) => {
        const transaction = await call('/int/transactions', {
          type: 'buyer',
          amount: String(100 + (i % 9000)),
          currency: 'PLN',
          booked_at: new Date().toISOString(),
          payment_method: 'cash',
          description: 'Wymiana walut w kantorze',
          parties: [{ party_code: party(i), role: 'buyer' }],
        });
        created.push(transaction.code);
      },
    },
  ];
  console.log(`Loading the API with ${CLIENTS} clients for ${SECONDS} s…`);
  const loaded = await load(operations, SECONDS);

  // Nothing lost: every acknowledged transaction is stored, once.
  const stored = await call('/int/transactions/search', { page_size: 1 });
  const lost = created.length - stored.total;
  await app.stop();

  console.log(`\n${CLIENTS} clients, ${SECONDS} s, PostgreSQL\n`);
  console.log('| operation | requests | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const run of [...baseline.figures, ...loaded.figures]) {
    console.log(`| ${run.name} | ${run.count} | ${run.p50Ms} | ${run.p95Ms} | ${run.p99Ms} |`);
  }
  const errors = [...baseline.errors, ...loaded.errors];
  console.log(
    `\nErrors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}. ` +
      `Transactions acknowledged ${created.length}, stored ${stored.total}` +
      `${lost === 0 ? ': none lost.' : `: ${lost} MISSING.`}`,
  );
  console.log(
    `Target: no errors, nothing lost: ${errors.length === 0 && lost === 0 ? 'met' : 'NOT met'}.`,
  );
  writeResults('api-load', {
    clients: CLIENTS,
    seconds: SECONDS,
    runs: [...baseline.figures, ...loaded.figures],
    errors: errors.length,
    acknowledged: created.length,
    stored: stored.total,
  });
  if (errors.length > 0 || lost !== 0) process.exitCode = 1;
}

await runCli({ name: 'npm run bench:load --', usage: USAGE }, async () => {
  if (!process.env.DATABASE_URL) {
    throw new UsageError('DATABASE_URL is not set: this benchmark runs on PostgreSQL');
  }
  CLIENTS = envNumber('BENCH_CLIENTS', 32, { integer: true, min: 1 });
  SECONDS = envNumber('BENCH_SECONDS', 60, { min: 1 });
  runBenchmark(main);
});
