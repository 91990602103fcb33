import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerDatabase } from '../../test/server-database.js';
import type { startAppProcess } from '../../test/app-process.js';

/**
 * Two API processes on one PostgreSQL database, as the README's scaling-out runs them: a
 * change of rights made through one takes effect in the other within a second, although the
 * other has the session cached (for 10 s) and shares no memory with the first; only the
 * database's notifications reach it. Needs DATABASE_URL: the embedded database has one
 * process.
 */
const serverUrl = process.env.DATABASE_URL;

type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;
type Headers = { authorization: string };

/** The app module graph afresh: the second "process" shares no module state with the first. */
async function freshProcess(url: string, migrate = false): Promise<AppProcess> {
  vi.resetModules();
  const { startAppProcess } = await import('../../test/app-process.js');
  return startAppProcess(url, { migrate });
}

describe.skipIf(!serverUrl)('revocation across API processes on one PostgreSQL', () => {
  let first: AppProcess;
  let second: AppProcess;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createServerDatabase(serverUrl!);
    drop = database.drop;
    first = await freshProcess(database.url, true);
    second = await freshProcess(database.url);
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  const call = (
    on: AppProcess,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => on.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  let counter = 0;
  /** A confirmed account, signed in through the first process. */
  async function account() {
    counter += 1;
    const email = `across.${counter}.${Date.now().toString(36)}@example.pl`;
    const password = 'correct-horse-1';
    expect(
      (await call(first, 'POST', '/int/user', undefined, { email, password })).statusCode,
    ).toBe(201);
    const code = await first.mailedCode(email, '/user/email-verification/');
    await call(first, 'POST', '/int/users/email/verify', undefined, { code });
    return { email, password, headers: await login(email, password) };
  }
  async function login(email: string, password: string): Promise<Headers> {
    const answer = await call(first, 'POST', '/int/login', undefined, { email, password });
    expect(answer.statusCode).toBe(200);
    return { authorization: `Bearer ${answer.json().token}` };
  }

  /**
   * What the second process answers (`observe`) is `before`, twice (the second time from its
   * cache), and `after` within a second of `change` made through the first.
   */
  async function takesEffectWithinASecond(
    observe: () => Promise<unknown>,
    before: unknown,
    change: () => Promise<unknown>,
    after: unknown,
  ) {
    expect(await observe()).toEqual(before);
    expect(await observe()).toEqual(before);
    await change();
    const changedAt = Date.now();
    let seen = await observe();
    while (JSON.stringify(seen) !== JSON.stringify(after) && Date.now() - changedAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await observe();
    }
    expect(seen).toEqual(after);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  }

  const status = (request: ReturnType<typeof call>) => request.then((answer) => answer.statusCode);

  /** An admin's team with a member of `role`, both working in it. */
  async function team(role: string) {
    const owner = await account();
    const code = (await call(first, 'POST', '/int/teams', owner.headers, { name: 'Biuro' })).json()
      .code as string;
    await call(first, 'POST', '/int/teams/change', owner.headers, { code });
    const member = await account();
    const invitation = (
      await call(first, 'POST', '/int/teams/invite', owner.headers, { email: member.email, role })
    ).json().code as string;
    await call(first, 'POST', `/int/teams/invite/${invitation}/handle`, member.headers, {
      accept: true,
    });
    await call(first, 'POST', '/int/teams/change', member.headers, { code });
    const members = (await call(first, 'GET', `/int/teams/${code}/members`, owner.headers)).json()
      .items as Array<{ email: string; code: string }>;
    const memberCode = members.find((m) => m.email === member.email)!.code;
    return { code, owner, member, memberCode };
  }

  it('ends a session logged out through the other process', async () => {
    const { headers } = await account();
    await takesEffectWithinASecond(
      () => status(call(second, 'GET', '/int/user', headers)),
      200,
      () => call(first, 'POST', '/int/logout', headers),
      401,
    );
  });

  it('ends the other sessions of a password changed through the other process', async () => {
    const { email, password, headers } = await account();
    const elsewhere = await login(email, password);
    await takesEffectWithinASecond(
      () => status(call(second, 'GET', '/int/user', elsewhere)),
      200,
      async () => {
        const change = await call(first, 'POST', '/int/user/password/change', headers, {
          current_password: password,
          new_password: 'changed-horse-2',
        });
        expect(change.statusCode).toBe(200);
      },
      401,
    );
  });

  it('takes away what a role changed through the other process no longer allows', async () => {
    const { code, owner, member, memberCode } = await team('admin');
    await takesEffectWithinASecond(
      () => status(call(second, 'GET', '/int/audit-events', member.headers)),
      200,
      async () => {
        const demote = await call(
          first,
          'PATCH',
          `/int/teams/${code}/members/${memberCode}`,
          owner.headers,
          { role: 'self_viewer_member' },
        );
        expect(demote.statusCode).toBe(200);
      },
      403,
    );
  });

  it('shuts a member removed through the other process out of the team', async () => {
    const { code, owner, member, memberCode } = await team('self_viewer_member');
    await takesEffectWithinASecond(
      // The team the second process takes the member to work in, and with what role.
      async () => {
        const user = (await call(second, 'GET', '/int/user', member.headers)).json();
        return [user.currentTeamCodeContext === code, user.teams.length];
      },
      [true, 2],
      async () => {
        const remove = await call(
          first,
          'DELETE',
          `/int/teams/${code}/members/${memberCode}`,
          owner.headers,
        );
        expect(remove.statusCode).toBe(200);
      },
      [false, 1],
    );
  });
});
