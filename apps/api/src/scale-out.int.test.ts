import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANCTION_LIST_SOURCES } from '@aml/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../../../scripts/launcher.mjs';
import { startLoopbackRegistries } from './modules/registries/index.js';
import { sanctionsDataPath } from './test/sanctions-test-data.js';
import { createServerDatabase, queryDatabase } from './test/server-database.js';
import { startSmtpSink } from './test/smtp-sink.js';

/**
 * Scale-out as the README promises it (issue 28 item 10): two API processes, A and B, on one
 * PostgreSQL database, each with every background loop running, as `npm start` runs them.
 *
 * a. Every scheduled or queued job runs once, not once per process: the e-mail outbox (each
 *    message reaches the loopback SMTP server once), the NBP rates fetch and the sanctions list
 *    download at start-up (each table and each list version stored and audited once), back-tests
 *    (each claimed once), the retention purge (each record purged and audited once) and the
 *    re-screening after a list import (each party screened once per list version). There are
 *    no reminder jobs yet.
 * b. Caches follow a change made through the other process: a list imported through A is used
 *    by B's searches; a rule set version saved through A is applied by B to its next
 *    transaction. (Sessions: a logout or a change of rights in one process is refused by the
 *    other within a second, in modules/sessions/revocation-across-processes.int.test.ts.)
 *    A registry's rate limit holds across both processes (the limiter's windows live in the
 *    database).
 * c. A process killed (SIGKILL) in the middle of a re-screening job leaves it to the other,
 *    which finishes it: the killed process's batch is rolled back, so no party is screened
 *    twice and none is left out.
 *
 * How many times something ran is read from the database: the audit trail, and rows that
 * triggers created by this test (in its own database) write when a party is screened or a
 * back-test is claimed. Needs DATABASE_URL (CI's PostgreSQL pass).
 */
const serverUrl = process.env.DATABASE_URL;
const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

