import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sanctionsDataPath } from '../../../test/sanctions-test-data.js';
import { captureLog } from '../../../test/capture-log.js';
import { createListFetcher, fetchLists } from './list-fetcher.js';
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
    } else if (request.url === '/hangs') {
      // Headers and then nothing: a server that holds the download open.
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.write('<?xml version="1.0"?>');
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

describe('a stop during the download', () => {
  it('ends the download in flight at once and starts no other', async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 300);
    const started = performance.now();
    const outcomes = await fetchLists({
      db: t.deps.db,
      clock: t.deps.clock,
      urls: { eu: `${base}/hangs`, un: `${base}/un` },
      signal: stop.signal,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(outcomes).toEqual([{ source: 'eu', ok: false, error: expect.any(String) }]);
  });
});

describe('the daily download, as its log reads', () => {
  it('says once which lists fail and why, again when that changes, and when one recovers', async () => {
    // A port that was just free: an official server out of reach, as on a machine offline.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const urls: Partial<Record<'un' | 'uk', string>> = { un: `${down}/un`, uk: `${down}/uk` };
    const { log, seen } = captureLog();
    let newVersions = 0;
    const fetcher = createListFetcher({
      db: t.deps.db,
      clock: t.deps.clock,
      log,
      urls,
      enabled: true,
      intervalHours: 24,
      importPageUrl: 'http://app.test/dashboard/admin/sanctions-lists',
      onNewVersion: () => (newVersions += 1),
    });
    await fetcher.kick();
    await fetcher.kick();
    await fetcher.kick();
    expect(seen().map((line) => line.message)).toEqual([
      'Sanctions lists cannot be downloaded: all 2: connection refused (ECONNREFUSED). ' +
        'The versions in force stay; to load lists by hand, import their official files on ' +
        'http://app.test/dashboard/admin/sanctions-lists or with npm run lists:import -- FILE…; ' +
        'SANCTIONS_FETCH_ENABLED=false stops the download. ' +
        'Tried again every 24 h; logged again when this changes.',
    ]);

    // UK's server answers now, with an error: news, the whole picture in one line.
    urls.uk = `${base}/uk`;
    await fetcher.kick();
    expect(seen()).toHaveLength(2);
    expect(seen()[1]!.message).toMatch(
      /^Sanctions lists cannot be downloaded: un: connection refused \(ECONNREFUSED\); uk: answered HTTP 503\. /,
    );

    // UN comes back (its version 1 is in force from the test above: unchanged, no line of its
    // own), UK still fails as before: only the recovery is news.
    urls.un = `${base}/un`;
    await fetcher.kick();
    expect(
      seen()
        .slice(2)
        .map((line) => line.message),
    ).toEqual([
      'Sanctions list un can be downloaded again (was: connection refused (ECONNREFUSED))',
    ]);
    expect(newVersions).toBe(0);
  });

  it('says once at start that it is off, and how lists are loaded by hand', async () => {
    const { log, seen } = captureLog();
    const fetcher = createListFetcher({
      db: t.deps.db,
      clock: t.deps.clock,
      log,
      urls: { un: `${base}/un` },
      enabled: false,
      intervalHours: 24,
      onNewVersion: () => {},
    });
    fetcher.start();
    await fetcher.stop();
    expect(seen().map((line) => line.message)).toEqual([
      'Sanctions lists are not downloaded (SANCTIONS_FETCH_ENABLED=false): import their ' +
        "official files on the administrator's Sanctions lists page or with " +
        'npm run lists:import -- FILE…',
    ]);
  });
});
