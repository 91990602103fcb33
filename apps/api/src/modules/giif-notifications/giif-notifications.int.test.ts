import type { GiifNotification, GiifNotificationList } from '@aml/shared';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { giifTestData } from '../../test/giif-test-data.js';
import { pdfText } from '../../test/pdf-text.js';
import {
  createTestClock,
  inNewTeam,
  joinTeam,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

/**
 * Notifications to GIIF through the API (issue 32 item 5): made from an alert, parties or
 * transactions; art. 74's deadline over Christmas; art. 86's hold of the transaction, its
 * extension and its end; the PDF and the bundle; and who sees them at all (art. 54).
 */
// Thursday 24 December 2026, 10:00 in Warsaw.
const clock = createTestClock(new Date('2026-12-24T09:00:00Z'));
const env = useTestApp({ clock });
const HOUR = 3_600_000;
const JUSTIFICATION =
  'Klient wpłacił gotówkę w 14 transzach po 14 900 zł w ciągu dwóch dni, unikając progu ' +
  'art. 72; nie potrafił wskazać źródła środków.';

const data = giifTestData(env);
const officeTeam = () =>
  data.officeTeam({ name: 'Kantor Złoty Róg Sp. z o.o.', institution_type: 'currency_exchange' });
const customer = data.customer;
const payment = (headers: AuthHeaders, party: string) =>
  data.cashPayment(headers, party, {
    amount: '14900.00',
    booked_at: '2026-12-23T11:00:00+01:00',
    description: 'Wpłata gotówkowa',
  });
const upload = data.upload;

async function create(headers: AuthHeaders, body: object) {
  const response = await env.call('POST', '/int/giif/notifications', headers, {
    justification: JUSTIFICATION,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GiifNotification>();
}

const get = (headers: AuthHeaders, code: string) =>
  env.call('GET', `/int/giif/notifications/${code}`, headers);
const transactionStatus = async (headers: AuthHeaders, code: string) =>
  (await env.call('GET', `/int/transactions/${code}`, headers)).json().status as string;
const setStatus = (headers: AuthHeaders, code: string, status: string) =>
  env.call('POST', `/int/transactions/${code}/status`, headers, { status });

describe('notifications to GIIF', () => {
  it('makes an art. 74 notification from an alert, due two business days after Christmas', async () => {
    const { headers } = await officeTeam();
    const party = await customer(headers);
    const transaction = await payment(headers, party);
    const alert = await env.call('POST', '/int/alerts', headers, {
      title: 'Strukturyzacja wpłat gotówkowych',
      explanation: '14 wpłat tuż poniżej progu',
      party_code: party,
      transaction_code: transaction,
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const alertCode = alert.json().code as string;

    const made = await create(headers, {
      kind: 'art74',
      alert: alertCode,
      suspicion_confirmed_at: '2026-12-24T10:00:00+01:00',
    });
    expect(made).toMatchObject({
      kind: 'art74',
      state: 'draft',
      legal_basis:
        'art. 74 ust. 1 ustawy z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu',
      alert: { code: alertCode, title: 'Strukturyzacja wpłat gotówkowych' },
      parties: [{ code: party, name: 'Grzegorz Brzęczyszczykiewicz', type: 'individual' }],
      transactions: [{ code: transaction, amount: '14900', currency: 'PLN' }],
      // 24 (Christmas Eve, a holiday from 2025), 25 and 26 December, then Sunday 27: Monday 28
      // and Tuesday 29 are the two business days.
      deadline_on: '2026-12-29',
      deadline_at: '2026-12-29T22:59:59.999Z',
      hold_until: null,
      can_manage: true,
    });
    // The party lacks its document and address: named as art. 36 data to complete.
    expect(made.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ party_code: party, field: 'persons.0.document.type' }),
        expect.objectContaining({ party_code: party, field: 'persons.0.address.city' }),
      ]),
    );
    expect(made.model).toMatchObject({
      kind: 'art74',
      institution: { nip: '5261040828', name: 'Kantor Złoty Róg Sp. z o.o.' },
      justification: JUSTIFICATION,
      transactions: [{ code: transaction, amount: '14900', currency: 'PLN' }],
    });

    const list = await env.call('GET', '/int/giif/notifications?kind=art74', headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<GiifNotificationList>().items).toEqual([
      expect.objectContaining({
        code: made.code,
        state: 'draft',
        deadline_on: '2026-12-29',
        subjects: { parties: 1, transactions: 1, names: ['Grzegorz Brzęczyszczykiewicz'] },
      }),
    ]);
    expect(
      (await env.call('GET', '/int/giif/notifications?kind=art86', headers)).json().items,
    ).toEqual([]);

    // Sent: GIIF's receipt cannot be later than now; once sent, it can no longer change.
    const send = (at: Date) =>
      env.call('POST', `/int/giif/notifications/${made.code}/sent`, headers, {
        giif_receipt_at: at.toISOString(),
        giif_reference: 'GIIF/2026/12/001',
      });
    expect((await send(new Date(clock.now().getTime() + HOUR))).statusCode).toBe(400);
    const sent = await send(new Date(clock.now().getTime() - HOUR / 2));
    expect(sent.json()).toMatchObject({ state: 'sent', giif_reference: 'GIIF/2026/12/001' });
    const changed = await env.call('PATCH', `/int/giif/notifications/${made.code}`, headers, {
      justification: 'Inaczej',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('giif_notification_sent');
  });

  it('names parties and transactions, and refuses what it cannot name or lacks', async () => {
    const { headers } = await officeTeam();
    const first = await customer(headers);
    const second = await customer(headers, 'Nowak');
    const transaction = await payment(headers, first);
    const made = await create(headers, {
      kind: 'art90',
      parties: [second, first],
      transactions: [transaction],
      assets: [{ description: 'Gotówka 208 600 zł', held_at: 'Sejf kantoru' }],
      legal_basis: '',
    });
    expect(made.parties.map((p) => p.code)).toEqual([second, first]);
    expect(made.persons.map((p) => [p.party_code, p.role])).toEqual([
      [second, 'customer'],
      [first, 'customer'],
    ]);
    expect(made.legal_basis).toMatch(/^art\. 90 ustawy/);
    expect(made.deadline_on).toBeNull();
    expect(made.assets).toEqual([{ description: 'Gotówka 208 600 zł', held_at: 'Sejf kantoru' }]);

    const stranger = await inNewTeam(env);
    const theirs = await customer(stranger.headers);
    const other = await env.call('POST', '/int/giif/notifications', headers, {
      kind: 'art90',
      justification: JUSTIFICATION,
      parties: [theirs],
    });
    expect(other.statusCode).toBe(404);
    const undated = await env.call('POST', '/int/giif/notifications', headers, {
      kind: 'art74',
      justification: JUSTIFICATION,
      parties: [first],
    });
    expect(undated.statusCode).toBe(400);
    expect(undated.json().details.fields).toContainEqual({
      path: 'suspicion_confirmed_at',
      code: 'required',
    });
    const empty = await env.call('POST', '/int/giif/notifications', headers, {
      kind: 'art90',
      justification: ' ',
      parties: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'justification', code: 'required' },
        { path: 'parties', code: 'required' },
      ]),
    );

    // A draft changes: art. 74 then needs the confirmation's time.
    const toArt74 = await env.call('PATCH', `/int/giif/notifications/${made.code}`, headers, {
      kind: 'art74',
    });
    expect(toArt74.statusCode).toBe(400);
    const changed = await env.call('PATCH', `/int/giif/notifications/${made.code}`, headers, {
      kind: 'art74',
      suspicion_confirmed_at: '2026-12-28T16:00:00+01:00',
      parties: [first],
    });
    expect(changed.json()).toMatchObject({
      kind: 'art74',
      legal_basis: expect.stringMatching(/^art\. 74 ust\. 1/),
      parties: [{ code: first }],
      transactions: [{ code: transaction }],
      deadline_on: '2026-12-30',
    });
  });

  it("holds an art. 86 transaction until GIIF's hold ends, 24 hours or up to 96", async () => {
    const { headers, team } = await officeTeam();
    const party = await customer(headers);
    const transaction = await payment(headers, party);
    expect(await transactionStatus(headers, transaction)).toBe('draft');

    const made = await create(headers, { kind: 'art86', transactions: [transaction] });
    // Named by a notification of a planned transaction: it waits in acceptance.
    expect(await transactionStatus(headers, transaction)).toBe('in_acceptance');
    const history = (await env.call('GET', `/int/transactions/${transaction}/history`, headers))
      .body;
    expect(history).toContain('in_acceptance');
    // Not carried out before the notification is sent.
    const early = await setStatus(headers, transaction, 'accepted');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'giif_hold_active',
      // No end yet: the hold runs from GIIF's receipt.
      details: { hold_until: null },
    });

    const receipt = new Date(clock.now().getTime() - HOUR);
    const sent = (
      await env.call('POST', `/int/giif/notifications/${made.code}/sent`, headers, {
        giif_receipt_at: receipt.toISOString(),
      })
    ).json<GiifNotification>();
    const at = (hours: number) => new Date(receipt.getTime() + hours * HOUR).toISOString();
    expect(sent).toMatchObject({
      state: 'sent',
      giif_receipt_at: receipt.toISOString(),
      hold_until: at(24),
      hold_min: at(24),
      hold_max: at(96),
    });
    // The end of the hold travels as a moment, for the web to word in the user's language.
    expect((await setStatus(headers, transaction, 'accepted')).json()).toMatchObject({
      code: 'giif_hold_active',
      details: { hold_until: at(24) },
    });

    // A member who sees no notifications is told the transaction is on hold, not why.
    const clerk = await joinTeam(env, headers, team, 'all_viewer_member_self_editing');
    const own = await payment(clerk.headers, party);
    await create(headers, { kind: 'art86', transactions: [own] });
    const refused = await setStatus(clerk.headers, own, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('transaction_on_hold');
    expect(refused.body).not.toMatch(/giif|notif/i);
    expect(refused.json().details).toBeUndefined();

    // GIIF demands a longer hold: at most 96 hours from its receipt, never under 24.
    const hold = (until: string) =>
      env.call('POST', `/int/giif/notifications/${made.code}/hold`, headers, { hold_until: until });
    const tooLong = await hold(at(97));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().code).toBe('giif_hold_out_of_range');
    expect((await hold(at(23))).json().code).toBe('giif_hold_out_of_range');
    expect((await hold(at(96))).json().hold_until).toBe(at(96));

    clock.advance(30 * HOUR);
    expect((await setStatus(headers, transaction, 'accepted')).json()).toMatchObject({
      code: 'giif_hold_active',
      details: { hold_until: at(96) },
    });
    clock.advance(70 * HOUR);
    const accepted = await setStatus(headers, transaction, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('accepted');

    // Only art. 86 holds, and only once GIIF confirmed receipt.
    const art74 = await create(headers, {
      kind: 'art74',
      parties: [party],
      suspicion_confirmed_at: clock.now().toISOString(),
    });
    const notHeld = await env.call('POST', `/int/giif/notifications/${art74.code}/hold`, headers, {
      hold_until: at(48),
    });
    expect(notHeld.json().code).toBe('giif_hold_not_art86');
    const unsent = await create(headers, { kind: 'art86', parties: [party] });
    const noReceipt = await env.call(
      'POST',
      `/int/giif/notifications/${unsent.code}/hold`,
      headers,
      { hold_until: at(48) },
    );
    expect(noReceipt.json().code).toBe('giif_receipt_required');
  });

  it('writes the PDF in both languages and bundles it with the files and the receipt', async () => {
    const { headers } = await officeTeam();
    const party = await customer(headers);
    const file = await upload(
      headers,
      `/int/parties/attachments/${party}`,
      'wyciąg.txt',
      'Wyciąg z rachunku: 14 wpłat',
    );
    expect(file.statusCode, file.body).toBe(201);
    const made = await create(headers, {
      kind: 'art74',
      parties: [party],
      suspicion_confirmed_at: '2026-12-24T10:00:00+01:00',
    });
    expect(made.attachments).toEqual([
      expect.objectContaining({ name: 'wyciąg.txt', owner_type: 'party', owner_code: party }),
    ]);

    const pl = await env.call('GET', `/int/giif/notifications/${made.code}/pdf?lang=pl`, headers);
    expect(pl.statusCode).toBe(200);
    expect(pl.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pl.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Zawiadomienie GIIF o okolicznościach');
    expect(flat).toContain('nie potrafił wskazać źródła środków');
    expect(flat).toContain('Kantor Złoty Róg Sp. z o.o.');
    expect(flat).toContain('Brzęczyszczykiewicz');
    expect(flat).toContain('80010112340');
    expect(flat).toContain('wyciąg.txt');
    const en = await env.call('GET', `/int/giif/notifications/${made.code}/pdf?lang=en`, headers);
    const english = (await pdfText(en.rawPayload)).text.replace(/\s+/g, ' ');
    expect(english).toContain('Notification to GIIF of suspicious circumstances');
    expect(english).toContain('Data missing (art. 36)');

    const receipt = await upload(
      headers,
      `/int/giif/notifications/${made.code}/receipt`,
      'UPO.xml',
      '<UPO>odebrano</UPO>',
    );
    expect(receipt.json().receipt_name).toBe('UPO.xml');
    expect(
      (await env.call('GET', `/int/giif/notifications/${made.code}/receipt`, headers)).body,
    ).toBe('<UPO>odebrano</UPO>');

    const bundle = await env.call(
      'GET',
      `/int/giif/notifications/${made.code}/bundle?lang=pl`,
      headers,
    );
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(bundle.rawPayload));
    const attachment = made.attachments[0]!;
    const attachmentPath = `attachments/party-${party}/${attachment.code}-wyciąg.txt`;
    expect(Object.keys(files).sort()).toEqual(
      [
        `notification-${made.code}-pl.pdf`,
        'receipt/UPO.xml',
        attachmentPath,
        'manifest.json',
      ].sort(),
    );
    const bundled = (await pdfText(Buffer.from(files[`notification-${made.code}-pl.pdf`]!))).text;
    expect(bundled.replace(/\s+/g, ' ')).toContain('nie potrafił wskazać źródła środków');
    expect(Buffer.from(files[attachmentPath]!).toString()).toBe('Wyciąg z rachunku: 14 wpłat');
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString());
    expect(manifest.attachments).toEqual([
      expect.objectContaining({
        name: 'wyciąg.txt',
        sha256: attachment.sha256,
        included: true,
        path: attachmentPath,
      }),
    ]);
  });

  it('shows notifications only to administrators and the members they name', async () => {
    const owner = await officeTeam();
    const party = await customer(owner.headers);
    const transaction = await payment(owner.headers, party);
    const made = await create(owner.headers, {
      kind: 'art74',
      parties: [party],
      transactions: [transaction],
      suspicion_confirmed_at: '2026-12-24T10:00:00+01:00',
    });
    // The administrator finds it in the team's report list.
    const listed = (await env.call('GET', '/int/reports/list', owner.headers)).json();
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        kind: 'giif_notification',
        code: made.code,
        notification: { kind: made.kind, state: 'draft' },
      }),
    );
    const base = `/int/giif/notifications/${made.code}`;
    const recordRoutes = [
      ['GET', base],
      ['PATCH', base, { justification: 'x' }],
      ['GET', `${base}/pdf`],
      ['GET', `${base}/bundle`],
      ['GET', `${base}/receipt`],
      ['POST', `${base}/sent`, { giif_receipt_at: '2026-12-24T10:00:00Z' }],
      ['POST', `${base}/hold`, { hold_until: '2026-12-25T10:00:00Z' }],
      ['POST', '/int/giif/notifications', { kind: 'art90', justification: 'x', parties: [party] }],
    ] as const;

    const members: Record<string, Awaited<ReturnType<typeof joinTeam>>> = {};
    for (const role of [
      'all_viewer_member',
      'all_viewer_member_self_editing',
      'all_viewer_member_self_editing_time_limited',
      'self_viewer_member',
    ]) {
      const member = await joinTeam(env, owner.headers, owner.team, role);
      members[role] = member;
      for (const [method, url, body] of recordRoutes) {
        const response = await env.call(method, url, member.headers, body);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(404);
      }
      const list = await env.call('GET', '/int/giif/notifications', member.headers);
      expect(list.statusCode, role).toBe(403);
      expect(list.body).not.toContain(made.code);
      // Nor does the team's report list name it.
      const reports = await env.call('GET', '/int/reports/list', member.headers);
      expect(reports.statusCode, role).toBe(200);
      expect(reports.body, role).not.toContain(made.code);
      expect(
        (await env.call('GET', '/int/giif/notifications/access', member.headers)).json(),
      ).toEqual({ can_read: false, can_manage: false, can_manage_readers: false });
      expect(
        (await env.call('GET', '/int/giif/notification-readers', member.headers)).statusCode,
      ).toBe(403);
    }
    // Nothing of it on the pages of its party and transaction for them.
    const viewer = members.all_viewer_member!;
    for (const url of [
      `/int/parties/${party}`,
      `/int/parties/${party}/summary`,
      `/int/parties/${party}/history`,
      `/int/transactions/${transaction}`,
      `/int/transactions/${transaction}/summary`,
      `/int/transactions/${transaction}/history`,
    ]) {
      const page = await env.call('GET', url, viewer.headers);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain(made.code);
      expect(page.body, url).not.toMatch(/giif_notification|notification/i);
    }

    // Named by the administrator, a member sees them (not who else may).
    const named = members.self_viewer_member!;
    const readers = await env.call('PUT', '/int/giif/notification-readers', owner.headers, {
      user_emails: [named.email.toUpperCase()],
    });
    expect(readers.statusCode, readers.body).toBe(200);
    expect(
      readers
        .json()
        .items.filter((m: { named: boolean }) => m.named)
        .map((m: { email: string }) => m.email),
    ).toEqual([named.email]);
    expect((await get(named.headers, made.code)).statusCode).toBe(200);
    expect((await env.call('GET', '/int/giif/notifications', named.headers)).json().items).toEqual([
      expect.objectContaining({ code: made.code }),
    ]);
    expect((await env.call('GET', '/int/giif/notifications/access', named.headers)).json()).toEqual(
      { can_read: true, can_manage: true, can_manage_readers: false },
    );
    expect(
      (
        await env.call('PUT', '/int/giif/notification-readers', named.headers, {
          user_emails: [],
        })
      ).statusCode,
    ).toBe(403);
    // The other members still do not.
    expect((await get(viewer.headers, made.code)).statusCode).toBe(404);

    const unknown = await env.call('PUT', '/int/giif/notification-readers', owner.headers, {
      user_emails: ['nobody@example.pl'],
    });
    expect(unknown.statusCode).toBe(400);

    // Another team's administrator: not found, and an empty list of their own.
    const stranger = await inNewTeam(env);
    expect((await get(stranger.headers, made.code)).statusCode).toBe(404);
    const theirs = await env.call('GET', '/int/giif/notifications', stranger.headers);
    expect(theirs.json()).toEqual({ items: [], total: 0 });

    // No longer named: no longer seen.
    await env.call('PUT', '/int/giif/notification-readers', owner.headers, { user_emails: [] });
    expect((await get(named.headers, made.code)).statusCode).toBe(404);
  });
});
