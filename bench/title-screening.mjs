// `npm run bench:titles`: free-text screening of transfer titles (issue 25) over every list file
// of the shared test data, on one core. Ordinary titles of currency and crypto exchanges,
// accounting offices, galleries and auction houses, and titles citing listed names (plain and
// declined), are generated with a fixed seed (apps/api/src/engines/sanctions-matching/
// title-generator.ts); the figures are false alerts per 100 ordinary titles, recall on the
// others, and the latency of one title, against name screening of the cited names measured in
// the same run (the baseline: the machine is shared, so read the ratio). `--write DIR` also
// writes the sets as JSONL for `npm run -s screen`. Figures go to stdout and bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envNumber, runCli } from '../apps/api/src/cli/cli-args.ts';
import { evaluateTitles } from '../apps/api/src/engines/sanctions-matching/accuracy-evaluation.ts';
import { loadLists } from '../apps/api/src/modules/sanctions/lists/formats/detect-format.ts';
import { buildIndex } from '../apps/api/src/engines/sanctions-matching/index.ts';
import { generateTitles } from '../apps/api/src/engines/sanctions-matching/title-generator.ts';
import { naturalOrder } from '../apps/api/src/engines/sanctions-matching/variant-generator.ts';
import { SANCTIONS_DATA } from '../apps/api/src/test/sanctions-test-data.ts';
import { writeResults } from './support.mjs';

const USAGE = `
Usage: npm run bench:titles [-- --write DIR]

Free-text screening of generated transfer titles against every list file of the shared test
data: false alerts per 100 ordinary titles, recall on titles citing listed names, latency of
one title (p50/p95/p99) against name screening of the same names in the same run.
--write DIR also writes DIR/negatives.jsonl and DIR/positives.jsonl (lines {"id", "text"},
the positives with the listed entry) for npm run -s screen.

Settings (environment):
  SANCTIONS_DATA_DIR      the folder of list files (default: ../shared/sanctions-data)
  BENCH_TITLES_NEGATIVES  ordinary titles (default 2400)
  BENCH_TITLES_POSITIVES  titles citing listed names (default 400)
  BENCH_TITLES_SEED       the generator's seed (default 20261127); another seed is a fresh set
`;

const round = (value, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function writeJsonl(file, rows) {
  writeFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
}

await runCli(
  { name: 'npm run bench:titles --', usage: USAGE, options: { write: { type: 'string' } } },
  async ({ values }) => {
    const negativesWanted = envNumber('BENCH_TITLES_NEGATIVES', 2400, { integer: true, min: 1 });
    const positivesWanted = envNumber('BENCH_TITLES_POSITIVES', 400, { integer: true, min: 1 });
    const seed = envNumber('BENCH_TITLES_SEED', 20261127, { integer: true, min: 0 });

    const entries = loadLists(SANCTIONS_DATA);
    const index = buildIndex(entries);
    const titles = generateTitles(entries, {
      negatives: negativesWanted,
      positives: positivesWanted,
      seed,
    });
    if (values.write) {
      mkdirSync(values.write, { recursive: true });
      writeJsonl(
        path.join(values.write, 'negatives.jsonl'),
        titles.negatives.map(({ id, text, kind }) => ({ id, text, kind })),
      );
      writeJsonl(
        path.join(values.write, 'positives.jsonl'),
        titles.positives.map(({ id, text, kind, source, entry_id, name }) => ({
          id,
          text,
          kind,
          list: source,
          entry_id,
          listed_name: name,
        })),
      );
      console.log(`Wrote ${values.write}/negatives.jsonl and positives.jsonl`);
    }

    // The first title reads the dictionaries: measured apart, as the API does it at index time.
    const prepareStart = performance.now();
    index.prepareTextScreening();
    const prepareMs = performance.now() - prepareStart;
    const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);

    const figures = evaluateTitles(index, entries, titles);

    // Baseline: the cited names screened as names, one by one, in the same run.
    const byKey = new Map(entries.map((entry) => [`${entry.source} ${entry.source_id}`, entry]));
    const nameLatencies = titles.positives.map((positive) => {
      const entry = byKey.get(`${positive.source} ${positive.entry_id}`);
      const type = entry?.type === 'person' ? 'person' : 'company';
      const start = performance.now();
      index.screen({ name: naturalOrder(positive.name), type });
      return performance.now() - start;
    });
    nameLatencies.sort((a, b) => a - b);
    const names = {
      p50Ms: round(percentile(nameLatencies, 0.5)),
      p95Ms: round(percentile(nameLatencies, 0.95)),
    };

    const results = {
      seed,
      lists: { entries: index.entryCount, names: index.nameCount },
      prepareMs: Math.round(prepareMs),
      rssMb,
      titles: {
        negatives: figures.negatives,
        falseAlertsPer100: round(figures.falseAlertsPer100, 2),
        positives: figures.positives,
        recall: round(figures.recall),
        p50Ms: round(figures.p50Ms),
        p95Ms: round(figures.p95Ms),
        p99Ms: round(figures.p99Ms),
      },
      baselineNames: names,
      p95Ratio: round(figures.p95Ms / names.p95Ms, 2),
      falseAlerts: figures.falseAlerts.slice(0, 20),
      misses: figures.misses.slice(0, 20),
    };
    console.log(
      [
        `Lists: ${index.entryCount} entries, ${index.nameCount} names; dictionaries read in ${results.prepareMs} ms; RSS ${rssMb} MB with the index and the dictionaries (seed ${seed})`,
        `Ordinary titles: ${figures.negatives}, false alerts per 100: ${results.titles.falseAlertsPer100} (target ≤ 1)`,
        `Titles citing listed names: ${figures.positives}, recall: ${results.titles.recall} (target ≥ 0.95)`,
        `Latency per title ms: p50 ${results.titles.p50Ms}, p95 ${results.titles.p95Ms} (target ≤ 5), p99 ${results.titles.p99Ms}`,
        `Baseline, the same names screened as names, ms: p50 ${names.p50Ms}, p95 ${names.p95Ms}; title p95 / name p95 = ${results.p95Ratio}`,
      ].join('\n'),
    );
    for (const { text, hits } of results.falseAlerts)
      console.log(`  false alert: ${text} → ${hits.join('; ')}`);
    for (const { text, listed } of results.misses)
      console.log(`  missed: ${text} (listed: ${listed})`);
    writeResults('title-screening', results);
  },
);
