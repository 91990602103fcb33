// `npm run bench:rules` (after `npm run build -w apps/api`; also the second part of
// `npm run bench`): recording transactions with the team's default rule set active (issue 9,
// transaction monitoring), on the embedded database (PGlite) and, when DATABASE_URL is set, on
// a fresh database of that PostgreSQL server, dropped at the end.
//
// Per database: the built API with the bench user as installation administrator; exchange
// rates of USD, EUR, GBP and CHF entered for the days it books on (no EUR value pending);
// 50,000 individuals (BENCH_PARTIES) imported from CSV; party S given 10 and party L 100,000
// earlier transactions over three years, seeded in SQL with their aggregates while the API is
// stopped. Then:
// - throughput: autocannon POST /int/transactions, 32 connections (BENCH_CONNECTIONS), in
//   BENCH_ROUNDS rounds (3) of BENCH_DURATION seconds measured (8) after a warm-up (5 s in the
//   first round, 2 s in the others), each round followed by the same for the baseline, so that
//   both meet the same moments of the shared machine (its speed drifts within minutes:
//   docs/performance-history.md); every request a new body: a currency-exchange
//   office's day (buyer_fiat / seller_fiat, USD EUR GBP CHF, 50–3,000, booked now, mostly cash,
//   one buyer at random among the 50,000); with BENCH_REPORTABLE_SHARE (0 to 1, default 0)
//   that share of the transactions is of 20,000–24,999 instead, above the reporting threshold,
//   so that each raises case work (a GIIF task, and for high-risk buyers an alert);
// - history: the same bodies for party S and for party L, two autocannon instances at once,
//   one connection each, 15 s (BENCH_HISTORY_DURATION) after a 2 s warm-up;
// - the baseline: the same load as the throughput against bench/insert-only-server.mjs (a bare
//   Fastify insert into the same table), in the rounds between the API's. Requests/s and the
//   latency percentiles are those of all the rounds' requests together; beside them, each
//   side's CPU time per request: its server's, PostgreSQL's processes' (when the server is on
//   this machine) and the load generator's, read from /proc (Linux).
// Any answer other than 2xx fails the run. Targets (issue 9) on PostgreSQL: ≥ 1,500 requests/s,
// p99 ≤ 50 ms, ≥ 0.35 of the baseline's requests/s, history p99 of L within 20 % of S's.
// BENCH_SKIP_EMBEDDED=1 runs PostgreSQL only.
// Loopback only; every process it starts is stopped and every database and folder it makes is
// removed when it ends. Figures go to stdout and bench/results/.
import { createRequire } from 'node:module';
import { openSync, closeSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  API,
  benchEmail,
  buildIfStale,
  cpuMsPerRequest,
  freshPostgres,
  get,
  individualsCsv,
  isMain,
  measureLoad,
  post,
  quantile,
  recomputePartyActivity,
  root,
  runBenchmark,
  seedPartyHistory,
  signInToNewTeam,
  startProcess,
  tempDir,
  uploadPartiesCsv,
  warsawDay,
  writeResults,
} from './support.mjs';
import { envNumber, runCli } from '../apps/api/src/cli/cli-args.ts';

/** The settings of this benchmark, for its --help and for `npm run bench --help`. */
export const RULES_SETTINGS = `
  BENCH_CONNECTIONS       connections of the POST /int/transactions load (default 32)
  BENCH_ROUNDS            rounds, each the API's load then the baseline's (default 3)
  BENCH_DURATION          seconds measured per round (default 8)
  BENCH_HISTORY_DURATION  seconds of the history run, parties S and L (default 15)
  BENCH_PARTIES           individuals imported as customers (default 50000)
  BENCH_REPORTABLE_SHARE  share of transactions above the reporting threshold, 0 to 1 (default 0)
  BENCH_SKIP_EMBEDDED     1: PostgreSQL only
  DATABASE_URL            a PostgreSQL server: also run there, on a fresh database (dropped)`;

