import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { importListFiles } from './lists/list-import.service.js';

/**
 * A decision on a sanctions hit settles the alert it raised, and closing that alert decides its
 * hits (issue 25, item 4; docs/sanctions-screening.md, "Decisions settle the alert"); the risk
 * alert that the sanctions rule alone raised for the open hit follows the same decision
 * (docs/risk-rules.md, "A decision settles the risk alert"). A small list of made-up people
 * keeps the matches certain: each name is on the list once or twice.
 */
const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });
const folder = mkdtempSync(join(tmpdir(), 'aml-hit-alerts-'));

type Person = { id: number; ref: string; first: string; second: string; extra?: string };
const PEOPLE: Person[] = [
  { id: 1, ref: 'QDi.901', first: 'DRAGOMIR', second: 'KUZNETSOV' },
  // Two entries of one name: a customer of that name has two hits and one alert.
  { id: 2, ref: 'QDi.902', first: 'ASLAN', second: 'TEREKHOV' },
  { id: 3, ref: 'QDi.903', first: 'ASLAN', second: 'TEREKHOV' },
  { id: 4, ref: 'QDi.904', first: 'BORISLAV', second: 'ZHUKOV' },
];

function unList(people: Person[]): string {
  const individuals = people.map(
    (p) => `<INDIVIDUAL><DATAID>${p.id}</DATAID><VERSIONNUM>1</VERSIONNUM>
<FIRST_NAME>${p.first}</FIRST_NAME><SECOND_NAME>${p.second}</SECOND_NAME>${p.extra ?? ''}
<UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE><REFERENCE_NUMBER>${p.ref}</REFERENCE_NUMBER>
<LISTED_ON>2026-01-01</LISTED_ON></INDIVIDUAL>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-23T00:00:00Z"><INDIVIDUALS>${individuals.join('')}
</INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;
}

/** Imports a version of the list as the command line does, and lets every party be screened. */
async function importList(people: Person[], name: string) {
  const path = join(folder, `${name}.xml`);
  writeFileSync(path, unList(people));
  const system = { userId: null, teamId: null, requestId: null, ip: null };
  await importListFiles(env.t.deps.db, [path], 'cli', system, clock.now());
  env.t.deps.sanctions.invalidate();
  await env.t.deps.rescreen.kick();
}

beforeAll(() => importList(PEOPLE, 'v1'));

const newAlerts = async (headers: AuthHeaders) =>
  (await env.call('GET', '/int/user', headers)).json().newAlertsAmount as number;

async function person(
  headers: AuthHeaders,
  first: string,
  last: string,
  fields: Record<string, unknown> = {},
) {
  const response = await env.call('POST', '/int/parties', headers, {
    type: 'individual',
    first_name: first,
    last_name: last,
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json().party.code as string;
}

type Hit = {
  code: string;
  entry_id: string;
  status: string;
  decision: { note: string; by: string } | null;
  alert: { code: string; status: string } | null;
};
const hitsOf = async (headers: AuthHeaders, party: string) =>
  (await env.call('GET', `/int/parties/${party}/sanctions`, headers)).json().hits as Hit[];

const alertsOf = async (headers: AuthHeaders, query: string) =>
  (await env.call('GET', `/int/alerts?source=sanctions_screening&${query}`, headers)).json()
    .items as Array<{ code: string; status: string; links: Array<{ code: string }> }>;

const alertDetail = async (headers: AuthHeaders, code: string) =>
  (await env.call('GET', `/int/alerts/${code}`, headers)).json();

/** The risk alerts (source rule_result) of a party or transaction, newest first. */
const riskAlertsOf = async (headers: AuthHeaders, query: string) =>
  (await env.call('GET', `/int/alerts?source=rule_result&${query}`, headers)).json()
    .items as Array<{ code: string; status: string; severity: string; title: string }>;

/** The one risk alert of a party or transaction, with its status history. */
async function riskAlertOf(headers: AuthHeaders, query: string) {
  const found = await riskAlertsOf(headers, query);
  expect(found).toHaveLength(1);
  return alertDetail(headers, found[0]!.code);
}

const decide = (
  headers: AuthHeaders,
  kind: 'false-positive' | 'confirm',
  code: string,
  note: string,
) => env.call('POST', `/int/sanctions-lists/${kind}`, headers, { code, note });

const historyOf = (detail: { status_history: Array<Record<string, unknown>> }) =>
  detail.status_history.map(({ from, to, note, by }) => ({ from, to, note, by }));

async function auditOf(headers: AuthHeaders, type: string, code: string) {
  const events = (await env.call('GET', `/int/audit-events?entity_type=${type}`, headers)).json()
    .items as Array<{ entity_code: string; action: string; changes: Record<string, unknown> }>;
  return events.filter((e) => e.entity_code === code);
}

const sanctionsRule = async (headers: AuthHeaders, party: string) =>
  (await env.call('GET', `/int/parties/${party}/risk`, headers))
    .json()
    .assessment.results.find((r: { kind: string }) => r.kind === 'sanction_lists').status;

describe('decisions on sanctions hits and their alerts', () => {
  it('closes the alert of a hit marked false positive, with the note in its history, and the badge drops', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const party = await person(admin.headers, 'Dragomir', 'Kuznetsov');
    const [hit] = await hitsOf(admin.headers, party);
    expect(hit).toMatchObject({ entry_id: 'QDi.901', status: 'hit' });
    const [alert] = await alertsOf(admin.headers, `party_code=${party}`);
    expect(alert).toMatchObject({ status: 'new', links: [{ code: hit!.code }] });
    expect(hit!.alert).toEqual({ code: alert!.code, status: 'new' });
    // The badge counts it beside the risk alert the sanctions rule raised for the open hit,
    // the only thing that makes this party high risk.
    const risk = (await riskAlertsOf(admin.headers, `party_code=${party}`))[0]!;
    expect(risk).toMatchObject({ status: 'new', severity: 'high' });
    expect(risk.title).toMatch(/^High risk: .*\(Sanctions lists\)$/);
    expect(await newAlerts(admin.headers)).toBe(2);
    expect(await newAlerts(member.headers)).toBe(2);

    const note = 'Inna osoba: obywatel polski, urodzony w Gdańsku, paszport sprawdzony.';
    const decided = await decide(admin.headers, 'false-positive', hit!.code, note);
    expect(decided.statusCode).toBe(200);
    // The answer shows the alert it settled, as the Sanctions tab does.
    expect(decided.json()).toMatchObject({
      status: 'false_positive',
      alert: { code: alert!.code, status: 'closed_false_positive' },
    });
    const detail = await alertDetail(admin.headers, alert!.code);
    expect(detail).toMatchObject({ status: 'closed_false_positive', resolution_note: note });
    // Raised by the screening of the admin's new party, settled by the admin's decision.
    expect(historyOf(detail)).toEqual([
      { from: null, to: 'new', note: null, by: admin.email },
      { from: 'new', to: 'closed_false_positive', note, by: admin.email },
    ]);
    expect(detail.sanctions_hits).toEqual([
      expect.objectContaining({
        code: hit!.code,
        status: 'false_positive',
        decision: expect.objectContaining({ note, by: admin.email }),
      }),
    ]);
    expect(await auditOf(admin.headers, 'alert', alert!.code)).toContainEqual(
      expect.objectContaining({
        action: 'status_changed',
        changes: expect.objectContaining({
          status: ['new', 'closed_false_positive'],
          sanctions_hit: hit!.code,
        }),
      }),
    );

    // The risk alert that the match alone raised is settled by the same decision, with its
    // note, by the same person: the officer decides the match once, and the badge is empty.
    const settled = await alertDetail(admin.headers, risk.code);
    expect(settled).toMatchObject({ status: 'closed_false_positive', resolution_note: note });
    expect(historyOf(settled)).toEqual([
      { from: null, to: 'new', note: null, by: admin.email },
      { from: 'new', to: 'closed_false_positive', note, by: admin.email },
    ]);
    const assessed = (await env.call('GET', `/int/parties/${party}/risk`, admin.headers)).json();
    expect(['high', 'non_acceptable']).not.toContain(assessed.assessment.computed_level);
    expect(await auditOf(admin.headers, 'alert', risk.code)).toContainEqual(
      expect.objectContaining({
        action: 'status_changed',
        changes: expect.objectContaining({
          status: ['new', 'closed_false_positive'],
          sanctions_hits: [hit!.code],
          risk_assessment: assessed.assessment.code,
        }),
      }),
    );
    expect(await newAlerts(admin.headers)).toBe(0);
    expect(await newAlerts(member.headers)).toBe(0);

    // Screening again: the false positive stands, and nothing is raised or reopened.
    await env.call('POST', '/int/sanctions-lists/search-no-form', admin.headers, {
      party_code: party,
    });
    expect(await alertsOf(admin.headers, `party_code=${party}`)).toEqual([
      expect.objectContaining({ code: alert!.code, status: 'closed_false_positive' }),
    ]);
    expect(await riskAlertsOf(admin.headers, `party_code=${party}`)).toEqual([
      expect.objectContaining({ code: risk.code, status: 'closed_false_positive' }),
    ]);
    expect(await newAlerts(admin.headers)).toBe(0);
  });

  it('closes an alert raised by several hits only once every one is decided', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const party = await person(admin.headers, 'Aslan', 'Terekhov');
    const hits = await hitsOf(admin.headers, party);
    expect(hits.map((h) => h.entry_id).sort()).toEqual(['QDi.902', 'QDi.903']);
    const [alert] = await alertsOf(admin.headers, `party_code=${party}`);
    expect(alert!.links.map((l) => l.code).sort()).toEqual(hits.map((h) => h.code).sort());

    expect(await newAlerts(admin.headers)).toBe(2);
    await decide(admin.headers, 'false-positive', hits[0]!.code, 'Inna data urodzenia.');
    expect((await alertDetail(admin.headers, alert!.code)).status).toBe('new');
    // The other hit still makes the party high risk: its risk alert stays too.
    expect((await riskAlertOf(admin.headers, `party_code=${party}`)).status).toBe('new');
    expect(await newAlerts(admin.headers)).toBe(2);
    clock.advance(60_000);

    await decide(admin.headers, 'false-positive', hits[1]!.code, 'Inne obywatelstwo.');
    const detail = await alertDetail(admin.headers, alert!.code);
    // Each hit's reason, in the order they were given.
    expect(detail).toMatchObject({
      status: 'closed_false_positive',
      resolution_note: 'Inna data urodzenia.\nInne obywatelstwo.',
    });
    // The decision that took the last open match away settles the risk alert, with its note.
    expect(await riskAlertOf(admin.headers, `party_code=${party}`)).toMatchObject({
      status: 'closed_false_positive',
      resolution_note: 'Inne obywatelstwo.',
    });
    expect(await newAlerts(admin.headers)).toBe(0);
  });

  it('escalates the alert on a confirmation, keeps it escalated through a false positive, and never closes it as one', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const party = await person(admin.headers, 'Aslan', 'Terekhov');
    const [first, second] = await hitsOf(admin.headers, party);
    const [alert] = await alertsOf(admin.headers, `party_code=${party}`);
    // Lowered by someone: a confirmed match makes it critical again.
    await env.call('PATCH', '/int/alerts', admin.headers, { code: alert!.code, severity: 'high' });

    expect(await newAlerts(admin.headers)).toBe(2);
    const note = 'Ta sama osoba: paszport i data urodzenia zgodne z wpisem.';
    const confirmed = await decide(admin.headers, 'confirm', first!.code, note);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      alert: { code: alert!.code, status: 'escalated' },
    });
    const detail = await alertDetail(admin.headers, alert!.code);
    expect(detail).toMatchObject({
      status: 'escalated',
      severity: 'critical',
      resolution_note: null,
    });
    expect(historyOf(detail).at(-1)).toEqual({
      from: 'new',
      to: 'escalated',
      note,
      by: admin.email,
    });
    // The risk alert that the match alone raised is escalated with it: the party is now
    // non-acceptable, so it is critical.
    const risk = await riskAlertOf(admin.headers, `party_code=${party}`);
    expect(risk).toMatchObject({
      status: 'escalated',
      severity: 'critical',
      resolution_note: null,
    });
    expect(historyOf(risk)).toEqual([
      { from: null, to: 'new', note: null, by: admin.email },
      { from: 'new', to: 'escalated', note, by: admin.email },
    ]);
    // No second alert for the confirmation, and an escalated alert is not a new one.
    expect(await alertsOf(admin.headers, `party_code=${party}`)).toHaveLength(1);
    expect(await newAlerts(admin.headers)).toBe(0);
    expect(await sanctionsRule(admin.headers, party)).toBe('risk_found');

    // The other hit a false positive: the escalated alerts wait for a person.
    await decide(admin.headers, 'false-positive', second!.code, 'Inna osoba.');
    const after = await alertDetail(admin.headers, alert!.code);
    expect(after.status).toBe('escalated');
    expect((await alertDetail(admin.headers, risk.code)).status).toBe('escalated');
    // A confirmed match is never closed as a false positive from the alert page.
    expect(after.allowed_statuses).toEqual(['in_progress', 'closed_confirmed']);
    const refused = await env.call('POST', `/int/alerts/${alert!.code}/status`, admin.headers, {
      status: 'closed_false_positive',
      resolution_note: 'Pomyłka',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('sanctions_hit_confirmed');
    const closed = await env.call('POST', `/int/alerts/${alert!.code}/status`, admin.headers, {
      status: 'closed_confirmed',
      resolution_note: 'Środki zamrożone, zawiadomienie do GIIF wysłane.',
    });
    expect(closed.json()).toMatchObject({ status: 'closed_confirmed' });
    // Every hit was decided already: closing changed none of them.
    expect((await hitsOf(admin.headers, party)).map((h) => h.status).sort()).toEqual([
      'confirmed',
      'false_positive',
    ]);

    // A confirmation when no alert is open raises one, escalated: it always reaches the team.
    const again = await decide(admin.headers, 'confirm', second!.code, 'Jednak ta sama osoba.');
    const raised = again.json().alert;
    expect(raised.code).not.toBe(alert!.code);
    expect(raised.status).toBe('escalated');
    expect(historyOf(await alertDetail(admin.headers, raised.code))).toEqual([
      { from: null, to: 'new', note: null, by: admin.email },
      { from: 'new', to: 'escalated', note: 'Jednak ta sama osoba.', by: admin.email },
    ]);
  });

  it('marks the hits of an alert closed as a false positive on the alert page, with the note', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const party = await person(admin.headers, 'Aslan', 'Terekhov');
    const [alert] = await alertsOf(admin.headers, `party_code=${party}`);
    expect(await sanctionsRule(admin.headers, party)).toBe('risk_found');

    // The member works on the alert given to them, but may not decide hits: no closing.
    await env.call('PATCH', '/int/alerts', admin.headers, {
      code: alert!.code,
      assignee_code: member.code,
    });
    const seen = await alertDetail(member.headers, alert!.code);
    expect(seen.allowed_statuses).toEqual(['in_progress', 'escalated']);
    expect(seen.sanctions_hits.map((h: { status: string }) => h.status)).toEqual(['hit', 'hit']);
    const refused = await env.call('POST', '/int/alerts/group-status-update', member.headers, {
      codes: [alert!.code],
      status: 'closed_false_positive',
      resolution_note: 'Inna osoba',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('hit_decision_not_allowed');
    expect((await alertDetail(admin.headers, alert!.code)).status).toBe('new');
    expect((await hitsOf(admin.headers, party)).every((h) => h.status === 'hit')).toBe(true);
    expect((await riskAlertOf(admin.headers, `party_code=${party}`)).status).toBe('new');
    expect(await newAlerts(member.headers)).toBe(2);
    expect(await newAlerts(admin.headers)).toBe(2);

    const note = 'Klient przedstawił paszport: inna osoba, inna data urodzenia.';
    const closed = await env.call('POST', `/int/alerts/${alert!.code}/status`, admin.headers, {
      status: 'closed_false_positive',
      resolution_note: note,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed_false_positive', resolution_note: note });
    expect(closed.json().sanctions_hits).toEqual([
      expect.objectContaining({
        status: 'false_positive',
        decision: expect.objectContaining({ note, by: admin.email }),
      }),
      expect.objectContaining({
        status: 'false_positive',
        decision: expect.objectContaining({ note, by: admin.email }),
      }),
    ]);
    const hits = await hitsOf(admin.headers, party);
    expect(hits.map((h) => [h.status, h.decision?.note, h.alert?.status])).toEqual([
      ['false_positive', note, 'closed_false_positive'],
      ['false_positive', note, 'closed_false_positive'],
    ]);
    for (const hit of hits) {
      expect(await auditOf(admin.headers, 'sanction_hit', hit.code)).toContainEqual(
        expect.objectContaining({
          action: 'marked_false_positive',
          changes: expect.objectContaining({
            status: ['hit', 'false_positive'],
            note,
            alert: alert!.code,
          }),
        }),
      );
    }
    // The decisions count for the risk at once: the risk alert the matches alone raised
    // closes with the same note, and the badge is empty for everyone.
    expect(await sanctionsRule(admin.headers, party)).toBe('passed');
    const risk = await riskAlertOf(admin.headers, `party_code=${party}`);
    expect(risk).toMatchObject({ status: 'closed_false_positive', resolution_note: note });
    expect(historyOf(risk).at(-1)).toEqual({
      from: 'new',
      to: 'closed_false_positive',
      note,
      by: admin.email,
    });
    expect(await newAlerts(member.headers)).toBe(0);
    expect(await newAlerts(admin.headers)).toBe(0);
  });

  it('confirms the hits of an alert closed as confirmed on the alert page', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const party = await person(admin.headers, 'Borislav', 'Zhukov');
    const [alert] = await alertsOf(admin.headers, `party_code=${party}`);
    const note = 'Ta sama osoba; środki zamrożone.';
    const closed = await env.call('POST', `/int/alerts/${alert!.code}/status`, admin.headers, {
      status: 'closed_confirmed',
      resolution_note: note,
    });
    expect(closed.json().status).toBe('closed_confirmed');
    const [hit] = await hitsOf(admin.headers, party);
    expect(hit).toMatchObject({ status: 'confirmed', decision: { note, by: admin.email } });
    const risk = (await env.call('GET', `/int/parties/${party}/risk`, admin.headers)).json();
    expect(risk.risk_level).toBe('non_acceptable');
    // The risk alert the match alone raised is escalated by the same decision, critical.
    const alerted = await riskAlertOf(admin.headers, `party_code=${party}`);
    expect(alerted).toMatchObject({ status: 'escalated', severity: 'critical' });
    expect(historyOf(alerted).at(-1)).toEqual({
      from: 'new',
      to: 'escalated',
      note,
      by: admin.email,
    });
    expect(await newAlerts(admin.headers)).toBe(0);
  });

  it("settles a transaction's alert from the transaction's hits", async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const created = await env.call('POST', '/int/transactions', admin.headers, {
      type: 'buyer_fiat',
      amount: '1000',
      currency: 'PLN',
      booked_at: '2026-11-21T11:30:00+01:00',
      payment_method: 'transfer',
      description: 'Darowizna dla Dragomir Kuznetsov',
    });
    expect(created.statusCode).toBe(201);
    const code = created.json().code as string;
    const hits = (
      await env.call('GET', `/int/transactions/${code}/sanctions`, admin.headers)
    ).json().hits as Hit[];
    const hit = hits.find((h) => h.entry_id === 'QDi.901')!;
    const [alert] = await alertsOf(admin.headers, `transaction_code=${code}`);
    expect(hit.alert).toEqual({ code: alert!.code, status: 'new' });
    // The transaction's own sanctions rule made it high risk for the same match.
    expect((await riskAlertOf(admin.headers, `transaction_code=${code}`)).status).toBe('new');
    expect(await newAlerts(admin.headers)).toBe(2);
    const note = 'Darowizna od rodziny, nazwisko zbieżne.';
    await decide(admin.headers, 'false-positive', hit.code, note);
    expect((await alertDetail(admin.headers, alert!.code)).status).toBe('closed_false_positive');
    // The transaction is assessed again after the decision, and its risk alert follows it.
    const transaction = (await env.call('GET', `/int/transactions/${code}`, admin.headers)).json();
    expect(['high', 'non_acceptable']).not.toContain(transaction.risk_level);
    const risk = await riskAlertOf(admin.headers, `transaction_code=${code}`);
    expect(risk).toMatchObject({ status: 'closed_false_positive', resolution_note: note });
    expect(historyOf(risk).at(-1)).toEqual({
      from: 'new',
      to: 'closed_false_positive',
      note,
      by: admin.email,
    });
    expect(await newAlerts(admin.headers)).toBe(0);
  });

  it('raises a new alert for a hit reopened by a changed entry, and adds a new hit to an open alert', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const dragomir = await person(admin.headers, 'Dragomir', 'Kuznetsov');
    const borislav = await person(admin.headers, 'Borislav', 'Zhukov');
    const [decided] = await hitsOf(admin.headers, dragomir);
    await decide(admin.headers, 'false-positive', decided!.code, 'Inna osoba.');
    const [closed] = await alertsOf(admin.headers, `party_code=${dragomir}`);
    const [open] = await alertsOf(admin.headers, `party_code=${borislav}`);
    expect([closed!.status, open!.status]).toEqual(['closed_false_positive', 'new']);

    // The list changes what it says about Kuznetsov and names a second Zhukov.
    await importList(
      [
        ...PEOPLE.map((p) => (p.ref === 'QDi.901' ? { ...p, extra: '<GENDER>Male</GENDER>' } : p)),
        { id: 5, ref: 'QDi.905', first: 'BORISLAV', second: 'ZHUKOV' },
      ],
      'v2',
    );

    // The earlier decision no longer covers the entry: a new alert; the closed one stays closed.
    const dragomirs = await alertsOf(admin.headers, `party_code=${dragomir}`);
    expect(dragomirs.map((a) => a.status)).toEqual(['new', 'closed_false_positive']);
    expect(historyOf(await alertDetail(admin.headers, closed!.code))).toHaveLength(2);
    const [reopened] = await hitsOf(admin.headers, dragomir);
    expect(reopened).toMatchObject({ status: 'hit', alert: { code: dragomirs[0]!.code } });
    await decide(admin.headers, 'false-positive', reopened!.code, 'Nadal inna osoba.');
    expect((await alertDetail(admin.headers, dragomirs[0]!.code)).status).toBe(
      'closed_false_positive',
    );

    // The second Zhukov joins the open alert, which now waits on both hits.
    const zhukovs = await hitsOf(admin.headers, borislav);
    expect(zhukovs).toHaveLength(2);
    const [still] = await alertsOf(admin.headers, `party_code=${borislav}`);
    expect(still!.code).toBe(open!.code);
    expect(still!.links.map((l) => l.code).sort()).toEqual(zhukovs.map((h) => h.code).sort());
    await decide(admin.headers, 'false-positive', zhukovs[0]!.code, 'Inna osoba.');
    expect((await alertDetail(admin.headers, open!.code)).status).toBe('new');
    await decide(admin.headers, 'false-positive', zhukovs[1]!.code, 'Inna osoba.');
    expect((await alertDetail(admin.headers, open!.code)).status).toBe('closed_false_positive');
  });
  it('leaves open a risk alert raised for another reason as well, or high for one found since', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const note = 'Inna osoba: inna data urodzenia.';

    // A politically exposed person with a possible match: the risk alert names both rules.
    const pep = await person(admin.headers, 'Dragomir', 'Kuznetsov', { pep: true });
    const [pepHit] = await hitsOf(admin.headers, pep);
    const pepRisk = (await riskAlertsOf(admin.headers, `party_code=${pep}`))[0]!;
    expect(pepRisk.title).toMatch(/Sanctions lists/);
    expect(await newAlerts(admin.headers)).toBe(2);
    await decide(admin.headers, 'false-positive', pepHit!.code, note);
    expect((await alertsOf(admin.headers, `party_code=${pep}`))[0]!.status).toBe(
      'closed_false_positive',
    );
    // Still high risk as a PEP: the risk alert waits for a person, and the badge counts it.
    const kept = await alertDetail(admin.headers, pepRisk.code);
    expect(kept.status).toBe('new');
    expect(historyOf(kept)).toHaveLength(1);
    expect(await newAlerts(admin.headers)).toBe(1);

    // Raised for the PEP status as well, which an edit then took away: the level drops with
    // the false positive, but what the alert was raised for was not all decided by it.
    const former = await person(admin.headers, 'Borislav', 'Zhukov', { pep: true });
    const formerRisk = (await riskAlertsOf(admin.headers, `party_code=${former}`))[0]!;
    const edited = await env.call('PATCH', '/int/parties', admin.headers, {
      code: former,
      pep: false,
    });
    expect(edited.statusCode).toBe(200);
    for (const hit of await hitsOf(admin.headers, former)) {
      await decide(admin.headers, 'false-positive', hit.code, note);
    }
    const lowered = (await env.call('GET', `/int/parties/${former}/risk`, admin.headers)).json();
    expect(['high', 'non_acceptable']).not.toContain(lowered.assessment.computed_level);
    expect((await alertDetail(admin.headers, formerRisk.code)).status).toBe('new');

    // Raised for the match alone, but a PEP since: still high, so it stays open as well.
    const since = await person(admin.headers, 'Aslan', 'Terekhov');
    const sinceRisk = (await riskAlertsOf(admin.headers, `party_code=${since}`))[0]!;
    await env.call('PATCH', '/int/parties', admin.headers, { code: since, pep: true });
    for (const hit of await hitsOf(admin.headers, since)) {
      await decide(admin.headers, 'false-positive', hit.code, note);
    }
    expect((await alertDetail(admin.headers, sinceRisk.code)).status).toBe('new');

    // A confirmation leaves it for a person too: the PEP part is not decided by it.
    const confirmedPep = await person(admin.headers, 'Aslan', 'Terekhov', { pep: true });
    const confirmedRisk = (await riskAlertsOf(admin.headers, `party_code=${confirmedPep}`))[0]!;
    const [first] = await hitsOf(admin.headers, confirmedPep);
    await decide(admin.headers, 'confirm', first!.code, 'Ta sama osoba.');
    expect((await alertsOf(admin.headers, `party_code=${confirmedPep}`))[0]!.status).toBe(
      'escalated',
    );
    expect(await alertDetail(admin.headers, confirmedRisk.code)).toMatchObject({
      status: 'new',
      severity: 'high',
    });
  });

  it('moves each chosen alert once when the sanctions alert and its risk alert are closed together', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const party = await person(admin.headers, 'Dragomir', 'Kuznetsov');
    const [alert] = await alertsOf(admin.headers, `party_code=${party}`);
    const risk = (await riskAlertsOf(admin.headers, `party_code=${party}`))[0]!;
    const note = 'Klient przedstawił paszport: inna osoba.';
    const closed = await env.call('POST', '/int/alerts/group-status-update', admin.headers, {
      codes: [risk.code, alert!.code],
      status: 'closed_false_positive',
      resolution_note: note,
    });
    expect(closed.statusCode).toBe(200);
    for (const code of [alert!.code, risk.code]) {
      const detail = await alertDetail(admin.headers, code);
      expect(detail).toMatchObject({ status: 'closed_false_positive', resolution_note: note });
      expect(historyOf(detail)).toEqual([
        { from: null, to: 'new', note: null, by: admin.email },
        { from: 'new', to: 'closed_false_positive', note, by: admin.email },
      ]);
    }
    expect(await newAlerts(admin.headers)).toBe(0);
  });
});
