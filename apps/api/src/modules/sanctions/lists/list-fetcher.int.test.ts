import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sanctionsDataPath } from '../sanctions-test-data.js';
import { fetchLists } from './list-fetcher.js';
import { currentVersions } from './list-versions.repository.js';

const UN = readFileSync(sanctionsDataPath('un', 'UN_consolidated_2026-02-27.xml'));

let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // A loopback stand-in for the official servers: the real UN file, a truncated EU file, a 503.
  server = createServer((request, response) => {
    if (request.url === '/un') {
      response.writeHead(302, { location: '/blob/consolidated.xml' }).end();
    } else if (request.url === '/blob/consolidated.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(UN);
    } else if (request.url === '/eu') {
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0"?><export xmlns="http://eu.europa.ec/fpi/fsd/export"><sanction');
    } else {
      response.writeHead(503).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

describe('scheduled list download', () => {
  it('imports each list that downloads and parses, and keeps the others as they were', async () => {
    const outcomes = await fetchLists({
      db: t.deps.db,
      clock: t.deps.clock,
      urls: { un: `${base}/un`, eu: `${base}/eu`, uk: `${base}/uk` },
    });
    expect(outcomes.find((o) => o.source === 'un')).toMatchObject({
      ok: true,
      outcome: { unchanged: false, list: { version: 1, origin: 'fetch', entry_count: 1003 } },
    });
    const eu = outcomes.find((o) => o.source === 'eu');
    expect(eu).toMatchObject({ ok: false });
    expect(eu?.ok === false && eu.error).toContain('eu-fsf.xml');
    expect(outcomes.find((o) => o.source === 'uk')).toMatchObject({
      ok: false,
      error: expect.stringContaining('503'),
    });
    expect((await currentVersions(t.deps.db)).map((v) => v.source)).toEqual(['un']);

    // The next run finds the same UN file: no new version.
    const again = await fetchLists({
      db: t.deps.db,
      clock: t.deps.clock,
      urls: { un: `${base}/un` },
    });
    expect(again[0]).toMatchObject({
      ok: true,
      outcome: { unchanged: true, list: { version: 1 } },
    });
  });
});