const USAGE = `
Usage: npm run bench:rules

Recording transactions (POST /int/transactions) with the default rule set active, against a
bare insert-only server in the same run, on the embedded database and, with DATABASE_URL, on
PostgreSQL. Builds the app if it is out of date. Figures go to stdout and bench/results/.

Settings (environment):${RULES_SETTINGS}
`;

const BASELINE = 'bench/insert-only-server.mjs';
let CONNECTIONS, ROUNDS, DURATION, HISTORY_DURATION, PARTIES, REPORTABLE_SHARE;

/**
 * Reads and checks the settings: before anything starts, so that a wrong value is one line
 * (a UsageError) instead of a run that fails or measures nonsense later. `npm run bench`
 * calls it with its own.
 */
export function readRulesSettings() {
  CONNECTIONS = envNumber('BENCH_CONNECTIONS', 32, { integer: true, min: 1 });
  ROUNDS = envNumber('BENCH_ROUNDS', 3, { integer: true, min: 1 });
  DURATION = envNumber('BENCH_DURATION', 8, { min: 1 });
  HISTORY_DURATION = envNumber('BENCH_HISTORY_DURATION', 15, { min: 1 });
  // An office's customer base, large enough that the run does not make its customers
  // structurers: each buyer gets a transaction every few seconds of load, all booked today,
  // and with too few customers a fast run's later rounds put many buyers past the 15,000 EUR
  // linked-transactions threshold, so the share of requests raising case work, and with it
  // the figures, depended on the run's length and speed (docs/performance-history.md).
  // The case work's share is printed per round; BENCH_REPORTABLE_SHARE adds a steady share.
  PARTIES = envNumber('BENCH_PARTIES', 50_000, { integer: true, min: 2 });
  REPORTABLE_SHARE = envNumber('BENCH_REPORTABLE_SHARE', 0, { min: 0, max: 1 });
}
const WARMUP = 5;
const ROUND_WARMUP = 2;
/** After each API round: its background jobs (audit chain, e-mails) finish before the baseline's. */
const SETTLE_MS = 3_000;
const HISTORY_WARMUP = 2;
const HISTORY = { S: 10, L: 100_000 };
const TARGETS = { requestsPerSecond: 1500, p99Ms: 50, ratio: 0.35, historyRatio: 1.2 };
/** PLN per unit: plausible NBP table A mids (entered as manual rates). */
const RATES = { USD: '3.6512', EUR: '4.2410', GBP: '4.8733', CHF: '4.5321' };

/** A small seeded generator (mulberry32): the same bodies in every run. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Bodies of POST /int/transactions, a new one each call: a currency-exchange office's
 * transaction (no description) booked now, its buyer the party `pickParty(random)` names.
 */
function transactionBodies(seed, pickParty) {
  const random = generator(seed);
  const pick = (values) => values[Math.floor(random() * values.length)];
  return () => {
    const method = random();
    return JSON.stringify({
      type: random() < 0.5 ? 'buyer_fiat' : 'seller_fiat',
      amount: (random() < REPORTABLE_SHARE
        ? 20_000 + Math.floor(random() * 5_000)
        : (5_000 + Math.floor(random() * 295_001)) / 100
      ).toFixed(2),
      currency: pick(['USD', 'EUR', 'GBP', 'CHF']),
      booked_at: new Date().toISOString(),
      payment_method: method < 0.85 ? 'cash' : method < 0.95 ? 'transfer' : 'card',
      parties: [{ party_code: pickParty(random), role: 'buyer' }],
    });
  };
}

/** An answer of POST /int/transactions whose assessment raised an alert or a task. */
const raisedCaseWork = (body) =>
  body.includes('"risk_level":"high"') ||
  body.includes('"risk_level":"unacceptable"') ||
  body.includes('"giif_report":{');

