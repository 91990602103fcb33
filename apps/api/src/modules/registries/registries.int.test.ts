import type { Autofill, CrbrComparison, RegistriesReport, ScanProgress } from '@aml/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { exchangeRateCoverage, exchangeRates } from '../../db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  inNewTeam,
  joinTeam,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { pdfText } from '../../test/pdf-text.js';
import { FIXTURE_COMPANIES, FIXTURE_DOWN_NIP } from './loopback/fixtures.js';
import { startLoopbackRegistries, type LoopbackRegistries } from './loopback/server.js';

/**
 * The registries through the API against the loopback registries (issue 31): autofill merged
 * from every registry with sources, the day's cache, a registry that is down, the scan with its
 * stored report, red flags and monthly count, the streamed progress, and CRBR's discrepancy duty.
 */
const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
const registryEnv: Record<string, string> = {};
let loopback: LoopbackRegistries;
beforeAll(async () => {
  loopback = await startLoopbackRegistries();
  Object.assign(registryEnv, loopback.env);
});
afterAll(() => loopback?.close());
const env = useTestApp({ clock, env: registryEnv });

const KANTOR = FIXTURE_COMPANIES.find((c) => c.key === 'kantor')!;
const FENIKS = FIXTURE_COMPANIES.find((c) => c.key === 'in-liquidation')!;
const FOUNDATION = FIXTURE_COMPANIES.find((c) => c.key === 'new-foundation')!;
/** A valid NIP no registry knows. */
const UNKNOWN_NIP = '5841000018';

const requestsTo = (registry: string) =>
  loopback.requests.filter((request) => request.registry === registry).length;

