// What every benchmark needs: the built API, servers started through the launcher
// (scripts/launcher.mjs) that are all stopped at the end, throw-away databases and folders removed at the end (also on failure or
// Ctrl-C), a signed-in user, an autocannon load with its percentiles, the seeding SQL shared by
// the benchmarks, and a results file under bench/results/.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_OPTIONS, startServer, stopAllServers } from '../scripts/launcher.mjs';

/** Builds the web app and the API where stale, so a benchmark runs on a fresh clone. */
export { buildIfStale } from '../scripts/launcher.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups = [];
/** Set once the clean-up has begun: nothing new is started or made after it. */
let closing = false;

function assertRunning() {
  if (closing) throw new Error('the benchmark is being stopped');
}

/** True when the module of `metaUrl` is the script node was started with (not imported). */
export const isMain = (metaUrl) =>
  Boolean(process.argv[1]) && pathToFileURL(path.resolve(process.argv[1])).href === metaUrl;

/** Runs `work` when the benchmark ends, the last registered first: also on failure or Ctrl-C. */
export function atCleanUp(work) {
  assertRunning();
  cleanups.push(work);
}

let cleaning = null;

/**
 * Stops every process started and runs the clean-ups; a failing clean-up does not stop the
 * rest. Called again (Ctrl-C during a failure's clean-up), it answers the same promise.
 */
export function cleanUp() {
  closing = true;
  cleaning ??= (async () => {
    await stopAllServers();
    for (const work of cleanups.splice(0).reverse()) {
      await work().catch((error) => console.error(`Clean-up failed: ${error.message}`));
    }
  })();
  return cleaning;
}

/** Runs a benchmark's `main`, then cleans up; on failure or Ctrl-C too (exit 1 or 130). */
export function runBenchmark(main) {
  process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));
  main()
    .then(cleanUp)
    .catch(async (error) => {
      console.error(error);
      await cleanUp();
      process.exit(1);
    });
}

