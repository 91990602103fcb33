import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, exchangeRateCoverage, exchangeRates } from '../db/schema.js';
import { startSmtpSink } from './smtp-sink.js';
import { asDatabaseOwner, createTestApp, uniqueEmail, type TestApp } from './test-app.js';

/**
 * Issue 28 item 6: the whole log of a realistic run, at trace level, holds none of the
 * personal data and secrets the run made: e-mail addresses, PESELs, names, client IP
 * addresses, passwords, bearer tokens, one-time codes. Run with SMTP (no e-mailed link may be logged either), and without
 * (only the documented links, unless LOG_EMAIL_LINKS=false).
 */

/** A valid PESEL of a person born on `date` (YYYY-MM-DD, 1900–1999) with serial `serial`. */
function pesel(date: string, serial: number): string {
  const [year, month, day] = date.split('-');
  const digits = `${year!.slice(2)}${month}${day}${String(serial).padStart(4, '0')}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const LINK = /https?:\/\/\S+/g;
const OUTBOX_LINE = 'E-mail kept in the local outbox';

/** What a run created that the log must not hold (each at least 8 characters). */
type Secrets = { kind: string; value: string }[];

/** Collects every line the server logs, at every level. */
function logCollector() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

/** A statement the application's own database role may not run (it owns no table). */
async function asOwner(t: TestApp, statement: string) {
  await asDatabaseOwner(t.database.db, (owner) => owner.execute(sql.raw(statement)));
}

async function run(t: TestApp, secrets: Secrets) {
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: { authorization: string },
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const expectStatus = (response: { statusCode: number; body: string }, status: number) =>
    expect(response.statusCode, response.body).toBe(status);
  const secret = (kind: string, value: string) => {
    secrets.push({ kind, value });
    return value;
  };
  /** The one-time code of the newest e-mail to `email` with a link to `path`. */
  const codeFrom = async (email: string, path: string) => {
    const mails = await t.database.db
      .select({ to: emailMessages.to_address, text: emailMessages.text_body })
      .from(emailMessages)
      .orderBy(sql`${emailMessages.id} desc`);
    const mail = mails.find((m) => m.to === email && m.text.includes(path));
    const code = mail?.text.match(new RegExp(`${path}([\\w-]+)`))?.[1];
    if (!code) throw new Error(`no e-mail to ${email} with ${path}`);
    return secret('one-time code', code);
  };
  const register = async (prefix: string, password: string) => {
    const email = secret('e-mail', uniqueEmail(prefix));
    secret('password', password);
    expectStatus(await call('POST', '/int/user', undefined, { email, password }), 201);
    const code = await codeFrom(email, '/user/email-verification/');
    expectStatus(await call('POST', '/int/users/email/verify', undefined, { code }), 200);
    return email;
  };
  // The users sign in from a client address of their own: personal data too.
  const clientIp = secret('client IP address', '203.0.113.57');
  const login = async (email: string, password: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      remoteAddress: clientIp,
      payload: { email, password },
    });
    expectStatus(response, 200);
    const token = secret('bearer token', response.json<{ token: string }>().token);
    return { authorization: `Bearer ${token}` };
  };

  // An owner registers, confirms the address, and a wrong password is tried on the account.
  const ownerEmail = await register('owner', 'Kasztan-Wrzos-41');
  expectStatus(
    await call('POST', '/int/login', undefined, {
      email: ownerEmail,
      password: secret('password', 'Zly-Kasztan-99'),
    }),
    401,
  );
  // Somebody registers with the owner's address: the owner is e-mailed.
  expectStatus(
    await call('POST', '/int/user', undefined, {
      email: ownerEmail,
      password: secret('password', 'Obcy-Wrzos-77'),
    }),
    201,
  );
  // The owner forgets the password and resets it from the e-mailed link.
  expectStatus(
    await call('POST', '/int/user/password/send-reset-email', undefined, { email: ownerEmail }),
    200,
  );
  const resetCode = await codeFrom(ownerEmail, '/user/reset-password/');
  const ownerPassword = secret('password', 'Nowy-Kasztan-2026');
  expectStatus(
    await call('POST', '/int/user/password/reset', undefined, {
      code: resetCode,
      password: ownerPassword,
    }),
    200,
  );
  const owner = await login(ownerEmail, ownerPassword);
  const changedPassword = secret('password', 'Zmienione-Haslo-58');
  expectStatus(
    await call('POST', '/int/user/password/change', owner, {
      current_password: ownerPassword,
      new_password: changedPassword,
    }),
    200,
  );
  const ownerAgain = await login(ownerEmail, changedPassword);

  // A team; a registered colleague and an address without an account are invited.
  const team = (await call('POST', '/int/teams', ownerAgain, { name: 'Kantor Log' })).json<{
    code: string;
  }>().code;
  expectStatus(await call('POST', '/int/teams/change', ownerAgain, { code: team }), 200);
  const memberEmail = await register('member', 'Sosna-Buk-Jodla-3');
  const member = await login(memberEmail, 'Sosna-Buk-Jodla-3');
  const invited = await call('POST', '/int/teams/invite', ownerAgain, {
    email: memberEmail,
    role: 'all_viewer_member',
  });
  expectStatus(invited, 201);
  const invitationCode = await codeFrom(memberEmail, '/user/team/invite/');
  expectStatus(await call('GET', `/int/teams/invite/${invitationCode}`, member), 200);
  expectStatus(
    await call('POST', `/int/teams/invite/${invitationCode}/handle`, member, { accept: true }),
    200,
  );
  const strangerEmail = secret('e-mail', uniqueEmail('refused'));
  expectStatus(
    await call('POST', '/int/teams/invite', ownerAgain, {
      email: strangerEmail,
      role: 'self_viewer_member',
    }),
    201,
  );
  await codeFrom(strangerEmail, '/user/team/invite/');

  // Parties with PESELs, e-mails and names, found by PESEL, by name and by e-mail.
  const parties: string[] = [];
  for (const [i, lastName] of ['Zdziebłowska', 'Wierzbięta', 'Chrząszczyk'].entries()) {
    const partyPesel = secret('PESEL', pesel(`198${i}-0${i + 3}-1${i}`, 1234 + i * 2));
    const partyEmail = secret('e-mail', uniqueEmail(`klient${i}`));
    secret('name', lastName);
    const created = await call('POST', '/int/parties', ownerAgain, {
      type: 'individual',
      first_name: 'Genowefa',
      last_name: lastName,
      pesel: partyPesel,
      contact: { email: partyEmail, phone: '601 234 567', phone_country_code: '+48' },
      citizenships: ['PL'],
    });
    expectStatus(created, 201);
    parties.push(created.json<{ party: { code: string } }>().party.code);
    expectStatus(await call('POST', '/int/parties/search', ownerAgain, { text: partyPesel }), 200);
    expectStatus(
      await call('GET', `/int/alerts?text=${encodeURIComponent(lastName)}`, ownerAgain),
      200,
    );
  }

  // Transactions large enough to raise alerts and tasks, which are e-mailed to the team.
  await t.database.db
    .insert(exchangeRates)
    .values([
      {
        currency: 'EUR',
        mid: '4.2500',
        effective_date: '2026-03-02',
        table_no: '042/A/NBP/2026',
        source: 'nbp',
      },
    ])
    .onConflictDoNothing();
  await t.database.db
    .insert(exchangeRateCoverage)
    .values([{ currency: 'EUR', checked_through: '2026-03-05' }])
    .onConflictDoNothing();
  for (const party of parties) {
    const recorded = await call('POST', '/int/transactions', ownerAgain, {
      type: 'buyer_fiat',
      amount: '70000',
      currency: 'PLN',
      booked_at: '2026-03-02T09:30:00+01:00',
      payment_method: 'cash',
      description: `Zakup waluty ${secrets.find((s) => s.kind === 'name')!.value}`,
      parties: [{ party_code: party, role: 'buyer' }],
    });
    expectStatus(recorded, 201);
  }

  // A query the database refuses, with a PESEL, an e-mail and a name among its parameters.
  await asOwner(
    t,
    "ALTER TABLE parties ADD CONSTRAINT log_test_refused CHECK (last_name IS DISTINCT FROM 'Niezapisywalska')",
  );
  secret('name', 'Niezapisywalska');
  const failed = await call('POST', '/int/parties', ownerAgain, {
    type: 'individual',
    first_name: 'Genowefa',
    last_name: 'Niezapisywalska',
    pesel: secret('PESEL', pesel('1975-11-23', 4321)),
    contact: { email: secret('e-mail', uniqueEmail('odrzucony')) },
    citizenships: ['PL'],
  });
  expectStatus(failed, 500);
  await asOwner(t, 'ALTER TABLE parties DROP CONSTRAINT log_test_refused');

  // A throwaway account is deleted from the e-mailed link.
  const leaverEmail = await register('leaver', 'Odchodze-Stad-12');
  const leaver = await login(leaverEmail, 'Odchodze-Stad-12');
  expectStatus(
    await call('POST', '/int/user/delete', leaver, { password: 'Odchodze-Stad-12' }),
    200,
  );
  const deletionCode = await codeFrom(leaverEmail, '/user/account-delete/');
  expectStatus(await call('GET', `/int/users/email/delete-user?code=${deletionCode}`), 200);
  expectStatus(await call('POST', '/int/logout', member), 200);

  // Every message is handed to the transport (or failed) before the log is read.
  for (let round = 0; round < 50; round += 1) {
    await t.deps.emails.kick();
    const [{ waiting } = { waiting: 1 }] = await t.database.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(emailMessages)
      .where(sql`${emailMessages.status} in ('pending', 'sending') and attempts = 0`);
    if (waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mails = await t.database.db
    .select({ text: emailMessages.text_body, status: emailMessages.status })
    .from(emailMessages);
  const links = [...new Set(mails.flatMap((mail) => mail.text.match(LINK) ?? []))];
  return { links };
}

/** The secrets found in `text`, as `kind: value in …where…`. */
function found(text: string, secrets: Secrets): string[] {
  const lower = text.toLowerCase();
  return secrets.flatMap(({ kind, value }) => {
    const at = lower.indexOf(value.toLowerCase());
    return at < 0 ? [] : [`${kind}: ${value} in …${text.slice(Math.max(0, at - 100), at + 60)}…`];
  });
}

async function runLogged(options: { smtpUrl?: string; env?: Record<string, string> }) {
  const log = logCollector();
  const t = await createTestApp({
    smtpUrl: options.smtpUrl,
    logStream: log.stream,
    env: {
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
      NBP_FETCH_ENABLED: 'false',
      SANCTIONS_FETCH_ENABLED: 'false',
      ...options.env,
    },
  });
  const secrets: Secrets = [];
  try {
    const { links } = await run(t, secrets);
    return { lines: log.lines, secrets, links };
  } finally {
    await t.close();
  }
}

// A run registers, logs in and resets passwords (argon2 and the answer floors take their time).
describe('the log of a whole run', { timeout: 120_000 }, () => {
  it('holds no personal data, secret or e-mailed link with SMTP', async () => {
    // The sink refuses one invitee's address, as a mistyped one would be: the failure is logged.
    const smtp = await startSmtpSink({ refuse: (address) => address.startsWith('refused.') });
    try {
      const { lines, secrets, links } = await runLogged({ smtpUrl: smtp.url });
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(100);
      expect(text).toContain('E-mail delivery failed');
      expect(text).toContain('params: [not logged]');
      expect(found(text, secrets)).toEqual([]);
      expect(links.length).toBeGreaterThan(5);
      expect(links.filter((link) => text.includes(link))).toEqual([]);
      expect(text).not.toContain('http://app.test/');
      expect(text).not.toContain('local outbox');
    } finally {
      await smtp.close();
    }
  });

  it('holds only the e-mailed links without SMTP, as the start-up says', async () => {
    const { lines, secrets, links } = await runLogged({});
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const notices = entries.filter((entry) => String(entry.msg).includes('local outbox, where'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.msg).toMatch(/only personal data logged.*LOG_EMAIL_LINKS=false/);
    // The outbox's lines carry the links of each message and its address masked.
    const outbox = entries.filter((entry) => entry.msg === OUTBOX_LINE);
    expect(outbox.length).toBeGreaterThan(5);
    const logged = outbox.flatMap((entry) => entry.links as string[]);
    expect([...new Set(logged)].sort()).toEqual([...links].sort());
    for (const entry of outbox) expect(entry.to).toMatch(/^\w…@example\.pl$/);
    // Apart from those links, nothing of the run.
    const withoutLinks = entries
      .map((entry) => JSON.stringify(entry.msg === OUTBOX_LINE ? { ...entry, links: [] } : entry))
      .join('\n');
    expect(found(withoutLinks, secrets)).toEqual([]);
    // The links themselves hold codes, never an address, a PESEL, a name or a password.
    expect(
      found(logged.join(' '), secrets).filter((hit) => !hit.startsWith('one-time code:')),
    ).toEqual([]);
  });

  it('holds no link without SMTP when LOG_EMAIL_LINKS=false', async () => {
    const off = await runLogged({ env: { LOG_EMAIL_LINKS: 'false' } });
    const offText = off.lines.join('');
    expect(offText).toContain('Its links are not logged (LOG_EMAIL_LINKS=false)');
    expect(offText).toContain(OUTBOX_LINE);
    expect(found(offText, off.secrets)).toEqual([]);
    expect(off.links.filter((link) => offText.includes(link))).toEqual([]);
  });
});
