import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestClock,
  registerAndLogin,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

describe('login and sessions', () => {
  it('answers a wrong password and an unknown address identically', async () => {
    const { email } = await registerAndLogin(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email, password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email: uniqueEmail('ghost'), password: 'wrong-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknown.body);
    expect(wrongPassword.json().code).toBe('invalid_credentials');
  });

  it('issues an opaque token that is stored only as a hash', async () => {
    const { token, headers } = await registerAndLogin(t.app);
    expect(token).toMatch(/^[\w-]{43}$/);
    const session = await t.app.inject({ method: 'GET', url: '/int/session', headers });
    expect(session.statusCode).toBe(200);
    expect(new Date(session.json().expires_at).getTime()).toBeGreaterThan(clock.now().getTime());
    const stored = await t.database.db.query.sessions.findMany();
    expect(stored.every((s) => s.token_hash !== token && s.token_hash.length === 64)).toBe(true);
  });

  it('revokes the token on logout', async () => {
    const { headers } = await registerAndLogin(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/int/logout', headers });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/int/user', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      code: 'unauthorized',
      message: 'Authentication required',
    });
  });

  it('refuses missing, malformed and expired tokens', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/int/user' });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/int/user',
      headers: { authorization: 'Bearer x' },
    });
    const { headers } = await registerAndLogin(t.app);
    clock.advance(31 * 86_400_000);
    const expired = await t.app.inject({ method: 'GET', url: '/int/user', headers });
    expect([none.statusCode, malformed.statusCode, expired.statusCode]).toEqual([401, 401, 401]);
  });

  it('limits failed logins per account and lets the owner in again after the window', async () => {
    const { email, password } = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i++) {
      const attempt = await t.app.inject({
        method: 'POST',
        url: '/int/login',
        payload: { email, password: 'bad-guess' },
      });
      expect(attempt.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email, password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(15 * 60_000 + 1000);
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email, password },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('limits logins per client address across accounts', async () => {
    clock.advance(60 * 60_000);
    const remoteAddress = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const attempt = await t.app.inject({
        method: 'POST',
        url: '/int/login',
        remoteAddress,
        payload: { email: uniqueEmail('spray'), password: 'guess-guess' },
      });
      statuses.push(attempt.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      remoteAddress: '203.0.113.8',
      payload: { email: uniqueEmail('spray'), password: 'guess-guess' },
    });
    expect(otherAddress.statusCode).toBe(401);
  });
});
