import { describe, expect, it } from 'vitest';
import { linkIn } from '../../test/smtp-sink.js';
import { createTestClock, registerAndLogin, useTestApp } from '../../test/test-app.js';

const clock = createTestClock();
const env = useTestApp({ clock, smtp: true });

describe('consents and notification settings', () => {
  it('keeps consents per user, off until given', async () => {
    const user = await registerAndLogin(env.t.app);
    expect((await env.call('GET', '/int/user/consents', user.headers)).json()).toEqual({
      marketing_emails: false,
      product_news: false,
      updated_at: null,
    });
    const saved = await env.call('PATCH', '/int/user/consents', user.headers, {
      marketing_emails: true,
      product_news: false,
    });
    expect(saved.json()).toMatchObject({
      marketing_emails: true,
      updated_at: clock.now().toISOString(),
    });
    const bad = await env.call('PATCH', '/int/user/consents', user.headers, {
      marketing_emails: 'yes',
      product_news: false,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps notification settings per team admin, with defaults', async () => {
    const admin = await registerAndLogin(env.t.app);
    const defaults = (
      await env.call('GET', '/int/user/team/notifications/settings', admin.headers)
    ).json();
    expect(defaults).toEqual({
      new_alert_email: true,
      new_task_email: true,
      cdd_reminder_email: true,
      weekly_summary_email: false,
    });
    const changed = { ...defaults, new_task_email: false, weekly_summary_email: true };
    await env.call('PATCH', '/int/user/team/notifications/settings', admin.headers, changed);
    expect(
      (await env.call('GET', '/int/user/team/notifications/settings', admin.headers)).json(),
    ).toEqual(changed);
  });
});

describe('account deletion', () => {
  it('erases the person after the e-mailed confirmation and keeps the records', async () => {
    const user = await registerAndLogin(env.t.app);
    await env.smtp.waitFor(user.email); // verification
    const wrong = await env.call('POST', '/int/user/delete', user.headers, { password: 'not-it' });
    expect(wrong.json().code).toBe('wrong_password');

    expect(
      (await env.call('POST', '/int/user/delete', user.headers, { password: user.password }))
        .statusCode,
    ).toBe(200);
    expect((await env.call('GET', '/int/user/delete', user.headers)).json()).toEqual({
      pending: true,
      requested_at: clock.now().toISOString(),
    });
    const mail = await env.smtp.waitFor(user.email, /deletion/);
    const code = new URL(linkIn(mail, '/user/account-delete/')).pathname.split('/').pop()!;

    const confirm = await env.call('GET', `/int/users/email/delete-user?code=${code}`);
    expect(confirm.statusCode).toBe(200);
    expect((await env.call('GET', '/int/user', user.headers)).statusCode).toBe(401);
    const login = await env.call('POST', '/int/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(401);
    // The address is free again, and no trace of it stays on the old row.
    const users = await env.t.database.db.query.users.findMany();
    expect(users.some((u) => u.email === user.email)).toBe(false);
    expect(
      (await env.call('POST', '/int/user', undefined, { email: user.email, password: 'again-123' }))
        .statusCode,
    ).toBe(201);
    expect((await env.call('GET', `/int/users/email/delete-user?code=${code}`)).json().code).toBe(
      'invalid_or_expired_code',
    );
  });

  it('refuses while the user is the only admin of a team others work in', async () => {
    const admin = await registerAndLogin(env.t.app);
    const team = (
      await env.call('POST', '/int/teams', admin.headers, { name: 'Galeria Sztuki' })
    ).json().code;
    await env.call('POST', '/int/teams/change', admin.headers, { code: team });
    const member = await registerAndLogin(env.t.app);
    await env.call('POST', '/int/teams/invite', admin.headers, {
      email: member.email,
      role: 'all_viewer_member',
    });
    const code = new URL(
      linkIn(await env.smtp.waitFor(member.email, /Invitation/), '/user/team/invite/'),
    ).pathname
      .split('/')
      .pop()!;
    await env.call('POST', `/int/teams/invite/${code}/handle`, member.headers, { accept: true });

    const refused = await env.call('POST', '/int/user/delete', admin.headers, {
      password: admin.password,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'last_admin' });
    expect(refused.json().message).toContain('Galeria Sztuki');
  });
});