/** A temporary folder, removed at the end of the run. */
export function tempDir(prefix) {
  assertRunning();
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  atCleanUp(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new database on the PostgreSQL server of `serverUrl`, dropped at the end of the run. */
export async function freshPostgres(serverUrl, prefix = 'aml_bench') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  // Registered first: dropping a database that was never made does no harm.
  atCleanUp(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The API as `npm start` runs it: the start script builds what is stale, then serves. */
export const API = 'scripts/start.mjs';

/**
 * Starts `script` (API, or a baseline server of bench/) through the launcher, with the Node.js
 * options of `npm start` and `env` (DATA_DIR: its data folder), on a free port: answers once it
 * answers; stopped at the end of the run at the latest.
 */
export async function startProcess(script, env) {
  assertRunning();
  const { DATA_DIR: dataDir, ...rest } = env;
  const server = await startServer({
    command: [process.execPath, ...SERVER_NODE_OPTIONS, path.join(root, script)],
    ...(dataDir && { dataDir }),
    env: rest,
    // A build at the first start, and warnings, show as they come.
    echo: true,
  });
  serverLogs.set(server.url, server.logs);
  return { url: server.url, pid: server.pid, stop: () => server.stop() };
}

/** What each started server printed: without SMTP, the links of its e-mails are in it. */
const serverLogs = new Map();
const usedCodes = new Set();

/** Sends JSON (or nothing) and answers the parsed body; any status of 300 or more throws. */
async function call(method, url, body, headers) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) {
    const text = await response.text();
    const error = new Error(`${method} ${url}: ${response.status} ${text.slice(0, 2000)}`);
    error.status = response.status;
    error.body = text;
    throw error;
  }
  return response.json();
}

/** POSTs JSON to the API and answers the parsed body; any status of 300 or more throws. */
export const post = (url, body, headers = {}) => call('POST', url, body, headers);

/** GETs JSON from the API; any status of 300 or more throws. */
export const get = (url, headers = {}) => call('GET', url, undefined, headers);

/** A new user's e-mail address, known before the user exists (e.g. for ADMIN_EMAILS). */
export const benchEmail = () => `bench.${randomBytes(4).toString('hex')}@example.pl`;

/**
 * Registers a new user, confirms the address (a login is refused before) and signs in: answers
 * the bearer token. The confirmation link is read from the server's log, where a server
 * without SMTP_URL writes the links of its e-mails (addresses masked: each new link is tried).
 */
export async function signIn(url, email = benchEmail()) {
  const account = { email, password: 'bench-password' };
  await post(`${url}/int/user`, account);
  const logs = serverLogs.get(url);
  if (!logs) throw new Error(`no log of the server at ${url}: start it with startProcess`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const codes = [...logs().matchAll(/\/user\/email-verification\/([\w-]+)/g)].map((m) => m[1]);
    const fresh = codes.filter((code) => !usedCodes.has(code));
    if (fresh.length > 0) {
      for (const code of fresh) {
        usedCodes.add(code);
        await post(`${url}/int/users/email/verify`, { code }).catch(() => {});
      }
      // Tried only after a new link was followed: failed logins count against the limits.
      try {
        return (await post(`${url}/int/login`, account)).token;
      } catch (error) {
        if (error.status !== 403) throw error;
      }
    }
    if (Date.now() > deadline) throw new Error(`no confirmation link for ${email} in the log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new user in a new team of their own, made current (records.create needs a team): answers
 * the auth headers and the team.
 */
export async function signInToNewTeam(url, name, email = benchEmail()) {
  const auth = { authorization: `Bearer ${await signIn(url, email)}` };
  const team = await post(`${url}/int/teams`, { name }, auth);
  await post(`${url}/int/teams/change`, { code: team.code }, auth);
  return { auth, team };
}

const pad = (n, width = 2) => String(n).padStart(width, '0');

const INDIVIDUAL_COLUMNS = [
  'first_name',
  'last_name',
  'pesel',
  'birth_date',
  'gender',
  'citizenships',
  'document_type',
  'document_number',
  'document_expiry_date',
  'address_country',
  'address_city',
  'address_street',
  'address_postal_code',
  'address_house_number',
  'email',
  'phone',
  'phone_country_code',
  'pep',
];
const FIRST = {
  female: ['Anna', 'Maria', 'Zofia', 'Małgorzata'],
  male: ['Jan', 'Piotr', 'Łukasz'],
};
const LAST = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński'];
const CITIES = ['Łódź', 'Kraków', 'Gdańsk', 'Poznań', 'Wrocław', 'Warszawa'];

/**
 * `rows` individuals as a semicolon CSV for POST /int/parties-import/csv (UTF-8 with a BOM, as
 * Excel writes it), 2 % of them PEP. PESELs are unique per `offset`: birth dates over ten years
 * from 1960, serials counting up. The PESELs come from @aml/shared, written in TypeScript: a
 * benchmark calling this runs under tsx.
 */
export async function individualsCsv(rows, offset = 0) {
  const { makePesel } = await import('@aml/shared').catch((error) => {
    throw new Error('@aml/shared is TypeScript: run this benchmark with tsx (its npm script)', {
      cause: error,
    });
  });
  const lines = [INDIVIDUAL_COLUMNS.join(';')];
  const start = Date.UTC(1960, 0, 1);
  for (let i = offset; i < offset + rows; i += 1) {
    const date = new Date(start + (i % 3650) * 86_400_000);
    const serial = Math.floor(i / 3650) * 10 + (i % 10);
    const id = makePesel(date.toISOString().slice(0, 10), serial);
    const gender = Number(id[9]) % 2 === 0 ? 'female' : 'male';
    const first = FIRST[gender][i % FIRST[gender].length];
    lines.push(
      [
        first,
        LAST[i % LAST.length],
        id,
        date.toISOString().slice(0, 10),
        gender,
        'PL',
        'id_card',
        `ABA${pad(i, 6)}`,
        '2031-12-31',
        'PL',
        CITIES[i % CITIES.length],
        'Piotrkowska',
        '90-001',
        String((i % 200) + 1),
        `osoba.${i}@example.pl`,
        `600 ${pad(i % 1000, 3)} ${pad(i % 997, 3)}`,
        '+48',
        i % 50 === 0 ? 'tak' : 'nie',
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Uploads a CSV of individuals to the import route; `mode` is preview or import. */
export async function uploadPartiesCsv(url, auth, csv, mode) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'parties.csv');
  const started = performance.now();
  const response = await fetch(`${url}/int/parties-import/csv?partyType=individual&mode=${mode}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${text}`);
  return { seconds, body: JSON.parse(text) };
}

/** The YYYY-MM-DD day of `date` in Warsaw (the booking day of a transaction). */
export const warsawDay = (date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(date);

function summarize(result) {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
  };
}

/** /proc counts CPU time in USER_HZ ticks, 100 a second on every architecture Linux exposes it. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) process `pid` has used so far; 0 once it is gone. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Per PostgreSQL server process of this machine, the CPU seconds it has used so far. */
function postgresCpuSeconds() {
  const used = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        used.set(entry, processCpuSeconds(entry));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return used;
}

/**
 * What PostgreSQL's processes used between two readings: backends come and go with the pools'
 * connections, so each is counted from the first reading it appears in, and one that ended
 * in between is left out (an idle connection closed by its pool, as a rule).
 */
function postgresCpuBetween(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * CPU time of the processes that serve a load, read before and after it: `server` (a pid from
 * startProcess), with `postgres` every PostgreSQL process of this machine, and this process
 * (autocannon runs in it). Linux only (/proc); null elsewhere. Per request, it holds better
 * than requests/s on a shared machine whose speed drifts (docs/performance.md).
 */
function cpuMeter({ server, postgres }) {
  if (!server || !existsSync('/proc/self/stat')) return null;
  const read = () => ({
    server: processCpuSeconds(server),
    postgres: postgres ? postgresCpuSeconds() : null,
    loadGenerator: process.cpuUsage(),
  });
  const before = read();
  return () => {
    const after = read();
    const generator = process.cpuUsage(before.loadGenerator);
    return {
      server: after.server - before.server,
      ...(postgres && { postgres: postgresCpuBetween(before.postgres, after.postgres) }),
      loadGenerator: (generator.user + generator.system) / 1e6,
    };
  };
}

/**
 * The CPU time of `runs` (answers of measureLoad with `cpu`) pooled, as milliseconds per
 * request of each process group; null when a run has none.
 */
export function cpuMsPerRequest(runs) {
  if (!runs.every((run) => run.cpuSeconds)) return null;
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = {};
  for (const { cpuSeconds } of runs) {
    for (const [group, value] of Object.entries(cpuSeconds)) {
      seconds[group] = (seconds[group] ?? 0) + value;
    }
  }
  return Object.fromEntries(
    Object.entries(seconds).map(([group, value]) => [
      group,
      Number(((value * 1000) / requests).toFixed(3)),
    ]),
  );
}

/**
 * autocannon on `url`: `warmup` seconds first (not measured, so no side is measured cold), then
 * `duration` seconds measured. With `makeBody`, every request is `method` with a new body. Any
 * answer other than 2xx, or any socket error or timeout, fails the run, naming the first
 * error's body. Answers requests, requests/s and p50, p97.5 and p99 in milliseconds, and with
 * `keepLatencies` every measured request's latency too (to pool several runs exactly). With
 * `cpu` ({ server: pid, postgres: true when the database server is on this machine }) also
 * `cpuSeconds`: the CPU each of them and the load generator used during the measured seconds.
 * With `countResponses` (a test of an answer's body) also `counted`: the measured answers it
 * holds true for.
 */
export async function measureLoad({
  url,
  connections,
  duration,
  warmup = 0,
  headers = {},
  method = 'GET',
  makeBody,
  keepLatencies = false,
  cpu = {},
  countResponses,
}) {
  let counted = 0;
  const run = async (seconds, latencies, count) => {
    let firstError = null;
    const requests = makeBody && [
      {
        method,
        setupRequest: (request) => ({ ...request, body: makeBody() }),
        onResponse: (status, body) => {
          if ((status < 200 || status >= 300) && firstError === null) {
            firstError = `${status} ${body}`;
          }
          if (count?.(body)) counted += 1;
        },
      },
    ];
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        { url, connections, duration: seconds, method, headers, ...(requests && { requests }) },
        (error, outcome) => (error ? reject(error) : resolve(outcome)),
      );
      if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(
        `${method} ${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors` +
          (firstError ? `; the first: ${firstError.slice(0, 2000)}` : ''),
      );
    }
    return result;
  };
  if (warmup > 0) await run(warmup);
  const latencies = keepLatencies ? [] : null;
  const cpuUsed = cpuMeter(cpu);
  const summary = summarize(await run(duration, latencies, countResponses));
  return {
    ...summary,
    ...(countResponses && { counted }),
    ...(cpuUsed && { cpuSeconds: cpuUsed() }),
    ...(latencies && { latencies }),
  };
}

/** The `q` quantile (0 to 1) of sorted numbers, in milliseconds rounded as autocannon's. */
export const quantile = (sorted, q) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

// Seeding in SQL. `db` is a pg Client or a PGlite instance: both answer query(text, params).

/** `count` active individuals p00000000001… (unique PESELs), still pending risk. */
export async function seedParties(db, teamId, count) {
  await db.query(
    `insert into parties (team_id, code, type, entity_type, status, first_name, last_name, pesel)
     select $1, 'p' || lpad(n::text, 11, '0'), 'individual', 'individual', 'active',
            'Anna', 'Nowak ' || n, lpad((n * 7919)::text, 11, '0')
     from generate_series(1, $2) n`,
    [teamId, count],
  );
}

/**
 * `count` transactions t00000000001… of the team over the last `days` days: five types, four
 * statuses, a third of them in PLN, the rest in EUR, USD and CHF, 2 % still waiting for their
 * rate, amounts 100–90,099.
 */
export async function seedTransactions(db, teamId, { count, days }) {
  await db.query(
    `insert into transactions (team_id, code, type, status, amount, currency, amount_eur,
                               rate_table, rate_date, rate, eur_rate, booked_at, booked_on,
                               payment_method, risk_level)
     select $1, 't' || lpad(n::text, 11, '0'),
            (array['buyer','seller','buyer_fiat','seller_fiat','transfer'])[1 + n % 5],
            (array['draft','in_acceptance','accepted','accepted'])[1 + n % 4],
            amount, currency,
            case when n % 50 = 0 then null else round(amount / 4.25, 2) end,
            case when n % 50 = 0 then null else 'bench' end,
            case when n % 50 = 0 then null else booked::date end,
            case when n % 50 = 0 then null else 1 end,
            case when n % 50 = 0 then null else 4.25 end,
            booked, (booked at time zone 'Europe/Warsaw')::date,
            (array['cash','transfer','card'])[1 + n % 3],
            (array['pending','low','normal','high'])[1 + n % 4]
     from (
       select n, (100 + (n::bigint * 7717) % 90000)::numeric as amount,
              (array['PLN','PLN','EUR','USD','CHF'])[1 + n % 5] as currency,
              now() - ((n % $3) || ' days')::interval - ((n % 86400) || ' seconds')::interval as booked
       from generate_series(1, $2) n
     ) s`,
    [teamId, count, days],
  );
}

/**
 * Each seeded transaction's buyer: one of the `parties` seeded parties, with the booking time.
 * The buyer is a hash of the transaction, not its number modulo `parties`: the seeded day is
 * its number modulo the days, so a modulo would give each party a transaction every few days
 * all year round.
 */
export async function linkSeededParties(db, teamId, parties) {
  await db.query(
    `insert into transaction_parties (transaction_id, party_id, role, position, booked_at)
     select t.id, p.id, 'buyer', 0, t.booked_at
     from transactions t
     join parties p on p.code = 'p' || lpad((1 + abs(hashint8(t.id)) % $1)::text, 11, '0')
     where t.team_id = $2`,
    [parties, teamId],
  );
}

/**
 * `count` earlier transactions of one party, spread evenly over the three years before now,
 * accepted, in EUR, amounts 100.00–3,000.00, the party the buyer (with the booking day).
 */
export async function seedPartyHistory(db, teamId, party, count) {
  await db.query(
    `with booked as (
       select n, round(100 + ((n::bigint * 7717) % 290001) / 100.0, 2) as amount,
              now() - interval '1095 days' * (n::float8 / $4::int) as at
       from generate_series(1, $4::int) n
     ), created as (
       insert into transactions (team_id, code, type, status, amount, currency, amount_eur,
                                 booked_at, booked_on, payment_method, risk_level,
                                 created_at, updated_at)
       select $1, 'h' || $3::text || '-' || n, (array['buyer_fiat','seller_fiat'])[1 + n % 2],
              'accepted', amount, 'EUR', amount, at, (at at time zone 'Europe/Warsaw')::date,
              'cash', 'low', at, at
       from booked
       returning id, booked_at
     )
     insert into transaction_parties (transaction_id, party_id, role, position, booked_at)
     select id, $2::bigint, 'buyer', 0, booked_at from created`,
    [teamId, party.id, party.code, count],
  );
}

/**
 * (Re)computes the aggregates the history rules read (party_activity and party_activity_days)
 * from the stored transactions exactly as the two INSERT … SELECT statements at the end of
 * migration 0017 compute them, for the team's parties or only `partyId`'s: their rows are
 * deleted first.
 */
export async function recomputePartyActivity(db, teamId, partyId = null) {
  // Statistics of the rows just seeded first: without them the planner joins by nested loops
  // over whole tables (docs/performance-history.md).
  await db.query('analyze transactions, transaction_parties');
  const params = partyId === null ? [teamId] : [teamId, partyId];
  const party = partyId === null ? '' : 'and "party_id" = $2';
  await db.query(`delete from party_activity_days where team_id = $1 ${party}`, params);
  await db.query(`delete from party_activity where team_id = $1 ${party}`, params);
  await db.query(
    `INSERT INTO "party_activity_days" ("party_id", "day", "team_id", "transaction_count", "amount_eur_sum")
     SELECT c."party_id", t."booked_on", t."team_id", count(*), sum(t."amount_eur")
     FROM (SELECT DISTINCT "transaction_id", "party_id" FROM "transaction_parties" WHERE "role" <> 'representative' ${party}) c
     JOIN "transactions" t ON t."id" = c."transaction_id"
     WHERE t."deleted_at" IS NULL AND t."status" <> 'canceled' AND t."amount_eur" IS NOT NULL
       AND t."team_id" = $1
     GROUP BY c."party_id", t."booked_on", t."team_id"`,
    params,
  );
  await db.query(
    `INSERT INTO "party_activity" ("party_id", "team_id", "version", "transaction_count", "amount_eur_sum", "amount_eur_sum_squares")
     SELECT c."party_id", t."team_id", count(*), count(*), sum(t."amount_eur"), sum(t."amount_eur" * t."amount_eur")
     FROM (SELECT DISTINCT "transaction_id", "party_id" FROM "transaction_parties" WHERE "role" <> 'representative' ${party}) c
     JOIN "transactions" t ON t."id" = c."transaction_id"
     WHERE t."deleted_at" IS NULL AND t."status" <> 'canceled' AND t."amount_eur" IS NOT NULL
       AND t."team_id" = $1
     GROUP BY c."party_id", t."team_id"`,
    params,
  );
}

/** Keeps a run's figures as JSON under bench/results/ (git-ignored). */
export function writeResults(name, results) {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    `bench/results/${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), node: process.version, ...results }, null, 2),
  );
  console.log(`Results written to ${path.relative(root, file)}`);
}
