import { describe, expect, it } from 'vitest';
import { linkIn } from '../../test/smtp-sink.js';
import { createTestClock, registerAndLogin, uniqueEmail, useTestApp } from '../../test/test-app.js';

const clock = createTestClock();
const env = useTestApp({ clock, smtp: true });

const codeOf = (link: string) => new URL(link).pathname.split('/').pop()!;

describe('registration and e-mail verification', () => {
  it('registers, creates the personal profile and verifies the address from the e-mailed link', async () => {
    const { email, headers } = await registerAndLogin(env.t.app);

    const me = await env.t.app.inject({ method: 'GET', url: '/int/user', headers });
    expect(me.statusCode).toBe(200);
    const user = me.json();
    expect(user).toMatchObject({ email, email_verified: false, roles: ['user'], language: 'en' });
    expect(user.teams).toEqual([
      {
        code: user.currentTeamCodeContext,
        name: email,
        type: 'individual',
        role: 'admin',
        admin: true,
      },
    ]);
    expect(user).not.toHaveProperty('password_hash');

    const mail = await env.smtp.waitFor(email, /Confirm your e-mail/);
    const link = linkIn(mail, '/user/email-verification/');
    expect(link.startsWith('http://app.test/user/email-verification/')).toBe(true);

    const verify = await env.t.app.inject({
      method: 'POST',
      url: '/int/users/email/verify',
      payload: { code: codeOf(link) },
    });
    expect(verify.statusCode).toBe(200);
    const after = await env.t.app.inject({ method: 'GET', url: '/int/user', headers });
    expect(after.json().email_verified).toBe(true);

    const again = await env.t.app.inject({
      method: 'POST',
      url: '/int/users/email/verify',
      payload: { code: codeOf(link) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_or_expired_code');
  });

  it('writes the e-mail in the language chosen at registration', async () => {
    const email = uniqueEmail('pl');
    await env.t.app.inject({
      method: 'POST',
      url: '/int/user',
      payload: { email, password: 'haslo-biura-1', language: 'pl' },
    });
    const mail = await env.smtp.waitFor(email);
    expect(mail.subject).toBe('Potwierdź swój adres e-mail');
  });

  it('refuses a second account with the same address, whatever its case', async () => {
    const email = uniqueEmail('dup');
    const first = await env.t.app.inject({
      method: 'POST',
      url: '/int/user',
      payload: { email, password: 'secret-123' },
    });
    expect(first.statusCode).toBe(201);
    const second = await env.t.app.inject({
      method: 'POST',
      url: '/int/user',
      payload: { email: email.toUpperCase(), password: 'secret-123' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('email_taken');
  });

  it('explains invalid registrations field by field', async () => {
    const response = await env.t.app.inject({
      method: 'POST',
      url: '/int/user',
      payload: { email: 'not-an-email', password: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual([
      { path: 'email', code: 'email_invalid' },
      { path: 'password', code: 'password_too_short' },
    ]);
  });

  it('expires verification links after 48 hours and sends a new one on request', async () => {
    const { email, headers } = await registerAndLogin(env.t.app);
    const first = await env.smtp.waitFor(email);
    clock.advance(48 * 3600_000 + 1000);
    const expired = await env.t.app.inject({
      method: 'POST',
      url: '/int/users/email/verify',
      payload: { code: codeOf(linkIn(first, '/user/email-verification/')) },
    });
    expect(expired.json().code).toBe('invalid_or_expired_code');

    const resend = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/email/verification-resend-email',
      headers,
      payload: {},
    });
    expect(resend.statusCode).toBe(200);
    const second = await env.smtp.waitFor(email);
    const verify = await env.t.app.inject({
      method: 'POST',
      url: '/int/users/email/verify',
      payload: { code: codeOf(linkIn(second, '/user/email-verification/')) },
    });
    expect(verify.statusCode).toBe(200);
    const noMore = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/email/verification-resend-email',
      headers,
    });
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json().code).toBe('email_already_verified');
  });
});

describe('password reset', () => {
  it('answers the same for unknown and known addresses and mails only the known one', async () => {
    const { email } = await registerAndLogin(env.t.app);
    await env.smtp.waitFor(email); // the verification mail
    const unknown = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/send-reset-email',
      payload: { email: uniqueEmail('nobody') },
    });
    const known = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/send-reset-email',
      payload: { email },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mail = await env.smtp.waitFor(email, /Reset your password/);
    expect(linkIn(mail, '/user/reset-password/')).toMatch(
      /^http:\/\/app\.test\/user\/reset-password\/[\w-]+$/,
    );
  });

  it('sets a new password once per code, ends every session and refuses expired codes', async () => {
    const { email, password, headers } = await registerAndLogin(env.t.app);
    await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/send-reset-email',
      payload: { email },
    });
    const code = codeOf(linkIn(await env.smtp.waitFor(email, /Reset/), '/user/reset-password/'));

    const reset = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/reset',
      payload: { code, password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await env.t.app.inject({ method: 'GET', url: '/int/user', headers })).statusCode).toBe(
      401,
    );
    const oldLogin = await env.t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email, password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await env.t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email, password: 'brand-new-pass' },
    });
    expect(newLogin.statusCode).toBe(200);

    const reuse = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/reset',
      payload: { code, password: 'another-pass' },
    });
    expect(reuse.json().code).toBe('invalid_or_expired_code');

    await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/send-reset-email',
      payload: { email },
    });
    const late = codeOf(linkIn(await env.smtp.waitFor(email, /Reset/), '/user/reset-password/'));
    clock.advance(61 * 60_000);
    const expired = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/reset',
      payload: { code: late, password: 'another-pass' },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_or_expired_code');
  });
});

describe('profile changes', () => {
  it('changes the password only with the current one and keeps just the current session', async () => {
    const { email, password, headers } = await registerAndLogin(env.t.app);
    const other = await env.t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email, password },
    });
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };

    const wrong = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/change',
      headers,
      payload: { current_password: 'nope-nope', new_password: 'changed-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_password',
      details: { fields: [{ path: 'current_password', code: 'wrong_password' }] },
    });

    const change = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/password/change',
      headers,
      payload: { current_password: password, new_password: 'changed-1' },
    });
    expect(change.statusCode).toBe(200);
    expect((await env.t.app.inject({ method: 'GET', url: '/int/user', headers })).statusCode).toBe(
      200,
    );
    expect(
      (await env.t.app.inject({ method: 'GET', url: '/int/user', headers: otherHeaders }))
        .statusCode,
    ).toBe(401);
  });

  it('saves names up to 255 characters and the language', async () => {
    const { headers } = await registerAndLogin(env.t.app);
    const tooLong = await env.t.app.inject({
      method: 'PATCH',
      url: '/int/user/names',
      headers,
      payload: { first_name: 'A'.repeat(256), last_name: 'Nowak' },
    });
    expect(tooLong.json().details.fields).toEqual([{ path: 'first_name', code: 'too_long' }]);

    await env.t.app.inject({
      method: 'PATCH',
      url: '/int/user/names',
      headers,
      payload: { first_name: ' Zażółć ', last_name: 'Gęślą-Jaźń' },
    });
    await env.t.app.inject({
      method: 'POST',
      url: '/int/language',
      headers,
      payload: { language: 'pl' },
    });
    const me = (await env.t.app.inject({ method: 'GET', url: '/int/user', headers })).json();
    expect(me).toMatchObject({ first_name: 'Zażółć', last_name: 'Gęślą-Jaźń', language: 'pl' });

    const bad = await env.t.app.inject({
      method: 'POST',
      url: '/int/language',
      headers,
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
