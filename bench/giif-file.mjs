// `npm run bench:giif`: building and validating a file for GIIF of 10,000 cash transactions
// through the real route of a started application (embedded database): each transaction's
// report checked against the model, the XML written, and validated against an installed XSD
// (the test schema of apps/api/src/modules/giif/test-schemas, not GIIF's). The baseline in the
// same run is reading the queue of the same 10,000 transactions, which loads them with their
// parties and checks each report, without writing or validating XML.
// Target (issue 32): the file built and validated in under 5 s.
// Figures go to stdout and bench/results/.
import path from 'node:path';
import { envNumber, runCli } from '../apps/api/src/cli/cli-args.ts';
import { testSchema } from '../apps/api/src/modules/giif/test-schemas/test-schema.ts';
import {
  API,
  benchEmail,
  get,
  post,
  runBenchmark,
  signInToNewTeam,
  startProcess,
  tempDir,
  writeResults,
} from './support.mjs';

const USAGE = `
Usage: npm run bench:giif

Records BENCH_TRANSACTIONS (default 10000) cash payments over the reporting threshold, completes
their reports, installs the test schema, then times GET /int/giif/queue?type=cash (baseline) and
POST /int/giif/files with all of them.
`;

const TARGET_SECONDS = 5;
const CONCURRENCY = 8;
const FIRST_NAMES = [
  'Zażółć',
  'Grzegorz',
  'Łucja',
  'Józef',
  'Małgorzata',
  'Świętopełk',
  'Agnieszka',
  'Bożena',
];
const LAST_NAMES = [
  'Brzęczyszczykiewicz',
  'Wójcik',
  'Kowalczyk',
  'Żółkiewska',
  'Szczęsny',
  'Dąbrowski',
  'Gęślicka',
];

/** A valid PESEL of someone born on 1 January 1980 with this serial number. */
function pesel(serial) {
  const body = `800101${String(serial).padStart(4, '0')}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function inParallel(count, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function seconds(work) {
  const start = performance.now();
  const result = await work();
  return { seconds: (performance.now() - start) / 1000, result };
}

let count;

async function main() {
  const dir = tempDir('aml-bench-giif-');
  const admin = benchEmail();
  const server = await startProcess(API, { DATA_DIR: path.join(dir, 'data'), ADMIN_EMAILS: admin });
  const url = server.url;
  const { auth } = await signInToNewTeam(url, 'Biuro Rachunkowe', admin);
  const put = async (route, body) => {
    const response = await fetch(`${url}${route}`, {
      method: 'PUT',
      headers: {
        ...auth,
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`PUT ${route}: ${response.status} ${await response.text()}`);
  };
  await post(
    `${url}/int/exchange-rates`,
    {
      rates: ['2025-12-30', '2025-12-31', '2026-01-02'].map((day) => ({
        currency: 'EUR',
        effective_date: day,
        mid: '4.2500',
      })),
    },
    auth,
  );
  await post(
    `${url}/int/obligated-institution`,
    {
      name: 'Biuro Rachunkowe Złoty Róg Sp. z o.o.',
      institution_type: 'accounting_office',
      nip: '5261040828',
      address: { country: 'PL', city: 'Łódź', postal_code: '90-001', house_number: '12' },
      contact_person: { first_name: 'Anna', last_name: 'Kowalska', email: 'anna@zlotyrog.pl' },
    },
    auth,
  );
  const parties = [];
  for (let i = 0; i < 50; i += 1) {
    const created = await post(
      `${url}/int/parties`,
      {
        type: 'individual',
        first_name: FIRST_NAMES[i % FIRST_NAMES.length],
        last_name: LAST_NAMES[i % LAST_NAMES.length],
        pesel: pesel(i),
        citizenships: ['PL'],
        document: { type: 'id_card', number: `ABC${String(100000 + i)}`, without_expiration: true },
        accommodation_address: {
          country: 'PL',
          city: 'Łódź',
          street: 'Zgierska',
          postal_code: '91-002',
          house_number: String(i + 1),
        },
      },
      auth,
    );
    parties.push(created.party.code);
  }
  const codes = new Array(count);
  await inParallel(count, async (i) => {
    const transaction = await post(
      `${url}/int/transactions`,
      {
        type: 'other',
        amount: `${70000 + i}.00`,
        currency: 'PLN',
        booked_at: '2026-01-02T11:00:00+01:00',
        payment_method: 'cash',
        description: `Wpłata gotówki na poczet faktury FV/2026/01/${i}`,
        parties: [{ party_code: parties[i % parties.length], role: 'ordering' }],
      },
      auth,
    );
    codes[i] = transaction.code;
  });
  await inParallel(count, (i) =>
    put(`/int/transactions/${codes[i]}/giif`, {
      kind: i % 2 ? 'cash_out' : 'cash_in',
      channel: 'branch',
      place: 'Łódź, ul. Piotrkowska 12',
      ordered_by_customer: true,
      orderer_account: null,
      beneficiary_account: null,
      counter_amount: null,
      counter_currency: null,
    }),
  );
  const schema = new FormData();
  schema.append('file', new Blob([testSchema('cash')]), 'schemat.xsd');
  await put('/int/giif/schemas/cash', schema);

  const queue = await seconds(() => get(`${url}/int/giif/queue?type=cash`, auth));
  if (queue.result.items.length !== count)
    throw new Error(`the queue holds ${queue.result.items.length}`);
  const file = await seconds(() =>
    post(`${url}/int/giif/files`, { template_type: 'cash', transactions: codes }, auth),
  );
  if (
    file.result.state !== 'validated' ||
    file.result.transaction_count !== count ||
    !file.result.schema_sha256
  ) {
    throw new Error(
      `the file is ${file.result.state}: ${JSON.stringify(file.result.issues.slice(0, 3))}`,
    );
  }
  const result = {
    transactions: count,
    file_seconds: Number(file.seconds.toFixed(3)),
    queue_seconds: Number(queue.seconds.toFixed(3)),
    ratio_to_queue: Number((file.seconds / queue.seconds).toFixed(2)),
    target_seconds: TARGET_SECONDS,
    met: file.seconds < TARGET_SECONDS,
  };
  console.log(
    `GIIF file of ${count} transactions built and validated against the XSD in ${result.file_seconds} s ` +
      `(target < ${TARGET_SECONDS} s: ${result.met ? 'met' : 'NOT met'}); the queue of the same ` +
      `transactions ${result.queue_seconds} s, ratio ${result.ratio_to_queue}`,
  );
  writeResults('giif-file', result);
}

await runCli({ name: 'npm run bench:giif --', usage: USAGE }, async () => {
  count = envNumber('BENCH_TRANSACTIONS', 10_000, { integer: true, min: 1 });
  runBenchmark(main);
});
