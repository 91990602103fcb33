import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alerts,
  attachments,
  auditEvents,
  comments,
  crbrChecks,
  giifFileItems,
  giifFiles,
  giifNotificationSubjects,
  giifNotifications,
  giifReportDetails,
  giifTransactionIds,
  historyEvents,
  parties,
  registriesReports,
  riskAssessments,
  transactionParties,
  transactions,
  whiteListChecks,
} from '../../db/schema.js';
import { multipartBody } from '../../test/multipart-body.js';
import { linkIn } from '../../test/smtp-sink.js';
import {
  createTestClock,
  inNewTeam,
  joinTeam,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { verifyAuditChain } from '../audit/audit.service.js';
import { createRetentionPurger, purgeExpiredRecords } from './retention.service.js';

const DAY = 86_400_000;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
const env = useTestApp({ clock, smtp: true });

/** Moves the clock to `years` calendar years after `from`, plus `days` days. */
function moveTo(from: Date, years: number, days: number) {
  const target = new Date(from);
  target.setUTCFullYear(target.getUTCFullYear() + years);
  clock.advance(target.getTime() + days * DAY - clock.now().getTime());
}

const purge = () => purgeExpiredRecords(env.t.deps);

async function createParty(headers: AuthHeaders, lastName = 'Nowak') {
  const response = await env.call('POST', '/int/parties', headers, {
    type: 'individual',
    first_name: 'Anna',
    last_name: lastName,
  });
  expect(response.statusCode).toBe(201);
  return response.json().party.code as string;
}

async function createTransaction(headers: AuthHeaders, partyCode: string, bookedAt: Date) {
  const response = await env.call('POST', '/int/transactions', headers, {
    type: 'buyer_fiat',
    amount: '70000',
    currency: 'PLN',
    booked_at: bookedAt.toISOString(),
    payment_method: 'cash',
    parties: [{ party_code: partyCode, role: 'buyer' }],
  });
  expect(response.statusCode).toBe(201);
  return response.json().code as string;
}

const partyRow = async (code: string) =>
  (await env.t.deps.db.select().from(parties).where(eq(parties.code, code)))[0];
const transactionRow = async (code: string) =>
  (await env.t.deps.db.select().from(transactions).where(eq(transactions.code, code)))[0];
const purgedEvents = (code: string) =>
  env.t.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_code, code), eq(auditEvents.action, 'purged')));