type Server = Awaited<ReturnType<typeof startServer>>;
type Json = Record<string, unknown> & { items?: Array<Record<string, unknown>> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something truthy, at most `ms`. */
async function until<T>(what: string, check: () => Promise<T | null>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The weekdays of [from, to] (YYYY-MM-DD), the days NBP publishes a table A on. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

/**
 * The outside world on loopback: NBP's table A endpoint (NBP's JSON, two currencies a day) and
 * the UN list's address, each counting the requests it answers.
 */
async function startFeeds() {
  const un = readFileSync(sanctionsDataPath('un', 'UN_consolidated_2026-02-27.xml'));
  const requests = { nbp: 0, un: 0 };
  const server: HttpServer = createServer((request, response) => {
    const range = request.url?.match(
      /^\/nbp\/exchangerates\/tables\/A\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\//,
    );
    if (range) {
      requests.nbp += 1;
      // The table's number follows from its day, as NBP's does: any range gives the same.
      const numberOf = (day: string) =>
        (Date.parse(day) - Date.parse(`${day.slice(0, 4)}-01-01`)) / 86_400_000 + 1;
      const tables = weekdays(range[1]!, range[2]!).map((day) => ({
        table: 'A',
        no: `${String(numberOf(day)).padStart(3, '0')}/A/NBP/${day.slice(0, 4)}`,
        effectiveDate: day,
        rates: [
          { currency: 'euro', code: 'EUR', mid: 4.2512 },
          { currency: 'dolar amerykański', code: 'USD', mid: 3.6789 },
        ],
      }));
      if (tables.length === 0) response.writeHead(404).end('404 NotFound - Brak danych');
      else
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tables));
    } else if (request.url === '/un') {
      requests.un += 1;
      response.writeHead(200, { 'content-type': 'application/xml' }).end(un);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let dropDatabase: (() => Promise<void>) | undefined;
let closeSmtp: (() => Promise<void>) | undefined;
let closeFeeds: (() => Promise<void>) | undefined;
let closeRegistries: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stopAllServers();
  await dropDatabase?.();
  await closeSmtp?.();
  await closeFeeds?.();
  await closeRegistries?.();
});

/** A valid NIP from its first nine digits (shared/domain/poland.md 4.2). */
function nipWithChecksum(nine: string): string {
  for (let bump = 0; ; bump += 1) {
    const body = String(Number(nine) + bump).padStart(9, '0');
    const check =
      [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((sum, w, i) => sum + w * Number(body[i]), 0) % 11;
    if (check !== 10) return `${body}${check}`;
  }
}

const ADMIN = { email: 'admin@skala.example.pl', password: 'Skala-2026-dwa-procesy' };

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL database', () => {
  it('runs each job once, keeps caches in step and finishes the work of a killed process', async () => {
    const database = await createServerDatabase(serverUrl!);
    dropDatabase = database.drop;
    const sql = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      queryDatabase<Row>(database.url, text, values);
    const count = async (text: string, values: unknown[] = []) =>
      Number(
        (await sql<{ n: string }>(`select count(*)::text as n from (${text}) x`, values))[0]!.n,
      );
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    const feeds = await startFeeds();
    closeFeeds = feeds.close;
    const registries = await startLoopbackRegistries();
    closeRegistries = registries.close;

    const noOtherLists = Object.fromEntries(
      SANCTION_LIST_SOURCES.map((source) => [`SANCTIONS_URL_${source.toUpperCase()}`, '']),
    );
    const launch = () =>
      startServer({
        command: [process.execPath, '--import', 'tsx', 'src/main.ts'],
        cwd: apiDir,
        env: {
          DATABASE_URL: database.url,
          SMTP_URL: smtp.url,
          ADMIN_EMAILS: ADMIN.email,
          NBP_FETCH_ENABLED: 'true',
          NBP_API_URL: `${feeds.base}/nbp`,
          SANCTIONS_FETCH_ENABLED: 'true',
          ...noOtherLists,
          SANCTIONS_URL_UN: `${feeds.base}/un`,
          QUEUE_POLL_SECONDS: '1',
          ...registries.env,
        },
      });
    // Started together: the migrations run under an advisory lock, the first jobs at once.
    const [a, b] = (await Promise.all([launch(), launch()])) as [Server, Server];

    // --- a. The jobs every process starts with: NBP rates and the sanctions list download.
    await until('both processes to fetch NBP and download the UN list', async () =>
      feeds.requests.nbp >= 2 && feeds.requests.un >= 2 ? true : null,
    );
    const audited = (entityType: string, action: string) =>
      count(`select 1 from audit_events where entity_type = $1 and action = $2`, [
        entityType,
        action,
      ]);
    // Both downloads were read and imported (or found unchanged) before anything is counted.
    await until('the UN list version', async () =>
      (await audited('sanction_list', 'imported')) > 0 ? true : null,
    );
    await until('the NBP tables', async () =>
      (await audited('exchange_rates', 'fetched')) > 0 ? true : null,
    );
    await sleep(3_000);
    expect(await count(`select 1 from sanction_list_versions where source = 'un'`)).toBe(1);
    expect(await audited('sanction_list', 'imported')).toBe(1);
    expect(await count(`select 1 from sanction_rescreen_jobs`)).toBe(1);
    // Each NBP table stored and audited once, though each process fetched it.
    const rates = await sql<{ tables: string; rows: string }>(
      `select count(distinct table_no)::text as tables, count(*)::text as rows
       from exchange_rates where source = 'nbp'`,
    );
    expect(Number(rates[0]!.tables)).toBeGreaterThan(15);
    expect(Number(rates[0]!.rows)).toBe(2 * Number(rates[0]!.tables));
    expect(await audited('exchange_rates', 'fetched')).toBe(1);

    // An administrator with a team, signed in through both processes.
    const call = async (
      on: Server,
      method: string,
      url: string,
      body?: unknown,
      token?: string,
    ): Promise<{ status: number; body: Json }> => {
      const response = await fetch(`${on.url}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
    expect((await call(a, 'POST', '/int/user', ADMIN)).status).toBe(201);
    await sql(`update users set email_verified_at = now()`);
    const tokenA = (await call(a, 'POST', '/int/login', ADMIN)).body.token as string;
    const tokenB = (await call(b, 'POST', '/int/login', ADMIN)).body.token as string;
    const team = (await call(a, 'POST', '/int/teams', { name: 'Kantor Skala' }, tokenA)).body;
    expect((await call(a, 'POST', '/int/teams/change', { code: team.code }, tokenA)).status).toBe(
      200,
    );
    const person = (
      await call(
        a,
        'POST',
        '/int/parties',
        { type: 'individual', first_name: 'Jan', last_name: 'Kowalski' },
        tokenA,
      )
    ).body.party as { code: string };

    // --- a. The e-mail outbox: 120 messages, claimed by both dispatchers, each sent once.
    const MESSAGES = 120;
    await sql(
      `insert into email_messages (to_address, subject, text_body, html_body)
       select 'odbiorca@skala.example.pl', 'Skala ' || g, 'Treść ' || g, '<p>Treść ' || g || '</p>'
       from generate_series(1, $1::int) g`,
      [MESSAGES],
    );
    await until('every message sent', async () =>
      (await count(`select 1 from email_messages where status <> 'sent'`)) === 0 ? true : null,
    );
    const subjects = smtp.received.map((m) => m.subject).filter((s) => s.startsWith('Skala '));
    expect(subjects).toHaveLength(MESSAGES);
    expect(new Set(subjects).size).toBe(MESSAGES);

    // --- b. Rule sets: a version saved through A is applied by B to its next transaction.
    const record = async (on: Server, token: string) => {
      const created = await call(
        on,
        'POST',
        '/int/transactions',
        {
          type: 'buyer_fiat',
          amount: '1000',
          currency: 'PLN',
          booked_at: '2026-03-02T11:30:00+01:00',
          payment_method: 'cash',
          parties: [{ party_code: person.code, role: 'buyer' }],
        },
        token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const risk = await call(
        on,
        'GET',
        `/int/transactions/${created.body.code}/risk`,
        undefined,
        token,
      );
      return (risk.body.assessment as { rule_set: { version: number } }).rule_set.version;
    };
    const ruleSet = (await call(a, 'GET', '/int/rule-sets', undefined, tokenA)).body.items!.find(
      (item) => item.active,
    ) as { code: string; version: number };
    // B has the version in force in use (compiled and cached) before A changes it.
    expect(await record(b, tokenB)).toBe(ruleSet.version);
    const changed = await call(
      a,
      'PATCH',
      `/int/rule-sets/${ruleSet.code}/rules/pep`,
      { config: { risk: 'non_acceptable' } },
      tokenA,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await record(b, tokenB)).toBe(ruleSet.version + 1);

    // --- a. A registry's rate limit holds across both processes: 20 VIES checks sent through
    // A and B at once (VIES answers are not cached) stay within 5 a second.
    const nips = Array.from({ length: 20 }, (_, i) =>
      nipWithChecksum(`52700${String(i).padStart(4, '0')}`),
    );
    const started = Date.now();
    const checks = await Promise.all(
      nips.map((nip, i) =>
        call(
          i % 2 ? a : b,
          'POST',
          '/int/vies-autofill',
          { country: 'PL', vat_number: nip },
          i % 2 ? tokenA : tokenB,
        ),
      ),
    );
    expect(checks.map((c) => c.status)).toEqual(nips.map(() => 200));
    expect(registries.requests.filter((r) => r.registry === 'vies')).toHaveLength(20);
    const windows = await sql<{ calls: number }>(
      `select calls from registry_rate_windows where registry = 'vies'`,
    );
    expect(windows.reduce((sum, w) => sum + Number(w.calls), 0)).toBe(20);
    expect(Math.max(...windows.map((w) => Number(w.calls)))).toBeLessThanOrEqual(5);
    // Four windows at least: three of them had to be waited for.
    expect(Date.now() - started).toBeGreaterThan(2_000);

    // --- a. Back-tests queued through both processes: each claimed and run once.
    await sql(`create table scale_out_claims (backtest_id bigint not null)`);
    await sql(`create function scale_out_claimed() returns trigger language plpgsql as $$
      begin insert into scale_out_claims values (new.id); return new; end $$`);
    await sql(`create trigger scale_out_claimed after update of started_at on backtests
      for each row when (new.started_at is not null and new.started_at is distinct from old.started_at)
      execute function scale_out_claimed()`);
    const BACKTESTS = 8;
    for (let i = 0; i < BACKTESTS; i += 1) {
      const [on, token] = i % 2 === 0 ? [a, tokenA] : [b, tokenB];
      const queued = await call(
        on,
        'POST',
        `/int/rule-sets/${ruleSet.code}/backtests`,
        { booked_from: '2026-01-01', booked_to: '2026-06-30' },
        token,
      );
      expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    }
    await until('every back-test done', async () =>
      (await count(`select 1 from backtests where status = 'done'`)) === BACKTESTS ? true : null,
    );
    expect(await count(`select 1 from scale_out_claims`)).toBe(BACKTESTS);
    expect(await count(`select distinct backtest_id from scale_out_claims`)).toBe(BACKTESTS);

    // --- a. The retention purge, polled by both: each expired record purged and audited once.
    const copyParty = (how: string, rows: number, extra = '') =>
      sql(
        `insert into parties (team_id, code, type, entity_type, status, first_name, last_name,
           created_by, deleted_at)
         select p.team_id, '${how}-' || g, p.type, p.entity_type, p.status,
           'Osoba', 'Testowa ' || g, p.created_by, ${extra || 'null'}
         from parties p cross join generate_series(1, $2::int) g where p.code = $1`,
        [person.code, rows],
      );
    const EXPIRED = 60;
    await copyParty('EXP', EXPIRED, `now() - interval '6 years'`);
    await until('the expired parties purged', async () =>
      (await count(`select 1 from parties where code like 'EXP-%'`)) === 0 ? true : null,
    );
    await sleep(2_000);
    expect(
      await count(
        `select 1 from audit_events where action = 'purged' and entity_type = 'party'
         and entity_code like 'EXP-%'`,
      ),
    ).toBe(EXPIRED);

    // --- b and c. A list imported through A: B screens with it; the re-screening of every
    // party it queues survives A killed in the middle.
    const PARTIES = 6_000;
    await copyParty('RS', PARTIES);
    await sql(`create table scale_out_screenings (party_id bigint not null)`);
    await sql(`create function scale_out_screened() returns trigger language plpgsql as $$
      begin insert into scale_out_screenings values (new.id); return new; end $$`);
    await sql(`create trigger scale_out_screened after update of sanctions_screened_at on parties
      for each row when (new.sanctions_screened_at is distinct from old.sanctions_screened_at)
      execute function scale_out_screened()`);
    const form = new FormData();
    const ukPath = sanctionsDataPath('official_samples', 'uk_sanctions_list_sample_2026-09-10.xml');
    form.append('files', new Blob([readFileSync(ukPath)]), path.basename(ukPath));
    const imported = await fetch(`${a.url}/int/sanctions-lists/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenA}` },
      body: form,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);

    const job = async () =>
      (
        await sql<{ status: string; done: number; total: number }>(
          `select j.status, j.done, j.total from sanction_rescreen_jobs j
           join sanction_list_versions v on v.id = j.version_id where v.source = 'uk'`,
        )
      )[0];
    // Killed once some batches are in and most are not.
    await until(
      're-screening under way',
      async () => {
        const now = await job();
        return now && now.done > 0 ? now : null;
      },
      30_000,
    );
    process.kill(a.pid, 'SIGKILL');
    await a.exited;
    const atKill = (await job())!;
    expect(atKill.status, 'the job ended before the kill').toBe('running');
    expect(atKill.done).toBeLessThan(atKill.total);

    // B's index follows the import made through A.
    const search = await call(
      b,
      'POST',
      '/int/sanctions-lists/search',
      { name: 'BNK UK Limited' },
      tokenB,
    );
    expect(search.status).toBe(200);
    expect((search.body.matches as Array<{ source: string }>).map((m) => m.source)).toContain('uk');

    const finished = await until('B to finish the re-screening', async () => {
      const now = await job();
      return now?.status === 'done' ? now : null;
    });
    const screenings = await sql<{ parties: string; screenings: string }>(
      `select count(distinct party_id)::text as parties, count(*)::text as screenings
       from scale_out_screenings`,
    );
    const live = await count(`select 1 from parties where deleted_at is null`);
    expect(finished.total).toBe(live);
    expect(Number(screenings[0]!.parties)).toBe(live);
    expect(Number(screenings[0]!.screenings)).toBe(live);
    await b.stop();
  }, 300_000);
});
