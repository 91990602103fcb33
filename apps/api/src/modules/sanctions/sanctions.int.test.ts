import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestApp,
  createTestClock,
  registerAndLogin,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
  type TestApp,
} from '../../test/test-app.js';
import { sanctionsDataPath } from '../../test/sanctions-test-data.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const APP_OPTIONS = { clock, env: { ADMIN_EMAILS: 'lists.admin@example.pl' } };
/**
 * The app most tests share; each test sets up what it needs (`withLists`), so that they pass
 * in any order. Tests of what an installation holds from its start get one of their own.
 */
const env = useTestApp(APP_OPTIONS);

const UN_FILE = sanctionsDataPath('un', 'UN_consolidated_2026-02-27.xml');
const folder = mkdtempSync(join(tmpdir(), 'aml-lists-test-'));

/** A multipart body of list files, as the admin screen sends it. */
function multipart(files: Array<{ name: string; content: string | Buffer }>, field = 'files') {
  const boundary = '----aml-lists-boundary';
  const parts = files.map(({ name, content }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
          'Content-Type: application/xml\r\n\r\n',
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  headers: AuthHeaders,
  files: Array<{ name: string; content: string | Buffer }>,
  app: TestApp['app'] = env.t.app,
) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: '/int/sanctions-lists/import',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The UN list with one person's record edited and another's removed: a next version. */
function editedUnList(): string {
  const xml = readFileSync(UN_FILE, 'utf8');
  const record = (reference: string) => {
    const at = xml.indexOf(`<REFERENCE_NUMBER>${reference}</REFERENCE_NUMBER>`);
    const start = xml.lastIndexOf('<INDIVIDUAL>', at);
    const end = xml.indexOf('</INDIVIDUAL>', at) + '</INDIVIDUAL>'.length;
    return xml.slice(start, end);
  };
  const changed = record('KPi.056');
  return xml
    .replace(changed, changed.replace('</FIRST_NAME>', '</FIRST_NAME><GENDER>Male</GENDER>'))
    .replace(record('GBi.004'), '');
}

/** The installation admin of an app (ADMIN_EMAILS), registered on first use. */
const operators = new Map<TestApp['app'], Promise<AuthHeaders>>();
function operatorLogin(app: TestApp['app'] = env.t.app): Promise<AuthHeaders> {
  if (!operators.has(app))
    operators.set(
      app,
      registerAndLogin(app, 'lists.admin@example.pl').then((operator) => operator.headers),
    );
  return operators.get(app)!;
}

/** The shared app with the UN list of the test data imported, once, by whichever test asks first. */
let listsImported: Promise<void> | undefined;
function withLists(): Promise<void> {
  listsImported ??= (async () => {
    const response = await upload(await operatorLogin(), [
      { name: 'consolidated.xml', content: readFileSync(UN_FILE) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    await env.t.deps.rescreen.kick();
    // The index is rebuilt on its next use, not when its freshness check next comes round.
    env.t.deps.sanctions.invalidate();
  })();
  return listsImported;
}

/** A fresh app of its own for a test about what an installation holds from its start. */
function ownApp(): Env {
  const own = {} as Env;
  beforeAll(async () => {
    own.t = await createTestApp(APP_OPTIONS);
    own.call = async (method, url, headers, payload) =>
      own.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  });
  afterAll(() => own.t?.close());
  return own;
}
// Without a mail sink: `smtp` stays unset.
type Env = typeof env;

async function person(
  headers: AuthHeaders,
  first: string,
  last: string,
  extra: object = {},
  on: Env = env,
) {
  const response = await on.call('POST', '/int/parties', headers, {
    type: 'individual',
    first_name: first,
    last_name: last,
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json().party.code as string;
}

const screeningOf = async (headers: AuthHeaders, party: string, on: Env = env) =>
  (await on.call('GET', `/int/parties/${party}/sanctions`, headers)).json();

const sanctionsRule = async (headers: AuthHeaders, party: string, on: Env = env) =>
  (await on.call('GET', `/int/parties/${party}/risk`, headers))
    .json()
    .assessment.results.find((r: { kind: string }) => r.kind === 'sanction_lists');

const alertsOf = async (headers: AuthHeaders, party: string) =>
  (
    await env.call('GET', `/int/alerts?party_code=${party}&source=sanctions_screening`, headers)
  ).json();

describe('sanctions lists and screening', () => {
  const empty = ownApp();
  it('has nothing to screen against until a list is imported, and says so', async () => {
    const { admin } = await teamWithMember(empty, 'all_viewer_member');
    const overview = (await empty.call('GET', '/int/sanctions-lists', admin.headers)).json();
    expect(overview.lists).toHaveLength(7);
    expect(overview.lists.every((l: { current: unknown }) => l.current === null)).toBe(true);
    const search = await empty.call('POST', '/int/sanctions-lists/search', admin.headers, {
      name: 'Eric Badege',
    });
    expect(search.statusCode).toBe(409);
    expect(search.json().code).toBe('sanction_lists_not_imported');
    // A stale index is checked inside the request's transaction (the embedded database has one
    // connection: a check outside it would wait for ever), also while a check runs outside.
    empty.t.deps.sanctions.invalidate();
    const party = await person(admin.headers, 'Eric', 'Badege', {}, empty);
    empty.t.deps.sanctions.invalidate();
    const outside = empty.t.deps.sanctions.current();
    await person(admin.headers, 'Anna', 'Nowak', {}, empty);
    await outside;
    expect((await screeningOf(admin.headers, party, empty)).screened_at).toBeNull();
    expect((await sanctionsRule(admin.headers, party, empty)).status).toBe('cannot_be_processed');
  });

  const fresh = ownApp();
  it('imports lists all or nothing, only for the installation admin, and versions them', async () => {
    const operator = { headers: await operatorLogin(fresh.t.app) };
    const { admin } = await teamWithMember(fresh, 'all_viewer_member');
    const un = readFileSync(UN_FILE);

    const refused = await upload(
      admin.headers,
      [{ name: 'consolidated.xml', content: un }],
      fresh.t.app,
    );
    expect(refused.statusCode).toBe(403);

    // A truncated file beside a good one: nothing is imported, and the error names the file.
    const broken = await upload(
      operator.headers,
      [
        { name: 'consolidated.xml', content: un },
        {
          name: 'eu.xml',
          content:
            '<?xml version="1.0"?><export xmlns="http://eu.europa.ec/fpi/fsd/export"><sanctionEntity',
        },
      ],
      fresh.t.app,
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'list_format_invalid' });
    expect(broken.json().message).toContain('eu.xml');
    const before = (await fresh.call('GET', '/int/sanctions-lists', admin.headers)).json();
    expect(before.lists.find((l: { source: string }) => l.source === 'un').current).toBeNull();

    // The clock is shared with the other tests, which may have moved it.
    const importedAt = clock.now().toISOString();
    const first = await upload(
      operator.headers,
      [{ name: 'consolidated.xml', content: un }],
      fresh.t.app,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().imported[0]).toMatchObject({
      unchanged: false,
      list: { source: 'un', version: 1, origin: 'upload', entry_count: 1003, added_count: 1003 },
    });
    // The day the UN generated the file (its dateGenerated), beside the day it came in.
    expect(first.json().imported[0].list).toMatchObject({
      published_on: '2026-02-27',
      created_at: importedAt,
    });
    const again = await upload(
      operator.headers,
      [{ name: 'consolidated.xml', content: un }],
      fresh.t.app,
    );
    expect(again.json().imported[0]).toMatchObject({ unchanged: true, list: { version: 1 } });

    const overview = (await fresh.call('GET', '/int/sanctions-lists', admin.headers)).json();
    const current = overview.lists.find((l: { source: string }) => l.source === 'un').current;
    expect(current).toMatchObject({ version: 1, entry_count: 1003, published_on: '2026-02-27' });
    expect(current.files[0]).toMatchObject({ name: 'consolidated.xml', bytes: un.length });
    // Parties recorded before the first list are screened by the queued job.
    expect(overview.rescreening[0]).toMatchObject({ source: 'un', version: 1 });
  });

  it('screens a new party, explains the hit, alerts, and remembers a false positive until the entry changes', async () => {
    await withLists();
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const jang = await person(admin.headers, 'Jang', 'Song Chol', {
      birth_date: '1967-03-12',
      citizenships: ['KP'],
    });
    const screening = await screeningOf(admin.headers, jang);
    expect(screening.screened_at).not.toBeNull();
    const hit = screening.hits.find((h: { entry_id: string }) => h.entry_id === 'KPi.056');
    expect(hit).toMatchObject({
      source: 'un',
      status: 'hit',
      current: true,
      subject_name: 'Jang Song Chol',
      entry: { birth_dates: ['1967-03-12'], nationalities: ['KP'] },
    });
    expect(hit.score).toBeGreaterThan(0.9);
    expect(hit.explanation.tokens.length).toBeGreaterThan(0);
    expect(hit.explanation.qualifiers).toContainEqual(
      expect.objectContaining({ kind: 'birth_date' }),
    );
    expect((await sanctionsRule(admin.headers, jang)).status).toBe('risk_found');
    const alerts = await alertsOf(admin.headers, jang);
    expect(alerts.total).toBe(1);
    expect(alerts.items[0]).toMatchObject({ severity: 'critical', status: 'new' });
    expect(alerts.items[0].links).toContainEqual(
      expect.objectContaining({ type: 'sanctions_hit', code: hit.code }),
    );

    // A member without edit rights cannot decide; the decision needs a note.
    const notAllowed = await env.call(
      'POST',
      '/int/sanctions-lists/false-positive',
      member.headers,
      {
        code: hit.code,
        note: 'Different person',
      },
    );
    expect(notAllowed.statusCode).toBe(403);
    const noNote = await env.call('POST', '/int/sanctions-lists/false-positive', admin.headers, {
      code: hit.code,
      note: ' ',
    });
    expect(noNote.statusCode).toBe(400);
    const marked = await env.call('POST', '/int/sanctions-lists/false-positive', admin.headers, {
      code: hit.code,
      note: 'Our customer is a different person: other passport, born in Seoul',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      status: 'false_positive',
      decision: {
        note: 'Our customer is a different person: other passport, born in Seoul',
        by: admin.email,
      },
    });
    expect((await sanctionsRule(admin.headers, jang)).status).toBe('passed');
    // The decision settled the hit's alert: nothing to close twice (hit-alerts.int.test.ts).
    expect(marked.json().alert).toEqual({
      code: alerts.items[0].code,
      status: 'closed_false_positive',
    });

    // Screening again finds the same entry unchanged: still a false positive, no new alert.
    const again = await env.call('POST', '/int/sanctions-lists/search-no-form', admin.headers, {
      party_code: jang,
    });
    expect(again.statusCode).toBe(200);
    expect(
      again.json().hits.find((h: { entry_id: string }) => h.entry_id === 'KPi.056').status,
    ).toBe('false_positive');
    expect((await alertsOf(admin.headers, jang)).total).toBe(1);

    // A new list version changes that entry: the decision no longer covers it.
    const badege = await person(admin.headers, 'Idrissa', 'Djaló', { birth_date: '1954-12-18' });
    expect(
      (await screeningOf(admin.headers, badege)).hits.some(
        (h: { entry_id: string; current: boolean }) => h.entry_id === 'GBi.004' && h.current,
      ),
    ).toBe(true);
    const operatorHeaders = await operatorLogin();
    const unVersion = async () =>
      (await env.call('GET', '/int/sanctions-lists', admin.headers))
        .json()
        .lists.find((l: { source: string }) => l.source === 'un').current.version as number;
    const before = await unVersion();
    const path = join(folder, 'consolidated.xml');
    writeFileSync(path, editedUnList());
    const second = await upload(operatorHeaders, [
      { name: 'consolidated.xml', content: readFileSync(path) },
    ]);
    expect(second.json(), second.body).toHaveProperty('imported');
    expect(second.json().imported[0].list).toMatchObject({
      version: before + 1,
      added_count: 0,
      changed_count: 1,
      removed_count: 1,
    });
    await env.t.deps.rescreen.kick();

    const reopened = (await screeningOf(admin.headers, jang)).hits.find(
      (h: { entry_id: string }) => h.entry_id === 'KPi.056',
    );
    expect(reopened).toMatchObject({ status: 'hit', current: true });
    expect((await alertsOf(admin.headers, jang)).total).toBe(2);
    // The removed entry's hit stays on record, no longer current.
    const removed = (await screeningOf(admin.headers, badege)).hits.find(
      (h: { entry_id: string }) => h.entry_id === 'GBi.004',
    );
    expect(removed).toMatchObject({ current: false, entry: { removed: true } });
    const progress = (await env.call('GET', '/int/sanctions-lists', admin.headers)).json()
      .rescreening[0];
    expect(progress).toMatchObject({ version: before + 1, status: 'done' });
    expect(progress.done).toBe(progress.total);
  });

  it('confirms a hit (non-acceptable risk), screens transaction descriptions and keeps teams apart', async () => {
    await withLists();
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const other = await teamWithMember(env, 'all_viewer_member', 'Kantor');
    const eric = await person(admin.headers, 'Eric', 'Badege', {
      birth_date: '1971-06-01',
      citizenships: ['CD'],
    });
    const hit = (await screeningOf(admin.headers, eric)).hits.find(
      (h: { entry_id: string }) => h.entry_id === 'CDi.001',
    );
    expect(hit).toBeDefined();

    const foreign = await env.call('POST', '/int/sanctions-lists/confirm', other.admin.headers, {
      code: hit.code,
      note: 'Same person',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await env.call('GET', `/int/parties/${eric}/sanctions`, other.admin.headers)).statusCode,
    ).toBe(404);

    const confirmed = await env.call('POST', '/int/sanctions-lists/confirm', admin.headers, {
      code: hit.code,
      note: 'Same person: passport and birth date checked',
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    const risk = (await env.call('GET', `/int/parties/${eric}/risk`, admin.headers)).json();
    expect(risk.risk_level).toBe('non_acceptable');

    const transaction = await env.call('POST', '/int/transactions', admin.headers, {
      type: 'buyer_fiat',
      amount: '1000',
      currency: 'PLN',
      booked_at: '2026-11-21T11:30:00+01:00',
      payment_method: 'transfer',
      description: 'Payment for Jang Song Chol, invoice 12/2026',
      parties: [{ party_code: eric, role: 'buyer' }],
    });
    expect(transaction.statusCode).toBe(201);
    const code = transaction.json().code as string;
    const screening = (
      await env.call('GET', `/int/transactions/${code}/sanctions`, admin.headers)
    ).json();
    expect(screening.hits).toContainEqual(
      expect.objectContaining({ entry_id: 'KPi.056', transaction_code: code, party: null }),
    );
    expect(screening.hits).toContainEqual(
      expect.objectContaining({
        entry_id: 'CDi.001',
        status: 'confirmed',
        party: expect.objectContaining({ code: eric }),
      }),
    );
    const alerts = (
      await env.call(
        'GET',
        `/int/alerts?transaction_code=${code}&source=sanctions_screening`,
        admin.headers,
      )
    ).json();
    expect(alerts.total).toBe(1);
  });

  it("raises nothing on a currency exchange's ordinary day, and alerts on a listed name in a title, declined", async () => {
    await withLists();
    const { admin } = await teamWithMember(env, 'all_viewer_member', 'Kantor Grosz');
    const customer = await person(admin.headers, 'Katarzyna', 'Wiśniewska');
    const record = async (description: string) => {
      const response = await env.call('POST', '/int/transactions', admin.headers, {
        type: 'buyer_fiat',
        amount: '1200',
        currency: 'PLN',
        booked_at: '2026-11-21T11:30:00+01:00',
        payment_method: 'transfer',
        description,
        parties: [{ party_code: customer, role: 'buyer' }],
      });
      expect(response.statusCode, description).toBe(201);
      return response.json().code as string;
    };
    const sanctionAlerts = async () =>
      (await env.call('GET', '/int/alerts?source=sanctions_screening', admin.headers)).json()
        .total as number;
    for (const description of [
      'Wymiana PLN na EUR w kasie',
      'Wymiana EUR na funtów w kasie',
      'Opłata skarbowa – Olsztyn',
      'Kaucja za lokal przy ul. Kościuszki w Płocku',
      'Sprzedaż LTC – zlecenie 3710',
      'Kupno 500 USD po kursie 3,9876',
      'Zwrot różnicy kursowej – transakcja 18220',
      'Wymiana koron czeskich dla Pawła Dąbrowskiego',
      'Faktura FV/0457/11/26 za usługi księgowe',
      'Przelew od Anny Nowak – zwrot pożyczki',
      'ZAKUP PRZY UŻYCIU KARTY ŻABKA WARSZAWA',
      'Wynagrodzenie za październik 2026 – umowa zlecenie',
    ])
      await record(description);
    expect(await sanctionAlerts()).toBe(0);

    const code = await record('Przelew dla Ajmana al-Zawahiriego za usługi');
    const screening = (
      await env.call('GET', `/int/transactions/${code}/sanctions`, admin.headers)
    ).json();
    expect(screening.hits).toContainEqual(
      expect.objectContaining({ entry_id: 'QDi.006', transaction_code: code }),
    );
    expect(await sanctionAlerts()).toBe(1);
  });

  it('screens parties imported from a CSV file as it screens a single create', async () => {
    await withLists();
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const csv =
      'first_name,last_name,pesel,birth_date,address_city,pep\r\nEric,Badege,,1971-02-02,Goma,nie\r\nAnna,Zielińska,,1980-01-01,Kraków,nie\r\n';
    const body = multipart([{ name: 'parties.csv', content: csv }], 'file');
    const response = await env.t.app.inject({
      method: 'POST',
      url: '/int/parties-import/csv/?partyType=individual&mode=import',
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [eric, anna] = response.json().rows.map((row: { code: string }) => row.code);
    const hits = (await screeningOf(admin.headers, eric)).hits;
    expect(hits).toContainEqual(expect.objectContaining({ entry_id: 'CDi.001', status: 'hit' }));
    expect((await sanctionsRule(admin.headers, eric)).status).toBe('risk_found');
    const alerts = await alertsOf(admin.headers, eric);
    expect(alerts.total).toBe(1);
    expect(alerts.items[0]).toMatchObject({ severity: 'critical', status: 'new' });
    const clean = await screeningOf(admin.headers, anna);
    expect(clean).toMatchObject({ hits: [], screened_at: expect.any(String) });
    expect((await sanctionsRule(admin.headers, anna)).status).toBe('passed');
    expect((await alertsOf(admin.headers, anna)).total).toBe(0);
  });

  it("screens a company's beneficial owners and shows their hits on the company", async () => {
    await withLists();
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const company = await env.call('POST', '/int/parties', admin.headers, {
      type: 'company',
      name: 'Kivu Minerals sp. z o.o.',
    });
    const code = company.json().party.code as string;
    const owner = await env.call('POST', `/int/parties/${code}/beneficiaries`, admin.headers, {
      first_name: 'Eric',
      last_name: 'Badege',
      birth_date: '1971-03-03',
      citizenships: ['CD'],
      share: '51',
    });
    expect(owner.statusCode).toBe(201);
    const screening = await screeningOf(admin.headers, code);
    expect(screening.threshold).toBeGreaterThan(0);
    expect(screening.hits).toContainEqual(
      expect.objectContaining({
        entry_id: 'CDi.001',
        party: { code: owner.json().party.code, display_name: 'Eric Badege' },
      }),
    );
    expect((await sanctionsRule(admin.headers, code)).status).toBe('risk_found');
    const now = await env.call('POST', '/int/sanctions-lists/search-no-form', admin.headers, {
      party_code: code,
    });
    expect(now.json().hits).toContainEqual(expect.objectContaining({ entry_id: 'CDi.001' }));
  });

  it('searches by name with explanations and counts each search', async () => {
    await withLists();
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const search = (name: string) =>
      env.call('POST', '/int/sanctions-lists/search', admin.headers, {
        name,
        type: 'person',
        birth_date: '1957',
      });
    const found = await search('Kasem Soleimani');
    expect(found.statusCode).toBe(200);
    expect(found.json().matches[0]).toMatchObject({ source: 'un', entry_id: 'IRi.039' });
    expect(found.json().searches_this_month).toBe(1);
    expect((await search('Zbigniew Kowalczyk')).json()).toMatchObject({
      matches: [],
      searches_this_month: 2,
    });
    const invalid = await env.call('POST', '/int/sanctions-lists/search', admin.headers, {
      name: 'x',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('offers a public search, 30 calls per address in ten minutes', async () => {
    await withLists();
    const overview = (await env.call('GET', '/int/public/sanctions-lists')).json();
    expect(
      overview.lists.find((l: { source: string }) => l.source === 'un').current.version,
    ).toBeGreaterThanOrEqual(1);
    const search = (ip: string) =>
      env.t.app.inject({
        method: 'POST',
        url: '/int/public/sanctions-lists/search',
        payload: { name: 'Eric Badege' },
        remoteAddress: ip,
      });
    const first = await search('203.0.113.9');
    expect(first.statusCode).toBe(200);
    expect(first.json().matches[0]).toMatchObject({ entry_id: 'CDi.001' });
    expect(first.json().searches_this_month).toBeNull();
    // The limit of spec section 7 written out: every call up to the 30th is answered.
    const statuses = [first.statusCode];
    for (let call = 2; call <= 30; call += 1)
      statuses.push((await search('203.0.113.9')).statusCode);
    expect(statuses).toEqual(Array(30).fill(200));
    const refused = await search('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await search('203.0.113.10')).statusCode).toBe(200);
    // Ten minutes later the address may search again.
    clock.advance(10 * 60_000);
    expect((await search('203.0.113.9')).statusCode).toBe(200);
  });

  const dated = ownApp();
  it("keeps each version's publication date as its file states it, or none", async () => {
    const operator = await operatorLogin(dated.t.app);
    // Two versions of the UN list, both generated on 2026-02-27.
    const un = await upload(
      operator,
      [{ name: 'consolidated.xml', content: readFileSync(UN_FILE) }],
      dated.t.app,
    );
    expect(un.statusCode, un.body).toBe(200);
    const edited = await upload(
      operator,
      [{ name: 'consolidated.xml', content: editedUnList() }],
      dated.t.app,
    );
    expect(edited.json().imported[0].list).toMatchObject({ version: 2 });
    const sample = (name: string) => readFileSync(sanctionsDataPath('official_samples', name));
    const cons = (name: string) => ({
      name,
      content: readFileSync(sanctionsDataPath('ofac_non_sdn_2025', name)),
    });
    const response = await upload(
      operator,
      [
        { name: 'eu.xml', content: sample('eu_fsf_sample_2026-08-05.xml') },
        { name: 'uk.xml', content: sample('uk_sanctions_list_sample_2026-09-10.xml') },
        { name: 'sdn.xml', content: sample('ofac_sdn_classic_xml_sample_2026-08-07.xml') },
        cons('cons_prim.csv'),
        cons('cons_add.csv'),
        cons('cons_alt.csv'),
        cons('cons_comments.csv'),
      ],
      dated.t.app,
    );
    expect(response.statusCode, response.body).toBe(200);
    const stated = Object.fromEntries(
      response
        .json()
        .imported.map(({ list }: { list: { source: string; published_on: string | null } }) => [
          list.source,
          list.published_on,
        ]),
    );
    expect(stated).toEqual({
      eu: '2026-08-05',
      uk: '2026-09-10',
      ofac_sdn: '2026-08-07',
      // OFAC's CSV files state no date.
      ofac_consolidated: null,
    });

    const overview = (await dated.call('GET', '/int/sanctions-lists', operator)).json();
    const published = (source: string) =>
      overview.lists.find((l: { source: string }) => l.source === source).current.published_on;
    expect([published('eu'), published('ofac_consolidated'), published('un')]).toEqual([
      '2026-08-05',
      null,
      '2026-02-27',
    ]);
    const versions = (
      await dated.call('GET', '/int/sanctions-lists/versions?source=un', operator)
    ).json();
    expect(
      versions.items.map((v: { version: number; published_on: string }) => v.published_on),
    ).toEqual(['2026-02-27', '2026-02-27']);
  });
});