describe('retention purge', () => {
  it('keeps a deleted party five years minus a day, then purges it with what hangs on it', async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const code = await createParty(admin.headers);
    const event = await env.call('POST', '/int/history-events', admin.headers, {
      type: 'meeting',
      occurred_on: '2026-03-01',
      title: 'Spotkanie',
      description: 'Klient przedstawił źródło środków.',
      party_code: code,
    });
    expect(event.statusCode).toBe(201);
    const alert = await env.call('POST', '/int/alerts', admin.headers, {
      title: 'Klient unika pytań',
      explanation: 'Odmówił wskazania źródła środków.',
      severity: 'high',
      party_code: code,
    });
    expect(alert.statusCode).toBe(201);
    const comment = await env.call('POST', '/int/comments', admin.headers, {
      entity_type: 'alert',
      entity_code: alert.json().code,
      body: 'Do wyjaśnienia',
    });
    expect(comment.statusCode).toBe(201);
    // Another alert of the team that merely links to the party keeps itself, not the link.
    const other = await createParty(admin.headers, 'Kowalski');
    const linking = await env.call('POST', '/int/alerts', admin.headers, {
      title: 'Powiązanie',
      explanation: 'Wspólny adres.',
      severity: 'low',
      party_code: other,
    });
    const partyId = (await partyRow(code))!.id;
    await env.t.deps.db
      .update(alerts)
      .set({ links: [{ type: 'party', code, label: 'Anna Nowak' }] })
      .where(eq(alerts.code, linking.json().code));

    const deletedAt = clock.now();
    expect((await env.call('DELETE', `/int/parties/${code}`, admin.headers)).statusCode).toBe(200);
    expect(await partyRow(code)).toBeDefined();

    moveTo(deletedAt, 5, -1);
    await purge();
    expect(await partyRow(code)).toBeDefined();
    expect(await purgedEvents(code)).toEqual([]);

    moveTo(deletedAt, 5, 1);
    expect(await purge()).toBeGreaterThanOrEqual(1);
    expect(await partyRow(code)).toBeUndefined();
    const db = env.t.deps.db;
    expect(
      await db.select().from(historyEvents).where(eq(historyEvents.party_id, partyId)),
    ).toEqual([]);
    expect(await db.select().from(alerts).where(eq(alerts.party_id, partyId))).toEqual([]);
    expect(
      await db.select().from(riskAssessments).where(eq(riskAssessments.party_id, partyId)),
    ).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.code, comment.json().code))).toEqual(
      [],
    );
    const [kept] = await db.select().from(alerts).where(eq(alerts.code, linking.json().code));
    expect(kept!.links).toEqual([]);

    // One audit event per purged record, by no one, in the team; the trail still verifies.
    const [purged] = await purgedEvents(code);
    expect(purged).toMatchObject({ entity_type: 'party', actor_user_id: null });
    expect(purged!.team_id).not.toBeNull();
    expect(await purgedEvents(alert.json().code)).toHaveLength(1);
    expect(await purgedEvents(event.json().code)).toHaveLength(1);
    // The deletion's own event stays: the audit trail is never purged.
    expect(
      await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity_code, code), eq(auditEvents.action, 'deleted'))),
    ).toHaveLength(1);
    await env.t.deps.auditLinker.kick();
    const report = await verifyAuditChain(db, clock);
    expect(report.problem).toBeNull();
    expect(report.checked).toBeGreaterThan(0);
    // The party that was not deleted stays, however long it has been.
    expect(await partyRow(other)).toBeDefined();
  });

  it('counts a transaction from the later of its date and its deletion', async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const partyCode = await createParty(admin.headers);
    const bookedAt = clock.now();
    // Recorded now, deleted a year later: retention runs from the deletion.
    const late = await createTransaction(admin.headers, partyCode, bookedAt);
    clock.advance(365 * DAY);
    const deletedAt = clock.now();
    expect((await env.call('DELETE', `/int/transactions/${late}`, admin.headers)).statusCode).toBe(
      200,
    );
    const transactionId = (await transactionRow(late))!.id;

    // Five years and a day after the booking, but not after the deletion: kept.
    moveTo(bookedAt, 5, 1);
    await purge();
    expect(await transactionRow(late)).toBeDefined();

    moveTo(deletedAt, 5, 1);
    await purge();
    expect(await transactionRow(late)).toBeUndefined();
    expect(
      await env.t.deps.db
        .select()
        .from(transactionParties)
        .where(eq(transactionParties.transaction_id, transactionId)),
    ).toEqual([]);
    expect(await purgedEvents(late)).toHaveLength(1);
    // Its party was never deleted: it stays.
    expect(await partyRow(partyCode)).toBeDefined();
  });

  it('keeps a party deleted before its transactions until they are purged too', async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const partyCode = await createParty(admin.headers);
    const tx = await createTransaction(admin.headers, partyCode, clock.now());
    const partyDeleted = clock.now();
    await env.call('DELETE', `/int/parties/${partyCode}`, admin.headers);
    clock.advance(2 * 365 * DAY);
    const transactionDeleted = clock.now();
    await env.call('DELETE', `/int/transactions/${tx}`, admin.headers);

    moveTo(partyDeleted, 5, 1);
    await purge();
    expect(await partyRow(partyCode)).toBeDefined();
    moveTo(transactionDeleted, 5, 1);
    await purge();
    expect(await transactionRow(tx)).toBeUndefined();
    expect(await partyRow(partyCode)).toBeUndefined();
  });

  it('never purges a record that was not deleted', async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const partyCode = await createParty(admin.headers);
    const tx = await createTransaction(admin.headers, partyCode, clock.now());
    clock.advance(20 * 365 * DAY);
    await purge();
    expect(await partyRow(partyCode)).toBeDefined();
    expect(await transactionRow(tx)).toBeDefined();
  });

  it('keeps a party under a legal hold, and its transactions, until the hold ends', async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const partyCode = await createParty(admin.headers);
    const tx = await createTransaction(admin.headers, partyCode, clock.now());
    const deletedAt = clock.now();
    await env.call('DELETE', `/int/transactions/${tx}`, admin.headers);
    await env.call('DELETE', `/int/parties/${partyCode}`, admin.headers);

    const start = new Date(deletedAt);
    const purgeFrom = new Date(start);
    purgeFrom.setUTCFullYear(start.getUTCFullYear() + 5);
    const until = new Date(purgeFrom.getTime() + 400 * DAY).toISOString().slice(0, 10);
    // The party is deleted, yet its team's admin may still hold it (GIIF asks about former
    // customers).
    const held = await env.call('PUT', `/int/parties/${partyCode}/legal-hold`, admin.headers, {
      until,
      reason: 'Pismo GIIF z 2 marca 2026 r.',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ code: partyCode, until, in_force: true });

    moveTo(deletedAt, 5, 1);
    await purge();
    expect(await partyRow(partyCode)).toBeDefined();
    expect(await transactionRow(tx)).toBeDefined();

    // The hold runs through its last day; the day after, both go.
    clock.advance(new Date(`${until}T12:00:00Z`).getTime() - clock.now().getTime());
    await purge();
    expect(await transactionRow(tx)).toBeDefined();
    clock.advance(DAY);
    await purge();
    expect(await transactionRow(tx)).toBeUndefined();
    expect(await partyRow(partyCode)).toBeUndefined();
  });

  it('purges each record once when two purges run at the same time', async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push(await createParty(admin.headers, `Nowak${i}`));
    const deletedAt = clock.now();
    for (const code of codes) await env.call('DELETE', `/int/parties/${code}`, admin.headers);
    moveTo(deletedAt, 5, 1);
    const log = env.t.app.log;
    // Two processes' loops, batches of one so that they interleave.
    const purgers = [1, 2].map(() =>
      createRetentionPurger(
        () => ({ db: env.t.deps.db, clock, stores: env.t.deps.stores }),
        log,
        1,
      ),
    );
    await Promise.all(purgers.map((purger) => purger.kick()));
    await Promise.all(purgers.map((purger) => purger.stop()));
    for (const code of codes) {
      expect(await partyRow(code)).toBeUndefined();
      expect(await purgedEvents(code)).toHaveLength(1);
    }
  });

  it("keeps the institution's records when a user erases their own account", async () => {
    const owner = await inNewTeam(env, 'Kantor');
    const member = await joinTeam(env, owner.headers, owner.team, 'all_viewer_member');
    const partyCode = await createParty(member.headers);
    expect(
      (await env.call('POST', '/int/user/delete', member.headers, { password: member.password }))
        .statusCode,
    ).toBe(200);
    const mail = await env.smtp.waitFor(member.email, /deletion/);
    const code = new URL(linkIn(mail, '/user/account-delete/')).pathname.split('/').pop()!;
    expect((await env.call('GET', `/int/users/email/delete-user?code=${code}`)).statusCode).toBe(
      200,
    );
    clock.advance(11 * 365 * DAY);
    await purge();
    const kept = await partyRow(partyCode);
    expect(kept).toMatchObject({ deleted_at: null });
    expect(await env.call('GET', `/int/parties/${partyCode}`, owner.headers)).toMatchObject({
      statusCode: 200,
    });
  });
});

