import { DEFAULT_CDD_SETTINGS, type CddExecutionDetail, type CddSettingsInput } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  joinTeam,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { multipartBody } from '../../test/multipart-body.js';
import { runCddReminders } from './cdd-reminders.js';

const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
const env = useTestApp({ clock });

const EXECUTIONS = '/int/customer-due-diligence-executions';
const SETTINGS = '/int/customer-due-diligence-settings';

async function company(headers: AuthHeaders, name = 'Kantor „Złoty Grosz” Sp. z o.o.') {
  const response = await env.call('POST', '/int/parties', headers, {
    type: 'company',
    name,
    tax_id: '5261040828',
  });
  expect(response.statusCode).toBe(201);
  return response.json().party.code as string;
}

async function partyCdd(headers: AuthHeaders, party: string) {
  const response = await env.call(
    'GET',
    `/int/parties/${party}/customer-due-diligence-executions`,
    headers,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function execution(headers: AuthHeaders, code: string): Promise<CddExecutionDetail> {
  return (await env.call('GET', `${EXECUTIONS}/${code}`, headers)).json();
}

const measure = (detail: CddExecutionDetail, key: string) =>
  detail.measures.find((m) => m.key === key)!;

async function settle(headers: AuthHeaders, detail: CddExecutionDetail, skip: string[] = []) {
  for (const m of detail.measures) {
    if (skip.includes(m.key) || m.status !== 'pending') continue;
    const response = await env.call(
      'PATCH',
      `/int/customer-due-diligence-measure/${m.code}`,
      headers,
      m.mandatory
        ? { status: 'done', note: 'Sprawdzono dowód osobisty' }
        : { status: 'not_applicable', reason: 'Klient działa osobiście' },
    );
    expect(response.statusCode, `${m.key}: ${response.body}`).toBe(200);
  }
}

async function saveSettings(headers: AuthHeaders, change: Partial<CddSettingsInput>) {
  return env.call('PUT', SETTINGS, headers, { ...DEFAULT_CDD_SETTINGS, ...change });
}

describe('customer due diligence', () => {
  it('opens standard measures for a new company, strengthens them for a PEP owner, and completes them with the admin approval', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const party = await company(member.headers);
    const opened = await partyCdd(member.headers, party);
    expect(opened.items).toHaveLength(1);
    const started = opened.items[0];
    expect(started).toMatchObject({
      kind: 'standard',
      suggested_kind: 'standard',
      status: 'in_progress',
      triggers: [{ trigger: 'new_party' }],
      template_version: 0,
    });
    expect(opened.in_progress).toBe(started.code);

    // A politically exposed beneficial owner: enhanced measures (art. 46) join the checklist.
    const owner = await env.call('POST', `/int/parties/${party}/beneficiaries`, member.headers, {
      first_name: 'Jan',
      last_name: 'Kowalski',
      pesel: '44051401359',
      share: '60',
      pep: true,
    });
    expect(owner.statusCode).toBe(201);
    let detail = await execution(member.headers, started.code);
    expect(detail.kind).toBe('enhanced');
    expect(detail.measures.map((m) => m.key)).toEqual(
      expect.arrayContaining([
        'identify_customer',
        'source_of_funds',
        'senior_management_approval',
      ]),
    );
    const approval = measure(detail, 'senior_management_approval');
    expect(approval).toMatchObject({ admin_only: true, editable: false, mandatory: true });

    // Completion waits for the mandatory measures.
    const early = await env.call('POST', `${EXECUTIONS}/${started.code}/status`, member.headers, {
      status: 'completed',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('cdd_measures_pending');

    const noReason = await env.call(
      'PATCH',
      `/int/customer-due-diligence-measure/${measure(detail, 'crbr_extract').code}`,
      member.headers,
      { status: 'not_applicable' },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields).toEqual([{ path: 'reason', code: 'required' }]);

    await settle(member.headers, detail, ['senior_management_approval']);
    const refusedApproval = await env.call(
      'PATCH',
      `/int/customer-due-diligence-measure/${approval.code}`,
      member.headers,
      { status: 'done' },
    );
    expect(refusedApproval.statusCode).toBe(403);
    expect(refusedApproval.json().code).toBe('cdd_admin_only');
    const approved = await env.call(
      'PATCH',
      `/int/customer-due-diligence-measure/${approval.code}`,
      admin.headers,
      { status: 'done', note: 'Zgoda zarządu z 27.11.2026' },
    );
    expect(approved.json()).toMatchObject({ status: 'done', done_by: admin.email });
    // Nor may the member take the approval back.
    const undone = await env.call(
      'PATCH',
      `/int/customer-due-diligence-measure/${approval.code}`,
      member.headers,
      { status: 'pending' },
    );
    expect(undone.json().code).toBe('cdd_admin_only');

    const completed = await env.call(
      'POST',
      `${EXECUTIONS}/${started.code}/status`,
      member.headers,
      {
        status: 'completed',
      },
    );
    expect(completed.statusCode).toBe(200);
    detail = completed.json();
    // The party's level now (a PEP owner) sets the renewal: 12 months for high, 24 for normal.
    const level = (await env.call('GET', `/int/parties/${party}`, member.headers)).json()
      .risk_level;
    expect(detail).toMatchObject({
      status: 'completed',
      measures_settled: detail.measures_total,
      next_due_date: level === 'high' || level === 'non_acceptable' ? '2027-11-27' : '2028-11-27',
      allowed_statuses: [],
    });
    // Ended: nothing changes any more.
    const late = await env.call(
      'PATCH',
      `/int/customer-due-diligence-measure/${measure(detail, 'identify_customer').code}`,
      admin.headers,
      { note: 'Poprawka' },
    );
    expect(late.statusCode).toBe(409);
    // Nor does its evidence: no file joins a measure of an ended execution.
    const upload = multipartBody([
      {
        name: 'file',
        filename: 'pozniej.pdf',
        contentType: 'application/pdf',
        content: '%PDF-1.4',
      },
    ]);
    const lateFile = await env.t.app.inject({
      method: 'POST',
      url: `/int/customer-due-diligence-measure/attachments/${measure(detail, 'identify_customer').code}`,
      headers: { ...admin.headers, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(lateFile.json().code).toBe('cdd_not_in_progress');
    expect((await partyCdd(member.headers, party)).next_due_date).toBe(detail.next_due_date);
  });

  it('lets the time-limited member work on the due diligence of their own customer for 12 hours, and a reader only read it', async () => {
    const { team, admin, member } = await teamWithMember(
      env,
      'all_viewer_member_self_editing_time_limited',
    );
    const reader = await joinTeam(env, admin.headers, team, 'all_viewer_member');
    const party = await company(member.headers, 'Kantor Pod Lipami Sp. z o.o.');
    const [opened] = (await partyCdd(member.headers, party)).items;
    const detail = await execution(member.headers, opened.code);
    const target = measure(detail, 'identify_customer');
    expect(target.editable).toBe(true);
    const change = (headers: AuthHeaders, note: string) =>
      env.call('PATCH', `/int/customer-due-diligence-measure/${target.code}`, headers, { note });
    expect((await change(member.headers, 'Dowód sprawdzony')).statusCode).toBe(200);
    const forReader = await execution(reader.headers, opened.code);
    expect(forReader.allowed_statuses).toEqual([]);
    expect(measure(forReader, 'identify_customer').editable).toBe(false);
    expect((await change(reader.headers, 'Nie mój')).statusCode).toBe(403);
    // A reader adds no evidence either, and starts no due diligence of someone's customer.
    const upload = multipartBody([
      { name: 'file', filename: 'skan.pdf', contentType: 'application/pdf', content: '%PDF-1.4' },
    ]);
    const readerFile = await env.t.app.inject({
      method: 'POST',
      url: `/int/customer-due-diligence-measure/attachments/${target.code}`,
      headers: { ...reader.headers, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(readerFile.json().code).toBe('edit_not_allowed');
    const readerStart = await env.call('POST', EXECUTIONS, reader.headers, { party_code: party });
    expect(readerStart.json().code).toBe('forbidden');

    clock.advance(12 * 3_600_000);
    const late = await change(member.headers, 'Za późno');
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('edit_not_allowed');
    expect((await change(admin.headers, 'Administrator może')).statusCode).toBe(200);
  });

  it('chooses the kind by the settings, versions the templates, and refuses renewal months out of range', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    for (const months of [2, 120, 2.5]) {
      const bad = await saveSettings(admin.headers, {
        renewal_months: { low: 36, normal: months, high: 12 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.fields).toEqual([
        { path: 'renewal_months.normal', code: 'cdd_months_range' },
      ]);
    }
    expect((await saveSettings(member.headers, {})).statusCode).toBe(403);

    const first = await company(admin.headers, 'Antykwariat Pod Zegarem Sp. z o.o.');
    const before = (await partyCdd(admin.headers, first)).items[0];
    expect(before.kind).toBe('standard');

    const templates = structuredClone(DEFAULT_CDD_SETTINGS.templates);
    templates.enhanced.unshift({
      key: 'custom_auction_origin',
      title: 'Pochodzenie obiektu z aukcji',
      legal_basis: 'art. 43 ust. 1',
      mandatory: true,
      admin_only: false,
    });
    const saved = await saveSettings(admin.headers, {
      renewal_months: { low: 3, normal: 119, high: 12 },
      kind_by_risk: { low: 'simplified', normal: 'enhanced', high: 'enhanced' },
      templates,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ template_version: 1 });
    // Saving the same templates again makes no new version.
    const again = await saveSettings(admin.headers, {
      renewal_months: { low: 3, normal: 119, high: 12 },
      kind_by_risk: { low: 'simplified', normal: 'enhanced', high: 'enhanced' },
      templates,
    });
    expect(again.json().template_version).toBe(1);

    const second = await company(admin.headers, 'Dom Aukcyjny Rzeczpospolita Sp. z o.o.');
    const after = await execution(
      admin.headers,
      (await partyCdd(admin.headers, second)).items[0].code,
    );
    expect(after).toMatchObject({ kind: 'enhanced', template_version: 1 });
    expect(after.measures[0]).toMatchObject({
      key: 'custom_auction_origin',
      title: 'Pochodzenie obiektu z aukcji',
    });
    // The execution started before keeps the measures it copied.
    const kept = await execution(admin.headers, before.code);
    expect(kept.template_version).toBe(0);
    expect(kept.measures.map((m) => m.key)).not.toContain('custom_auction_origin');

    // Another kind than suggested: an admin's choice, with a reason.
    await env.call('POST', `${EXECUTIONS}/${kept.code}/status`, admin.headers, {
      status: 'cancelled',
      reason: 'Założone omyłkowo',
    });
    const noReason = await env.call('POST', EXECUTIONS, admin.headers, {
      party_code: first,
      kind: 'simplified',
    });
    expect(noReason.json().details.fields).toEqual([{ path: 'kind_reason', code: 'required' }]);
    const overridden = await env.call('POST', EXECUTIONS, admin.headers, {
      party_code: first,
      kind: 'simplified',
      kind_reason: 'Spółka publiczna notowana na GPW (art. 42 ust. 1 pkt 1)',
    });
    expect(overridden.statusCode).toBe(201);
    expect(overridden.json()).toMatchObject({
      kind: 'simplified',
      suggested_kind: 'enhanced',
      kind_reason: 'Spółka publiczna notowana na GPW (art. 42 ust. 1 pkt 1)',
    });
    const twice = await env.call('POST', EXECUTIONS, admin.headers, { party_code: first });
    expect(twice.json().code).toBe('cdd_in_progress');
  });

  it('opens executions for imported customers, enhanced for a PEP, and keeps files on a measure', async () => {
    const { admin, member } = await teamWithMember(env, 'self_viewer_member');
    const csv = [
      'first_name,last_name,pesel,pep',
      'Zofia,Wójcik,44051401359,nie',
      'Łukasz,Żółkiewski,02070803628,tak',
    ].join('\n');
    const body = multipartBody([{ name: 'file', filename: 'klienci.csv', content: csv }]);
    const imported = await env.t.app.inject({
      method: 'POST',
      url: '/int/parties-import/csv/?partyType=individual&mode=import',
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(imported.json().created).toBe(2);
    const list = (await env.call('GET', `${EXECUTIONS}?status=in_progress`, admin.headers)).json();
    expect(list.total).toBe(2);
    const byName = new Map(
      list.items.map((item: { party: { display_name: string }; kind: string }) => [
        item.party.display_name,
        item.kind,
      ]),
    );
    expect(byName.get('Łukasz Żółkiewski')).toBe('enhanced');
    expect(byName.get('Zofia Wójcik')).not.toBe('enhanced');

    const [first] = list.items;
    const detail = await execution(admin.headers, first.code);
    const target = measure(detail, 'verify_customer');
    const upload = multipartBody([
      { name: 'description', value: 'Skan dowodu osobistego' },
      {
        name: 'file',
        filename: 'dowod.pdf',
        contentType: 'application/pdf',
        content: '%PDF-1.4 dowód',
      },
    ]);
    const stored = await env.t.app.inject({
      method: 'POST',
      url: `/int/customer-due-diligence-measure/attachments/${target.code}`,
      headers: { ...admin.headers, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const files = await env.call(
      'GET',
      `/int/customer-due-diligence-measure/${target.code}/attachments`,
      admin.headers,
    );
    expect(files.json().items).toEqual([
      expect.objectContaining({ name: 'dowod.pdf', description: 'Skan dowodu osobistego' }),
    ]);
    expect(measure(await execution(admin.headers, first.code), 'verify_customer').attachments).toBe(
      1,
    );
    // The admin's customers and their measures are not the self-viewing member's to see.
    expect(
      (
        await env.call(
          'GET',
          `/int/customer-due-diligence-measure/${target.code}/attachments`,
          member.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await env.call('GET', `${EXECUTIONS}/${first.code}`, member.headers)).statusCode).toBe(
      404,
    );
    expect((await env.call('GET', EXECUTIONS, member.headers)).json().total).toBe(0);

    const pdf = await env.t.app.inject({
      method: 'GET',
      url: `${EXECUTIONS}/${first.code}/pdf`,
      headers: { ...admin.headers, 'accept-language': 'pl' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('is triggered by an occasional transaction of 15,000.00 EUR, not 14,999.99, and records the trigger', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    // New customers raise a task here, so the execution below comes from the transaction.
    await saveSettings(admin.headers, {
      triggers: { ...DEFAULT_CDD_SETTINGS.triggers, new_party: 'task' },
    });
    const created = await env.call('POST', '/int/parties', admin.headers, {
      type: 'individual',
      first_name: 'Grzegorz',
      last_name: 'Brzęczyszczykiewicz',
      status: 'occasional',
    });
    const party = created.json().party.code as string;
    expect((await partyCdd(admin.headers, party)).items).toEqual([]);
    const tasks = (await env.call('GET', `/int/tasks?party_code=${party}`, admin.headers)).json();
    expect(tasks.items.map((t: { title: string }) => t.title)).toContain(
      'Apply due diligence measures to Grzegorz Brzęczyszczykiewicz: new customer',
    );

    const exchange = (amount: string) =>
      env.call('POST', '/int/transactions', admin.headers, {
        type: 'buyer_fiat',
        amount,
        currency: 'EUR',
        booked_at: '2026-11-27T09:30:00+01:00',
        payment_method: 'cash',
        parties: [{ party_code: party, role: 'buyer' }],
      });
    expect((await exchange('14999.99')).statusCode).toBe(201);
    expect((await partyCdd(admin.headers, party)).items).toEqual([]);
    const crossing = (await exchange('15000.00')).json();
    const [opened] = (await partyCdd(admin.headers, party)).items;
    expect(opened.triggers).toEqual([
      {
        trigger: 'occasional_transaction',
        at: expect.any(String),
        detail: { transaction: crossing.code, amount_eur: '15000.00' },
      },
    ]);
  });

  it('refuses with a reason: the party is rejected and a task suggests a report to GIIF', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const party = await company(admin.headers, 'Fundacja Rozwoju Sp. z o.o.');
    const [opened] = (await partyCdd(admin.headers, party)).items;
    const bare = await env.call('POST', `${EXECUTIONS}/${opened.code}/status`, admin.headers, {
      status: 'refused',
    });
    expect(bare.statusCode).toBe(400);
    const refused = await env.call('POST', `${EXECUTIONS}/${opened.code}/status`, admin.headers, {
      status: 'refused',
      reason: 'Klient odmówił wskazania beneficjenta rzeczywistego',
    });
    expect(refused.json()).toMatchObject({ status: 'refused', next_due_date: null });
    expect((await env.call('GET', `/int/parties/${party}`, admin.headers)).json().status).toBe(
      'rejected',
    );
    const tasks = (await env.call('GET', `/int/tasks?party_code=${party}`, admin.headers)).json();
    expect(tasks.items.map((t: { title: string }) => t.title)).toContain(
      'Consider a report to GIIF: due diligence refused for Fundacja Rozwoju Sp. z o.o.',
    );
    const again = await env.call('POST', `${EXECUTIONS}/${opened.code}/status`, admin.headers, {
      status: 'completed',
    });
    expect(again.json().code).toBe('status_transition_not_allowed');
  });

  it("lists each execution in the team's report list, with its PDF, to those who see it", async () => {
    const { admin, member } = await teamWithMember(env, 'self_viewer_member');
    const party = await company(admin.headers, 'Fundacja Rozwoju Sp. z o.o.');
    const [opened] = (await partyCdd(admin.headers, party)).items;
    const cancelled = await env.call('POST', `${EXECUTIONS}/${opened.code}/status`, admin.headers, {
      status: 'cancelled',
      reason: 'Klient zrezygnował',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    clock.advance(60_000);
    const own = await company(member.headers, 'Kantor Własny Sp. z o.o.');
    const [ownOpened] = (await partyCdd(member.headers, own)).items;

    // Newest first, dated by their start, with who started them and where they stand.
    const listed = (await env.call('GET', '/int/reports/list?kind=cdd', admin.headers)).json();
    expect(listed).toEqual({
      items: [
        expect.objectContaining({
          kind: 'cdd',
          code: ownOpened.code,
          title: 'Kantor Własny Sp. z o.o.',
          party_code: own,
          cdd: { kind: 'standard', status: 'in_progress', ended_at: null },
          created_by: ownOpened.created_by,
          created_at: ownOpened.started_at,
        }),
        {
          kind: 'cdd',
          code: opened.code,
          title: 'Fundacja Rozwoju Sp. z o.o.',
          party_code: party,
          state: null,
          giif_file: null,
          notification: null,
          cdd: { kind: 'standard', status: 'cancelled', ended_at: cancelled.json().ended_at },
          created_by: opened.created_by,
          created_at: opened.started_at,
        },
      ],
      total: 2,
    });
    expect(opened.created_by).toBe(admin.email);
    expect(ownOpened.created_by).toBe(member.email);
    // Among the reports of every kind, paged as they are.
    const all = (await env.call('GET', '/int/reports/list?page_size=1', admin.headers)).json();
    expect(all.items.map((item: { code: string }) => item.code)).toEqual([ownOpened.code]);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = await env.call('GET', '/int/reports/list?page=1&page_size=1', admin.headers);
    expect(second.json().items[0].code).toBe(opened.code);

    // A member who sees only their own records sees the executions of their own parties, as in
    // the executions' list, and the PDF of what is listed.
    const theirs = (await env.call('GET', '/int/reports/list', member.headers)).json();
    expect(theirs.items.filter((item: { kind: string }) => item.kind === 'cdd')).toEqual([
      expect.objectContaining({ code: ownOpened.code }),
    ]);
    expect(JSON.stringify(theirs)).not.toContain(opened.code);
    const pdf = (code: string) =>
      env.t.app.inject({
        method: 'GET',
        url: `${EXECUTIONS}/${code}/pdf`,
        headers: { ...member.headers, 'accept-language': 'pl' },
      });
    const ownPdf = await pdf(ownOpened.code);
    expect(ownPdf.statusCode).toBe(200);
    expect(ownPdf.headers['content-type']).toBe('application/pdf');
    expect((await pdf(opened.code)).statusCode).toBe(404);
  });

  it('reminds a month before the due date and alerts once overdue, once each, on Warsaw days across a month end and the clock change', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    await saveSettings(admin.headers, {
      renewal_months: { low: 3, normal: 3, high: 3 },
    });
    const party = await company(admin.headers, 'Biuro Rachunkowe Ćma Sp. z o.o.');
    const [opened] = (await partyCdd(admin.headers, party)).items;
    const detail = await execution(admin.headers, opened.code);
    await settle(admin.headers, detail);
    // Completed on Monday 30 November 2026 (Warsaw): due three months later, the last day of
    // February, 2027-02-28; reminded on 28 January.
    clock.advance(Date.parse('2026-11-30T12:00:00Z') - clock.now().getTime());
    const done = (
      await env.call('POST', `${EXECUTIONS}/${opened.code}/status`, admin.headers, {
        status: 'completed',
      })
    ).json();
    expect(done.next_due_date).toBe('2027-02-28');

    const at = async (iso: string) => {
      clock.advance(Date.parse(iso) - clock.now().getTime());
      // Two runs at once, as two API processes would: each execution is raised once.
      const runs = await Promise.all([runCddReminders(env.t.deps), runCddReminders(env.t.deps)]);
      return runs.reduce(
        (sum, run) => ({
          reminded: sum.reminded + run.reminded,
          overdue: sum.overdue + run.overdue,
        }),
        { reminded: 0, overdue: 0 },
      );
    };
    // 23:59 on 27 January in Warsaw (UTC+1) is still too early.
    expect(await at('2027-01-27T22:59:00Z')).toEqual({ reminded: 0, overdue: 0 });
    expect(await at('2027-01-27T23:00:00Z')).toEqual({ reminded: 1, overdue: 0 });
    expect(await at('2027-01-28T10:00:00Z')).toEqual({ reminded: 0, overdue: 0 });
    const tasks = (await env.call('GET', `/int/tasks?party_code=${party}`, admin.headers)).json();
    expect(tasks.items.map((t: { title: string }) => t.title)).toContain(
      'Due diligence of Biuro Rachunkowe Ćma Sp. z o.o. is due again on 28 Feb 2027',
    );
    // The renewal opened the next execution.
    const renewal = (await partyCdd(admin.headers, party)).items[0];
    expect(renewal).toMatchObject({
      status: 'in_progress',
      triggers: [{ trigger: 'renewal_due' }],
    });

    // Due on the 28th: overdue from 1 March in Warsaw, alerted once.
    expect(await at('2027-02-28T22:59:00Z')).toEqual({ reminded: 0, overdue: 0 });
    expect(await at('2027-02-28T23:00:00Z')).toEqual({ reminded: 0, overdue: 1 });
    expect(await at('2027-03-02T10:00:00Z')).toEqual({ reminded: 0, overdue: 0 });
    const alerts = (await env.call('GET', `/int/alerts?party_code=${party}`, admin.headers)).json();
    expect(alerts.items).toEqual([
      expect.objectContaining({
        source: 'cdd_reminder',
        title: 'Due diligence of Biuro Rachunkowe Ćma Sp. z o.o. overdue since 28 Feb 2027',
      }),
    ]);
    const overdue = (await env.call('GET', `${EXECUTIONS}?due=overdue`, admin.headers)).json();
    expect(overdue.items.map((item: { code: string }) => item.code)).toEqual([opened.code]);
    // The dashboard counts it, beside the renewal in progress.
    const figures = (await env.call('GET', '/int/teams/statistics', admin.headers)).json();
    expect(figures.cdd).toEqual({ due_this_month: 0, overdue: 1, in_progress: 1 });

    // Completing the renewal after the clock change (28 March 2027, UTC+2) sets the next one.
    await settle(admin.headers, await execution(admin.headers, renewal.code));
    clock.advance(Date.parse('2027-03-29T22:30:00Z') - clock.now().getTime()); // 00:30 on 30 March
    const next = (
      await env.call('POST', `${EXECUTIONS}/${renewal.code}/status`, admin.headers, {
        status: 'completed',
      })
    ).json();
    expect(next.next_due_date).toBe('2027-06-30');
    // In summer time (UTC+2) the reminder comes at midnight of 30 May in Warsaw, not before.
    expect(await at('2027-05-29T21:59:00Z')).toEqual({ reminded: 0, overdue: 0 });
    expect(await at('2027-05-29T22:00:00Z')).toEqual({ reminded: 1, overdue: 0 });
    expect(
      (await env.call('GET', `${EXECUTIONS}?due=overdue`, admin.headers)).json().items,
    ).toEqual([]);
  });
});
