import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parties, teams } from '../../db/schema.js';
import {
  createTestClock,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import type { AuditActor } from '../audit/audit.service.js';
import { raiseAlert, raiseTask, type RaiseAlert } from '../case-work/raise.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock, smtp: true });

const newAlerts = async (headers: AuthHeaders) =>
  (await env.call('GET', '/int/user', headers)).json().newAlertsAmount as number;

const teamId = async (code: string) =>
  (await env.t.deps.db.select().from(teams).where(eq(teams.code, code)))[0]!.id;

const system = (id: number): AuditActor => ({
  userId: null,
  teamId: id,
  requestId: null,
  ip: null,
});

/** A rule's alert about a subject, raised by the application in its own transaction. */
const ruleAlert = (id: number, subject: string): RaiseAlert => ({
  teamId: id,
  source: 'rule_result',
  subjectKey: subject,
  severity: 'high',
  title: `Limit przekroczony (${subject})`,
  explanation: 'Transakcja 16 000,00 EUR ≥ próg 15 000,00 EUR (art. 35 ust. 1 pkt 2 ustawy)',
  links: [{ type: 'rule_result', code: 'RR-1', label: 'Limit pojedynczej transakcji' }],
  actor: system(id),
});

/** As a module raises: in its transaction, then kicking the outbox once it has committed. */
async function raise(input: RaiseAlert) {
  const result = await env.t.deps.db.transaction((tx) => raiseAlert(env.t.deps, tx, input));
  void env.t.deps.emails.kick();
  return result;
}

describe('alerts', () => {
  it('is raised by hand, assigned, told once by e-mail, worked on and closed with a note', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    expect(await newAlerts(member.headers)).toBe(0);
    const created = await env.call('POST', '/int/alerts', admin.headers, {
      title: 'Klient unika pytań o źródło środków',
      explanation: 'Przy wymianie 40 000 zł klient odmówił wskazania źródła środków.',
      severity: 'high',
      due_date: '2026-11-25',
      assignee_code: member.code,
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      source: 'manual',
      status: 'new',
      severity: 'high',
      overdue: false,
      assignee: { code: member.code, email: member.email },
      allowed_statuses: ['in_progress', 'escalated', 'closed_false_positive', 'closed_confirmed'],
    });
    const mail = await env.smtp.waitFor(member.email, /Klient unika pytań/);
    expect(mail.text).toContain(`/dashboard/alerts/${alert.code}`);
    // The admin raised it: no mail to themselves, and none twice to the assignee.
    // The outbox's run ends with every due message sent: what the sink lacks, nobody sent.
    await env.t.deps.emails.kick();
    expect(env.smtp.received.filter((m) => m.subject.includes('Klient unika'))).toEqual([]);
    expect(await newAlerts(member.headers)).toBe(1);
    expect(await newAlerts(admin.headers)).toBe(1);

    const started = await env.call('POST', `/int/alerts/${alert.code}/status`, member.headers, {
      status: 'in_progress',
    });
    expect(started.json().status).toBe('in_progress');
    expect(await newAlerts(member.headers)).toBe(0);

    const noNote = await env.call('POST', `/int/alerts/${alert.code}/status`, member.headers, {
      status: 'closed_false_positive',
      resolution_note: '   ',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().code).toBe('resolution_note_required');

    const closed = await env.call('POST', `/int/alerts/${alert.code}/status`, member.headers, {
      status: 'closed_false_positive',
      resolution_note: 'Klient przedstawił umowę sprzedaży mieszkania.',
    });
    expect(closed.statusCode).toBe(200);
    const detail = closed.json();
    expect(detail).toMatchObject({
      status: 'closed_false_positive',
      resolution_note: 'Klient przedstawił umowę sprzedaży mieszkania.',
      allowed_statuses: ['in_progress'],
    });
    expect(
      detail.status_history.map((c: { from: string; to: string; by: string | null }) => [
        c.from,
        c.to,
        c.by,
      ]),
    ).toEqual([
      [null, 'new', admin.email],
      ['new', 'in_progress', member.email],
      ['in_progress', 'closed_false_positive', member.email],
    ]);
    expect(detail.status_history[2].note).toBe('Klient przedstawił umowę sprzedaży mieszkania.');

    const escalate = await env.call('POST', `/int/alerts/${alert.code}/status`, admin.headers, {
      status: 'escalated',
    });
    expect(escalate.statusCode).toBe(409);
    expect(escalate.json().code).toBe('status_transition_not_allowed');

    // Reopening clears the decision on the alert; its history keeps it.
    const reopened = (
      await env.call('POST', `/int/alerts/${alert.code}/status`, admin.headers, {
        status: 'in_progress',
      })
    ).json();
    expect(reopened.resolution_note).toBeNull();
    expect(reopened.status_history).toHaveLength(4);
    const status = (
      await env.call('GET', `/int/alerts/status/${alert.code}`, admin.headers)
    ).json();
    expect(status).toEqual({
      status: 'in_progress',
      allowed_statuses: ['new', 'escalated', 'closed_false_positive', 'closed_confirmed'],
    });

    clock.advance(3 * 86_400_000);
    expect((await env.call('GET', `/int/alerts/${alert.code}`, admin.headers)).json().overdue).toBe(
      true,
    );
    const audit = (await env.call('GET', '/int/audit-events?entity_type=alert', admin.headers))
      .json()
      .items.filter((e: { entity_code: string }) => e.entity_code === alert.code)
      .map((e: { action: string }) => e.action);
    expect(audit.sort()).toEqual(['created', 'status_changed', 'status_changed', 'status_changed']);
  });

  it('opens one alert per source and subject while it is open, even when raised at once', async () => {
    const { team, admin } = await teamWithMember(env, 'all_viewer_member');
    const id = await teamId(team);
    const [first, second] = await Promise.all([
      raise(ruleAlert(id, 'rule:limit:party:1')),
      raise(ruleAlert(id, 'rule:limit:party:1')),
    ]);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(first.alert.code).toBe(second.alert.code);
    // Another subject is another alert.
    expect((await raise(ruleAlert(id, 'rule:limit:party:2'))).created).toBe(true);
    const list = (await env.call('GET', '/int/alerts?source=rule_result', admin.headers)).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      created_by: null,
      links: [{ type: 'rule_result', code: 'RR-1', label: 'Limit pojedynczej transakcji' }],
    });
    expect(list.items[0].explanation).toContain('15 000,00 EUR');

    // Once decided, the same cause opens a new alert.
    await env.call('POST', `/int/alerts/${first.alert.code}/status`, admin.headers, {
      status: 'closed_confirmed',
      resolution_note: 'Zgłoszono do GIIF.',
    });
    const again = await raise(ruleAlert(id, 'rule:limit:party:1'));
    expect(again.created).toBe(true);
    expect(again.alert.code).not.toBe(first.alert.code);
  });

  it('is written in the transaction of its cause: no cause, no alert', async () => {
    const { team, admin } = await teamWithMember(env, 'all_viewer_member');
    const id = await teamId(team);
    await expect(
      env.t.deps.db.transaction(async (tx) => {
        await raiseAlert(env.t.deps, tx, ruleAlert(id, 'rule:rolled-back'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect((await env.call('GET', '/int/alerts', admin.headers)).json().total).toBe(0);
    expect(await newAlerts(admin.headers)).toBe(0);
  });

  it('tells the admins of a raised alert once, as their notification settings allow', async () => {
    const { team, admin, member } = await teamWithMember(env, 'all_viewer_member');
    const id = await teamId(team);
    await raise(ruleAlert(id, 'rule:notify:1'));
    const mail = await env.smtp.waitFor(admin.email, /Limit przekroczony \(rule:notify:1\)/);
    // Codes are base64url: a link may hold "-" and "_" anywhere, its first character too.
    expect(mail.text).toMatch(/\/dashboard\/alerts\/[\w-]{16}$/m);
    // Members who are neither admins nor assignees are not told.
    // The outbox's run ends with every due message sent: what the sink lacks, nobody sent.
    await env.t.deps.emails.kick();
    expect(
      env.smtp.received.filter((m) => m.to.includes(member.email) && m.subject.startsWith('Alert')),
    ).toEqual([]);
    expect(env.smtp.received.filter((m) => m.subject.includes('rule:notify:1'))).toEqual([]);

    const settings = (
      await env.call('GET', '/int/user/team/notifications/settings', admin.headers)
    ).json();
    await env.call('PATCH', '/int/user/team/notifications/settings', admin.headers, {
      ...settings,
      new_alert_email: false,
    });
    await raise(ruleAlert(id, 'rule:notify:2'));
    // The outbox's run ends with every due message sent: what the sink lacks, nobody sent.
    await env.t.deps.emails.kick();
    expect(env.smtp.received.filter((m) => m.subject.includes('rule:notify:2'))).toEqual([]);
  });

  it('finds alerts by status, severity, source, assignee, period and text', async () => {
    const { team, admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const id = await teamId(team);
    const raised = await raise({ ...ruleAlert(id, 'rule:find:1'), severity: 'critical' });
    clock.advance(86_400_000);
    const manual = (
      await env.call('POST', '/int/alerts', admin.headers, {
        title: 'Nietypowe zachowanie',
        explanation: 'Klient wpłacał gotówkę w kilku oddziałach.',
        severity: 'low',
        assignee_code: member.code,
      })
    ).json();
    const codes = async (query: string) =>
      (await env.call('GET', `/int/alerts?${query}`, admin.headers))
        .json()
        .items.map((a: { code: string }) => a.code);
    const raisedCode = raised.alert.code;
    // The most severe first.
    expect(await codes('')).toEqual([raisedCode, manual.code]);
    expect(await codes('severity=low')).toEqual([manual.code]);
    expect(await codes('source=manual')).toEqual([manual.code]);
    expect(await codes('assignee=none')).toEqual([raisedCode]);
    expect(await codes(`assignee=${member.code}`)).toEqual([manual.code]);
    expect(await codes('text=oddzia')).toEqual([manual.code]);
    const day = clock.now().toISOString().slice(0, 10);
    expect(await codes(`created_from=${day}`)).toEqual([manual.code]);
    expect(await codes(`created_to=${day}&created_from=${day}`)).toEqual([manual.code]);

    // Group change: closing needs a note, and one refused change refuses all.
    const noNote = await env.call('POST', '/int/alerts/group-status-update', admin.headers, {
      codes: [raisedCode, manual.code],
      status: 'closed_false_positive',
    });
    expect(noNote.json().code).toBe('resolution_note_required');
    await env.call('POST', `/int/alerts/${manual.code}/status`, admin.headers, {
      status: 'escalated',
    });
    const refused = await env.call('POST', '/int/alerts/group-status-update', admin.headers, {
      codes: [raisedCode, manual.code],
      status: 'new',
    });
    expect(refused.statusCode).toBe(409);
    expect(await codes('status=new')).toEqual([raisedCode]);
    const closed = await env.call('POST', '/int/alerts/group-status-update', admin.headers, {
      codes: [raisedCode, manual.code],
      status: 'closed_false_positive',
      resolution_note: 'Sprawdzone: zwykła działalność klienta.',
    });
    expect(closed.statusCode).toBe(200);
    expect(await codes('open=true')).toEqual([]);
    expect(await codes('status=closed_false_positive')).toHaveLength(2);

    // The member may not delete what they did not raise; the admin may, with a trace.
    const denied = await env.call('DELETE', `/int/alerts/${manual.code}`, member.headers);
    expect(denied.statusCode).toBe(403);
    const deleted = await env.call('DELETE', '/int/alerts/group/delete', admin.headers, {
      codes: [raisedCode, manual.code],
    });
    expect(deleted.statusCode).toBe(200);
    expect(await codes('')).toEqual([]);
    expect((await env.call('GET', `/int/alerts/${manual.code}`, admin.headers)).statusCode).toBe(
      404,
    );
  });

  it('lets a member take an unassigned raised alert, and tells a new assignee', async () => {
    const { team, admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const id = await teamId(team);
    const { alert } = await raise(ruleAlert(id, 'rule:take:1'));
    await env.smtp.waitFor(admin.email, /rule:take:1/);
    const seen = (await env.call('GET', `/int/alerts/${alert.code}`, member.headers)).json();
    expect(seen.editable).toBe(true);
    const taken = await env.call('PATCH', '/int/alerts', member.headers, {
      code: alert.code,
      assignee_code: member.code,
      due_date: '2026-12-01',
    });
    expect(taken.json()).toMatchObject({ assignee: { code: member.code }, due_date: '2026-12-01' });
    // Taken by themselves: the admin is told, the member is not.
    await env.smtp.waitFor(admin.email, /rule:take:1/);
    // The outbox's run ends with every due message sent: what the sink lacks, nobody sent.
    await env.t.deps.emails.kick();
    expect(
      env.smtp.received.filter((m) => m.to.includes(member.email) && m.subject.startsWith('Alert')),
    ).toEqual([]);
    // Given to the admin, the member no longer works on it.
    await env.call('PATCH', '/int/alerts', admin.headers, {
      code: alert.code,
      assignee_code: admin.code,
    });
    const after = (await env.call('GET', `/int/alerts/${alert.code}`, member.headers)).json();
    expect(after).toMatchObject({ editable: false, allowed_statuses: [] });
    const refused = await env.call('POST', `/int/alerts/${alert.code}/status`, member.headers, {
      status: 'in_progress',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps comments and tasks on an alert', async () => {
    const { team, admin, member } = await teamWithMember(env, 'all_viewer_member');
    const id = await teamId(team);
    const { alert } = await raise(ruleAlert(id, 'rule:comments:1'));
    const comment = await env.call('POST', '/int/comments', member.headers, {
      entity_type: 'alert',
      entity_code: alert.code,
      body: 'Sprawdziłem dokumenty klienta.',
    });
    expect(comment.statusCode).toBe(201);
    const listed = (
      await env.call('GET', `/int/alerts/${alert.code}/comments`, admin.headers)
    ).json();
    expect(listed.items.map((c: { body: string; own: boolean }) => [c.body, c.own])).toEqual([
      ['Sprawdziłem dokumenty klienta.', false],
    ]);
    expect(
      (await env.call('GET', `/int/alerts/${alert.code}`, admin.headers)).json().comments,
    ).toBe(1);

    const task = await env.call('POST', '/int/tasks', admin.headers, {
      title: 'Poproś o umowę',
      alert_code: alert.code,
    });
    expect(task.json().alert).toEqual({ code: alert.code, display_name: alert.title });
    const tasks = (
      await env.call('GET', `/int/tasks?alert_code=${alert.code}`, admin.headers)
    ).json();
    expect(tasks.total).toBe(1);
  });

  it('raises one task per source and subject while it is open', async () => {
    const { team, admin } = await teamWithMember(env, 'all_viewer_member');
    const id = await teamId(team);
    const missing = () =>
      env.t.deps.db.transaction((tx) =>
        raiseTask(env.t.deps, tx, {
          teamId: id,
          source: 'rules',
          subjectKey: 'missing-data:party:7',
          title: 'Uzupełnij datę urodzenia',
          actor: system(id),
        }),
      );
    const [a, b] = await Promise.all([missing(), missing()]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    await env.call('POST', `/int/tasks/${a.task.code}/status`, admin.headers, { status: 'done' });
    expect((await missing()).created).toBe(true);
    expect((await env.call('GET', '/int/tasks', admin.headers)).json().total).toBe(2);
  });

  it('shows a self-viewing member the alerts on their records or given to them, nothing else', async () => {
    const { team, admin, member } = await teamWithMember(env, 'self_viewer_member');
    const id = await teamId(team);
    const own = (
      await env.call('POST', '/int/parties', member.headers, {
        type: 'company',
        name: 'Antykwariat Sowa sp. z o.o.',
      })
    ).json().party.code as string;
    const [partyRow] = await env.t.deps.db.select().from(parties).where(eq(parties.code, own));
    await raise({ ...ruleAlert(id, 'rule:own-party'), partyId: partyRow!.id });
    await raise(ruleAlert(id, 'rule:someone-else'));
    await env.call('POST', '/int/alerts', admin.headers, {
      title: 'Dla członka',
      explanation: 'Proszę sprawdzić.',
      assignee_code: member.code,
    });
    const titles = (await env.call('GET', '/int/alerts', member.headers))
      .json()
      .items.map((a: { title: string }) => a.title);
    expect(titles.sort()).toEqual(['Dla członka', 'Limit przekroczony (rule:own-party)']);
    expect(await newAlerts(member.headers)).toBe(2);
    expect(await newAlerts(admin.headers)).toBe(3);
    const hidden = (await env.call('GET', '/int/alerts?source=rule_result', admin.headers))
      .json()
      .items.find((a: { title: string }) => a.title.includes('someone-else'));
    expect((await env.call('GET', `/int/alerts/${hidden.code}`, member.headers)).statusCode).toBe(
      404,
    );
  });
});
