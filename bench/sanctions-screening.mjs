// `npm run bench:sanctions`: the in-process sanctions matcher over every list file of the shared
// test data (SANCTIONS_DATA_DIR, or the folder the tests find), on one core: index build time,
// RSS, latency of one party screened (p50/p95/p99) and parties/s, against a pg_trgm similarity()
// search over the same names on PostgreSQL measured in the same run (the naive peer; a throw-away
// database on SANCTIONS_BENCH_PG, default postgres://postgres@127.0.0.1:5432/postgres, dropped at
// the end). Then the accuracy figures. Figures go to stdout and bench/results/.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  alertsPer100,
  evaluateCrossScript,
  evaluateNamePairs,
  evaluatePositives,
  evaluateVariants,
  negativeSubjects,
  unTreatedPositives,
} from '../apps/api/src/engines/sanctions-matching/accuracy-evaluation.ts';
import { loadLists } from '../apps/api/src/modules/sanctions/lists/formats/detect-format.ts';
import { buildIndex, DEFAULT_THRESHOLD } from '../apps/api/src/engines/sanctions-matching/index.ts';
import { generateVariants } from '../apps/api/src/engines/sanctions-matching/variant-generator.ts';
import { SANCTIONS_DATA } from '../apps/api/src/test/sanctions-test-data.ts';
import { writeResults } from './support.mjs';
import { runCli } from '../apps/api/src/cli/cli-args.ts';

const USAGE = `
Usage: npm run bench:sanctions

The in-process sanctions matcher over every list file of the shared test data, on one core:
index build time, memory, latency per party and parties/s, against a pg_trgm similarity()
search of the same names on PostgreSQL; then the accuracy figures. Figures go to stdout and
bench/results/.

Settings (environment):
  SANCTIONS_DATA_DIR  the folder of list files (default: ../shared/sanctions-data beside the
                      repository, as the tests find it)
  SANCTIONS_BENCH_PG  a PostgreSQL server for the peer's throw-away database
                      (default postgres://postgres@127.0.0.1:5432/postgres)
`;

// --help and a wrong argument are answered before the lists are loaded.
if (!(await runCli({ name: 'npm run bench:sanctions --', usage: USAGE }, async () => {}))) {
  process.exit();
}

const PG_URL = process.env.SANCTIONS_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 1000;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (value, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
function latencySummary(latencies, totalMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    queries: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    perSecond: Math.round((1000 * sorted.length) / totalMs),
  };
}

// --- Index --------------------------------------------------------------------------------
const parseStart = performance.now();
const entries = loadLists(SANCTIONS_DATA);
const parseMs = performance.now() - parseStart;
const buildStart = performance.now();
const index = buildIndex(entries);
const buildMs = performance.now() - buildStart;
const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);

// --- Queries: UN treated positives, synthetic negatives, generated variants -----------------
const unQueries = unTreatedPositives(
  SANCTIONS_DATA,
  entries.filter((e) => e.source === 'un'),
);
const negatives = [
  ...negativeSubjects(SANCTIONS_DATA, 'validation_negatives_global.csv'),
  ...negativeSubjects(SANCTIONS_DATA, 'validation_negatives_us.csv'),
];
const listed = entries.filter((e) => e.source === 'un' || e.source === 'ofac_sdn');
const variants = generateVariants(listed, 100);
const parties = [
  ...unQueries.map((q) => q.subject),
  ...negatives,
  ...variants.filter((v) => !v.text).map((v) => v.subject),
];
const texts = variants.filter((v) => v.text).map((v) => v.text);

// Warm-up on other subjects (the large negatives file), so the measured ones are not cached.
const warmUp = negativeSubjects(SANCTIONS_DATA, 'candgen_negatives_global.csv').slice(0, WARM_UP);
for (const subject of warmUp) index.screen(subject);

/**
 * Wall-clock latencies, and the CPU time of the whole loop: on a shared machine the wall clock
 * also counts the time other processes hold the core, the CPU time does not.
 */
function measure(run, items) {
  const latencies = [];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (const item of items) {
    const t = performance.now();
    run(item);
    latencies.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpuStart);
  return {
    ...latencySummary(latencies, performance.now() - start),
    perCpuSecond: Math.round((1e6 * items.length) / (cpu.user + cpu.system)),
  };
}
const matcher = measure((subject) => index.screen(subject), parties);
// The first title reads the title screening's dictionaries (the API does it as it builds the
// index): measured on its own, not as a title's latency. bench:titles measures titles in full.
const dictionariesStart = performance.now();
index.prepareTextScreening();
const dictionariesMs = Math.round(performance.now() - dictionariesStart);
const matcherText = measure((text) => index.screenText(text), texts);

