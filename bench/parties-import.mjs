// `npm run bench:import` (after `npm run build`): CSV import of parties through the real
// route, POST /int/parties-import/csv?mode=import, on the embedded database (PGlite) in a
// temporary data directory holding the UN and OFAC SDN lists (about 10,000 entries), so that
// every party is screened against real lists as well as assessed. Imports 1,000 and then 10,000 individuals with valid, unique
// PESELs (each into a fresh team), previews and re-imports the 10,000 (all duplicates), and
// prints seconds and rows/s. Target (issue: CSV import): 10,000 individuals in < 10 s.
// Loopback only; the server it starts is stopped when it ends. Figures go to stdout and
// bench/results/.
import {
  API,
  buildIfStale,
  individualsCsv,
  runBenchmark,
  signInToNewTeam,
  startProcess,
  tempDir,
  uploadPartiesCsv as upload,
  writeResults,
} from './support.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { envNumber, runCli } from '../apps/api/src/cli/cli-args.ts';

const USAGE = `
Usage: npm run bench:import

CSV import of individuals through POST /int/parties-import/csv on the embedded database:
1,000, then BENCH_IMPORT_ROWS, each previewed, imported and imported again. Builds the app if
it is out of date. Figures go to stdout and bench/results/.

Settings (environment):
  BENCH_IMPORT_ROWS   individuals in the large import (default 10000)
  SANCTIONS_DATA_DIR  the folder of list files (default: ../shared/sanctions-data beside the
                      repository); its un/ and ofac_sdn_2021/ lists are imported first
`;

/** The lists every imported party is screened against: UN consolidated and OFAC SDN. */
const LIST_FOLDERS = ['un', 'ofac_sdn_2021'];

let ROWS;
const SMALL_ROWS = 1_000;
const TARGET_SECONDS = 10;

async function measure(url, rows, offset) {
  const { auth } = await signInToNewTeam(url, 'Import benchmark');
  const csv = await individualsCsv(rows, offset);
  const preview = await upload(url, auth, csv, 'preview');
  const imported = await upload(url, auth, csv, 'import');
  if (imported.body.created !== rows) {
    throw new Error(`expected ${rows} created, got ${JSON.stringify(imported.body).slice(0, 300)}`);
  }
  const again = await upload(url, auth, csv, 'import');
  if (again.body.skipped !== rows) throw new Error(`re-import: ${again.body.skipped} duplicates`);
  const rate = (run) => Math.round(rows / run.seconds);
  return {
    rows,
    megabytes: Number((Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)),
    preview: { seconds: Number(preview.seconds.toFixed(2)), rowsPerSecond: rate(preview) },
    import: { seconds: Number(imported.seconds.toFixed(2)), rowsPerSecond: rate(imported) },
    reimport: { seconds: Number(again.seconds.toFixed(2)), rowsPerSecond: rate(again) },
  };
}

/** Imports the lists into the data folder's database with the CLI, as an administrator would. */
function importLists(dataDir) {
  const listsDir =
    process.env.SANCTIONS_DATA_DIR ??
    path.resolve(import.meta.dirname, '../../shared/sanctions-data');
  const folders = LIST_FOLDERS.map((folder) => path.join(listsDir, folder));
  const missing = folders.filter((folder) => !existsSync(folder));
  if (missing.length > 0) throw new Error(`list folders not found: ${missing.join(', ')}`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/lists-import.ts', ...folders],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'inherit',
    },
  );
}

async function main() {
  await buildIfStale();
  console.log(`CSV import benchmark: embedded database (PGlite), Node ${process.version}`);
  const dataDir = tempDir('aml-bench-import-');
  importLists(dataDir);
  const { url, stop } = await startProcess(API, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const runs = [];
  runs.push(await measure(url, SMALL_ROWS, 1_000_000));
  runs.push(await measure(url, ROWS, 0));
  await stop();

  console.log('\n| rows | CSV MB | preview s | import s | rows/s | re-import (duplicates) s |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    console.log(
      `| ${run.rows} | ${run.megabytes} | ${run.preview.seconds} | ${run.import.seconds} | ${run.import.rowsPerSecond} | ${run.reimport.seconds} |`,
    );
  }
  const big = runs.at(-1);
  if (big.rows === 10_000) {
    const met = big.import.seconds < TARGET_SECONDS;
    console.log(
      `\nTarget: 10,000 individuals in < ${TARGET_SECONDS} s: ${met ? 'met' : 'NOT met'} (${big.import.seconds} s).`,
    );
    // The machine is shared: the load and the re-import, which does not screen or assess,
    // tell how busy it was.
    console.log(`Load average (1 min): ${loadavg()[0].toFixed(2)}`);
  }
  writeResults('import', { runs, loadAverage1m: Number(loadavg()[0].toFixed(2)) });
}

await runCli({ name: 'npm run bench:import --', usage: USAGE }, async () => {
  // Read before anything starts, so that a wrong value is one line, not a failed run.
  ROWS = envNumber('BENCH_IMPORT_ROWS', 10_000, { integer: true, min: 1 });
  runBenchmark(main);
});