describe('legal hold API', () => {
  it('validates the end and the reason with their codes', async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const code = await createParty(admin.headers);
    const url = `/int/parties/${code}/legal-hold`;
    const today = clock.now().toISOString().slice(0, 10);
    const limits = (await env.call('GET', url, admin.headers)).json();
    expect(limits).toMatchObject({ code, until: null, reason: null, in_force: false });
    // Not deleted: its relationship could end today, and a hold may run five years past that.
    expect(limits.purge_from.slice(4)).toBe(today.slice(4));
    expect(Number(limits.max_until.slice(0, 4))).toBe(Number(today.slice(0, 4)) + 10);

    const fieldsOf = async (body: object) => {
      const response = await env.call('PUT', url, admin.headers, body);
      expect(response.statusCode).toBe(400);
      return response.json().details.fields;
    };
    expect(await fieldsOf({ until: today, reason: 'GIIF' })).toEqual([
      { path: 'until', code: 'legal_hold_not_future' },
    ]);
    const tooLate = new Date(`${limits.max_until}T00:00:00Z`);
    tooLate.setUTCDate(tooLate.getUTCDate() + 1);
    expect(await fieldsOf({ until: tooLate.toISOString().slice(0, 10), reason: 'GIIF' })).toEqual([
      { path: 'until', code: 'legal_hold_too_long' },
    ]);
    expect(await fieldsOf({ until: limits.max_until, reason: '  ' })).toEqual([
      { path: 'reason', code: 'required' },
    ]);
    expect(await fieldsOf({ until: '2026-02-30', reason: 'GIIF' })).toEqual([
      expect.objectContaining({ path: 'until' }),
    ]);

    const set = await env.call('PUT', url, admin.headers, {
      until: limits.max_until,
      reason: 'Pismo GIIF',
    });
    expect(set.json()).toMatchObject({ until: limits.max_until, reason: 'Pismo GIIF' });
    const lifted = await env.call('DELETE', url, admin.headers);
    expect(lifted.json()).toMatchObject({ until: null, reason: null, in_force: false });
    const actions = (
      await env.t.deps.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.entity_code, code),
            inArray(auditEvents.action, ['legal_hold_set', 'legal_hold_lifted']),
          ),
        )
    ).map((event) => event.action);
    expect(actions).toEqual(['legal_hold_set', 'legal_hold_lifted']);
  });

  it("answers 401 without a session, 403 to a member, 404 for another team's party", async () => {
    const admin = await inNewTeam(env, 'Kantor');
    const member = await joinTeam(env, admin.headers, admin.team, 'all_viewer_member_self_editing');
    const stranger = await inNewTeam(env, 'Inny kantor');
    const code = await createParty(admin.headers);
    const url = `/int/parties/${code}/legal-hold`;
    const body = { until: '2027-01-01', reason: 'GIIF' };
    expect((await env.call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await env.call('PUT', url, member.headers, body)).statusCode).toBe(403);
    expect((await env.call('DELETE', url, member.headers)).statusCode).toBe(403);
    // A member sees the hold; a stranger does not even learn the party exists.
    expect((await env.call('GET', url, member.headers)).statusCode).toBe(200);
    expect((await env.call('GET', url, stranger.headers)).statusCode).toBe(404);
    expect((await env.call('PUT', url, stranger.headers, body)).statusCode).toBe(404);
    expect((await env.call('DELETE', url, stranger.headers)).statusCode).toBe(404);
    expect((await partyRow(code))!.legal_hold_until).toBeNull();
  });
});