// --- Peer: pg_trgm similarity() over the same names ------------------------------------------
async function measurePgTrgm() {
  const database = `aml_sanctions_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    await client.query('create extension pg_trgm');
    await client.query('create table names (entry_id text not null, name text not null)');
    const rows = entries
      .filter((e) => !e.delisted_on)
      .flatMap((e) => e.names.map((n) => [`${e.source}:${e.source_id}`, n.full]));
    const loadStart = performance.now();
    await client.query('insert into names select * from unnest($1::text[], $2::text[])', [
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
    ]);
    await client.query('create index names_trgm on names using gin (name gin_trgm_ops)');
    await client.query('analyze names');
    const loadMs = performance.now() - loadStart;
    const search = (name) =>
      client.query({
        name: 'trgm',
        text: 'select entry_id, name, similarity(name, $1) as score from names where name % $1 order by score desc limit 10',
        values: [name],
      });
    for (const subject of warmUp.slice(0, 200)) await search(subject.name);
    const latencies = [];
    const start = performance.now();
    for (const subject of parties) {
      const t = performance.now();
      await search(subject.name);
      latencies.push(performance.now() - t);
    }
    const summary = latencySummary(latencies, performance.now() - start);
    // Retrieval only, for reference: is the expected UN entry among pg_trgm's top 10?
    let found = 0;
    for (const { subject, expected } of unQueries) {
      const { rows: hits } = await search(subject.name);
      if (hits.some((h) => h.entry_id === `un:${expected}`)) found++;
    }
    return {
      names: rows.length,
      loadMs: Math.round(loadMs),
      ...summary,
      unTop10Recall: round(found / unQueries.length),
    };
  } finally {
    await client.end().catch(() => {});
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  }
}

let peer;
try {
  peer = await measurePgTrgm();
} catch (error) {
  peer = { error: error.message };
}

// --- Accuracy -------------------------------------------------------------------------------
const nameOnlyNegatives = negatives.map((s) => ({ name: s.name, type: s.type }));
const accuracy = {
  threshold: DEFAULT_THRESHOLD,
  namePairs: evaluateNamePairs(SANCTIONS_DATA),
  unTreatedPositives: evaluatePositives(index, unQueries),
  negativesAlertsPer100: {
    global: alertsPer100(index, negatives.slice(0, 1000)),
    us: alertsPer100(index, negatives.slice(1000)),
    nameOnlyBoth: alertsPer100(index, nameOnlyNegatives),
  },
  variantRecall: evaluateVariants(index, listed, 100),
  crossScript: evaluateCrossScript(SANCTIONS_DATA),
};

const results = {
  data: SANCTIONS_DATA,
  loadAverage1m: round(loadavg()[0], 2),
  index: {
    entries: index.entryCount,
    names: index.nameCount,
    parseMs: Math.round(parseMs),
    buildMs: Math.round(buildMs),
    rssMb,
  },
  matcher,
  matcherText,
  dictionariesMs,
  pgTrgm: peer,
  p95RatioToPgTrgm: peer.p95Ms ? round(matcher.p95Ms / peer.p95Ms) : null,
  accuracy,
};

console.log(`Load average (1 min) at the end: ${results.loadAverage1m}`);
console.log(
  `Index: ${index.entryCount} entries, ${index.nameCount} names; parse ${Math.round(parseMs)} ms, build ${Math.round(buildMs)} ms, RSS ${rssMb} MB`,
);
console.log(
  `Matcher, one party (${matcher.queries}): p50 ${matcher.p50Ms} ms, p95 ${matcher.p95Ms} ms, p99 ${matcher.p99Ms} ms, ${matcher.perSecond} parties/s (${matcher.perCpuSecond} per CPU second)`,
);
console.log(
  `Matcher, transfer titles (${matcherText.queries}): p50 ${matcherText.p50Ms} ms, p95 ${matcherText.p95Ms} ms, p99 ${matcherText.p99Ms} ms (dictionaries read first in ${dictionariesMs} ms)`,
);
if (peer.error) console.log(`pg_trgm peer: not measured (${peer.error})`);
else
  console.log(
    `pg_trgm similarity() (${peer.names} names, GIN): p50 ${peer.p50Ms} ms, p95 ${peer.p95Ms} ms, p99 ${peer.p99Ms} ms, ${peer.perSecond} queries/s; UN top-10 retrieval ${peer.unTop10Recall}; matcher p95 / pg_trgm p95 = ${results.p95RatioToPgTrgm}`,
  );
const pairs = accuracy.namePairs;
console.log(
  `Name pairs (${pairs.pairs}): P ${round(pairs.precision)} R ${round(pairs.recall)} F1 ${round(pairs.f1)}; STRONG ${pairs.strongCorrect}/${pairs.strongTotal}`,
);
const un = accuracy.unTreatedPositives;
console.log(
  `UN treated positives (${un.queries}): alert recall ${round(un.alertRecall)}, top-10 ${round(un.top10Recall)}`,
);
const neg = accuracy.negativesAlertsPer100;
console.log(
  `Negatives, alerts per 100: global ${neg.global}, US ${neg.us} (name only, both files: ${neg.nameOnlyBoth})`,
);
console.log(
  `Variant recall: ${Object.entries(accuracy.variantRecall)
    .map(([category, f]) => `${category} ${round(f.recall, 2)} (${f.queries})`)
    .join(', ')}`,
);
const cross = accuracy.crossScript;
console.log(
  `Cross-script: Watchman pairs ${cross.watchmanMatched}/${cross.watchmanPairs} (${Object.entries(
    cross.watchmanMatchedByScript,
  )
    .map(([script, [m, n]]) => `${script} ${m}/${n}`)
    .join(', ')}); Putin spellings ${cross.putinMatched}/${cross.putinVariants}`,
);
writeResults('sanctions-screening', results);
