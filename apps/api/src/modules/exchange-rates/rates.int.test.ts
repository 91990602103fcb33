import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, exchangeRates, teams, transactions } from '../../db/schema.js';
import {
  createTestApp,
  createTestClock,
  registerAndLogin,
  type AuthHeaders,
  type TestApp,
} from '../../test/test-app.js';
import { convertToEur } from './rates.service.js';

/** NBP replayed on loopback: tables A in NBP's format, 404 "Brak danych" without a table. */
const table = (no: string, day: string, rates: string) =>
  `{"table":"A","no":"${no}","effectiveDate":"${day}","rates":[${rates}]}`;
const TABLES: Record<string, string> = {
  '2025-09-26': table(
    '187/A/NBP/2025',
    '2025-09-26',
    '{"currency":"dolar amerykański","code":"USD","mid":3.6437},{"currency":"euro","code":"EUR","mid":4.2710}',
  ),
  '2025-09-29': table(
    '188/A/NBP/2025',
    '2025-09-29',
    '{"currency":"dolar amerykański","code":"USD","mid":3.6290},{"currency":"euro","code":"EUR","mid":4.2680}',
  ),
  '2025-11-10': table(
    '217/A/NBP/2025',
    '2025-11-10',
    '{"currency":"dolar amerykański","code":"USD","mid":3.6700},{"currency":"euro","code":"EUR","mid":4.2400}',
  ),
  // 11 November is a holiday: no table. This table lacks USD (to test the same-table rule).
  '2025-11-12': table(
    '218/A/NBP/2025',
    '2025-11-12',
    '{"currency":"euro","code":"EUR","mid":4.2450}',
  ),
  '2025-12-03': table(
    '232/A/NBP/2025',
    '2025-12-03',
    '{"currency":"dolar amerykański","code":"USD","mid":3.6000},{"currency":"euro","code":"EUR","mid":4.2300}',
  ),
};

let nbp: Server;
const nbpRequests: string[] = [];
let t: TestApp;
let admin: AuthHeaders;
let user: AuthHeaders;
const clock = createTestClock(new Date('2025-12-20T10:00:00Z'));

beforeAll(async () => {
  nbp = createServer((request, response) => {
    nbpRequests.push(request.url ?? '');
    const [, from = '', to = ''] =
      /^\/api\/exchangerates\/tables\/A\/([\d-]+)\/([\d-]+)\/\?format=json$/.exec(
        request.url ?? '',
      ) ?? [];
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
  await new Promise<void>((resolve) => nbp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    clock,
    env: {
      ADMIN_EMAILS: 'rates.admin@example.pl',
      NBP_API_URL: `http://127.0.0.1:${(nbp.address() as AddressInfo).port}/api`,
    },
  });
  admin = (await registerAndLogin(t.app, 'rates.admin@example.pl')).headers;
  user = (await registerAndLogin(t.app)).headers;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => nbp.close(() => resolve()));
});

const convert = (amount: string, currency: string, day: string) =>
  convertToEur(t.deps.db, amount, currency, day);