/** Rates of the four currencies for yesterday, today and tomorrow (a run may pass midnight). */
async function enterRates(url, auth) {
  const now = Date.now();
  const days = [-1, 0, 1].map((offset) => warsawDay(new Date(now + offset * 86_400_000)));
  const rates = days.flatMap((day) =>
    Object.entries(RATES).map(([currency, mid]) => ({ currency, effective_date: day, mid })),
  );
  await post(`${url}/int/exchange-rates`, { rates }, auth);
  const check = await get(
    `${url}/int/exchange-rates/convert?amount=100&currency=USD&date=${days[1]}`,
    auth,
  );
  if (check.amount_eur === null) throw new Error(`USD is still pending: ${JSON.stringify(check)}`);
}

/** PARTIES individuals through the CSV import, then their codes read back page by page. */
async function importParties(url, auth) {
  const { seconds, body } = await uploadPartiesCsv(
    url,
    auth,
    await individualsCsv(PARTIES, 3_000_000),
    'import',
  );
  if (body.created !== PARTIES) {
    throw new Error(`expected ${PARTIES} created, got ${JSON.stringify(body).slice(0, 300)}`);
  }
  const parties = [];
  for (let page = 0; parties.length < PARTIES; page += 1) {
    const { items } = await post(
      `${url}/int/parties/search`,
      { page, page_size: 200, sort: 'created_at', direction: 'asc' },
      auth,
    );
    if (items.length === 0) break;
    parties.push(...items);
  }
  const codes = [...new Set(parties.map((party) => party.code))];
  if (codes.length !== PARTIES) throw new Error(`read back ${codes.length} of ${PARTIES} parties`);
  // S and L alike but for their history: neither a PEP, the same risk level.
  const level = parties.find((party) => !party.pep).risk_level;
  const [s, l] = parties.filter((party) => !party.pep && party.risk_level === level);
  return { seconds, codes, S: s.code, L: l.code, level: s.risk_level };
}

/**
 * Opens the API's database from this process while the API is stopped: pg for PostgreSQL; for
 * PGlite its folder as apps/api/src/db/client.ts opens it (the API's copy of the package), under
 * the same lock file so that no API can start on it meanwhile.
 */
async function openDirectly(database) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return { db: client, close: () => client.end() };
  }
  const lockPath = path.join(database.dataDir, 'server.lock');
  const lock = openSync(lockPath, 'wx');
  writeSync(lock, String(process.pid));
  closeSync(lock);
  try {
    const require = createRequire(path.join(root, 'apps/api/package.json'));
    const { PGlite } = require('@electric-sql/pglite');
    const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = require('@electric-sql/pglite/contrib/unaccent');
    const db = await PGlite.create(path.join(database.dataDir, 'pgdata'), {
      extensions: { pg_trgm, unaccent },
    });
    return {
      db,
      close: async () => {
        await db.close();
        unlinkSync(lockPath);
      },
    };
  } catch (error) {
    unlinkSync(lockPath);
    throw error;
  }
}

