import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/api/dist/main.js');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type RunningServer = { url: string; logs: () => string; stop: () => Promise<void> };

/** The production build (`npm run build`) on a fresh embedded database, as a user starts it. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Run `npm run build` before the browser tests (npm test does it).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], { cwd: root, env: childEnv });
  let logs = '';
  child.stdout!.on('data', (chunk) => (logs += chunk));
  child.stderr!.on('data', (chunk) => (logs += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${logs}`);
    try {
      if ((await fetch(`${url}/int/openapi.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${logs}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    logs: () => logs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
