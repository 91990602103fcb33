// `npm run -s screen -- --lists DIR --in QUERIES.jsonl`: screens parties and transaction
// descriptions against every list file under DIR (each format recognised by its content; a CSV
// with the header id,name,type,birth_date,country is a custom list). One JSON query per input
// line, one JSON answer per line on stdout, a summary on stderr. Input is checked whole before
// any screening, so a bad line stops the run with its line number and exit code 1; unreadable
// lists exit 3; a wrong argument exits 2.
import { readFileSync } from 'node:fs';
import { findListFiles, parseListFiles } from '../modules/sanctions/index.js';
import {
  buildIndex,
  DEFAULT_THRESHOLD,
  type MatchHit,
  type ScreeningSubject,
} from '../engines/sanctions-matching/index.js';
import { CliError, runCli, UsageError } from './cli-args.js';

const USAGE = `
Usage: npm run -s screen -- --lists DIR [--lists DIR2 …] --in QUERIES.jsonl

Screens names and transfer titles against every sanctions list file under DIR (OFAC, UN, EU,
UK, MSWIA, GIIF or a custom CSV; subfolders included). QUERIES.jsonl holds one JSON object per
line (- reads standard input):

  {"id": "q1", "name": "Jan Kowalski", "type": "person", "birth_date": "1970", "country": "PL"}
      a party: type person, company or any; birth_date (YYYY-MM-DD or YYYY) and country
      (ISO 3166-1 alpha-2, or a list of codes) are optional
  {"id": "t1", "text": "Przelew dla Władimira Putina"}
      a transaction's description, screened as free text (Polish declension included); a line
      with a "text" is a description whatever other fields it has

One answer per line on stdout: {"id", "hits": [{"list", "entry_id", "name", "score"}], "ms"},
every hit at or above the alert threshold (${DEFAULT_THRESHOLD}). A summary goes to stderr.

Exit codes: 0 done; 1 a bad input line (named, nothing screened); 2 a wrong argument;
3 the lists could not be read.
`;

type Query = { id: string | number } & (
  { subject: ScreeningSubject; text?: undefined } | { text: string; subject?: undefined }
);

const TYPES = ['person', 'company', 'any'] as const;
const isSubjectType = (type: string): type is ScreeningSubject['type'] =>
  (TYPES as readonly string[]).includes(type);
const LISTS_UNREADABLE = 3;

function parseQuery(line: string, where: string): Query {
  function fail(message: string): never {
    throw new CliError(`${where}: ${message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    fail('not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail('expected a JSON object');
  const { id, name, text, type, birth_date: birthDate, country } = value as Record<string, unknown>;
  if (typeof id !== 'string' && typeof id !== 'number') fail('"id" must be a string or a number');
  // A line with a "text" is a description, whatever else it carries (a label, the expected
  // entry of a test set).
  if (text !== undefined) {
    if (typeof text !== 'string' || !text.trim()) fail('"text" must be a non-empty string');
    return { id, text };
  }
  if (typeof name !== 'string' || !name.trim())
    fail('"name" (a party) or "text" (a description) must be a non-empty string');
  if (typeof type !== 'string' || !isSubjectType(type))
    fail(`"type" must be one of ${TYPES.join(', ')}`);
  if (
    birthDate != null &&
    (typeof birthDate !== 'string' || !/^\d{4}(-\d{2}-\d{2})?$/.test(birthDate))
  )
    fail('"birth_date" must be YYYY-MM-DD or YYYY');
  const countries: unknown[] = country == null ? [] : Array.isArray(country) ? country : [country];
  const codes = countries.map((c) =>
    typeof c === 'string' && /^[A-Za-z]{2}$/.test(c)
      ? c.toUpperCase()
      : fail('"country" must be an ISO 3166-1 alpha-2 code (or a list of them)'),
  );
  return { id, subject: { name, type, birth_date: birthDate ?? null, countries: codes } };
}

function readQueries(file: string): Query[] {
  const inputName = file === '-' ? 'stdin' : file;
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${inputName}: ${(error as Error).message}`);
  }
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ line, where: `${inputName} line ${i + 1}` }))
    .filter(({ line }) => line.trim())
    .map(({ line, where }) => parseQuery(line, where));
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
const ms = (value: number) => Math.round(value * 1000) / 1000;

await runCli(
  {
    name: 'npm run -s screen --',
    usage: USAGE,
    options: { lists: { type: 'string', multiple: true }, in: { type: 'string' } },
  },
  async ({ values }) => {
    if (!values.lists?.length) throw new UsageError('--lists DIR is missing');
    if (!values.in) throw new UsageError('--in QUERIES.jsonl is missing');
    const queries = readQueries(values.in);

    const buildStart = performance.now();
    let index;
    try {
      const { files, skipped } = findListFiles(values.lists);
      for (const { path, reason } of skipped) console.error(`skipped ${path}: ${reason}`);
      index = buildIndex(parseListFiles(files).lists.flatMap((list) => list.entries));
    } catch (error) {
      throw new CliError(`cannot load the lists: ${(error as Error).message}`, LISTS_UNREADABLE);
    }
    // The title screening's dictionaries are read before the timing starts.
    if (queries.some((query) => query.text !== undefined)) index.prepareTextScreening();
    const buildMs = performance.now() - buildStart;

    const latencies = { names: [] as number[], texts: [] as number[] };
    const options = { threshold: DEFAULT_THRESHOLD };
    for (const query of queries) {
      const start = performance.now();
      const hits: MatchHit[] = query.subject
        ? index.screen(query.subject, options)
        : index.screenText(query.text, options);
      const elapsed = performance.now() - start;
      latencies[query.subject ? 'names' : 'texts'].push(elapsed);
      const answer = {
        id: query.id,
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
    // Names and texts apart: a title is screened by other rules, to its own target.
    const summary = (kind: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${values.length} ${kind} p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}`;
    };
    console.error(
      `screened ${queries.length} queries against ${index.entryCount} entries (${index.nameCount} names); ` +
        `lists loaded and indexed in ${Math.round(buildMs)} ms; latency ms: ` +
        `${summary('names', latencies.names)}; ${summary('texts', latencies.texts)}`,
    );
  },
);