/** The earlier transactions of S and L with their aggregates, in SQL; answers the team id. */
async function seedHistories(database, teamCode, parties) {
  const { db, close } = await openDirectly(database);
  try {
    const {
      rows: [team],
    } = await db.query('select id from teams where code = $1', [teamCode]);
    for (const [name, count] of Object.entries(HISTORY)) {
      const {
        rows: [party],
      } = await db.query('select id, code from parties where team_id = $1 and code = $2', [
        team.id,
        parties[name],
      ]);
      await seedPartyHistory(db, team.id, party, count);
      await recomputePartyActivity(db, team.id, party.id);
    }
    // What autovacuum would do after the import and the seeding (statistics and visibility
    // maps), now rather than during the first measured round. Not the aggregates: analysed
    // while they hold two parties, they would leave the API's cached plans expecting a table
    // of two rows for the first minute of load, until autovacuum analyses them again
    // (docs/performance-history.md). Then the write-ahead log is
    // checkpointed, as a server's would be at rest before the day's load.
    const { rows: changed } = await db.query(
      `select quote_ident(schemaname) || '.' || quote_ident(relname) as name from pg_stat_user_tables
       where relname not in ('party_activity', 'party_activity_days')
         and (n_mod_since_analyze > 0 or n_ins_since_vacuum > 0)`,
    );
    for (const { name } of changed) await db.query(`vacuum analyze ${name}`);
    await db.query('checkpoint');
    return team.id;
  } finally {
    await close();
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const ratioOf = (api, baseline) =>
  Number((api.requestsPerSecond / baseline.requestsPerSecond).toFixed(3));

/** Rounds of one side as one measurement: requests/s and latencies of all their requests. */
function pooled(measured) {
  const requests = measured.reduce((sum, m) => sum + m.requests, 0);
  const seconds = measured.reduce((sum, m) => sum + m.requests / m.requestsPerSecond, 0);
  const latencies = measured.flatMap((m) => m.latencies).sort((a, b) => a - b);
  return {
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: quantile(latencies, 0.5),
    p97_5Ms: quantile(latencies, 0.975),
    p99Ms: quantile(latencies, 0.99),
    cpuMsPerRequest: cpuMsPerRequest(measured),
    ...caseWorkShare(measured),
  };
}

/** The share of answers that raised case work (alerts, tasks), when they were counted. */
function caseWorkShare(measured) {
  if (measured.some((m) => m.counted === undefined)) return {};
  const counted = measured.reduce((sum, m) => sum + m.counted, 0);
  const requests = measured.reduce((sum, m) => sum + m.requests, 0);
  return { caseWorkShare: Number((counted / requests).toFixed(3)) };
}

/** A round's figures as stored: CPU per request instead of its latencies and CPU seconds. */
function roundFigures(measured) {
  const {
    latencies: _latencies,
    cpuSeconds: _cpuSeconds,
    counted: _counted,
    ...figures
  } = measured;
  return { ...figures, cpuMsPerRequest: cpuMsPerRequest([measured]), ...caseWorkShare([measured]) };
}
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function benchDatabase(kind, database) {
  const step = (text) => console.log(`[${kind}] ${text}`);
  const databaseEnv = database.url
    ? { DATABASE_URL: database.url }
    : { DATA_DIR: database.dataDir, DATABASE_URL: '' };
  const email = benchEmail();
  // The bench user is the installation's administrator: they may enter exchange rates.
  const apiEnv = { ...databaseEnv, ADMIN_EMAILS: email };
  let started = performance.now();
  let app = await startProcess(API, apiEnv);
  const { auth, team } = await signInToNewTeam(app.url, 'Transaction rules benchmark', email);
  const { items: ruleSets } = await get(`${app.url}/int/rule-sets`, auth);
  const ruleSet = ruleSets.find((set) => set.active);
  if (!ruleSet) throw new Error(`no active rule set: ${JSON.stringify(ruleSets)}`);
  step(
    `API started, user signed in, active rule set "${ruleSet.name}" v${ruleSet.version}: ` +
      `${ruleSet.enabled_rules} of ${ruleSet.rule_count} rules enabled (${seconds(started)})`,
  );
  await enterRates(app.url, auth);
  const parties = await importParties(app.url, auth);
  step(
    `${PARTIES} parties imported in ${parties.seconds.toFixed(1)} s; ` +
      `S = ${parties.S}, L = ${parties.L} (risk ${parties.level})`,
  );
  await app.stop();

  started = performance.now();
  const teamId = await seedHistories(database, team.code, parties);
  step(
    `earlier transactions seeded: S ${HISTORY.S}, L ${HISTORY.L.toLocaleString('en')}, ` +
      `with their aggregates (${seconds(started)})`,
  );
  app = await startProcess(API, apiEnv);
  // The baseline's process is idle while the API is measured and the other way round.
  const baselineServer = await startProcess(
    BASELINE,
    database.url
      ? { DATABASE_URL: database.url, TEAM_ID: String(teamId) }
      : { DATA_DIR: tempDir('aml-bench-baseline-'), DATABASE_URL: '' },
  );

  const headers = { ...auth, 'content-type': 'application/json' };
  // Its processes' CPU can be read only on this machine (embedded: inside each server's).
  const postgresIsLocal =
    Boolean(database.url) &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(database.url).hostname);
  const randomParty = (random) => parties.codes[Math.floor(random() * parties.codes.length)];
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const warmup = round === 0 ? WARMUP : ROUND_WARMUP;
    const seed = 1 + 10 * round;
    // Both sides of a round get the same bodies.
    const measureSide = (url, sideHeaders, server, countResponses) =>
      measureLoad({
        connections: CONNECTIONS,
        duration: DURATION,
        warmup,
        method: 'POST',
        keepLatencies: true,
        url,
        headers: sideHeaders,
        makeBody: transactionBodies(seed, randomParty),
        cpu: { server: server.pid, postgres: postgresIsLocal },
        countResponses,
      });
    step(
      `round ${round + 1} of ${ROUNDS}: POST /int/transactions, then the insert-only baseline, ` +
        `${CONNECTIONS} connections, ${warmup} + ${DURATION} s each`,
    );
    const api = await measureSide(`${app.url}/int/transactions`, headers, app, raisedCaseWork);
    await pause(SETTLE_MS);
    const baseline = await measureSide(
      `${baselineServer.url}/transactions`,
      { 'content-type': 'application/json' },
      baselineServer,
    );
    rounds.push({ api, baseline, ratio: ratioOf(api, baseline) });
  }
  await baselineServer.stop();

  // One connection each: the transactions of one party are serialised by design (its
  // aggregates are read and written in order), so concurrent requests of the same party would
  // only measure their waiting for each other. S and L run at the same time so that both meet
  // the same machine.
  step(`history: S and L at once, 1 connection each, ${HISTORY_WARMUP} + ${HISTORY_DURATION} s`);
  const historyLoad = (name, seed) =>
    measureLoad({
      url: `${app.url}/int/transactions`,
      connections: 1,
      duration: HISTORY_DURATION,
      warmup: HISTORY_WARMUP,
      method: 'POST',
      headers,
      makeBody: transactionBodies(seed, () => parties[name]),
    });
  const [historyS, historyL] = await Promise.all([historyLoad('S', 2), historyLoad('L', 3)]);
  await app.stop();

  const api = pooled(rounds.map((round) => round.api));
  const baseline = pooled(rounds.map((round) => round.baseline));
  for (const round of rounds) {
    round.api = roundFigures(round.api);
    round.baseline = roundFigures(round.baseline);
  }
  return {
    database: kind,
    rule_set: {
      version: ruleSet.version,
      rules: ruleSet.rule_count,
      enabled: ruleSet.enabled_rules,
    },
    parties: PARTIES,
    party_import_seconds: Number(parties.seconds.toFixed(2)),
    api,
    baseline,
    ratio: ratioOf(api, baseline),
    rounds,
    history: {
      earlier: HISTORY,
      S: historyS,
      L: historyL,
      p99Ratio: Number((historyL.p99Ms / historyS.p99Ms).toFixed(2)),
    },
  };
}

