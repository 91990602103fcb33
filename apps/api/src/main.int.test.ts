import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server as a user runs it: a separate process on the embedded database, stopped
 * politely (SIGTERM) or killed outright (SIGKILL).
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-durability-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  running.forEach((child) => child.kill('SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Server = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

function startServer(port: number): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SANCTIONS_FETCH_ENABLED: 'false',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitUntilReady(server: Server) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`${server.url}/int/openapi.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

const post = (server: Server, url: string, body: unknown) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const account = { email: 'durable@example.pl', password: 'kept-after-kill' };
const lockFile = path.join(dataDir, 'server.lock');

describe('the embedded database across process deaths', () => {
  it('loses no committed data when killed with SIGKILL and opens normally again', async () => {
    const first = startServer(await freePort());
    await waitUntilReady(first);
    expect((await post(first, '/int/user', account)).status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFile)).toBe(true); // left behind by the killed process

    const second = startServer(await freePort());
    await waitUntilReady(second);
    const login = await post(second, '/int/login', account);
    expect(login.status).toBe(200);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(second.child.pid));

    // A second process on the same folder is refused instead of corrupting it.
    const intruder = startServer(await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`in use by process ${second.child.pid}`);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('Shutting down');
    expect(existsSync(lockFile)).toBe(false);

    const third = startServer(await freePort());
    await waitUntilReady(third);
    expect((await post(third, '/int/login', account)).status).toBe(200);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 180_000);
});
