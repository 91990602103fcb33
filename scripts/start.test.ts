import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanCopy } from './clean-copy.mjs';
import { freePort, SERVER_NODE_OPTIONS, spawnServer, stopAllServers } from './launcher.mjs';
import { p9LimitMs } from './start-up-target.mjs';

/**
 * The README's first command as a newcomer runs it: `npm start` in a fresh clone (no build
 * output, no data folder), offline, stopped with SIGTERM sent to npm as a service manager
 * stops it; then started again on the data the first start made, within target P9
 * (scripts/start-up-target.mjs).
 */
/** Shutdown with background work in flight (issue 25). */
const STOP_MS = 5_000;

const copy = cleanCopy();
const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-start-data-'));

afterAll(async () => {
  await stopAllServers();
  copy.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

async function npmStart() {
  return spawnServer({
    command: ['npm', 'start'],
    cwd: copy.dir,
    port: await freePort(),
    dataDir,
    // A newcomer's settings, but offline: no address, log level or mail server of the tests.
    env: {
      HOST: undefined,
      LOG_LEVEL: undefined,
      NBP_FETCH_ENABLED: 'false',
      SANCTIONS_FETCH_ENABLED: 'false',
    },
    startTimeoutMs: 540_000,
  });
}

/** Whether anything accepts connections on the port. */
function isListening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** SIGTERM to npm: npm exits 0 once the server has stopped, and leaves nothing behind. */
async function expectCleanStop(server: Awaited<ReturnType<typeof npmStart>>) {
  const outcome = await server.stop();
  expect(outcome, server.logs()).toMatchObject({
    code: 0,
    signal: null,
    killed: false,
    leftBehind: false,
  });
  expect(outcome.ms).toBeLessThan(STOP_MS);
  expect(server.logs()).toContain('Shutting down');
  expect(server.isGroupAlive()).toBe(false);
  expect(await isListening(server.port)).toBe(false);
}

describe('npm start in a fresh clone', () => {
  it('builds, serves the web app and the API, and stops on SIGTERM to npm', async () => {
    for (const output of ['apps/web/dist', 'apps/api/dist', 'data']) {
      expect(existsSync(path.join(copy.dir, output)), output).toBe(false);
    }
    const server = await npmStart();
    await server.ready();
    expect(server.logs()).toContain('AML compliance app ready at');

    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    const script = html.match(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, html).toBeDefined();
    const bundle = await fetch(`${server.url}${script}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(10_000);

    const api = await fetch(`${server.url}/int/openapi.json`);
    expect(api.status).toBe(200);
    const openapi = (await api.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(openapi.openapi).toMatch(/^3\.1\./);
    expect(openapi.paths).toHaveProperty('/int/user');

    await expectCleanStop(server);
  });

  it('starts again on the same data and answers within P9', async () => {
    // Up to three tries, each beside a bare server's start: the target is what the code can
    // do, not one unlucky moment of a shared machine. Every try is printed.
    const tries: string[] = [];
    let met = false;
    for (let attempt = 0; attempt < 3 && !met; attempt += 1) {
      const bare = await spawnServer({
        command: [process.execPath, ...SERVER_NODE_OPTIONS, 'bench/bare-server.mjs'],
        cwd: copy.dir,
      });
      const bareMs = await bare.ready();
      await bare.stop();
      const server = await npmStart();
      const ms = await server.ready();
      expect(server.logs()).not.toContain('Building');
      await expectCleanStop(server);
      const limit = p9LimitMs(bareMs);
      tries.push(`${ms} ms (limit ${limit} ms: a bare server took ${bareMs} ms)`);
      met = ms <= limit;
    }
    console.log(`Second start on existing data, to its first answer: ${tries.join('; ')}`);
    expect(met, tries.join('; ')).toBe(true);
  });
});
