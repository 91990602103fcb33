// `npm run -s screen -- --lists DIR --in QUERIES.jsonl`: screens parties against every list file
// under DIR (each format recognised by its content; a CSV with the header
// id,name,type,birth_date,country is a custom list). One JSON query per input line, one JSON
// answer per line on stdout, a summary on stderr. Input is checked whole before any screening,
// so a bad line stops the run with its line number and exit code 1; unreadable lists exit 2.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { findListFiles, parseListFiles } from '../modules/sanctions/detect-format.js';
import { buildIndex, DEFAULT_THRESHOLD } from '../modules/sanctions/matching/index.js';
import type { ScreeningSubject } from '../modules/sanctions/matching/index.js';

type Query = { id: string | number; subject: ScreeningSubject };

const TYPES = ['person', 'company', 'any'];

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function parseQuery(line: string, where: string): Query {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    fail(`${where}: not valid JSON`, 1);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(`${where}: expected a JSON object`, 1);
  const { id, name, type, birth_date: birthDate, country } = value as Record<string, unknown>;
  if (typeof id !== 'string' && typeof id !== 'number')
    fail(`${where}: "id" must be a string or a number`, 1);
  if (typeof name !== 'string' || !name.trim())
    fail(`${where}: "name" must be a non-empty string`, 1);
  if (typeof type !== 'string' || !TYPES.includes(type))
    fail(`${where}: "type" must be one of ${TYPES.join(', ')}`, 1);
  if (
    birthDate != null &&
    (typeof birthDate !== 'string' || !/^\d{4}(-\d{2}-\d{2})?$/.test(birthDate))
  )
    fail(`${where}: "birth_date" must be YYYY-MM-DD or YYYY`, 1);
  const countries = country == null ? [] : Array.isArray(country) ? country : [country];
  if (!countries.every((c) => typeof c === 'string' && /^[A-Za-z]{2}$/.test(c)))
    fail(`${where}: "country" must be an ISO 3166-1 alpha-2 code (or a list of them)`, 1);
  return {
    id,
    subject: {
      name,
      type: type as ScreeningSubject['type'],
      birth_date: (birthDate as string | undefined) ?? null,
      countries: (countries as string[]).map((c) => c.toUpperCase()),
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
const ms = (value: number) => Math.round(value * 1000) / 1000;

const { values } = parseArgs({
  options: { lists: { type: 'string', multiple: true }, in: { type: 'string' } },
});
if (!values.lists?.length || !values.in)
  fail(
    'usage: npm run -s screen -- --lists DIR [--lists DIR2] --in QUERIES.jsonl (- for stdin)',
    1,
  );

const inputName = values.in === '-' ? 'stdin' : values.in;
let queries: Query[];
try {
  const text = readFileSync(values.in === '-' ? 0 : values.in, 'utf8');
  queries = text
    .split(/\r?\n/)
    .map((line, i) => ({ line, where: `${inputName} line ${i + 1}` }))
    .filter(({ line }) => line.trim())
    .map(({ line, where }) => parseQuery(line, where));
} catch (error) {
  fail(`cannot read ${inputName}: ${(error as Error).message}`, 1);
}

const buildStart = performance.now();
let index;
try {
  const { files, skipped } = findListFiles(values.lists);
  for (const { path, reason } of skipped) console.error(`skipped ${path}: ${reason}`);
  index = buildIndex(parseListFiles(files).lists.flatMap((list) => list.entries));
} catch (error) {
  fail(`cannot load the lists: ${(error as Error).message}`, 2);
}
const buildMs = performance.now() - buildStart;

const latencies: number[] = [];
for (const { id, subject } of queries) {
  const start = performance.now();
  const hits = index.screen(subject, { threshold: DEFAULT_THRESHOLD });
  const elapsed = performance.now() - start;
  latencies.push(elapsed);
  const answer = {
    id,
    hits: hits.map((hit) => ({
      list: hit.source,
      entry_id: hit.entry_id,
      name: hit.entry_name,
      score: hit.score,
    })),
    ms: ms(elapsed),
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
latencies.sort((a, b) => a - b);
console.error(
  `screened ${queries.length} queries against ${index.entryCount} entries (${index.nameCount} names); ` +
    `lists loaded and indexed in ${Math.round(buildMs)} ms; latency ms p50 ${ms(percentile(latencies, 0.5))}, ` +
    `p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}`,
);
