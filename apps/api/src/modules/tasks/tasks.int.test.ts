import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  registerAndLogin,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock, smtp: true });

async function teamWith(role: string) {
  const { admin, member } = await teamWithMember(env, role, 'Kantor');
  return { admin, member, memberCode: member.code };
}

const newTasks = async (headers: AuthHeaders) =>
  (await env.call('GET', '/int/user', headers)).json().newTasksAmount as number;

describe('tasks', () => {
  it('assigns a task, tells the assignee once by e-mail, and counts it on their badge', async () => {
    const { admin, member, memberCode } = await teamWith('all_viewer_member_self_editing');
    expect(await newTasks(member.headers)).toBe(0);
    const created = await env.call('POST', '/int/tasks', admin.headers, {
      title: 'Zweryfikuj źródło środków',
      priority: 'high',
      due_date: '2026-11-25',
      assignee_code: memberCode,
    });
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect(task).toMatchObject({
      status: 'new',
      priority: 'high',
      overdue: false,
      assignee: { code: memberCode, email: member.email },
      allowed_statuses: ['in_progress', 'done', 'canceled'],
    });
    const mail = await env.smtp.waitFor(member.email, /Zweryfikuj źródło środków/);
    expect(mail.text).toContain(`/dashboard/tasks/${task.code}`);
    // The admin created it: no mail to themselves, and none twice to the assignee.
    // The outbox's run ends with every due message sent: what the sink lacks, nobody sent.
    await env.t.deps.emails.kick();
    expect(env.smtp.received.filter((m) => m.subject.includes('Zweryfikuj'))).toEqual([]);
    expect(await newTasks(member.headers)).toBe(1);

    // The assignee works on it even though they did not create it.
    const started = await env.call('POST', `/int/tasks/${task.code}/status`, member.headers, {
      status: 'in_progress',
    });
    expect(started.json().status).toBe('in_progress');
    expect(await newTasks(member.headers)).toBe(0);
    // The same status again is no transition.
    const wrong = await env.call('POST', `/int/tasks/${task.code}/status`, admin.headers, {
      status: 'in_progress',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('status_transition_not_allowed');

    clock.advance(3 * 86_400_000);
    const late = (await env.call('GET', `/int/tasks/${task.code}`, admin.headers)).json();
    expect(late.overdue).toBe(true);
    const overdue = (await env.call('GET', '/int/tasks?overdue=true', admin.headers)).json();
    expect(overdue.items.map((t: { code: string }) => t.code)).toEqual([task.code]);
    expect((await env.call('GET', '/int/tasks?assignee=me', member.headers)).json().total).toBe(1);
  });

  it('moves several tasks at once, all or none, and deletes them', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const make = async (title: string) =>
      (await env.call('POST', '/int/tasks', admin.headers, { title })).json().code as string;
    const codes = [await make('A'), await make('B')];
    const done = await env.call('POST', '/int/tasks/group-status-update', admin.headers, {
      codes,
      status: 'done',
    });
    expect(done.statusCode).toBe(200);
    const again = await env.call('POST', '/int/tasks/group-status-update', admin.headers, {
      codes: [codes[0], await make('C')],
      status: 'done',
    });
    expect(again.statusCode).toBe(409);
    const list = (await env.call('GET', '/int/tasks', admin.headers)).json();
    // Open work first.
    expect(list.items.map((t: { title: string; status: string }) => [t.title, t.status])).toEqual([
      ['C', 'new'],
      ['B', 'done'],
      ['A', 'done'],
    ]);
    const status = (await env.call('GET', `/int/tasks/status/${codes[0]}`, admin.headers)).json();
    expect(status).toEqual({ status: 'done', allowed_statuses: ['in_progress'] });
    await env.call('DELETE', '/int/tasks/group/delete', admin.headers, { codes });
    expect((await env.call('GET', '/int/tasks', admin.headers)).json().total).toBe(1);
  });

  it('keeps comments on a task through the shared implementation', async () => {
    const { admin, member } = await teamWith('all_viewer_member');
    const task = (await env.call('POST', '/int/tasks', admin.headers, { title: 'Zadanie' })).json();
    const added = await env.call('POST', `/int/tasks/${task.code}/comments`, member.headers, {
      body: 'Dzwoniłem do klienta.',
    });
    expect(added.statusCode).toBe(201);
    const viaComments = await env.call('POST', '/int/comments', admin.headers, {
      entity_type: 'task',
      entity_code: task.code,
      body: 'Dziękuję.',
    });
    expect(viaComments.statusCode).toBe(201);
    const listed = (
      await env.call('GET', `/int/tasks/${task.code}/comments`, admin.headers)
    ).json();
    expect(listed.items.map((c: { body: string }) => c.body)).toEqual([
      'Dzwoniłem do klienta.',
      'Dziękuję.',
    ]);
    const commentCode = added.json().code;
    const edited = await env.call(
      'PATCH',
      `/int/tasks/${task.code}/comments/${commentCode}`,
      member.headers,
      { body: 'Dzwoniłem do klienta dwa razy.' },
    );
    expect(edited.json().body).toBe('Dzwoniłem do klienta dwa razy.');
    expect((await env.call('GET', `/int/tasks/${task.code}`, admin.headers)).json().comments).toBe(
      2,
    );
  });

  it("closes the time-limited role's comments to change 12 hours after writing them", async () => {
    const { member } = await teamWith('all_viewer_member_self_editing_time_limited');
    const task = (
      await env.call('POST', '/int/tasks', member.headers, { title: 'Zadanie' })
    ).json();
    const path = `/int/tasks/${task.code}/comments`;
    const comment = (
      await env.call('POST', path, member.headers, { body: 'Klient przyniósł dowód.' })
    ).json();
    expect(comment).toMatchObject({ own: true, editable: true });
    const change = () =>
      env.call('PATCH', `${path}/${comment.code}`, member.headers, { body: 'Poprawka' });
    expect((await change()).statusCode).toBe(200);

    clock.advance(12 * 3_600_000);
    const listed = (await env.call('GET', path, member.headers)).json();
    expect(listed.items[0]).toMatchObject({ own: true, editable: false });
    const late = await change();
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('edit_not_allowed');
    const removed = await env.call('DELETE', `${path}/${comment.code}`, member.headers);
    expect(removed.statusCode).toBe(403);
    expect((await env.call('GET', path, member.headers)).json().items[0].body).toBe('Poprawka');
  });

  it('shows a self-viewing member the tasks they created or were given, nothing else', async () => {
    const { admin, member, memberCode } = await teamWith('self_viewer_member');
    const others = (await env.call('POST', '/int/tasks', admin.headers, { title: 'Cudze' })).json();
    await env.call('POST', '/int/tasks', admin.headers, {
      title: 'Dla mnie',
      assignee_code: memberCode,
    });
    await env.call('POST', '/int/tasks', member.headers, { title: 'Moje' });
    const titles = (await env.call('GET', '/int/tasks', member.headers))
      .json()
      .items.map((t: { title: string }) => t.title);
    expect(titles.sort()).toEqual(['Dla mnie', 'Moje']);
    expect((await env.call('GET', `/int/tasks/${others.code}`, member.headers)).statusCode).toBe(
      404,
    );
    const stranger = await registerAndLogin(env.t.app);
    const assignStranger = await env.call('POST', '/int/tasks', admin.headers, {
      title: 'x',
      assignee_code: (await env.call('GET', '/int/user', stranger.headers)).json().code,
    });
    expect(assignStranger.statusCode).toBe(404);
  });
});