function printRuns(runs) {
  console.log('\n| database | load | req/s | p50 ms | p97.5 ms | p99 ms | requests |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    const rows = [
      ['POST /int/transactions', run.api],
      ['insert-only baseline', run.baseline],
      [`history: S (${HISTORY.S} earlier), 1 connection`, run.history.S],
      [`history: L (${HISTORY.L.toLocaleString('en')} earlier), 1 connection`, run.history.L],
    ];
    for (const [label, m] of rows) {
      console.log(
        `| ${run.database} | ${label} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p97_5Ms} | ${m.p99Ms} | ${m.requests} |`,
      );
    }
  }
  // CPU milliseconds per request of the side's server, PostgreSQL and the load generator.
  const cpu = ({ cpuMsPerRequest: ms }) =>
    ms ? [ms.server, ms.postgres ?? '–', ms.loadGenerator].join(' / ') : '–';
  console.log(
    '\n| database | round | API req/s | API p99 ms | API answers raising case work | baseline req/s | ratio | API round CPU ms/request: server / PostgreSQL / autocannon | baseline round CPU ms/request: the same |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    const rows = [...run.rounds.map((round, index) => [index + 1, round]), ['all', run]];
    for (const [label, { api, baseline, ratio }] of rows) {
      console.log(
        `| ${run.database} | ${label} | ${api.requestsPerSecond} | ${api.p99Ms} | ${(api.caseWorkShare * 100).toFixed(1)} % | ${baseline.requestsPerSecond} | ${ratio} | ${cpu(api)} | ${cpu(baseline)} |`,
      );
    }
  }
  console.log(
    '\n| date | database | requests/s | p50 ms | p99 ms | baseline requests/s | ratio | history p99 S ms | history p99 L ms | L/S |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    console.log(
      `| ${warsawDay()} | ${run.database} | ${run.api.requestsPerSecond} | ${run.api.p50Ms} | ${run.api.p99Ms} | ${run.baseline.requestsPerSecond} | ${run.ratio} | ${run.history.S.p99Ms} | ${run.history.L.p99Ms} | ${run.history.p99Ratio} |`,
    );
  }
  const postgres = runs.find((run) => run.database === 'PostgreSQL');
  if (!postgres) return;
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log(`\nTargets on PostgreSQL (${CONNECTIONS} connections):`);
  console.log(
    `- ≥ ${TARGETS.requestsPerSecond} requests/s: ${met(postgres.api.requestsPerSecond >= TARGETS.requestsPerSecond)} (${postgres.api.requestsPerSecond})`,
  );
  console.log(
    `- p99 ≤ ${TARGETS.p99Ms} ms: ${met(postgres.api.p99Ms <= TARGETS.p99Ms)} (${postgres.api.p99Ms} ms)`,
  );
  console.log(
    `- ≥ ${TARGETS.ratio} of the insert-only baseline: ${met(postgres.ratio >= TARGETS.ratio)} (${postgres.ratio})`,
  );
  console.log(
    `- history p99 L/S ≤ ${TARGETS.historyRatio}: ${met(postgres.history.p99Ratio <= TARGETS.historyRatio)} (${postgres.history.p99Ratio})`,
  );
}