const post = (url: string, headers: AuthHeaders, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

function multipart(content: string) {
  const boundary = `----aml${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rates.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (headers: AuthHeaders, content: string) => {
  const body = multipart(content);
  return t.app.inject({
    method: 'POST',
    url: '/int/exchange-rates/import',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

async function coverage() {
  const list = await t.app.inject({ method: 'GET', url: '/int/exchange-rates', headers: user });
  return Object.fromEntries(
    list
      .json<{ coverage: Array<{ currency: string; checked_through: string }> }>()
      .coverage.map((c) => [c.currency, c.checked_through]),
  );
}

describe('exchange rates (art. 5)', () => {
  it('fetches NBP tables on demand, storing rates and coverage', async () => {
    const fetched = await post('/int/exchange-rates/fetch', admin, {
      from: '2025-09-26',
      to: '2025-11-14',
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ stored: 7, checked_through: '2025-11-14', completed: 0 });
    expect(nbpRequests).toEqual(['/api/exchangerates/tables/A/2025-09-26/2025-11-14/?format=json']);
    expect(await coverage()).toEqual({ EUR: '2025-11-14', USD: '2025-11-14' });
    const [eur] = await t.deps.db
      .select()
      .from(exchangeRates)
      .where(
        and(eq(exchangeRates.currency, 'EUR'), eq(exchangeRates.effective_date, '2025-09-26')),
      );
    expect(eur).toMatchObject({ table_no: '187/A/NBP/2025', mid: '4.27100000', source: 'nbp' });
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_type, 'exchange_rates'));
    expect(audit.at(-1)).toMatchObject({ action: 'fetched', team_id: null });
  });

  it('converts a weekend or holiday day with the last table before it, through the API too', async () => {
    // Sunday 28 September: Friday's table.
    expect(await convert('4271', 'PLN', '2025-09-28')).toEqual({
      amount_eur: '1000.00',
      rate_table: '187/A/NBP/2025',
      rate_date: '2025-09-26',
      rate: '1',
      eur_rate: '4.271',
    });
    // 11 November (holiday): the table of the 10th.
    expect((await convert('424', 'PLN', '2025-11-11')).rate_table).toBe('217/A/NBP/2025');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/int/exchange-rates/convert?amount=4271&currency=PLN&date=2025-09-27',
      headers: user,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().amount_eur).toBe('1000.00');
  });

  it('converts other currencies by the cross rate of one and the same table', async () => {
    expect(await convert('1000', 'USD', '2025-09-28')).toEqual({
      amount_eur: '853.13',
      rate_table: '187/A/NBP/2025',
      rate_date: '2025-09-26',
      rate: '3.6437',
      eur_rate: '4.271',
    });
    // On the 12th, EUR's table has no USD: the rates of two tables are never mixed.
    expect((await convert('1000', 'USD', '2025-11-12')).amount_eur).toBeNull();
    // Weeks without a stored table (a gap in what was fetched): no stale rate is used.
    expect((await convert('1000', 'PLN', '2025-10-15')).amount_eur).toBeNull();
    // EUR needs no rate at all.
    expect((await convert('10.005', 'EUR', '2030-01-01')).amount_eur).toBe('10.01');
  });

  it('keeps a day after the coverage pending; rates entered by hand make it known', async () => {
    expect(await convert('425', 'PLN', '2025-11-17')).toEqual({
      amount_eur: null,
      rate_table: null,
      rate_date: null,
      rate: null,
      eur_rate: null,
    });
    const entered = await post('/int/exchange-rates', admin, {
      rates: [
        { currency: 'eur', effective_date: '2025-11-17', mid: '4.2500' },
        { currency: 'USD', effective_date: '2025-11-17', mid: '3.65' },
      ],
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ stored: 2, checked_through: '2025-11-17' });
    expect(await convert('425', 'PLN', '2025-11-17')).toMatchObject({
      amount_eur: '100.00',
      rate_table: 'manual',
      rate_date: '2025-11-17',
    });
    // 100 × 3.65 / 4.25 = 85.882…
    expect((await convert('100', 'USD', '2025-11-17')).amount_eur).toBe('85.88');
    // The next day is not covered yet.
    expect((await convert('425', 'PLN', '2025-11-18')).amount_eur).toBeNull();
    // A manual rate of another currency leaves EUR's coverage as it is.
    await post('/int/exchange-rates', admin, {
      rates: [{ currency: 'GBP', effective_date: '2025-11-19', mid: '4.8' }],
    });
    expect(await coverage()).toMatchObject({ EUR: '2025-11-17', GBP: '2025-11-19' });
    expect((await convert('10', 'GBP', '2025-11-19')).amount_eur).toBeNull();
  });

  it('completes a pending transaction when its rate arrives', async () => {
    const teamCode = (await post('/int/teams', admin, { name: 'Kantor Testowy' })).json().code;
    const [team] = await t.deps.db.select().from(teams).where(eq(teams.code, teamCode));
    const insert = (code: string, amount: string, deleted = false) =>
      t.deps.db
        .insert(transactions)
        .values({
          team_id: team!.id,
          code,
          type: 'cash_deposit',
          status: 'draft',
          amount,
          currency: 'PLN',
          booked_at: new Date('2025-11-18T09:00:00Z'),
          booked_on: '2025-11-18',
          deleted_at: deleted ? new Date() : null,
        })
        .returning();
    await insert('TXPENDING1', '4200.00');
    await insert('TXDELETED1', '8400.00', true);

    const refused = await post('/int/exchange-rates', user, {
      rates: [{ currency: 'EUR', effective_date: '2025-11-18', mid: '4.2' }],
    });
    expect(refused.statusCode).toBe(403);

    const entered = await post('/int/exchange-rates', admin, {
      rates: [{ currency: 'EUR', effective_date: '2025-11-18', mid: '4.2000' }],
    });
    expect(entered.json()).toEqual({ stored: 1, checked_through: '2025-11-18', completed: 1 });
    const rows = await t.deps.db
      .select()
      .from(transactions)
      .where(eq(transactions.team_id, team!.id));
    expect(rows.find((row) => row.code === 'TXPENDING1')).toMatchObject({
      amount_eur: '1000.00',
      rate_table: 'manual',
      rate_date: '2025-11-18',
      eur_rate: '4.20000000',
    });
    expect(rows.find((row) => row.code === 'TXDELETED1')?.amount_eur).toBeNull();
    const [completion] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_code, 'TXPENDING1'), eq(auditEvents.action, 'eur_completed')),
      );
    expect(completion?.team_id).toBe(team!.id);
  });

  it('refuses writes to anyone but the administrator of the installation', async () => {
    for (const [url, payload] of [
      [
        '/int/exchange-rates',
        { rates: [{ currency: 'EUR', effective_date: '2025-11-20', mid: '4' }] },
      ],
      ['/int/exchange-rates/fetch', { from: '2025-11-20', to: '2025-11-20' }],
    ] as const) {
      const answer = await post(url, user, payload);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('admin_role_required');
    }
    expect((await upload(user, 'currency;effective_date;mid\nEUR;2025-11-20;4\n')).statusCode).toBe(
      403,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/int/exchange-rates?currency=EUR',
      headers: user,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ currency: 'EUR', effective_date: '2025-11-18' });
  });

  it('imports a CSV file, refusing the whole file for one bad line', async () => {
    const bad = await upload(
      admin,
      'currency;effective_date;mid\nCHF;2025-11-19;4,5500\n\nCHF;2025-11-20;abc\n',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rates_import_invalid_line' });
    expect(bad.json().message).toMatch(/^Line 4/);
    const chf = await t.deps.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, 'CHF'));
    expect(chf).toEqual([]);

    const good = await upload(
      admin,
      '\uFEFFcurrency,effective_date,mid\r\nCHF,2025-11-19,"4,5500"\r\nEUR,2025-11-19,4,2600\r\n',
    );
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ stored: 2, checked_through: '2025-11-19' });
    expect((await convert('426', 'PLN', '2025-11-19')).amount_eur).toBe('100.00');
    expect((await convert('455', 'CHF', '2025-11-19')).amount_eur).toBe('485.97');
  });

  it('does not mark the days of a gap complete when a later range is fetched', async () => {
    nbpRequests.length = 0;
    const fetched = await post('/int/exchange-rates/fetch', admin, {
      from: '2025-12-01',
      to: '2025-12-05',
    });
    expect(fetched.json()).toMatchObject({ stored: 2, checked_through: '2025-12-05' });
    expect(nbpRequests).toHaveLength(1);
    // Coverage still ends on the 19th: 20–30 November were never fetched.
    expect((await coverage()).EUR).toBe('2025-11-19');
    expect((await convert('423', 'PLN', '2025-12-03')).amount_eur).toBeNull();
    // Fetching the gap joins the ranges.
    await post('/int/exchange-rates/fetch', admin, { from: '2025-11-20', to: '2025-12-05' });
    expect((await coverage()).EUR).toBe('2025-12-05');
    expect((await convert('423', 'PLN', '2025-12-03')).amount_eur).toBe('100.00');
  });

  it('answers 503 when NBP cannot be reached', async () => {
    const closed = new Promise<void>((resolve) => nbp.close(() => resolve()));
    nbp.closeAllConnections();
    await closed;
    const answer = await post('/int/exchange-rates/fetch', admin, {
      from: '2025-12-08',
      to: '2025-12-08',
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().code).toBe('rates_source_unavailable');
    expect((await coverage()).EUR).toBe('2025-12-05');
  }, 20_000);
});
