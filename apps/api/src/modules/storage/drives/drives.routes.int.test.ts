import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriveProvider } from '@aml/shared';
import { auditEvents, driveConnections, oauthStates, teams } from '../../../db/schema.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { registerAuth } from '../../../plugins/auth.js';
import { registerErrorHandling } from '../../../plugins/errors.js';
import {
  createTestClock,
  inNewTeam,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../../test/test-app.js';
import { configWith } from './drive-test-kit.js';
import { drivesRoutes } from './drives.routes.js';
import {
  startFakeGoogle,
  startFakeMicrosoft,
  type FakeGoogle,
  type FakeMicrosoft,
} from './fake-providers.js';
import { createGoogleDriveStore } from './google-drive-store.js';
import type { DriveDeps } from './tokens.js';

const env = useTestApp();
const clock = createTestClock();
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let deps: DriveDeps;
/** The drives' routes beside the test app's, sharing its database and sessions. */
let api: FastifyInstance;
let unconfigured: FastifyInstance;

async function drivesApp(driveDeps: DriveDeps) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAuth(app, env.t.deps);
  await app.register(drivesRoutes(driveDeps));
  await app.ready();
  return app;
}

beforeAll(async () => {
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft('organizations');
  deps = {
    db: env.t.deps.db,
    config: configWith({ ...google.env, ...microsoft.env }),
    clock,
    secrets: createSecretBox(randomBytes(32)),
  };
  api = await drivesApp(deps);
  unconfigured = await drivesApp({ ...deps, config: configWith({}) });
});

afterAll(async () => {
  await api?.close();
  await unconfigured?.close();
  await google?.close();
  await microsoft?.close();
});

const call = (method: 'GET' | 'POST', url: string, headers?: AuthHeaders) =>
  api.inject({ method, url, ...(headers ? { headers } : {}) });

/** The browser's cookie of the last login started: the callback must come back with it. */
let browserCookie = '';

async function startLogin(provider: DriveProvider, headers: AuthHeaders) {
  const login = await call('POST', `/int/${provider}/login`, headers);
  expect(login.statusCode).toBe(200);
  const setCookie = String(login.headers['set-cookie']);
  expect(setCookie).toMatch(
    /^aml_drive_login=[\w-]{43}; Path=\/int\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
  );
  browserCookie = setCookie.split(';')[0]!;
  return new URL(login.json<{ url: string }>().url);
}

