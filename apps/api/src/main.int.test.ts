import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  spawnServer,
  startServer as launch,
  stopAllServers,
  type ServerOptions,
} from '../../../scripts/launcher.mjs';
import { linkCodeInLogs } from './test/server-logs.js';

/**
 * The server as a user runs it: a separate process on the embedded database, stopped
 * politely (SIGTERM) or killed outright (SIGKILL). It runs from the sources (the build comes
 * later in `npm test`), through the launcher every test and benchmark starts servers with.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-durability-'));

afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

const fromSources: ServerOptions = {
  command: [process.execPath, '--import', 'tsx', 'src/main.ts'],
  cwd: apiDir,
  dataDir,
  // The shutdown's log line is asserted.
  env: { LOG_LEVEL: 'info' },
};
const startServer = () => launch(fromSources);

type Server = Awaited<ReturnType<typeof launch>>;

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
    const first = await startServer();
    expect((await post(first, '/int/user', account)).status).toBe(201);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    expect(existsSync(lockFile)).toBe(true); // left behind by the killed process

    const second = await startServer();
    // The account and its password survived: only the right password hears this.
    const early = await post(second, '/int/login', account);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe('email_not_verified');
    // The verification e-mail (without SMTP, its link is logged), sent before or after the kill.
    const code = await linkCodeInLogs([first, second], '/user/email-verification/');
    expect((await post(second, '/int/users/email/verify', { code })).status).toBe(200);
    const login = await post(second, '/int/login', account);
    expect(login.status).toBe(200);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(second.pid));

    // A second process on the same folder is refused instead of corrupting it.
    const intruder = await spawnServer(fromSources);
    expect((await intruder.exited).code).toBe(1);
    expect(intruder.logs()).toContain(`in use by process ${second.pid}`);

    expect(await second.stop()).toMatchObject({ code: 0, killed: false });
    expect(second.logs()).toContain('Shutting down');
    expect(existsSync(lockFile)).toBe(false);

    const third = await startServer();
    expect((await post(third, '/int/login', account)).status).toBe(200);
    process.kill(third.pid, 'SIGINT');
    expect((await third.exited).code).toBe(0);
  }, 180_000);
});

describe('stopping with background work in flight', () => {
  it('exits cleanly within 5 s of SIGTERM while NBP, a list publisher and SMTP hang', async () => {
    // Takes every connection and never answers, as a stalled network does: the NBP client
    // would wait 4 × 10 s, the list download 10 minutes, the mail server's greeting 30 s.
    const stalled: Socket[] = [];
    const silent = createServer((socket) => stalled.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hung = `127.0.0.1:${(silent.address() as { port: number }).port}`;
    const ownData = mkdtempSync(path.join(tmpdir(), 'aml-stop-'));
    try {
      const server = await launch({
        ...fromSources,
        dataDir: ownData,
        env: {
          LOG_LEVEL: 'info',
          NBP_FETCH_ENABLED: 'true',
          NBP_API_URL: `http://${hung}/api`,
          SANCTIONS_FETCH_ENABLED: 'true',
          SANCTIONS_URL_UN: `http://${hung}/un.xml`,
          ...Object.fromEntries(
            ['OFAC_SDN', 'OFAC_CONSOLIDATED', 'EU', 'UK', 'MSWIA', 'GIIF'].map((list) => [
              `SANCTIONS_URL_${list}`,
              '',
            ]),
          ),
          SMTP_URL: `smtp://${hung}`,
        },
      });
      // A new account's verification e-mail: the dispatcher connects to the mail server.
      expect((await post(server, '/int/user', account)).status).toBe(201);
      const deadline = Date.now() + 20_000;
      while (stalled.length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(stalled.length, server.logs()).toBeGreaterThanOrEqual(3);

      const outcome = await server.stop();
      expect(outcome, server.logs()).toMatchObject({ code: 0, killed: false, leftBehind: false });
      expect(outcome.ms).toBeLessThan(5_000);
      expect(server.logs()).not.toContain('exiting anyway');
    } finally {
      stalled.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
      rmSync(ownData, { recursive: true, force: true });
    }
  }, 120_000);
});
