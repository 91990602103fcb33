import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink } from '../../test/smtp-sink.js';
import {
  createTestApp,
  createTestClock,
  registerAndLogin,
  type TestApp,
} from '../../test/test-app.js';

const clock = createTestClock();
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ clock, smtpUrl: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Headers = { authorization: string };
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers?: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('consents and notification settings', () => {
  it('keeps consents per user, off until given', async () => {
    const user = await registerAndLogin(t.app);
    expect((await call('GET', '/int/user/consents', user.headers)).json()).toEqual({
      marketing_emails: false,
      product_news: false,
      updated_at: null,
    });
    const saved = await call('PATCH', '/int/user/consents', user.headers, {
      marketing_emails: true,
      product_news: false,
    });
    expect(saved.json()).toMatchObject({
      marketing_emails: true,
      updated_at: clock.now().toISOString(),
    });
    const bad = await call('PATCH', '/int/user/consents', user.headers, {
      marketing_emails: 'yes',
      product_news: false,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps notification settings per team admin, with defaults', async () => {
    const admin = await registerAndLogin(t.app);
    const defaults = (
      await call('GET', '/int/user/team/notifications/settings', admin.headers)
    ).json();
    expect(defaults).toEqual({
      new_alert_email: true,
      new_task_email: true,
      cdd_reminder_email: true,
      weekly_summary_email: false,
    });
    const changed = { ...defaults, new_task_email: false, weekly_summary_email: true };
    await call('PATCH', '/int/user/team/notifications/settings', admin.headers, changed);
    expect(
      (await call('GET', '/int/user/team/notifications/settings', admin.headers)).json(),
    ).toEqual(changed);
  });
});

describe('account deletion', () => {
  it('erases the person after the e-mailed confirmation and keeps the records', async () => {
    const user = await registerAndLogin(t.app);
    await smtp.waitFor(user.email); // verification
    const wrong = await call('POST', '/int/user/delete', user.headers, { password: 'not-it' });
    expect(wrong.json().code).toBe('wrong_password');

    expect(
      (await call('POST', '/int/user/delete', user.headers, { password: user.password }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/int/user/delete', user.headers)).json()).toEqual({
      pending: true,
      requested_at: clock.now().toISOString(),
    });
    const mail = await smtp.waitFor(user.email, /deletion/);
    const code = new URL(linkIn(mail, '/user/account-delete/')).pathname.split('/').pop()!;

    const confirm = await call('GET', `/int/users/email/delete-user?code=${code}`);
    expect(confirm.statusCode).toBe(200);
    expect((await call('GET', '/int/user', user.headers)).statusCode).toBe(401);
    const login = await call('POST', '/int/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(401);
    // The address is free again, and no trace of it stays on the old row.
    const users = await t.database.db.query.users.findMany();
    expect(users.some((u) => u.email === user.email)).toBe(false);
    expect(
      (await call('POST', '/int/user', undefined, { email: user.email, password: 'again-123' }))
        .statusCode,
    ).toBe(201);
    expect((await call('GET', `/int/users/email/delete-user?code=${code}`)).json().code).toBe(
      'invalid_or_expired_code',
    );
  });

  it('refuses while the user is the only admin of a team others work in', async () => {
    const admin = await registerAndLogin(t.app);
    const team = (
      await call('POST', '/int/teams', admin.headers, { name: 'Galeria Sztuki' })
    ).json().code;
    await call('POST', '/int/teams/change', admin.headers, { code: team });
    const member = await registerAndLogin(t.app);
    await call('POST', '/int/teams/invite', admin.headers, {
      email: member.email,
      role: 'all_viewer_member',
    });
    const code = new URL(
      linkIn(await smtp.waitFor(member.email, /Invitation/), '/user/team/invite/'),
    ).pathname
      .split('/')
      .pop()!;
    await call('POST', `/int/teams/invite/${code}/handle`, member.headers, { accept: true });

    const refused = await call('POST', '/int/user/delete', admin.headers, {
      password: admin.password,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'last_admin' });
    expect(refused.json().message).toContain('Galeria Sztuki');
  });
});
