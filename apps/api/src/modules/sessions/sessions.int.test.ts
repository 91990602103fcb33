import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, sessions } from '../../db/schema.js';
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
  // The expiries of production: 8 hours idle, 7 days in all ('' is the default).
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '', SESSION_TTL_DAYS: '' } });
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/int/login', remoteAddress, payload: { email, password } });

const me = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/int/user', headers });

/** The stored last request of the session of `token`'s user (the newest session). */
async function lastSeenOf(userEmail: string) {
  const rows = await t.database.db.query.users.findFirst({
    where: (users, { eq: equals }) => equals(users.email, userEmail),
  });
  const [session] = await t.database.db
    .select({ lastSeenAt: sessions.last_seen_at })
    .from(sessions)
    .where(eq(sessions.user_id, rows!.id))
    .orderBy(desc(sessions.id))
    .limit(1);
  return session!.lastSeenAt.getTime();
}

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

  it('limits failed logins per account and address, and lets that address in again after the window', async () => {
    const { email, password } = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await login(email, 'bad-guess')).statusCode).toBe(401);
    }
    const blocked = await login(email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(15 * MINUTE + 1000);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('does not let a stranger who exhausts the limit from another address lock the owner out', async () => {
    const { email, password } = await registerAndLogin(t.app);
    const stranger = '198.51.100.23';
    for (let i = 0; i < 10; i++) {
      expect((await login(email, 'bad-guess', stranger)).statusCode).toBe(401);
    }
    expect((await login(email, password, stranger)).statusCode).toBe(429);
    // The owner, from their own address, is not concerned by the stranger's guesses.
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('locks an account guessed at from many addresses, and the e-mailed reset link lifts it', async () => {
    clock.advance(2 * HOUR);
    const { email, password } = await registerAndLogin(t.app);
    // 100 failed attempts an hour at one account in all (its owner's logins do not count).
    for (let i = 0; i < 100; i++) {
      const guess = await login(email, 'bad-guess', `203.0.113.${i + 1}`);
      expect(guess.statusCode).toBe(401);
    }
    const locked = await login(email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'login_locked' });
    expect(locked.json().message).toMatch(/reset the password/);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/int/user/password/send-reset-email',
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select({ text: emailMessages.text_body })
      .from(emailMessages)
      .where(eq(emailMessages.to_address, email))
      .orderBy(desc(emailMessages.id))
      .limit(1);
    const code = mail!.text.match(/\/user\/reset-password\/([\w-]+)/)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/int/user/password/reset',
      payload: { code, password: `${password}-new` },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, `${password}-new`)).statusCode).toBe(200);
  });

  it('ends a session after 8 hours without a request, in the cache as in the database', async () => {
    const { email, headers } = await registerAndLogin(t.app);
    expect((await me(headers)).statusCode).toBe(200); // now cached
    clock.advance(7 * HOUR + 59 * MINUTE);
    expect((await me(headers)).statusCode).toBe(200);
    clock.advance(7 * HOUR + 59 * MINUTE);
    expect((await me(headers)).statusCode).toBe(200);
    expect(await lastSeenOf(email)).toBe(clock.now().getTime());
    clock.advance(8 * HOUR + MINUTE);
    const ended = await me(headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('unauthorized');
  });

  it('records the last request of a session at most once a minute', async () => {
    const { email, headers } = await registerAndLogin(t.app);
    const loggedInAt = clock.now().getTime();
    expect(await lastSeenOf(email)).toBe(loggedInAt);
    clock.advance(30_000);
    await me(headers);
    clock.advance(29_000);
    await me(headers);
    expect(await lastSeenOf(email)).toBe(loggedInAt);
    clock.advance(2_000);
    await me(headers);
    expect(await lastSeenOf(email)).toBe(loggedInAt + 61_000);
  });

  it('ends a session 7 days after the login however active it is', async () => {
    const { headers } = await registerAndLogin(t.app);
    const session = (await t.app.inject({ method: 'GET', url: '/int/session', headers })).json<{
      expires_at: string;
    }>();
    expect(new Date(session.expires_at).getTime()).toBe(clock.now().getTime() + 7 * 24 * HOUR);
    for (let hours = 6; hours < 7 * 24; hours += 6) {
      clock.advance(6 * HOUR);
      expect((await me(headers)).statusCode, `after ${hours} hours`).toBe(200);
    }
    clock.advance(6 * HOUR);
    expect((await me(headers)).statusCode).toBe(401);
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
