import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { emailMessages } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { createServerDatabase } from './server-database.js';
import { startSmtpSink } from './smtp-sink.js';

/**
 * Runs `work` in one transaction with the database owner's rights, which the application
 * gave up after migrating (APP_ROLE): what a forger with the owner's password could do.
 */
export function asDatabaseOwner<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role none`);
    return work(tx as unknown as Db);
  });
}

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & { advance: (ms: number) => void };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL (dropped again when the file ends).
 */
async function openFreshDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite-memory' });

  const { url, drop } = await createServerDatabase(serverUrl);
  let database: Database;
  try {
    database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export async function createTestApp(
  options: {
    clock?: Clock;
    smtpUrl?: string;
    env?: Record<string, string>;
    /** Receives every log line (set LOG_LEVEL in `env`; the tests' default is silent). */
    logStream?: { write: (line: string) => void };
  } = {},
) {
  const database = await openFreshDatabase();
  let built: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://app.test',
      // Tests move their clocks by hours and years and keep their sessions: the expiries are
      // tested with the defaults (passed as '') in sessions.int.test.ts.
      SESSION_IDLE_HOURS: '876000',
      SESSION_TTL_DAYS: '36500',
      // Keys and attachments go to a folder of this app's own, never the working tree's data/.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aml-data-')),
      STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'aml-files-')),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    });
    built = await buildApp({
      config,
      db: database.db,
      listen: database.listen,
      clock: options.clock,
      webDistDir: '/nonexistent',
      logStream: options.logStream,
    });
    await built.app.ready();
  } catch (error) {
    // A test of a start that must fail (a bad MAXMIND_DB_PATH) gets no app to close: the
    // database is dropped here, or each such run would leave one on the PostgreSQL server.
    await built?.app.close().catch(() => {});
    await database.close();
    throw error;
  }
  const { app, deps, routes } = built;
  databaseOf.set(app, database);
  return {
    app,
    deps,
    routes,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The database of each test app, where `registerAndLogin` finds the verification e-mail. */
const databaseOf = new WeakMap<object, Database>();

/**
 * Confirms `email` with the link of the newest verification e-mail sent to it, as its owner
 * would: a login is refused until then. Read from the outbox table, which holds every message
 * whether or not an SMTP server delivers it.
 */
export async function verifyEmailOf(app: TestApp['app'], email: string): Promise<void> {
  const database = databaseOf.get(app);
  if (!database) throw new Error('not an app of createTestApp');
  const [mail] = await database.db
    .select({ text: emailMessages.text_body })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.to_address, email),
        like(emailMessages.text_body, '%/user/email-verification/%'),
      ),
    )
    .orderBy(desc(emailMessages.id))
    .limit(1);
  const code = mail?.text.match(/\/user\/email-verification\/([\w-]+)/)?.[1];
  if (!code) throw new Error(`no verification e-mail to ${email}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/int/users/email/verify',
    payload: { code },
  });
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${randomBytes(3).toString('hex')}@example.pl`;
}

/**
 * Registers an account, confirms its address from the e-mailed link and logs in; answers the
 * e-mail, password and bearer token.
 */
export async function registerAndLogin(app: TestApp['app'], email = uniqueEmail()) {
  const password = 'correct-horse-1';
  const register = await app.inject({
    method: 'POST',
    url: '/int/user',
    payload: { email, password },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  await verifyEmailOf(app, email);
  const login = await app.inject({
    method: 'POST',
    url: '/int/login',
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json<{ token: string }>().token;
  return { email, password, token, headers: { authorization: `Bearer ${token}` } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthHeaders = { authorization: string };
export type CallApi = (
  method: Method,
  url: string,
  headers?: AuthHeaders,
  payload?: object,
) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

/**
 * A fresh app for one test file (with a loopback SMTP server when asked), started before
 * its tests and closed after them. Fields are filled in by `beforeAll`.
 */
export function useTestApp(
  options: { clock?: Clock; smtp?: boolean; env?: Record<string, string> } = {},
) {
  const context = {} as {
    t: TestApp;
    smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    call: CallApi;
  };
  beforeAll(async () => {
    if (options.smtp) context.smtp = await startSmtpSink();
    context.t = await createTestApp({
      clock: options.clock,
      smtpUrl: context.smtp?.url,
      env: options.env,
    });
    context.call = async (method, url, headers, payload) =>
      context.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  });
  afterAll(async () => {
    await context.t?.close();
    await context.smtp?.close();
  });
  return context;
}

/** A user (new, or registered as `email`) working in a new team of their own, as its admin. */
export async function inNewTeam(
  env: ReturnType<typeof useTestApp>,
  name = 'Biuro',
  email = uniqueEmail(),
) {
  const account = await registerAndLogin(env.t.app, email);
  const team = (await env.call('POST', '/int/teams', account.headers, { name })).json<{
    code: string;
  }>().code;
  await env.call('POST', '/int/teams/change', account.headers, { code: team });
  return { ...account, team };
}

/**
 * A new user who joins the team `team` with `role` from the admin's invitation and works in
 * it. The invitation's mail, when a mail sink runs, is waited for here so it never mixes with
 * the mails a test looks at.
 */
export async function joinTeam(
  env: ReturnType<typeof useTestApp>,
  admin: AuthHeaders,
  team: string,
  role: string,
) {
  const member = await registerAndLogin(env.t.app);
  const invitation = (
    await env.call('POST', '/int/teams/invite', admin, { email: member.email, role })
  ).json<{ code: string }>().code;
  await env.call('POST', `/int/teams/invite/${invitation}/handle`, member.headers, {
    accept: true,
  });
  await env.call('POST', '/int/teams/change', member.headers, { code: team });
  if (env.smtp) await env.smtp.waitFor(member.email, /Invitation/);
  return member;
}

/**
 * A new team of an admin and a member with `role`, both working in it: the usual cast of the
 * record modules' tests.
 */
export async function teamWithMember(
  env: ReturnType<typeof useTestApp>,
  role: string,
  name = 'Biuro',
) {
  const { team, ...admin } = await inNewTeam(env, name);
  const member = await joinTeam(env, admin.headers, team, role);
  const codeOf = async (headers: AuthHeaders) =>
    (await env.call('GET', '/int/user', headers)).json<{ code: string }>().code;
  return {
    team,
    admin: { ...admin, code: await codeOf(admin.headers) },
    member: { ...member, code: await codeOf(member.headers) },
  };
}