describe('retention purge of registry records', () => {
  it("purges a party's CRBR and White List checks and the registries reports attached to it", async () => {
    const admin = await inNewTeam(env, 'Kantor rejestrowy');
    const code = await createParty(admin.headers, 'Wiśniewska');
    const tx = await createTransaction(admin.headers, code, clock.now());
    const party = (await partyRow(code))!;
    const transaction = (await transactionRow(tx))!;
    const db = env.t.deps.db;
    await db.insert(crbrChecks).values({
      team_id: party.team_id,
      party_id: party.id,
      status: 'found',
      request_id: 'crbr-1',
      owners: [],
    });
    await db.insert(whiteListChecks).values({
      team_id: party.team_id,
      transaction_id: transaction.id,
      party_id: party.id,
      nip: '5252700001',
      account: '51105014451000009031234567',
      assigned: true,
      request_id: 'wl-1',
      checked_at: clock.now(),
    });
    await db.insert(registriesReports).values({
      team_id: party.team_id,
      code: `report-${code}`,
      identifier_kind: 'nip',
      identifier: '5252700001',
      name: 'KANTOR ZŁOTÓWKA',
      answers: [],
      hits: [],
      screened: 0,
      screening_done: false,
      red_flags: [],
      party_id: party.id,
    });

    const deletedAt = clock.now();
    await env.call('DELETE', `/int/transactions/${tx}`, admin.headers);
    await env.call('DELETE', `/int/parties/${code}`, admin.headers);
    moveTo(deletedAt, 5, 1);
    await purge();
    expect(await partyRow(code)).toBeUndefined();
    expect(await db.select().from(crbrChecks).where(eq(crbrChecks.party_id, party.id))).toEqual([]);
    expect(
      await db.select().from(whiteListChecks).where(eq(whiteListChecks.party_id, party.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(registriesReports)
        .where(eq(registriesReports.code, `report-${code}`)),
    ).toEqual([]);
  });
});

describe('retention purge of reports to GIIF', () => {
  it("purges a transaction's report data and its mentions in notifications, keeping the file", async () => {
    const admin = await inNewTeam(env, 'Kantor zgłaszający');
    const code = await createParty(admin.headers, 'Kamińska');
    const tx = await createTransaction(admin.headers, code, clock.now());
    const party = (await partyRow(code))!;
    const transaction = (await transactionRow(tx))!;
    const db = env.t.deps.db;
    const [file] = await db
      .insert(giifFiles)
      .values({
        team_id: party.team_id,
        code: `giif-${code}`,
        template_type: 'cash',
        template_version: '2018/10/19/5993',
        mapping: 'reconstructed',
        state: 'loaded',
        transaction_count: 1,
        xml: '<InformacjaOTransakcjach/>',
        xml_sha256: 'x',
        issues: [],
      })
      .returning();
    await db.insert(giifTransactionIds).values({
      transaction_id: transaction.id,
      team_id: party.team_id,
      giif_id: `5261040828-2020-${code}`,
    });
    await db.insert(giifReportDetails).values({
      transaction_id: transaction.id,
      team_id: party.team_id,
      kind: 'cash_in',
    });
    await db.insert(giifFileItems).values({
      file_id: file!.id,
      transaction_id: transaction.id,
      team_id: party.team_id,
      position: 0,
      giif_id: `5261040828-2020-${code}`,
      correction: false,
    });
    const [notification] = await db
      .insert(giifNotifications)
      .values({
        team_id: party.team_id,
        code: `notif-${code}`,
        kind: 'art74',
        state: 'sent',
        legal_basis: 'art. 74',
        justification: 'Uzasadnienie',
        assets: [],
      })
      .returning();
    await db.insert(giifNotificationSubjects).values([
      { notification_id: notification!.id, party_id: party.id, position: 0 },
      { notification_id: notification!.id, transaction_id: transaction.id, position: 1 },
    ]);

    const deletedAt = clock.now();
    await env.call('DELETE', `/int/transactions/${tx}`, admin.headers);
    await env.call('DELETE', `/int/parties/${code}`, admin.headers);
    moveTo(deletedAt, 5, 1);
    await purge();
    expect(await transactionRow(tx)).toBeUndefined();
    for (const table of [giifFileItems, giifTransactionIds, giifReportDetails]) {
      expect(await db.select().from(table).where(eq(table.transaction_id, transaction.id))).toEqual(
        [],
      );
    }
    expect(
      await db
        .select()
        .from(giifNotificationSubjects)
        .where(eq(giifNotificationSubjects.notification_id, notification!.id)),
    ).toEqual([]);
    // The file and the notification themselves are the institution's reports, kept.
    expect(await db.select().from(giifFiles).where(eq(giifFiles.id, file!.id))).toHaveLength(1);
  });
});

describe('retention purge of attachments', () => {
  it('removes the attachments of a purged party, their rows and their files', async () => {
    const admin = await inNewTeam(env, 'Biuro rachunkowe');
    const code = await createParty(admin.headers, 'Zieliński');
    const body = multipartBody([
      { name: 'file', filename: 'umowa.pdf', content: Buffer.from('%PDF-1.4 umowa') },
    ]);
    const uploaded = await env.t.app.inject({
      method: 'POST',
      url: `/int/parties/attachments/${code}`,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const attachment = uploaded.json().code as string;
    const file = path.join(env.t.deps.config.storageDir, admin.team, attachment);
    expect(existsSync(file)).toBe(true);

    const deletedAt = clock.now();
    await env.call('DELETE', `/int/parties/${code}`, admin.headers);
    moveTo(deletedAt, 5, 1);
    await purge();
    expect(await partyRow(code)).toBeUndefined();
    const rows = await env.t.deps.db
      .select()
      .from(attachments)
      .where(eq(attachments.code, attachment));
    expect(rows).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(await purgedEvents(attachment)).toHaveLength(1);
  });

  it('purges an attachment deleted on its own five years after its deletion, its record kept', async () => {
    const admin = await inNewTeam(env, 'Antykwariat');
    const code = await createParty(admin.headers, 'Lewandowska');
    const body = multipartBody([
      { name: 'file', filename: 'faktura.pdf', content: Buffer.from('%PDF-1.4 faktura') },
    ]);
    const uploaded = await env.t.app.inject({
      method: 'POST',
      url: `/int/parties/attachments/${code}`,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const attachment = uploaded.json().code as string;
    const file = path.join(env.t.deps.config.storageDir, admin.team, attachment);
    const deletedAt = clock.now();
    await env.call('DELETE', `/int/attachments/${attachment}`, admin.headers);
    const row = () =>
      env.t.deps.db.select().from(attachments).where(eq(attachments.code, attachment));

    moveTo(deletedAt, 5, -1);
    await purge();
    expect(await row()).toHaveLength(1);
    expect(existsSync(file)).toBe(true);

    moveTo(deletedAt, 5, 1);
    await purge();
    expect(await row()).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(await purgedEvents(attachment)).toHaveLength(1);
    expect(await partyRow(code)).toBeDefined();
  });
});
