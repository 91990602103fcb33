// What every benchmark needs: the built API, processes on free loopback ports that are all
// stopped at the end, a signed-in user, and a results file under bench/results/.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = new Set();

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Builds the API when its bundle is missing, so a benchmark runs on a fresh clone. */
export function ensureApiBuilt() {
  if (existsSync(path.join(root, 'apps/api/dist/main.js'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the API build failed');
}

/** Starts `script` with `env` on a free port and waits until it answers. */
export async function startProcess(script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    // Measured servers do no background downloads (NBP rates, sanctions lists).
    env: {
      NBP_FETCH_ENABLED: 'false',
      SANCTIONS_FETCH_ENABLED: 'false',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return { url, stop: () => stopProcess(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${script} did not start`);
}

function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

export const stopAllProcesses = () => Promise.all([...children].map(stopProcess));

/** POSTs JSON to the API and answers the parsed body; any status of 300 or more throws. */
export async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`POST ${url}: ${response.status}`);
  return response.json();
}

/** Registers a new user and signs in: answers the bearer token. */
export async function signIn(url) {
  const account = {
    email: `bench.${randomBytes(4).toString('hex')}@example.pl`,
    password: 'bench-password',
  };
  await post(`${url}/int/user`, account);
  return (await post(`${url}/int/login`, account)).token;
}

/** Keeps a run's figures as JSON under bench/results/ (git-ignored). */
export function writeResults(name, results) {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    `bench/results/${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), node: process.version, ...results }, null, 2),
  );
  console.log(`Results written to ${path.relative(root, file)}`);
}