async function autofill(headers: AuthHeaders, query: string): Promise<Autofill> {
  const response = await env.call('GET', `/int/regon-autofill?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function scan(headers: AuthHeaders, body: object): Promise<RegistriesReport> {
  const response = await env.call('POST', '/int/registries-reports', headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('registries', () => {
  it('says which registries are configured', async () => {
    const { headers } = await inNewTeam(env);
    const response = await env.call('GET', '/int/registries-status', headers);
    expect(response.json().registries).toEqual(
      ['regon', 'krs', 'ceidg', 'white_list', 'vies', 'crbr'].map((registry) => ({
        registry,
        configured: true,
      })),
    );
  });

  it('fills a company from one NIP, each value with its registry and date', async () => {
    const { headers } = await inNewTeam(env);
    const found = await autofill(headers, `nip=${KANTOR.nip}`);
    const asOf = clock.now().toISOString();
    expect(found.fields.name).toEqual({ value: KANTOR.name, source: 'krs', as_of: asOf });
    expect(found.fields.regon?.value).toBe(KANTOR.regon);
    expect(found.fields.krs).toMatchObject({ value: KANTOR.krs });
    expect(found.fields.business_address?.value).toMatchObject({
      country: 'PL',
      city: 'Warszawa',
      postal_code: '00-017',
    });
    expect(found.fields.industries?.value).toEqual(['66.19.Z', '64.99.Z']);
    expect(found.fields.bank_accounts).toMatchObject({
      value: KANTOR.accounts,
      source: 'white_list',
    });
    expect(found.fields.vat_status?.value).toBe('active');
    // KRS masks natural persons: the officer completes them.
    expect(found.board_members).toHaveLength(2);
    expect(found.board_members.every((person) => person.masked && person.source === 'krs')).toBe(
      true,
    );
    expect(found.beneficial_owners.map((o) => [o.last_name, o.share])).toEqual([
      ['Kowalski', '60'],
      ['Nowak', '40'],
    ]);
    expect(found.answers.find((a) => a.registry === 'crbr')?.request_id).toBeTruthy();
  });

  it('asks each registry about an identifier once a day', async () => {
    const { headers } = await inNewTeam(env);
    await autofill(headers, `nip=${FOUNDATION.nip}`);
    const before = loopback.requests.length;
    await autofill(headers, `nip=${FOUNDATION.nip}`);
    expect(loopback.requests.length).toBe(before);
    clock.advance(25 * 3_600_000);
    await autofill(headers, `nip=${FOUNDATION.nip}`);
    expect(loopback.requests.length).toBeGreaterThan(before);
  });

  it('finds a foundation in KRS register S after register P answers 404', async () => {
    const { headers } = await inNewTeam(env);
    const found = await autofill(headers, `krs=${FOUNDATION.krs}`);
    expect(found.fields.name?.value).toBe(FOUNDATION.name);
    expect(found.fields.nip?.value).toBe(FOUNDATION.nip);
  });

  it('answers a NIP nobody knows with every registry saying so', async () => {
    const { headers } = await inNewTeam(env);
    const found = await autofill(headers, `nip=${UNKNOWN_NIP}`);
    expect(found.fields).toEqual({});
    const statuses = Object.fromEntries(found.answers.map((a) => [a.registry, a.status]));
    expect(statuses).toMatchObject({
      regon: 'not_found',
      white_list: 'not_found',
      crbr: 'not_found',
    });
    expect(statuses.krs).toBe('not_applicable');
  });

  it('keeps the form usable when the registries are down', async () => {
    const { headers } = await inNewTeam(env);
    const found = await autofill(headers, `nip=${FIXTURE_DOWN_NIP}`);
    const down = found.answers.filter((a) => a.status === 'unavailable');
    expect(down.map((a) => a.registry).sort()).toEqual(
      ['ceidg', 'crbr', 'regon', 'vies', 'white_list'].sort(),
    );
    expect(down.every((a) => a.message)).toBe(true);
  });

  it('takes a malformed answer for an unavailable registry, and does not keep it', async () => {
    const { headers } = await inNewTeam(env);
    const nip = FIXTURE_COMPANIES.find((c) => c.key === 'sole-trader')!.nip;
    loopback.answerNext('white_list', {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ result: { subject: { name: 12345 }, requestId: 'x' } }),
    });
    const first = await autofill(headers, `nip=${nip}`);
    expect(first.answers.find((a) => a.registry === 'white_list')).toMatchObject({
      status: 'unavailable',
      message: 'white_list answered in an unexpected format',
    });
    const again = await autofill(headers, `nip=${nip}`);
    expect(again.answers.find((a) => a.registry === 'white_list')?.status).toBe('found');
  });

  it('refuses an identifier that does not check out', async () => {
    const { headers } = await inNewTeam(env);
    expect((await env.call('GET', '/int/regon-autofill?nip=1234567890', headers)).statusCode).toBe(
      400,
    );
    const two = await env.call(
      'GET',
      `/int/regon-autofill?nip=${KANTOR.nip}&regon=${KANTOR.regon}`,
      headers,
    );
    expect(two.json().details.fields).toEqual([{ path: 'nip', code: 'identifier_required' }]);
    const bad = await env.call('POST', '/int/registries-reports', headers, { identifier: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([{ path: 'identifier', code: 'identifier_invalid' }]);
  });

  it('stores a dated scan report with red flags and counts it in the month', async () => {
    const { headers } = await inNewTeam(env);
    const report = await scan(headers, { identifier: FENIKS.nip });
    expect(report.name).toBe(FENIKS.name);
    expect(report.answers).toHaveLength(6);
    expect(report.red_flags.map((f) => f.flag).sort()).toEqual(
      ['bankruptcy', 'crbr_missing', 'liquidation', 'vat_not_active', 'vat_removed'].sort(),
    );
    expect(report.red_flags.find((f) => f.flag === 'vat_removed')?.detail).toBe('2026-03-01');
    const young = await scan(headers, { identifier: FOUNDATION.krs! });
    expect(young.red_flags.map((f) => f.flag)).toEqual(
      expect.arrayContaining(['registered_recently', 'vat_restored']),
    );

    const all = (await env.call('GET', '/int/reports/list', headers)).json();
    expect(all.total).toBe(2);
    expect(all.items[1]).toMatchObject({
      kind: 'registries_report',
      code: report.code,
      title: `${FENIKS.name} (NIP ${FENIKS.nip})`,
    });
    const list = (await env.call('GET', '/int/registries-reports', headers)).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ code: young.code, identifier_kind: 'krs' });
    const usage = await queryRows<{ count: number }>(
      env.t.database.db,
      sql`select count from team_usage where metric = 'registry_scans'`,
    );
    expect(usage.map((row) => Number(row.count))).toContain(2);
  });

  it('streams each registry as it answers, the report last', async () => {
    const { headers } = await inNewTeam(env);
    const response = await env.t.app.inject({
      method: 'POST',
      url: '/int/registries-reports',
      headers: { ...headers, accept: 'application/x-ndjson' },
      payload: { identifier: KANTOR.nip },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const steps = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ScanProgress);
    expect(steps[0]?.type).toBe('started');
    expect(steps.filter((s) => s.type === 'answer')).toHaveLength(6);
    expect(steps.at(-2)?.type).toBe('screening');
    const last = steps.at(-1)!;
    expect(last.type).toBe('report');
    if (last.type === 'report') expect(last.report.red_flags).toEqual([]);
  });

  it('attaches a report to a party, downloads its PDF, and hides it from other teams', async () => {
    const { headers, team } = await inNewTeam(env);
    const report = await scan(headers, { identifier: KANTOR.nip });
    const party = (
      await env.call('POST', '/int/parties', headers, {
        type: 'company',
        name: KANTOR.name,
        tax_id: KANTOR.nip,
      })
    ).json().party.code as string;
    // Scanned for the party, whose owners are not recorded yet: CRBR differs.
    const forParty = await scan(headers, { identifier: KANTOR.nip, party_code: party });
    expect(forParty.party_code).toBe(party);
    expect(forParty.red_flags.find((f) => f.flag === 'crbr_differs')?.detail).toBe(
      'Jan Kowalski, Andrzej Nowak',
    );
    const attached = await env.call('PATCH', `/int/registries-reports/${report.code}`, headers, {
      party_code: party,
    });
    expect(attached.json().party_code).toBe(party);

    const pdf = await env.t.app.inject({
      method: 'GET',
      url: `/int/registries-reports/${report.code}/pdf`,
      headers: { ...headers, 'accept-language': 'pl' },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(pdf.rawPayload)).text).toContain('ZŁOTÓWKA');

    const other = await inNewTeam(env);
    expect(
      (await env.call('GET', `/int/registries-reports/${report.code}`, other.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await env.call('PATCH', `/int/registries-reports/${report.code}`, other.headers, {
          party_code: null,
        })
      ).statusCode,
    ).toBe(404);
    // A member who sees only their own records does not see the admin's report.
    const member = await joinTeam(env, headers, team, 'self_viewer_member');
    expect(
      (await env.call('GET', `/int/registries-reports/${report.code}`, member.headers)).statusCode,
    ).toBe(404);
  });

  it('compares CRBR with the recorded owners and raises the discrepancy task', async () => {
    const { headers } = await inNewTeam(env);
    const party = (
      await env.call('POST', '/int/parties', headers, {
        type: 'company',
        name: KANTOR.name,
        tax_id: KANTOR.nip,
      })
    ).json().party.code as string;
    const jan = KANTOR.beneficial_owners![0]!;
    const owner = await env.call('POST', `/int/parties/${party}/beneficiaries`, headers, {
      first_name: jan.first_name,
      last_name: jan.last_name,
      pesel: jan.pesel,
      citizenships: ['PL'],
      share: '50',
    });
    expect(owner.statusCode, owner.body).toBe(201);

    const before: CrbrComparison = (
      await env.call('GET', `/int/parties/${party}/crbr`, headers)
    ).json();
    expect(before.checked_at).toBeNull();

    const checked = await env.call('POST', `/int/parties/${party}/crbr`, headers);
    expect(checked.statusCode, checked.body).toBe(200);
    const comparison: CrbrComparison = checked.json();
    expect(comparison.request_id).toBeTruthy();
    expect(comparison.rows.map((r) => [r.state, r.name, r.differences])).toEqual([
      ['differs', 'Jan Kowalski', ['share']],
      ['only_in_crbr', 'Andrzej Nowak', []],
    ]);
    expect(comparison.attachment_code).toBeTruthy();
    expect(comparison.task_code).toBeTruthy();

    const task = await env.call('GET', `/int/tasks/${comparison.task_code}`, headers);
    expect(task.json().title).toContain(KANTOR.name);
    const files = (await env.call('GET', `/int/parties/${party}/attachments`, headers)).json();
    expect(files.items.map((f: { name: string }) => f.name)).toEqual([
      `CRBR-${KANTOR.nip}-2026-11-28.xml`,
    ]);

    // Checked again before the task is settled: the same task, not a second one.
    const again = (await env.call('POST', `/int/parties/${party}/crbr`, headers)).json();
    expect(again.task_code).toBe(comparison.task_code);

    const notice = await env.call('GET', `/int/parties/${party}/crbr/notice`, headers);
    expect(notice.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(notice.rawPayload);
    expect(text).toContain('Nowak');
    expect(text).toContain(again.request_id);
  });

  it('asks for a NIP before CRBR, and keeps the party to its team', async () => {
    const { headers } = await inNewTeam(env);
    const party = (
      await env.call('POST', '/int/parties', headers, {
        type: 'company',
        name: 'Bez NIP Sp. z o.o.',
      })
    ).json().party.code as string;
    const refused = await env.call('POST', `/int/parties/${party}/crbr`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('crbr_needs_nip');
    const other = await inNewTeam(env);
    expect((await env.call('POST', `/int/parties/${party}/crbr`, other.headers)).statusCode).toBe(
      404,
    );
  });

  it('checks the company accounts a payment of 15,000 PLN or more goes to on the White List', async () => {
    const { headers } = await inNewTeam(env);
    const payee = async (account: string) =>
      (
        await env.call('POST', '/int/parties', headers, {
          type: 'company',
          name: KANTOR.name,
          tax_id: KANTOR.nip,
          bank_account: account,
        })
      ).json().party.code as string;
    const listed = await payee(KANTOR.accounts[0]!);
    const unlisted = await payee('80102035410000550201234567');
    const pay = async (amount: string, party: string) =>
      (
        await env.call('POST', '/int/transactions', headers, {
          type: 'transfer',
          amount,
          currency: 'PLN',
          booked_at: '2026-11-27T10:00:00+01:00',
          payment_method: 'transfer',
          parties: [{ party_code: party, role: 'beneficiary' }],
        })
      ).json().code as string;

    const small = await pay('14999.99', listed);
    expect(
      (await env.call('GET', `/int/transactions/${small}/white-list`, headers)).json(),
    ).toMatchObject({ amount_pln: '14999.99', required: false, configured: true });

    // A payment in euros is worth NBP's EUR rate of its day in PLN: 3,600 EUR × 4.25 ≥ 15,000.
    await env.t.database.db.insert(exchangeRates).values({
      currency: 'EUR',
      effective_date: '2026-11-26',
      table_no: '229/A/NBP/2026',
      mid: '4.2500',
      source: 'nbp',
    });
    await env.t.database.db
      .insert(exchangeRateCoverage)
      .values({ currency: 'EUR', checked_through: '2026-11-27' })
      .onConflictDoNothing();
    const euros = (
      await env.call('POST', '/int/transactions', headers, {
        type: 'transfer',
        amount: '3600',
        currency: 'EUR',
        booked_at: '2026-11-27T10:00:00+01:00',
        payment_method: 'transfer',
        parties: [{ party_code: listed, role: 'beneficiary' }],
      })
    ).json().code as string;
    expect(
      (await env.call('GET', `/int/transactions/${euros}/white-list`, headers)).json(),
    ).toMatchObject({ amount_pln: '15300.00', required: true });

    for (const [party, assigned] of [
      [listed, true],
      [unlisted, false],
    ] as const) {
      const code = await pay('15000.00', party);
      const before = (
        await env.call('GET', `/int/transactions/${code}/white-list`, headers)
      ).json();
      expect(before.required).toBe(true);
      expect(before.accounts[0].check).toBeNull();
      const checked = await env.call('POST', `/int/transactions/${code}/white-list`, headers);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json().accounts[0].check).toMatchObject({ assigned });
      expect(checked.json().accounts[0].check.request_id).toBeTruthy();
    }
  });

  it('says a registry is limited or down without failing the scan', async () => {
    const { headers } = await inNewTeam(env);
    loopback.failNext('vies', 3, 503);
    // A NIP no earlier test asked about: VIES's answer is not cached yet.
    const report = await scan(headers, { identifier: '5841000001' });
    const vies = report.answers.find((a) => a.registry === 'vies')!;
    expect(vies.status).toBe('unavailable');
    expect(requestsTo('vies')).toBeGreaterThan(0);
  });
});
