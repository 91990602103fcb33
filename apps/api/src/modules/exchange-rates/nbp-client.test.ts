import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/warsaw-time.js';
import { createNbpClient, dayRanges, NbpUnavailableError } from './nbp-client.js';

/**
 * A loopback server replaying NBP's formats: tables A as JSON arrays (mid values as NBP writes
 * them, e.g. 4.2710), 404 "Brak danych" for ranges without a table, 400 over 93 days.
 */
const TABLES: Record<string, string> = {
  '2025-06-30':
    '{"table":"A","no":"125/A/NBP/2025","effectiveDate":"2025-06-30","rates":[{"currency":"dolar amerykański","code":"USD","mid":3.6164},{"currency":"euro","code":"EUR","mid":4.2419}]}',
  '2025-09-25':
    '{"table":"A","no":"186/A/NBP/2025","effectiveDate":"2025-09-25","rates":[{"currency":"bat (Tajlandia)","code":"THB","mid":0.1127},{"currency":"dolar amerykański","code":"USD","mid":3.6430},{"currency":"euro","code":"EUR","mid":4.2650}]}',
  '2025-09-26':
    '{"table":"A","no":"187/A/NBP/2025","effectiveDate":"2025-09-26","rates":[{"currency":"bat (Tajlandia)","code":"THB","mid":0.1125},{"currency":"dolar amerykański","code":"USD","mid":3.6437},{"currency":"euro","code":"EUR","mid":4.2710},{"currency":"jen (Japonia)","code":"JPY","mid":0.024579}]}',
};
/** Monday's table, published around noon: added to TABLES by the test that needs it. */
const MONDAY_TABLE =
  '{"table":"A","no":"188/A/NBP/2025","effectiveDate":"2025-09-29","rates":[{"currency":"dolar amerykański","code":"USD","mid":3.6290},{"currency":"euro","code":"EUR","mid":4.2680}]}';

let server: Server;
let baseUrl: string;
const requests: string[] = [];
/** Status codes to answer before the real answer, one per request. */
let failures: number[] = [];

function dayCount(from: string, to: string) {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const failure = failures.shift();
    if (failure) {
      response.writeHead(failure, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`${failure} InternalServerError`);
      return;
    }
    const match =
      /^\/api\/exchangerates\/tables\/A\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/\?format=json$/.exec(
        request.url ?? '',
      );
    if (!match) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('400 BadRequest - Błędny zakres dat / Invalid date range');
      return;
    }
    const [, from, to] = match as unknown as [string, string, string];
    if (dayCount(from, to) > 93) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(
        '400 BadRequest - Przekroczony limit 93 dni / Limit of 93 days has been exceeded',
      );
      return;
    }
    const found = Object.keys(TABLES)
      .filter((day) => day >= from && day <= to)
      .sort()
      .map((day) => TABLES[day]);
    if (found.length === 0) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('404 NotFound - Not Found - Brak danych');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(`[${found.join(',')}]`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  failures = [];
});

/** Monday 2025-09-29, 10:00 in Warsaw: before the day's table is published. */
const monday = { now: () => new Date('2025-09-29T08:00:00Z') };
const client = (clock = monday) =>
  createNbpClient({ baseUrl, clock, timeoutMs: 2000, retries: 3, backoffMs: 1 });

