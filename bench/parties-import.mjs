// `npm run bench:import` (after `npm run build`): CSV import of parties through the real
// route, POST /int/parties-import/csv?mode=import, on the embedded database (PGlite) in a
// temporary data directory. Imports 1,000 and then 10,000 individuals with valid, unique
// PESELs (each into a fresh team), previews and re-imports the 10,000 (all duplicates), and
// prints seconds and rows/s. Target (issue: CSV import): 10,000 individuals in < 10 s.
// Loopback only; the server it starts is stopped when it ends. Figures go to stdout and
// bench/results/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePesel } from '@aml/shared';
import {
  ensureApiBuilt,
  post,
  signIn,
  startProcess,
  stopAllProcesses,
  writeResults,
} from './support.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SMALL_ROWS = 1_000;
const TARGET_SECONDS = 10;
let dataDir = null;

/** A user in a team of their own (records.create needs a team): answers auth headers. */
async function signInToNewTeam(url) {
  const auth = { authorization: `Bearer ${await signIn(url)}` };
  const team = await post(`${url}/int/teams`, { name: 'Import benchmark' }, auth);
  await post(`${url}/int/teams/change`, { code: team.code }, auth);
  return auth;
}

const pad = (n, width = 2) => String(n).padStart(width, '0');

const COLUMNS = [
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
 * `rows` individuals as a semicolon CSV (UTF-8 with a BOM, as Excel writes it). PESELs are
 * unique per `offset`: birth dates over ten years from 1960, serials counting up.
 */
function individualsCsv(rows, offset = 0) {
  const lines = [COLUMNS.join(';')];
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

async function upload(url, auth, csv, mode) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'parties.csv');
  const started = performance.now();
  const response = await fetch(`${url}/int/parties-import/csv?partyType=individual&mode=${mode}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${body.code}`);
  return { seconds, body };
}

async function measure(url, rows, offset) {
  const auth = await signInToNewTeam(url);
  const csv = individualsCsv(rows, offset);
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

async function main() {
  ensureApiBuilt();
  console.log(`CSV import benchmark: embedded database (PGlite), Node ${process.version}`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'aml-bench-import-'));
  const { url, stop } = await startProcess('apps/api/dist/main.js', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
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
  }
  writeResults('import', { runs });
}

async function cleanUp() {
  await stopAllProcesses();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));
main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