/** The browser at the provider's consent page: where the provider sends it back. */
async function consent(url: URL) {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

/** The browser back at the application: where the callback sends it. */
async function comeBack(callback: URL, cookie = browserCookie) {
  expect(`${callback.origin}${callback.pathname}`).toMatch(
    /^http:\/\/app\.test\/int\/(google|microsoft)\/login\/callback$/,
  );
  const answer = await api.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(answer.statusCode).toBe(302);
  return answer.headers.location;
}

const connect = async (provider: DriveProvider, headers: AuthHeaders) =>
  comeBack(await consent(await startLogin(provider, headers)));

async function teamIdOf(code: string) {
  const [row] = await deps.db.select({ id: teams.id }).from(teams).where(eq(teams.code, code));
  return row!.id;
}

/** Everything the drives keep in the database, as text: no token may be found in it. */
async function storedText() {
  const rows = [
    ...(await deps.db.select().from(driveConnections)),
    ...(await deps.db.select().from(oauthStates)),
    ...(await deps.db.select().from(auditEvents)),
  ];
  return JSON.stringify(rows);
}

describe('connecting a drive', () => {
  it('connects Google Drive: consent, the code exchanged with the PKCE verifier, tokens sealed', async () => {
    const admin = await inNewTeam(env);
    expect((await call('GET', '/int/google/info', admin.headers)).json()).toEqual({
      provider: 'google',
      configured: true,
      connected: false,
      status: null,
      account_email: null,
      account_name: null,
    });

    const url = await startLogin('google', admin.headers);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'test-client-id',
      redirect_uri: 'http://app.test/int/google/login/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/drive.file openid email',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    const callback = await consent(url);
    expect(await comeBack(callback)).toBe('/dashboard/storage?connected=google');

    expect((await call('GET', '/int/google/info', admin.headers)).json()).toMatchObject({
      configured: true,
      connected: true,
      status: 'connected',
      account_email: 'biuro@example.pl',
    });
    expect((await call('GET', '/int/google/accounts', admin.headers)).json()).toEqual({
      items: [{ email: 'biuro@example.pl', name: null }],
      total: 1,
    });
    const adminCode = (await env.call('GET', '/int/user', admin.headers)).json<{ code: string }>()
      .code;
    expect((await call('GET', '/int/google/connections', admin.headers)).json()).toEqual({
      items: [
        {
          provider: 'google',
          status: 'connected',
          account_email: 'biuro@example.pl',
          account_name: null,
          connected_by: adminCode,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
      total: 1,
    });

    const [row] = await deps.db
      .select()
      .from(driveConnections)
      .where(eq(driveConnections.team_id, await teamIdOf(admin.team)));
    expect(google.tokens.state.issued).toContain(deps.secrets.open(row!.refresh_token_encrypted!));
    const stored = await storedText();
    for (const token of google.tokens.state.issued) expect(stored).not.toContain(token);
    const [audit] = await deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_type, 'drive_connection'), eq(auditEvents.action, 'connected')),
      );
    expect(audit).toMatchObject({
      entity_code: 'google',
      changes: { provider: 'google', account_email: 'biuro@example.pl' },
    });

    // The state was used up: the same way back does not connect twice.
    expect(await comeBack(callback)).toBe('/dashboard/storage?drive_error=invalid_state');
  });

  it('connects nothing when the consent comes back in another browser than the one that started', async () => {
    const { headers } = await inNewTeam(env);
    const callback = await consent(await startLogin('google', headers));
    // The consent link was sent to someone else: their browser has no cookie, or its own.
    expect(await comeBack(callback, '')).toBe('/dashboard/storage?drive_error=invalid_state');
    const again = await consent(await startLogin('google', headers));
    expect(await comeBack(again, 'aml_drive_login=someone-elses-browser')).toBe(
      '/dashboard/storage?drive_error=invalid_state',
    );
  });

  it('connects OneDrive of a tenant: the account from Graph, the tokens sealed', async () => {
    const admin = await inNewTeam(env);
    const url = await startLogin('microsoft', admin.headers);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${microsoft.url}/organizations/oauth2/v2.0/authorize`,
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'test-client-id',
      redirect_uri: 'http://app.test/int/microsoft/login/callback',
      response_type: 'code',
      response_mode: 'query',
      scope: 'offline_access Files.ReadWrite.AppFolder User.Read',
      code_challenge_method: 'S256',
    });
    expect(await comeBack(await consent(url))).toBe('/dashboard/storage?connected=microsoft');

    expect((await call('GET', '/int/microsoft/info', admin.headers)).json()).toEqual({
      provider: 'microsoft',
      configured: true,
      connected: true,
      status: 'connected',
      account_email: 'biuro@example.onmicrosoft.com',
      account_name: 'Biuro Rachunkowe',
    });
    // Each drive is its own connection.
    expect((await call('GET', '/int/google/info', admin.headers)).json()).toMatchObject({
      connected: false,
    });
    const stored = await storedText();
    for (const token of microsoft.tokens.state.issued) expect(stored).not.toContain(token);
  });

  it('sends the browser back with the reason when the drive is not connected', async () => {
    const admin = await inNewTeam(env);
    const failed = async (provider: DriveProvider, reason: string, callback: URL) => {
      expect(await comeBack(callback)).toBe(`/dashboard/storage?drive_error=${reason}`);
      expect((await call('GET', `/int/${provider}/info`, admin.headers)).json()).toMatchObject({
        connected: false,
      });
    };

    microsoft.options.deny = true;
    try {
      await failed(
        'microsoft',
        'access_denied',
        await consent(await startLogin('microsoft', admin.headers)),
      );
    } finally {
      microsoft.options.deny = false;
    }

    // Ten minutes to consent and come back.
    const late = await startLogin('google', admin.headers);
    clock.advance(11 * 60_000);
    await failed('google', 'invalid_state', await consent(late));

    // A state of one provider does not complete the other.
    const crossed = await consent(await startLogin('google', admin.headers));
    await failed(
      'google',
      'invalid_state',
      new URL(`http://app.test/int/microsoft/login/callback${crossed.search}`),
    );

    // A code obtained with one verifier's challenge, brought back with another state: the
    // provider refuses the exchange (PKCE).
    const first = await consent(await startLogin('google', admin.headers));
    const second = await startLogin('google', admin.headers);
    const swapped = new URL(first);
    swapped.searchParams.set('state', second.searchParams.get('state')!);
    await failed('google', 'exchange_failed', swapped);

    // The user un-ticked the Drive permission: the grant is not kept, at Google either.
    google.options.grantedScope = 'openid https://www.googleapis.com/auth/userinfo.email';
    try {
      await failed(
        'google',
        'scope_not_granted',
        await consent(await startLogin('google', admin.headers)),
      );
    } finally {
      google.options.grantedScope =
        'https://www.googleapis.com/auth/drive.file openid https://www.googleapis.com/auth/userinfo.email';
    }

    await failed('google', 'invalid_state', new URL('http://app.test/int/google/login/callback'));
  });

  it('disconnects: revoked at Google, tokens forgotten, the files left in the drive', async () => {
    const admin = await inNewTeam(env);
    await connect('google', admin.headers);
    const teamId = await teamIdOf(admin.team);
    const [before] = await deps.db
      .select()
      .from(driveConnections)
      .where(eq(driveConnections.team_id, teamId));
    const refreshToken = deps.secrets.open(before!.refresh_token_encrypted!);

    expect((await call('POST', '/int/google/logout', admin.headers)).json()).toEqual({ ok: true });
    expect((await call('GET', '/int/google/info', admin.headers)).json()).toMatchObject({
      connected: false,
      status: 'revoked',
    });
    expect((await call('GET', '/int/google/accounts', admin.headers)).json()).toEqual({
      items: [],
      total: 0,
    });
    const [after] = await deps.db
      .select()
      .from(driveConnections)
      .where(eq(driveConnections.team_id, teamId));
    expect(after).toMatchObject({ refresh_token_encrypted: null, access_token_encrypted: null });
    // Google no longer takes the grant.
    const refresh = await fetch(`${google.url}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'test-client-id',
        client_secret: 'test-client-secret',
      }),
    });
    expect(refresh.status).toBe(400);
    const [audit] = await deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.team_id, teamId), eq(auditEvents.action, 'disconnected')));
    expect(audit).toMatchObject({ entity_type: 'drive_connection', entity_code: 'google' });

    // Connecting again works, and a second logout changes nothing.
    expect(await connect('google', admin.headers)).toBe('/dashboard/storage?connected=google');
    expect((await call('POST', '/int/google/logout', admin.headers)).statusCode).toBe(200);
    expect((await call('POST', '/int/google/logout', admin.headers)).statusCode).toBe(200);
  });

  it('shows a connection whose refresh Google refused as not connected, never as an error', async () => {
    const admin = await inNewTeam(env);
    await connect('google', admin.headers);
    const teamId = await teamIdOf(admin.team);
    const [row] = await deps.db
      .select()
      .from(driveConnections)
      .where(eq(driveConnections.team_id, teamId));
    google.tokens.revoke(deps.secrets.open(row!.refresh_token_encrypted!));
    clock.advance(2 * 3_600_000);

    await expect(
      createGoogleDriveStore(deps).ensureRoot({ id: teamId, code: admin.team }),
    ).rejects.toMatchObject({ reason: 'not_connected' });
    const info = await call('GET', '/int/google/info', admin.headers);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ configured: true, connected: false, status: 'revoked' });
  });

  it('shows a connection sealed under another key as not connected, never as an error', async () => {
    const admin = await inNewTeam(env);
    await connect('google', admin.headers);
    const teamId = await teamIdOf(admin.team);
    // The key changed (DATA_DIR reset, or processes that each generated their own).
    const otherKey = createSecretBox(randomBytes(32));
    await deps.db
      .update(driveConnections)
      .set({
        refresh_token_encrypted: otherKey.seal('1//refresh'),
        access_token_encrypted: otherKey.seal('ya29.access'),
      })
      .where(eq(driveConnections.team_id, teamId));

    await expect(
      createGoogleDriveStore(deps).ensureRoot({ id: teamId, code: admin.team }),
    ).rejects.toMatchObject({ reason: 'not_connected' });
    const info = await call('GET', '/int/google/info', admin.headers);
    expect(info.json()).toMatchObject({ connected: false, status: 'revoked' });
    expect((await call('POST', '/int/google/logout', admin.headers)).statusCode).toBe(200);
  });

  it('says plainly that the installation has not configured the drives', async () => {
    const admin = await inNewTeam(env);
    for (const provider of ['google', 'microsoft'] as const) {
      const info = await unconfigured.inject({
        method: 'GET',
        url: `/int/${provider}/info`,
        headers: admin.headers,
      });
      expect(info.json()).toMatchObject({ provider, configured: false, connected: false });
      const login = await unconfigured.inject({
        method: 'POST',
        url: `/int/${provider}/login`,
        headers: admin.headers,
      });
      expect(login.statusCode).toBe(409);
      expect(login.json()).toMatchObject({
        code: 'drive_not_configured',
        message: expect.stringMatching(/has not configured .*_CLIENT_ID and .*_CLIENT_SECRET/),
      });
    }
  });

  it('lets every member see the drive, and only an admin connect or disconnect it', async () => {
    const { admin, member } = await teamWithMember(env, 'self_viewer_member');
    expect((await call('GET', '/int/google/info', member.headers)).statusCode).toBe(200);
    expect((await call('GET', '/int/microsoft/connections', member.headers)).statusCode).toBe(200);
    expect((await call('POST', '/int/google/login', member.headers)).statusCode).toBe(403);
    expect((await call('POST', '/int/microsoft/logout', member.headers)).statusCode).toBe(403);
    expect((await call('GET', '/int/google/info')).statusCode).toBe(401);
    expect((await call('POST', '/int/google/login', admin.headers)).statusCode).toBe(200);
  });
});