describe('NBP client', () => {
  it('reads every currency of every table in the range, mids as exact decimals', async () => {
    const result = await client().fetchTables('2025-09-25', '2025-09-28');
    expect(requests).toEqual(['/api/exchangerates/tables/A/2025-09-25/2025-09-28/?format=json']);
    expect(result.rows).toContainEqual({
      currency: 'EUR',
      effective_date: '2025-09-26',
      table_no: '187/A/NBP/2025',
      mid: '4.271',
    });
    expect(result.rows).toContainEqual({
      currency: 'JPY',
      effective_date: '2025-09-26',
      table_no: '187/A/NBP/2025',
      mid: '0.024579',
    });
    expect(result.rows).toHaveLength(7);
    // The weekend had no table, and it is over: complete through Sunday.
    expect(result.checkedThrough).toBe('2025-09-28');
  });

  it("treats NBP's 404 as a range without a table", async () => {
    const result = await client().fetchTables('2025-09-27', '2025-09-28');
    expect(result).toEqual({ rows: [], checkedThrough: '2025-09-28' });
    expect(requests).toHaveLength(1);
  });

  it('does not count today as complete before its table is published', async () => {
    const early = await client().fetchTables('2025-09-26', '2025-09-29');
    expect(early.checkedThrough).toBe('2025-09-28');
    TABLES['2025-09-29'] = MONDAY_TABLE;
    // Later the same day, the table is there (and the future is never complete).
    const afternoon = { now: () => new Date('2025-09-29T11:00:00Z') };
    expect((await client(afternoon).fetchTables('2025-09-29', '2025-09-29')).checkedThrough).toBe(
      '2025-09-29',
    );
    expect((await client(afternoon).fetchTables('2025-09-29', '2025-10-03')).checkedThrough).toBe(
      '2025-09-29',
    );
    const sunday = await client(afternoon).fetchTables('2025-09-28', '2025-09-28');
    expect(sunday.checkedThrough).toBe('2025-09-28');
    delete TABLES['2025-09-29'];
  });

  it('asks in ranges of at most 93 days', async () => {
    expect(dayRanges('2025-01-01', '2025-04-03')).toEqual([['2025-01-01', '2025-04-03']]);
    expect(dayRanges('2025-01-01', '2025-04-04')).toEqual([
      ['2025-01-01', '2025-04-03'],
      ['2025-04-04', '2025-04-04'],
    ]);
    const result = await client().fetchTables('2025-06-01', '2025-09-26');
    expect(requests).toEqual([
      '/api/exchangerates/tables/A/2025-06-01/2025-09-01/?format=json',
      '/api/exchangerates/tables/A/2025-09-02/2025-09-26/?format=json',
    ]);
    expect(new Set(result.rows.map((row) => row.effective_date))).toEqual(
      new Set(['2025-06-30', '2025-09-25', '2025-09-26']),
    );
    expect(result.checkedThrough).toBe('2025-09-26');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('retries after a 5xx answer, not after a 404', async () => {
    failures = [500, 503];
    const result = await client().fetchTables('2025-09-26', '2025-09-26');
    expect(requests).toHaveLength(3);
    expect(result.rows.find((row) => row.currency === 'USD')?.mid).toBe('3.6437');

    requests.length = 0;
    await client().fetchTables('2025-09-27', '2025-09-27');
    expect(requests).toHaveLength(1);
  });

  it('gives up after three retries, and on other client errors at once', async () => {
    failures = [500, 500, 500, 500];
    await expect(client().fetchTables('2025-09-26', '2025-09-26')).rejects.toBeInstanceOf(
      NbpUnavailableError,
    );
    expect(requests).toHaveLength(4);

    requests.length = 0;
    failures = [400];
    await expect(client().fetchTables('2025-09-26', '2025-09-26')).rejects.toThrow(/400/);
    expect(requests).toHaveLength(1);
  });

  it('reports NBP unreachable on network errors', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createNbpClient({
      baseUrl: `http://127.0.0.1:${port}/api`,
      clock: monday,
      backoffMs: 1,
    });
    await expect(unreachable.fetchTables('2025-09-26', '2025-09-26')).rejects.toBeInstanceOf(
      NbpUnavailableError,
    );
  });

  it('stops at once when aborted, mid-request or between retries', async () => {
    // A server that takes the request and never answers, as a stalled connection does.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const stalled = createNbpClient({
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api`,
      clock: monday,
    });
    const stopping = new AbortController();
    const started = performance.now();
    setTimeout(() => stopping.abort(), 50);
    await expect(
      stalled.fetchTables('2025-09-26', '2025-09-26', stopping.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
    // Without the signal: a 10 s timeout per attempt, four attempts.
    expect(performance.now() - started).toBeLessThan(1_000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));

    failures = [503, 503, 503, 503];
    const backingOff = createNbpClient({ baseUrl, clock: monday, backoffMs: 10_000 });
    const waiting = new AbortController();
    setTimeout(() => waiting.abort(), 50);
    const pausedAt = performance.now();
    await expect(
      backingOff.fetchTables('2025-09-26', '2025-09-26', waiting.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - pausedAt).toBeLessThan(1_000);
  });
});
