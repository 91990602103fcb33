// `npm run bench:attachments`: a 20 MB attachment uploaded to and downloaded from the server
// store through the real routes, on the embedded database, beside copying the same file with
// the operating system (cp, then sync of the copy: the upload too is on disk before it is
// acknowledged) in the same run. Prints each one's throughput and the API process's peak
// memory growth during one upload (its RSS sampled every 5 ms).
// Targets (issue 29 item 7): upload and download at least half the copy's throughput, memory
// growth under 40 MB for one upload. A bare Fastify route that streams the same file to disk
// and back (bench/bare-file-server.mjs) is measured too: what HTTP and multipart alone cost
// here. Loopback only; figures go to stdout and bench/results/.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { envNumber, runCli } from '../apps/api/src/cli/cli-args.ts';
import {
  API,
  buildIfStale,
  post,
  runBenchmark,
  signInToNewTeam,
  startProcess,
  tempDir,
  writeResults,
} from './support.mjs';

const USAGE = `
Usage: npm run bench:attachments

Uploads and downloads a file of BENCH_FILE_MB megabytes (default 20) BENCH_RUNS times (default
5) through POST /int/parties/attachments/{id} and GET /int/attachments/{id} on the embedded
database, beside cp + sync of the same file. Builds the app if it is out of date.
`;

const TARGET_RATIO = 0.5;
const TARGET_MEMORY_MB = 40;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => bytes / 1024 / 1024;

/** The resident memory of process `pid` in bytes (Linux /proc). */
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Runs `work`, sampling `pid`'s RSS every 5 ms: its duration in seconds and the peak growth. */
async function measured(pid, work) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 5);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  return { result, seconds, growth: peak - before };
}

/** cp of the file, then sync of the copy: the baseline the upload is held to. */
function copySeconds(file, dir, run) {
  const target = path.join(dir, `copy-${run}`);
  const started = performance.now();
  execFileSync('cp', [file, target]);
  execFileSync('sync', [target]);
  return (performance.now() - started) / 1000;
}

/**
 * Sends the file as a browser does, multipart with its description first, streamed from disk
 * by node:http (fetch's FormData adds its own copies and would be most of what is measured).
 */
function upload(url, auth, party, file) {
  const boundary = `----aml${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nBenchmark\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="skan.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const sending = request(`${url}/int/parties/attachments/${party}`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + statSync(file).size + tail.length,
      },
    });
    sending.on('error', reject);
    sending.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode !== 201)
          reject(new Error(`upload: ${response.statusCode} ${text}`));
        else resolve(JSON.parse(text));
      });
    });
    sending.write(head);
    const body = createReadStream(file);
    body.on('end', () => sending.end(tail));
    body.pipe(sending, { end: false });
  });
}

async function download(url, auth, code) {
  const response = await fetch(`${url}/int/attachments/${code}`, { headers: auth });
  if (response.status !== 200) throw new Error(`download: ${response.status}`);
  const hash = createHash('sha256');
  for await (const chunk of response.body) hash.update(chunk);
  return hash.digest('hex');
}

let sizeMb;
let runs;

async function main() {
  buildIfStale();
  const dir = tempDir('aml-bench-attachments-');
  const file = path.join(dir, 'scan.bin');
  const bytes = Math.min(Math.round(sizeMb * 1024 * 1024), 20_971_520);
  const content = randomBytes(bytes);
  writeFileSync(file, content);
  const sha256 = createHash('sha256').update(content).digest('hex');

  const server = await startProcess(API, { DATA_DIR: path.join(dir, 'data') });
  const { auth } = await signInToNewTeam(server.url, 'Benchmark');
  const { party } = await post(
    `${server.url}/int/parties`,
    { type: 'individual', first_name: 'Anna', last_name: 'Nowak' },
    auth,
  );
  const bare = await startProcess('bench/bare-file-server.mjs', {});
  // Warm-up: the first upload compiles the routes' code paths.
  await upload(server.url, auth, party.code, file);
  await upload(bare.url, {}, 'bare', file);

  const copies = [];
  const samples = { upload: [], download: [], bareUpload: [], bareDownload: [] };
  /** One upload and its download on `target`, checked against the file. */
  async function roundTrip(target, headers, into) {
    const up = await measured(target.pid, () => upload(target.url, headers, party.code, file));
    if (up.result.sha256 !== sha256) throw new Error('the stored hash differs from the file');
    const down = await measured(target.pid, () => download(target.url, headers, up.result.code));
    if (down.result !== sha256) throw new Error('the downloaded bytes differ from the file');
    samples[into[0]].push(up);
    samples[into[1]].push(down);
  }
  for (let run = 0; run < runs; run += 1) {
    copies.push(copySeconds(file, dir, run));
    await roundTrip(server, auth, ['upload', 'download']);
    await roundTrip(bare, {}, ['bareUpload', 'bareDownload']);
  }
  const copy = median(copies);
  const throughput = (seconds) => Number((mb(bytes) / seconds).toFixed(1));
  const secondsOf = (kind) => median(samples[kind].map((sample) => sample.seconds));
  const figure = (kind, bareKind) => {
    const seconds = secondsOf(kind);
    return {
      seconds: Number(seconds.toFixed(3)),
      mbPerSecond: throughput(seconds),
      ratioToCopy: Number((copy / seconds).toFixed(2)),
      ratioToBareRoute: Number((secondsOf(bareKind) / seconds).toFixed(2)),
      bareRouteMbPerSecond: throughput(secondsOf(bareKind)),
      peakMemoryGrowthMb: Number(
        mb(Math.max(...samples[kind].map((sample) => sample.growth))).toFixed(1),
      ),
    };
  };
  const results = {
    fileMb: Number(mb(bytes).toFixed(2)),
    runs,
    load: loadavg()[0],
    copy: { seconds: Number(copy.toFixed(3)), mbPerSecond: throughput(copy) },
    upload: figure('upload', 'bareUpload'),
    download: figure('download', 'bareDownload'),
  };
  console.log(
    `${results.fileMb} MB, median of ${runs} (load ${results.load.toFixed(1)}):\n` +
      `  cp + sync  ${results.copy.mbPerSecond} MB/s\n` +
      ['upload', 'download']
        .map((kind) => {
          const r = results[kind];
          return (
            `  ${kind.padEnd(10)} ${r.mbPerSecond} MB/s, ${r.ratioToCopy} × the copy, ` +
            `${r.ratioToBareRoute} × the bare route (${r.bareRouteMbPerSecond} MB/s), ` +
            `peak memory growth ${r.peakMemoryGrowthMb} MB\n`
          );
        })
        .join('') +
      `Targets: ≥ ${TARGET_RATIO} × the copy each, upload memory growth < ${TARGET_MEMORY_MB} MB: ` +
      (results.upload.ratioToCopy >= TARGET_RATIO &&
      results.download.ratioToCopy >= TARGET_RATIO &&
      results.upload.peakMemoryGrowthMb < TARGET_MEMORY_MB
        ? 'met'
        : 'NOT met'),
  );
  writeResults('attachments', results);
  await server.stop();
  await bare.stop();
}

await runCli({ name: 'npm run bench:attachments --', usage: USAGE }, async () => {
  // Read before anything starts, so that a wrong value is one line, not a failed run.
  sizeMb = envNumber('BENCH_FILE_MB', 20, { min: 0.001, max: 20 });
  runs = envNumber('BENCH_RUNS', 5, { integer: true, min: 1 });
  runBenchmark(main);
});
