// @ts-check
// The one way to start the server. `npm start` (scripts/start.mjs) builds what is stale and
// runs the server in its own process; everything else that needs a running server (the
// browser tests, the process tests, the start-up test and the benchmarks) starts it here as a
// child: on a free loopback port with a temporary data folder, waiting until it answers,
// keeping its output, and stopping it with SIGTERM as a service manager would.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './build-if-stale.mjs';

export { buildIfStale, ROOT } from './build-if-stale.mjs';

/**
 * The Node.js options of `npm start` (the root package.json's start script): every server
 * started here, the benchmarks' baselines too, runs with them, as users run it.
 */
export const SERVER_NODE_OPTIONS = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((/** @type {string} */ word) => word.startsWith('--'));

/** A TCP port nothing listens on now (the server is started on it right after). */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port was given');
  return address.port;
}

/**
 * @typedef {object} ServerOptions
 * @property {string[]} [command] what to run; by default the start script with the server's
 *   Node.js options (`npm start` without npm). Relative paths are relative to `cwd`.
 * @property {string} [cwd] the folder to run it in; the repository by default
 * @property {Record<string, string | undefined>} [env] added to (undefined: removed from) this
 *   process's environment, after the defaults: HOST 127.0.0.1, LOG_LEVEL warn, no NBP or
 *   sanctions downloads, and no DATABASE_URL or SMTP_URL unless given here
 * @property {string} [dataDir] DATA_DIR; by default a new temporary folder, removed on stop
 * @property {number} [port] PORT; a free one by default
 * @property {string} [readyPath] the path that must answer (any status) before it is ready
 * @property {number} [startTimeoutMs] how long it may take to answer
 * @property {number} [stopTimeoutMs] how long after SIGTERM its process group is killed
 * @property {boolean} [echo] also copy its output to this process's stderr
 */

/**
 * @typedef {object} Exit
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 */

/**
 * @typedef {object} StopOutcome
 * @property {number | null} code the exit code (0 after a clean shutdown)
 * @property {NodeJS.Signals | null} signal
 * @property {number} ms from SIGTERM to the exit of the process started
 * @property {boolean} killed whether it outlived stopTimeoutMs and its process group was killed
 * @property {boolean} leftBehind whether processes it started outlived it (killed then)
 */

/**
 * @typedef {object} Server
 * @property {string} url http://127.0.0.1:PORT
 * @property {number} port
 * @property {string} dataDir
 * @property {number} pid the process started (npm itself when the command is `npm start`)
 * @property {() => string} logs everything it printed so far (the last 4 MB)
 * @property {Promise<Exit>} exited
 * @property {() => Promise<number>} ready resolves with the milliseconds from its start to its
 *   first answer; rejects, with its output, if it exits or does not answer in time
 * @property {() => Promise<StopOutcome>} stop SIGTERM, then waits for it to exit
 * @property {() => boolean} isGroupAlive whether any process of its process group is left
 */

/** @type {Set<Server>} */
const running = new Set();
const LOG_LIMIT = 4 * 1024 * 1024;

/** Answers whether `url` gives any HTTP answer, on a connection of its own, closed after. */
function answers(/** @type {string} */ url) {
  return new Promise((resolve) => {
    const probe = request(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(true));
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => probe.destroy());
    probe.end();
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a server without waiting for it: for a process expected to fail, or to time its
 * start (`ready`). Each is the leader of its own process group, so that a stop that has to
 * kill reaches everything it started, and that the test can see nothing is left behind.
 *
 * @param {ServerOptions} [options]
 * @returns {Promise<Server>}
 */
export async function spawnServer(options = {}) {
  const cwd = options.cwd ?? ROOT;
  const port = options.port ?? (await freePort());
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'aml-server-'));
  const url = `http://127.0.0.1:${port}`;
  /** @type {Record<string, string | undefined>} */
  const env = {
    ...process.env,
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Nothing started here may depend on the network: NBP and the list publishers are off.
    NBP_FETCH_ENABLED: 'false',
    SANCTIONS_FETCH_ENABLED: 'false',
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const [file, ...args] = options.command ?? [
    process.execPath,
    ...SERVER_NODE_OPTIONS,
    path.join(ROOT, 'scripts/start.mjs'),
  ];
  if (!file) throw new Error('an empty command');

  const startedAt = performance.now();
  const child = spawn(file, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output += chunk;
    if (output.length > LOG_LIMIT) output = output.slice(-LOG_LIMIT);
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    // spawn's own failure (no such command) also ends it.
    child.on('error', (error) => {
      output += `${error.message}\n`;
      resolve({ code: null, signal: null });
    });
  });
  const pid = child.pid ?? -1;

  const isGroupAlive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  /** @type {Promise<number> | undefined} */
  let readiness;
  const ready = () => {
    readiness ??= (async () => {
      const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
      const gone = exited.then(() => 'exited');
      for (;;) {
        const step = await Promise.race([answers(`${url}${options.readyPath ?? '/'}`), gone]);
        if (step === true) return Math.round(performance.now() - startedAt);
        if (step === 'exited') {
          const { code, signal } = await exited;
          throw new Error(`${file} ${args.join(' ')} exited (${signal ?? code}):\n${output}`);
        }
        if (Date.now() > deadline) throw new Error(`The server did not answer:\n${output}`);
        // Short steps: the start-up benchmark reads this time.
        await sleep(20);
      }
    })();
    return readiness;
  };

  /** @type {Promise<StopOutcome> | undefined} */
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      const sentAt = performance.now();
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        if (isGroupAlive()) process.kill(-pid, 'SIGKILL');
      }, options.stopTimeoutMs ?? 15_000);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const { code, signal } = await exited;
      const ms = Math.round(performance.now() - sentAt);
      clearTimeout(timer);
      // Orphans (a server whose parent exited without stopping it) are reported, not kept. A
      // helper that ends by itself when its parent is gone (tsx's esbuild) gets a moment.
      for (let wait = 0; wait < 25 && isGroupAlive(); wait += 1) await sleep(20);
      const leftBehind = isGroupAlive();
      if (leftBehind) process.kill(-pid, 'SIGKILL');
      running.delete(server);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      return { code, signal, ms, killed, leftBehind };
    })();
    return stopping;
  };

  /** @type {Server} */
  const server = {
    url,
    port,
    dataDir,
    pid,
    logs: () => output,
    exited,
    ready,
    stop,
    isGroupAlive,
  };
  running.add(server);
  void exited.then(() => {
    running.delete(server);
    // A server that died by itself leaves its temporary folder too.
    if (ownsDataDir && !stopping) rmSync(dataDir, { recursive: true, force: true });
  });
  killLeftoversOnExit();
  return server;
}

/**
 * Starts a server and waits until it answers (see spawnServer for the options).
 *
 * @param {ServerOptions} [options]
 * @returns {Promise<Server>}
 */
export async function startServer(options = {}) {
  const server = await spawnServer(options);
  try {
    await server.ready();
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Stops every server still running, politely (SIGTERM, then each one's stopTimeoutMs). */
export function stopAllServers() {
  return Promise.all([...running].map((server) => server.stop()));
}

let leftoversHandled = false;

/**
 * When this process ends while servers it started still run (a failed test, Ctrl-C), their
 * process groups are killed instead of left serving. A signal is handled so only when nothing
 * else handles it, and then raised again, so this process still ends as it would have.
 */
function killLeftoversOnExit() {
  if (leftoversHandled) return;
  leftoversHandled = true;
  const killAll = () => {
    for (const server of running) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', killAll);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      killAll();
      process.kill(process.pid, signal);
    });
  }
}