/** The whole benchmark; `npm run bench` calls it after the GET /int/user one. */
export async function benchTransactionRules() {
  await buildIfStale();
  console.log(
    `\nTransaction rules benchmark: POST /int/transactions, ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${DURATION} s alternating with the baseline; history ${HISTORY_WARMUP} + ${HISTORY_DURATION} s; ` +
      `reportable share ${REPORTABLE_SHARE}; Node ${process.version}`,
  );
  const runs = [];
  if (process.env.BENCH_SKIP_EMBEDDED === '1')
    console.log('Embedded run skipped (BENCH_SKIP_EMBEDDED=1).');
  else
    runs.push(await benchDatabase('embedded (PGlite)', { dataDir: tempDir('aml-bench-rules-') }));
  if (process.env.DATABASE_URL) {
    runs.push(
      await benchDatabase('PostgreSQL', {
        url: await freshPostgres(process.env.DATABASE_URL, 'aml_bench_rules'),
      }),
    );
  } else {
    console.log(
      'PostgreSQL run skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
  }
  printRuns(runs);
  writeResults('transaction-rules', {
    CONNECTIONS,
    ROUNDS,
    DURATION,
    WARMUP,
    ROUND_WARMUP,
    HISTORY_DURATION,
    REPORTABLE_SHARE,
    targets: TARGETS,
    runs,
  });
}

if (isMain(import.meta.url)) {
  await runCli({ name: 'npm run bench:rules --', usage: USAGE }, async () => {
    readRulesSettings();
    runBenchmark(benchTransactionRules);
  });
}
