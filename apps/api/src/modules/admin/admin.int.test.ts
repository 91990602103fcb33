import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'Operator@Example.pl, second@example.pl' } });
});
afterAll(() => t?.close());

describe('administration of the installation', () => {
  it('gives the admin role to configured addresses only', async () => {
    const operator = await registerAndLogin(t.app, 'operator@example.pl');
    const user = await registerAndLogin(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/int/user', headers: operator.headers })).json()
        .roles,
    ).toEqual(['user', 'admin']);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/int/admin/logswitch',
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('admin_role_required');
  });

  it('switches verbose logging at run time', async () => {
    const operator = await registerAndLogin(t.app, 'second@example.pl');
    const on = await t.app.inject({
      method: 'POST',
      url: '/int/admin/logswitch',
      headers: operator.headers,
      payload: { verbose: true },
    });
    expect(on.json()).toEqual({ verbose: true, level: 'debug' });
    expect(t.app.log.level).toBe('debug');
    const off = await t.app.inject({
      method: 'POST',
      url: '/int/admin/logswitch',
      headers: operator.headers,
      payload: { verbose: false },
    });
    expect(off.json()).toEqual({ verbose: false, level: 'silent' });
  });

  it('shows the local outbox, with the text of messages that were not delivered by SMTP', async () => {
    const operator = await registerAndLogin(t.app, 'second.operator@example.pl');
    await t.database.db.execute(
      sql`update users set roles = '{user,admin}' where email = 'second.operator@example.pl'`,
    );
    await t.deps.emails.kick();
    const outbox = (
      await t.app.inject({ method: 'GET', url: '/int/admin/outbox', headers: operator.headers })
    ).json();
    expect(outbox.total).toBeGreaterThan(0);
    expect(outbox.items[0]).toMatchObject({
      status: 'sent',
      transport: 'outbox',
      subject: 'Confirm your e-mail address',
    });
    expect(outbox.items[0].text).toContain('/user/email-verification/');
  });
});
