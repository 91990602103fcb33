import { describe, expect, it } from 'vitest';
import { linkIn } from '../../test/smtp-sink.js';
import {
  createTestClock,
  registerAndLogin,
  uniqueEmail,
  useTestApp,
  verifyEmailOf,
} from '../../test/test-app.js';

const clock = createTestClock();
const env = useTestApp({ clock, smtp: true });

const codeOf = (link: string) => new URL(link).pathname.split('/').pop()!;

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  env.t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Registers `email` without confirming it: what the e-mailed link is for. */
async function registerOnly(email = uniqueEmail(), password = 'correct-horse-1') {
  const response = await post('/int/user', { email, password });
  expect(response.statusCode).toBe(201);
  return { email, password };
}

/** The median time in ms of `times` calls of `call`, one after another. */
/**
 * The median durations of calls `a` and `b`, run alternately so that a busy machine's slow
 * moments fall on both alike.
 */
async function interleavedMediansMs(
  times: number,
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
) {
  const durations: [number[], number[]] = [[], []];
  for (let i = 0; i < times; i++) {
    for (const [k, call] of [a, b].entries()) {
      const startedAt = performance.now();
      await call(i);
      durations[k]!.push(performance.now() - startedAt);
    }
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(times / 2)]!;
  return durations.map(median) as [number, number];
}

describe('registration and e-mail verification', () => {
  it('registers, creates the personal profile and verifies the address from the e-mailed link', async () => {
    const { email, password } = await registerOnly();

    // Not before the address is confirmed; told only to whoever knows the password.
    const early = await post('/int/login', { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('email_not_verified');
    const wrong = await post('/int/login', { email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');

    const mail = await env.smtp.waitFor(email, /Confirm your e-mail/);
    const link = linkIn(mail, '/user/email-verification/');
    expect(link.startsWith('http://app.test/user/email-verification/')).toBe(true);
    const verify = await post('/int/users/email/verify', { code: codeOf(link) });
    expect(verify.statusCode).toBe(200);

    const login = await post('/int/login', { email, password });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const me = await env.t.app.inject({ method: 'GET', url: '/int/user', headers });
    expect(me.statusCode).toBe(200);
    const user = me.json();
    expect(user).toMatchObject({ email, email_verified: true, roles: ['user'], language: 'en' });
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

    const again = await post('/int/users/email/verify', { code: codeOf(link) });
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

  it('answers a taken address as a new one, and e-mails its owner instead of creating an account', async () => {
    const { email, password } = await registerOnly(uniqueEmail('dup'));
    await env.smtp.waitFor(email, /Confirm/);
    const taken = await post('/int/user', { email: email.toUpperCase(), password: 'other-pass-9' });
    const fresh = await post('/int/user', { email: uniqueEmail('new'), password: 'other-pass-9' });
    expect(taken.statusCode).toBe(201);
    expect(taken.body).toBe(fresh.body);

    const warning = await env.smtp.waitFor(email, /tried to register/);
    expect(warning.text).toMatch(/already have an account/);
    expect(linkIn(warning, '/user/reset-password')).toBe('http://app.test/user/reset-password');
    // Nothing changed for the owner: one account, the first password.
    const accounts = await env.t.database.db.query.users.findMany({
      where: (users, { eq }) => eq(users.email, email),
    });
    expect(accounts).toHaveLength(1);
    await verifyEmailOf(env.t.app, email);
    expect((await post('/int/login', { email, password })).statusCode).toBe(200);
  });

  it('answers a taken address in about the time of a new one', async () => {
    const { email } = await registerOnly(uniqueEmail('timing'));
    // A taken address is held to the typical time of the latest registrations: a few first, so
    // that it is this moment's typical time (the machine may be busier than a minute ago).
    for (let i = 0; i < 5; i++) {
      await post(
        '/int/user',
        { email: uniqueEmail('w'), password: 'timing-pass-1' },
        `192.0.2.${i + 21}`,
      );
    }
    // Each from its own address, so the registration limit of one address stays out of it.
    const [taken, fresh] = await interleavedMediansMs(
      7,
      (i) => post('/int/user', { email, password: 'timing-pass-1' }, `192.0.2.${i + 1}`),
      (i) =>
        post(
          '/int/user',
          { email: uniqueEmail('t'), password: 'timing-pass-1' },
          `192.0.2.${i + 11}`,
        ),
    );
    // Within a factor of three, which a busy machine's noise stays inside: an answer that skipped
    // the password's hashing would take a small fraction of the other's time.
    expect(Math.min(taken, fresh)).toBeGreaterThan(Math.max(taken, fresh) / 3);
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

  it('expires verification links after 48 hours and sends a new one from the login page', async () => {
    const { email, password } = await registerOnly();
    const first = await env.smtp.waitFor(email);
    clock.advance(48 * 3600_000 + 1000);
    const expired = await post('/int/users/email/verify', {
      code: codeOf(linkIn(first, '/user/email-verification/')),
    });
    expect(expired.json().code).toBe('invalid_or_expired_code');

    const resend = await post('/int/users/email/verification-resend-email', { email });
    const unknown = await post('/int/users/email/verification-resend-email', {
      email: uniqueEmail('nobody'),
    });
    expect(resend.statusCode).toBe(200);
    expect(unknown.body).toBe(resend.body);
    const second = await env.smtp.waitFor(email, /Confirm/);
    const verify = await post('/int/users/email/verify', {
      code: codeOf(linkIn(second, '/user/email-verification/')),
    });
    expect(verify.statusCode).toBe(200);

    const login = await post('/int/login', { email, password });
    expect(login.statusCode).toBe(200);
    const noMore = await env.t.app.inject({
      method: 'POST',
      url: '/int/user/email/verification-resend-email',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json().code).toBe('email_already_verified');
  });

  it('limits the verification e-mails asked for from the login page per account', async () => {
    const { email } = await registerOnly();
    await env.smtp.waitFor(email, /Confirm/);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const ask = await post('/int/users/email/verification-resend-email', { email }, '192.0.2.99');
      statuses.push(ask.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
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

describe('password reset timing', () => {
  it('answers a known and an unknown address in the same time', async () => {
    const { email } = await registerAndLogin(env.t.app);
    const ask = (address: string, i: number) =>
      post('/int/user/password/send-reset-email', { email: address }, `192.0.2.${i + 101}`);
    const [known, unknown] = await interleavedMediansMs(
      3,
      (i) => ask(email, i),
      (i) => ask(uniqueEmail('nobody'), i + 10),
    );
    // Both held to the same floor, which is longer than the work of the known address.
    expect(known).toBeGreaterThanOrEqual(240);
    expect(unknown).toBeGreaterThanOrEqual(240);
    expect(Math.abs(known - unknown)).toBeLessThan(100);
  });
});

describe('profile changes', () => {
  it('limits the checks of the current password when changing it', async () => {
    const { password, headers } = await registerAndLogin(env.t.app);
    const change = (current: string) =>
      env.t.app.inject({
        method: 'POST',
        url: '/int/user/password/change',
        headers,
        payload: { current_password: current, new_password: 'changed-pass-7' },
      });
    for (let i = 0; i < 5; i++) expect((await change('wrong-guess')).statusCode).toBe(400);
    const blocked = await change(password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    clock.advance(15 * 60_000 + 1000);
    expect((await change(password)).statusCode).toBe(200);
  });

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
