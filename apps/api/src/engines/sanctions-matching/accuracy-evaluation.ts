/**
 * Accuracy figures of the matcher on the shared test data (research note §4): name pairs,
 * UN positives, synthetic negatives, generated variants and cross-script names. Shared by the
 * accuracy tests (which fail on regression) and `npm run bench:sanctions` (which prints them).
 * The lists themselves come parsed from the caller (the sanctions module's `loadLists`): the
 * engine reads no list format.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { countryToIso } from './countries.js';
import type { ListEntry } from './list-entry.js';
import { compareNames, DEFAULT_THRESHOLD } from './compare-names.js';
import type { PositiveTitle, TitleCase } from './title-generator.js';
import type { SanctionsIndex, ScreeningSubject } from './types.js';
import type { VariantCategory } from './variant-generator.js';
import { generateVariants, VARIANT_CATEGORIES } from './variant-generator.js';

function readCsv(path: string): Record<string, string>[] {
  return parse(readFileSync(path), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
}

export type PairFigures = {
  pairs: number;
  precision: number;
  recall: number;
  f1: number;
  strongCorrect: number;
  strongTotal: number;
};

export function evaluateNamePairs(dataDir: string, threshold = DEFAULT_THRESHOLD): PairFigures {
  const rows = readCsv(join(dataDir, 'labelled_pairs/nomenklatura_name_bench_cases.csv'));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let strongCorrect = 0;
  let strongTotal = 0;
  for (const row of rows) {
    const type = row.schema === 'Person' ? 'person' : row.schema === 'Vessel' ? 'any' : 'company';
    const predicted = compareNames(row.name1 ?? '', row.name2 ?? '', type).score >= threshold;
    const actual = row.is_match === 'true';
    if (predicted && actual) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
    if (row.quality === 'STRONG') {
      strongTotal++;
      if (predicted === actual) strongCorrect++;
    }
  }
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  return {
    pairs: rows.length,
    precision,
    recall,
    f1: (2 * precision * recall) / (precision + recall),
    strongCorrect,
    strongTotal,
  };
}

const compact = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function personSubject(row: Record<string, string>, name: string): ScreeningSubject {
  const nationality = row.nationality ?? '';
  const iso = /^[a-z]{2}$/i.test(nationality)
    ? nationality.toUpperCase()
    : countryToIso(nationality);
  return {
    name,
    type: 'person',
    birth_date: /^\d{4}(-\d{2}-\d{2})?$/.test(row.date_of_birth ?? '') ? row.date_of_birth : null,
    countries: iso ? [iso] : [],
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
  };
}

export type PositiveQuery = { subject: ScreeningSubject; expected: string };

/**
 * UN typo-treated positives. The expected entry is the one the untreated row's exact name
 * resolves to (680 of 683 resolve; the others are skipped).
 */
export function unTreatedPositives(
  dataDir: string,
  unEntries: readonly ListEntry[],
): PositiveQuery[] {
  const dir = join(dataDir, 'opensanctions_fixtures');
  const clean = readCsv(join(dir, 'candgen_positives_un_untreated.csv'));
  const treated = readCsv(join(dir, 'candgen_positives_un_treated.csv'));
  const byName = new Map<string, string>();
  for (const entry of unEntries)
    for (const name of entry.names) byName.set(compact(name.full), entry.source_id);
  return treated.flatMap((row, i) => {
    const expected = byName.get(compact(clean[i]?.full_name ?? ''));
    return expected ? [{ subject: personSubject(row, row.full_name ?? ''), expected }] : [];
  });
}

export type RecallFigures = { queries: number; alertRecall: number; top10Recall: number };

export function evaluatePositives(index: SanctionsIndex, queries: PositiveQuery[]): RecallFigures {
  let alerted = 0;
  let top10 = 0;
  for (const { subject, expected } of queries) {
    const hits = index.screen(subject, { threshold: 0, limit: 10 });
    const hit = hits.find((h) => h.entry_id === expected);
    if (hit) top10++;
    if (hit && hit.score >= DEFAULT_THRESHOLD) alerted++;
  }
  return {
    queries: queries.length,
    alertRecall: alerted / queries.length,
    top10Recall: top10 / queries.length,
  };
}

export function negativeSubjects(dataDir: string, file: string): ScreeningSubject[] {
  return readCsv(join(dataDir, 'opensanctions_fixtures', file)).map((row) =>
    personSubject(row, row.full_name ?? ''),
  );
}

/** Alerts per 100 screenings: a screening alerts when it has any hit at the default threshold. */
export function alertsPer100(index: SanctionsIndex, subjects: ScreeningSubject[]): number {
  const alerted = subjects.filter((s) => index.screen(s, { limit: 1 }).length > 0).length;
  return (100 * alerted) / subjects.length;
}

export type CategoryFigures = Record<VariantCategory, { queries: number; recall: number }>;

/**
 * Recall per generated-variant category: the source entry is alerted (for wrong_qualifiers the
 * figure is the share correctly NOT alerted).
 */
