// `npm run bench:startup` (target P9 of issue 25): how long `npm start` takes to its first
// answer when started again on the embedded data an earlier start made, beside a bare Fastify
// server started to its first answer in the same run (this machine's speed moves from run to
// run). As a newcomer has it: a fresh copy of the repository (scripts/clean-copy.mjs), built by
// its first start, then BENCH_ROUNDS starts of each, alternating; medians are reported.
import { cleanCopy } from '../scripts/clean-copy.mjs';
import { SERVER_NODE_OPTIONS, spawnServer } from '../scripts/launcher.mjs';
import { BARE_REFERENCE_MS, P9_MS, p9LimitMs } from '../scripts/start-up-target.mjs';
import { atCleanUp, runBenchmark, tempDir, writeResults } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Starts, times the first answer, stops; answers the times (and the server's own, if logged). */
async function timeStart(options) {
  const server = await spawnServer(options);
  const ms = await server.ready();
  const stopped = await server.stop();
  if (stopped.code !== 0 || stopped.killed || stopped.leftBehind) {
    throw new Error(`did not stop cleanly: ${JSON.stringify(stopped)}\n${server.logs()}`);
  }
  const serverMs = Number(server.logs().match(/"startup_ms":(\d+)/)?.[1] ?? NaN);
  return { ms, serverMs, stopMs: stopped.ms };
}

async function main() {
  console.log(`Start-up benchmark (P9): ${ROUNDS} rounds, Node ${process.version}`);
  const copy = cleanCopy();
  atCleanUp(async () => copy.remove());
  const dataDir = tempDir('aml-bench-startup-');
  // A newcomer's settings, offline.
  const npmStart = {
    command: ['npm', 'start'],
    cwd: copy.dir,
    dataDir,
    env: { HOST: undefined, LOG_LEVEL: undefined },
    startTimeoutMs: 600_000,
  };
  const bare = {
    command: [process.execPath, ...SERVER_NODE_OPTIONS, 'bench/bare-server.mjs'],
    cwd: copy.dir,
  };

  const first = await timeStart(npmStart);
  console.log(`First start (builds the web app and the API, creates the database): ${first.ms} ms`);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const baseline = await timeStart(bare);
    const again = await timeStart(npmStart);
    rounds.push({ baseline: baseline.ms, ...again });
    console.log(
      `round ${round + 1}: npm start ${again.ms} ms (the server's process ${again.serverMs} ms; ` +
        `stopped in ${again.stopMs} ms), bare Fastify ${baseline.ms} ms`,
    );
  }
  const results = {
    rounds,
    firstStartMs: first.ms,
    medianMs: median(rounds.map((r) => r.ms)),
    medianServerMs: median(rounds.map((r) => r.serverMs)),
    medianBaselineMs: median(rounds.map((r) => r.baseline)),
    loadAverage: (await import('node:os')).loadavg()[0],
  };
  results.ratio = Number((results.medianMs / results.medianBaselineMs).toFixed(1));
  console.log(
    `\nSecond start on existing embedded data, to its first answer (median of ${ROUNDS}): ` +
      `${results.medianMs} ms, of which the server's process ${results.medianServerMs} ms ` +
      `(npm and the start script the rest); bare Fastify ${results.medianBaselineMs} ms ` +
      `(ratio ${results.ratio}); 1-minute load average ${results.loadAverage.toFixed(1)}.`,
  );
  results.limitMs = p9LimitMs(results.medianBaselineMs);
  console.log(
    `Target P9: ≤ ${P9_MS} ms when a bare server starts in ${BARE_REFERENCE_MS} ms; at this ` +
      `run's speed ≤ ${results.limitMs} ms: ${results.medianMs <= results.limitMs ? 'met' : 'NOT met'}` +
      ` (${results.medianMs <= P9_MS ? 'also' : 'not'} within ${P9_MS} ms as such).`,
  );
  writeResults('startup', results);
}

runBenchmark(main);
