// `npm run bench:registries`: a registries scan of one NIP through the real route of a started
// application (embedded database), every loopback registry holding each answer 200 ms, beside
// one bare call to the same loopback in the same run (the floor of a registry's answer).
// The scan asks REGON (search and two reports, one after the other), the White List then KRS
// (the KRS number comes from the first answers), CEIDG, VIES and CRBR, screens every name found
// and stores the report: run one after another it would take about 2 s of waiting alone.
// Target (issue 31): the scan under 1.5 s, because the calls run in parallel.
// Figures go to stdout and bench/results/.
import path from 'node:path';
import { envNumber, runCli } from '../apps/api/src/cli/cli-args.ts';
import {
  FIXTURE_COMPANIES,
  startLoopbackRegistries,
} from '../apps/api/src/modules/registries/index.ts';
import {
  API,
  atCleanUp,
  post,
  runBenchmark,
  signInToNewTeam,
  startProcess,
  tempDir,
  writeResults,
} from './support.mjs';

const USAGE = `
Usage: npm run bench:registries

Scans the NIP of the loopback's company with board, owners and accounts BENCH_RUNS times
(default 5) through POST /int/registries-reports, every registry answering after
BENCH_DELAY_MS (default 200). Nothing is cached between runs (REGISTRY_CACHE_HOURS=0).
`;

const TARGET_SECONDS = 1.5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function seconds(work) {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

let runs;
let delayMs;

async function main() {
  const loopback = await startLoopbackRegistries({ delayMs });
  atCleanUp(() => loopback.close());
  const dir = tempDir('aml-bench-registries-');
  const server = await startProcess(API, {
    DATA_DIR: path.join(dir, 'data'),
    ...loopback.env,
    REGISTRY_CACHE_HOURS: '0',
  });
  const { auth } = await signInToNewTeam(server.url, 'Benchmark');
  const nip = FIXTURE_COMPANIES.find((company) => company.key === 'kantor').nip;

  const bare = [];
  const scans = [];
  for (let run = 0; run < runs; run += 1) {
    bare.push(
      await seconds(() =>
        fetch(
          `${loopback.env.KRS_API_URL}/api/krs/OdpisAktualny/0000000001?rejestr=P&format=json`,
        ).then((r) => r.text()),
      ),
    );
    let report;
    scans.push(
      await seconds(async () => {
        report = await post(`${server.url}/int/registries-reports`, { identifier: nip }, auth);
      }),
    );
    const found = report.answers.filter((answer) => answer.status === 'found').length;
    if (found < 5)
      throw new Error(
        `only ${found} registries found the company: ${JSON.stringify(report.answers.map((a) => [a.registry, a.status]))}`,
      );
  }
  const result = {
    runs,
    delay_ms: delayMs,
    scan_seconds: scans.map((s) => Number(s.toFixed(3))),
    scan_median_seconds: Number(median(scans).toFixed(3)),
    scan_max_seconds: Number(Math.max(...scans).toFixed(3)),
    one_call_median_seconds: Number(median(bare).toFixed(3)),
    ratio_to_one_call: Number((median(scans) / median(bare)).toFixed(2)),
    target_seconds: TARGET_SECONDS,
    met: Math.max(...scans) < TARGET_SECONDS,
  };
  console.log(
    `Registries scan (${runs} runs, registries answering after ${delayMs} ms): median ` +
      `${result.scan_median_seconds} s, max ${result.scan_max_seconds} s (target < ${TARGET_SECONDS} s: ` +
      `${result.met ? 'met' : 'NOT met'}); one registry call ${result.one_call_median_seconds} s, ` +
      `ratio ${result.ratio_to_one_call}`,
  );
  writeResults('registries-scan', result);
}

await runCli({ name: 'npm run bench:registries --', usage: USAGE }, async () => {
  runs = envNumber('BENCH_RUNS', 5, { integer: true, min: 1 });
  delayMs = envNumber('BENCH_DELAY_MS', 200, { integer: true, min: 0 });
  runBenchmark(main);
});
