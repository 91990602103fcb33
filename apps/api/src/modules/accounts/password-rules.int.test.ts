import { describe, expect, it } from 'vitest';
import { linkIn } from '../../test/smtp-sink.js';
import { uniqueEmail, useTestApp } from '../../test/test-app.js';

const env = useTestApp({ smtp: true });

const codeOf = (link: string) => new URL(link).pathname.split('/').pop()!;

/** What a refused password answers: a 400 naming the field and the rule. */
const refusal = (path: string, code: string) => ({
  statusCode: 400,
  code: 'validation_failed',
  details: { fields: [{ path, code }] },
});

const PASSWORD = 'correct-horse-1';

/** A new account, its address confirmed from the e-mailed link; signed in when asked. */
async function account(signIn = false) {
  const email = uniqueEmail();
  const register = await env.call('POST', '/int/user', undefined, { email, password: PASSWORD });
  expect(register.statusCode).toBe(201);
  const mail = await env.smtp.waitFor(email, /Confirm/);
  const code = codeOf(linkIn(mail, '/user/email-verification/'));
  await env.call('POST', '/int/users/email/verify', undefined, { code });
  if (!signIn) return { email, password: PASSWORD, headers: undefined };
  const login = await env.call('POST', '/int/login', undefined, { email, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return { email, password: PASSWORD, headers: { authorization: `Bearer ${login.json().token}` } };
}

/** A reset code e-mailed to `email`. */
async function resetCode(email: string) {
  await env.call('POST', '/int/user/password/send-reset-email', undefined, { email });
  return codeOf(linkIn(await env.smtp.waitFor(email, /Reset/), '/user/reset-password/'));
}

describe('passwords no account may take', () => {
  it('refuses to register with a common or breached password, whatever its case', async () => {
    for (const password of ['password', 'qwerty123', 'zaq12wsx', 'polska123', 'Haslo123']) {
      const email = uniqueEmail('common');
      const response = await env.call('POST', '/int/user', undefined, { email, password });
      expect(response.json(), password).toMatchObject(refusal('password', 'password_too_common'));
      expect(response.json().message).toMatch(/most common and breached passwords/);
      // Nothing was created: the same address registers with a better password.
      const retry = await env.call('POST', '/int/user', undefined, {
        email,
        password: PASSWORD,
      });
      expect(retry.statusCode).toBe(201);
    }
  });

  it('refuses to register with the e-mail address or its part before the @', async () => {
    const email = uniqueEmail('self');
    for (const password of [email, email.toUpperCase(), email.split('@')[0]!]) {
      const response = await env.call('POST', '/int/user', undefined, { email, password });
      expect(response.json()).toMatchObject(refusal('password', 'password_is_email'));
    }
  });

  it('answers a refused password the same whether or not the address has an account', async () => {
    const { email } = await account();
    const taken = await env.call('POST', '/int/user', undefined, { email, password: 'qwerty123' });
    const free = await env.call('POST', '/int/user', undefined, {
      email: uniqueEmail('free'),
      password: 'qwerty123',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toBe(free.body);
  });

  it('refuses them in a reset and keeps the code for a better password', async () => {
    const { email } = await account();
    const code = await resetCode(email);
    const common = await env.call('POST', '/int/user/password/reset', undefined, {
      code,
      password: 'zaq12wsx',
    });
    expect(common.json()).toMatchObject(refusal('password', 'password_too_common'));
    const own = await env.call('POST', '/int/user/password/reset', undefined, {
      code,
      password: email.toUpperCase(),
    });
    expect(own.json()).toMatchObject(refusal('password', 'password_is_email'));

    const good = await env.call('POST', '/int/user/password/reset', undefined, {
      code,
      password: 'brand-new-pass',
    });
    expect(good.statusCode).toBe(200);
    const login = await env.call('POST', '/int/login', undefined, {
      email,
      password: 'brand-new-pass',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses them as the new password of a change, and keeps the old password', async () => {
    const { email, password, headers } = await account(true);
    for (const [newPassword, code] of [
      ['qwerty123', 'password_too_common'],
      ['password', 'password_too_common'],
      [email, 'password_is_email'],
      [email.split('@')[0]!.toUpperCase(), 'password_is_email'],
    ] as const) {
      const response = await env.call('POST', '/int/user/password/change', headers, {
        current_password: password,
        new_password: newPassword,
      });
      expect(response.json(), newPassword).toMatchObject(refusal('new_password', code));
    }
    const login = await env.call('POST', '/int/login', undefined, { email, password });
    expect(login.statusCode).toBe(200);
    const change = await env.call('POST', '/int/user/password/change', headers, {
      current_password: password,
      new_password: 'changed-but-long-1',
    });
    expect(change.statusCode).toBe(200);
  });
});
