// `npm run bench:transactions` (DATABASE_URL pointing at a PostgreSQL server): a team with
// 1,000,000 transactions (BENCH_TRANSACTIONS to change), seeded in SQL on a fresh database,
// then p50/p95 of a filtered search page (POST /int/transactions/search) and of the quarterly
// figures (GET /int/teams/transactions), against GET /int/user measured in the same run.
// Target (transactions issue): each under 200 ms at p95.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  ensureApiBuilt,
  post,
  signIn,
  startProcess,
  stopAllProcesses,
  writeResults,
} from './support.mjs';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const PARTIES = 20_000;
const REQUESTS = 200;
const TARGET_P95_MS = 200;
const cleanups = [];

async function freshDatabase(serverUrl) {
  const name = `aml_bench_tx_${randomBytes(4).toString('hex')}`;
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

/**
 * Parties and transactions of the team, two years of bookings, a third of them in PLN, the
 * rest in EUR, USD and CHF; 2 % still waiting for their rate. One or two parties each.
 */
async function seed(databaseUrl, teamCode) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const {
    rows: [team],
  } = await client.query('select id from teams where code = $1', [teamCode]);
  await client.query(
    `insert into parties (team_id, code, type, entity_type, status, first_name, last_name, pesel)
     select $1, 'p' || lpad(n::text, 11, '0'), 'individual', 'individual', 'active',
            'Anna', 'Nowak ' || n, lpad((n * 7919)::text, 11, '0')
     from generate_series(1, $2) n`,
    [team.id, PARTIES],
  );
  await client.query(
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
              now() - ((n % 730) || ' days')::interval - ((n % 86400) || ' seconds')::interval as booked
       from generate_series(1, $2) n
     ) s`,
    [team.id, TRANSACTIONS],
  );
  await client.query(
    `insert into transaction_parties (transaction_id, party_id, role, position)
     select t.id, p.id, 'buyer', 0
     from transactions t
     join parties p on p.code = 'p' || lpad((1 + t.id % $1)::text, 11, '0')
     where t.team_id = $2`,
    [PARTIES, team.id],
  );
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
  if (!process.env.DATABASE_URL) {
    console.error('Set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(2);
  }
  ensureApiBuilt();
  const databaseUrl = await freshDatabase(process.env.DATABASE_URL);
  const app = await startProcess('apps/api/dist/main.js', { DATABASE_URL: databaseUrl });
  const token = await signIn(app.url);
  const auth = { authorization: `Bearer ${token}` };
  const team = await post(`${app.url}/int/teams`, { name: 'Benchmark' }, auth);
  await post(`${app.url}/int/teams/change`, { code: team.code }, auth);
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
