import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  registerAndLogin,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });

/** A team whose admin invites a second user with `role`; both work in it. */
async function teamWith(role: string) {
  const { admin, member } = await teamWithMember(env, role, 'Galeria');
  return { admin: admin.headers, member: member.headers };
}

const party = async (headers: AuthHeaders) =>
  (
    await env.call('POST', '/int/parties', headers, {
      type: 'company',
      name: 'Dom Aukcyjny Żuraw S.A.',
    })
  ).json().party.code as string;

const meeting = (extra: object = {}) => ({
  type: 'meeting',
  occurred_on: '2026-11-20',
  title: 'Spotkanie w sprawie aukcji',
  description: 'Klient przedstawił źródło pochodzenia środków.',
  ...extra,
});

describe('history events', () => {
  it("names a linked transaction by its type, amount and day, in the reader's language", async () => {
    const { admin } = await teamWith('all_viewer_member');
    const company = await party(admin);
    const transaction = await env.call('POST', '/int/transactions', admin, {
      type: 'buyer_fiat',
      amount: '70000.50',
      currency: 'PLN',
      booked_at: '2026-11-21T11:30:00+01:00',
      payment_method: 'cash',
      parties: [{ party_code: company, role: 'buyer' }],
    });
    expect(transaction.statusCode, transaction.body).toBe(201);
    const created = await env.call(
      'POST',
      '/int/history-events',
      admin,
      meeting({ transaction_code: transaction.json().code }),
    );
    const code = created.json().code as string;
    const linked = async (language: string) => {
      const reader = { ...admin, 'accept-language': language } as AuthHeaders;
      const event = await env.call('GET', `/int/history-events/${code}`, reader);
      return event.json().transaction.display_name as string;
    };
    expect(await linked('en')).toBe('Purchase of currency 70,000.5 PLN · 21 Nov 2026');
    expect((await linked('pl')).replace(/\s/g, ' ')).toBe(
      'Zakup waluty 70 000,5 PLN · 21 lis 2026',
    );
  });

  it('records an event about a party, finds it, changes it and keeps its history', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const company = await party(admin);
    const created = await env.call(
      'POST',
      '/int/history-events',
      admin,
      meeting({ party_code: company }),
    );
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toMatchObject({
      type: 'meeting',
      occurred_on: '2026-11-20',
      party: { code: company, display_name: 'Dom Aukcyjny Żuraw S.A.' },
      transaction: null,
      comments: 0,
      editable: true,
    });
    await env.call(
      'POST',
      '/int/history-events',
      admin,
      meeting({ type: 'giif_report', occurred_on: '2026-10-02' }),
    );

    const list = (query: string) =>
      env.call('GET', `/int/history-events?${query}`, admin).then((r) => r.json());
    expect((await list('')).items.map((e: { occurred_on: string }) => e.occurred_on)).toEqual([
      '2026-11-20',
      '2026-10-02',
    ]);
    expect((await list(`party_code=${company}`)).total).toBe(1);
    expect((await list('type=giif_report')).total).toBe(1);
    expect((await list('from=2026-11-01&to=2026-11-30&text=aukcji')).total).toBe(1);
    expect((await env.call('GET', '/int/history-events?page_size=0', admin)).statusCode).toBe(400);

    const changed = await env.call('PATCH', '/int/history-events', admin, {
      code: event.code,
      title: 'Spotkanie — źródło środków',
      party_code: null,
    });
    expect(changed.json()).toMatchObject({ title: 'Spotkanie — źródło środków', party: null });
    const audit = (
      await env.call('GET', '/int/audit-events?entity_type=history_event', admin)
    ).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'created',
      'updated',
    ]);

    const deleted = await env.call('DELETE', '/int/history-events/group/delete', admin, {
      codes: [event.code],
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list('')).total).toBe(1);
    expect((await env.call('GET', `/int/history-events/${event.code}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('validates its fields and links only records of the same team', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const other = await teamWith('all_viewer_member');
    const bad = await env.call('POST', '/int/history-events', admin, {
      type: 'party',
      occurred_on: '1899-12-31',
      title: '',
      description: '',
    });
    expect(bad.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'type', code: 'invalid_value' },
        { path: 'occurred_on', code: 'date_too_early' },
        { path: 'title', code: 'required' },
        { path: 'description', code: 'required' },
      ]),
    );
    const foreign = await env.call(
      'POST',
      '/int/history-events',
      admin,
      meeting({ party_code: await party(other.admin) }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps comments on an event: anyone who sees it comments, only the author changes', async () => {
    const { admin, member } = await teamWith('all_viewer_member');
    const event = (await env.call('POST', '/int/history-events', admin, meeting())).json();
    const comment = async (headers: AuthHeaders, body: string) =>
      env.call('POST', '/int/comments', headers, {
        entity_type: 'history_event',
        entity_code: event.code,
        body,
      });
    const mine = (await comment(admin, 'Dokumenty w segregatorze 3.')).json();
    expect(mine).toMatchObject({ body: 'Dokumenty w segregatorze 3.', own: true });
    const theirs = (await comment(member, 'Potwierdzam.')).json();

    const listed = (
      await env.call('GET', `/int/history-events/${event.code}/comments`, member)
    ).json();
    expect(listed.items.map((c: { body: string; own: boolean }) => [c.body, c.own])).toEqual([
      ['Dokumenty w segregatorze 3.', false],
      ['Potwierdzam.', true],
    ]);
    expect(
      (await env.call('GET', `/int/history-events/${event.code}`, admin)).json().comments,
    ).toBe(2);

    const foreignEdit = await env.call('PATCH', `/int/comments/${mine.code}`, member, {
      body: 'x',
    });
    expect(foreignEdit.statusCode).toBe(403);
    const edited = await env.call('PATCH', `/int/comments/${theirs.code}`, member, {
      body: 'Potwierdzam, dokumenty kompletne.',
    });
    expect(edited.json().body).toBe('Potwierdzam, dokumenty kompletne.');
    expect((await env.call('DELETE', `/int/comments/${mine.code}`, member)).statusCode).toBe(403);
    expect((await env.call('DELETE', `/int/comments/${mine.code}`, admin)).statusCode).toBe(200);
    expect(
      (await env.call('GET', `/int/history-events/${event.code}/comments`, admin)).json().items,
    ).toHaveLength(1);

    const stranger = await registerAndLogin(env.t.app);
    const hidden = await env.call('POST', '/int/comments', stranger.headers, {
      entity_type: 'history_event',
      entity_code: event.code,
      body: 'x',
    });
    expect(hidden.statusCode).toBe(404);
    const notBuilt = await env.call('POST', '/int/comments', admin, {
      entity_type: 'task',
      entity_code: event.code,
      body: 'x',
    });
    expect(notBuilt.statusCode).toBe(404);
  });

  it('shows a self-viewing member only the events they recorded', async () => {
    const { admin, member } = await teamWith('self_viewer_member');
    const adminEvent = (await env.call('POST', '/int/history-events', admin, meeting())).json();
    await env.call('POST', '/int/history-events', member, meeting({ title: 'Moje' }));
    const listed = (await env.call('GET', '/int/history-events', member)).json();
    expect(listed.items.map((e: { title: string }) => e.title)).toEqual(['Moje']);
    expect(
      (await env.call('GET', `/int/history-events/${adminEvent.code}`, member)).statusCode,
    ).toBe(404);
  });
});