export function evaluateVariants(
  index: SanctionsIndex,
  entries: readonly ListEntry[],
  perCategory: number,
): CategoryFigures {
  const figures = Object.fromEntries(
    VARIANT_CATEGORIES.map((c) => [c, { queries: 0, recall: 0 }]),
  ) as CategoryFigures;
  for (const variant of generateVariants(entries, perCategory)) {
    const hits = variant.text ? index.screenText(variant.text) : index.screen(variant.subject);
    const alerted = hits.some(
      (h) => h.entry_id === variant.entry.source_id && h.source === variant.entry.source,
    );
    const figure = figures[variant.category];
    figure.queries++;
    if (alerted === variant.expectAlert) figure.recall++;
  }
  for (const figure of Object.values(figures))
    figure.recall = figure.queries ? figure.recall / figure.queries : 0;
  return figures;
}

export type CrossScriptFigures = {
  watchmanPairs: number;
  watchmanMatched: number;
  watchmanMatchedByScript: Record<string, [number, number]>;
  putinVariants: number;
  putinMatched: number;
};

/** Watchman's 25 script→Latin pairs and rigour's 81 spellings of one name, at the threshold. */
export function evaluateCrossScript(dataDir: string): CrossScriptFigures {
  const dir = join(dataDir, 'labelled_pairs');
  const pairs = readFileSync(join(dir, 'watchman_cross_script_pairs.csv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(','));
  const byScript: Record<string, [number, number]> = {};
  let watchmanMatched = 0;
  for (const [query = '', expected = ''] of pairs) {
    const script = scriptName(query);
    const matched = compareNames(query, expected, 'person').score >= DEFAULT_THRESHOLD;
    const counts = (byScript[script] ??= [0, 0]);
    counts[1]++;
    if (matched) {
      counts[0]++;
      watchmanMatched++;
    }
  }
  const variants = readFileSync(join(dir, 'rigour_putin_name_variants.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const putinMatched = variants.filter(
    (v) => compareNames(v, 'Vladimir Vladimirovich Putin', 'person').score >= DEFAULT_THRESHOLD,
  ).length;
  return {
    watchmanPairs: pairs.length,
    watchmanMatched,
    watchmanMatchedByScript: byScript,
    putinVariants: variants.length,
    putinMatched,
  };
}

function scriptName(text: string): string {
  for (const script of [
    'Arabic',
    'Cyrillic',
    'Greek',
    'Hebrew',
    'Thai',
    'Hangul',
    'Han',
    'Katakana',
    'Hiragana',
  ])
    if (new RegExp(`\\p{Script=${script}}`, 'u').test(text)) return script;
  return 'Latin';
}

export type TitleFigures = {
  negatives: number;
  falseAlertsPer100: number;
  positives: number;
  recall: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The titles that went wrong, for a person to read. */
  falseAlerts: Array<{ text: string; hits: string[] }>;
  misses: Array<{ text: string; listed: string }>;
};

/**
 * Free-text screening of transfer titles (title-generator.ts): alerts on ordinary titles, and
 * recall on titles citing a listed name. A positive counts as found when a hit names its entry
 * or an entry listed under the same name (the same person on the UN and OFAC lists).
 */
export function evaluateTitles(
  index: SanctionsIndex,
  entries: readonly ListEntry[],
  titles: { negatives: TitleCase[]; positives: PositiveTitle[] },
): TitleFigures {
  const namesOf = new Map<string, Set<string>>();
  for (const entry of entries)
    namesOf.set(
      `${entry.source} ${entry.source_id}`,
      new Set(entry.names.map((n) => compact(n.full))),
    );
  const latencies: number[] = [];
  const screen = (text: string) => {
    const start = performance.now();
    const hits = index.screenText(text);
    latencies.push(performance.now() - start);
    return hits;
  };
  const falseAlerts: TitleFigures['falseAlerts'] = [];
  for (const { text } of titles.negatives) {
    const hits = screen(text);
    if (hits.length)
      falseAlerts.push({ text, hits: hits.map((h) => `${h.entry_name} ${h.score}`) });
  }
  const misses: TitleFigures['misses'] = [];
  for (const positive of titles.positives) {
    const expected = namesOf.get(`${positive.source} ${positive.entry_id}`) ?? new Set<string>();
    const found = screen(positive.text).some(
      (hit) =>
        (hit.source === positive.source && hit.entry_id === positive.entry_id) ||
        [...(namesOf.get(`${hit.source} ${hit.entry_id}`) ?? [])].some((name) =>
          expected.has(name),
        ),
    );
    if (!found) misses.push({ text: positive.text, listed: positive.name });
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    negatives: titles.negatives.length,
    falseAlertsPer100: (100 * falseAlerts.length) / Math.max(1, titles.negatives.length),
    positives: titles.positives.length,
    recall: 1 - misses.length / Math.max(1, titles.positives.length),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    falseAlerts,
    misses,
  };
}
