import { randomBytes } from 'node:crypto';
import { UPLOAD_LIMIT_BYTES, makePesel, type PartyImportResult } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { registerAndLogin, useTestApp, type AuthHeaders } from '../../test/test-app.js';

const env = useTestApp();

/** A valid PESEL of someone born on 19YY-MM-DD. */
const pesel = (yy: number, mm: number, dd: number, serial: number) =>
  makePesel(
    `19${String(yy).padStart(2, '0')}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`,
    serial,
  );

/** A user working in a new team of their own. */
async function teamAdmin(): Promise<AuthHeaders> {
  const admin = await registerAndLogin(env.t.app);
  const team = (await env.call('POST', '/int/teams', admin.headers, { name: 'Biuro' })).json().code;
  await env.call('POST', '/int/teams/change', admin.headers, { code: team });
  return admin.headers;
}

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(content: string | Uint8Array, field = 'file') {
  const boundary = `----aml${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="parties.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  headers: AuthHeaders,
  content: string | Uint8Array,
  query = 'partyType=individual&mode=import',
) {
  const body = multipart(content);
  return env.t.app.inject({
    method: 'POST',
    url: `/int/parties-import/csv/?${query}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function imported(
  headers: AuthHeaders,
  content: string | Uint8Array,
  query?: string,
): Promise<PartyImportResult> {
  const response = await upload(headers, content, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartyImportResult>();
}

const countParties = async (headers: AuthHeaders) =>
  (await env.call('POST', '/int/parties/search', headers, {})).json<{ total: number }>().total;

const HEADER = 'first_name,last_name,pesel,birth_date,address_city,pep';
const row = (n: number, overrides: Partial<Record<'first' | 'last' | 'pesel', string>> = {}) =>
  [
    overrides.first ?? `Jan${n}`,
    overrides.last ?? 'Kowalski',
    overrides.pesel ?? pesel(80, 1, 1 + (n % 28), 1000 + n),
    '',
    'Kraków',
    'nie',
  ].join(',');

describe('parties CSV import', () => {
  it('previews per-row errors and writes nothing', async () => {
    const admin = await teamAdmin();
    const csv = [HEADER, row(1), row(2, { pesel: '44051401358' }), row(3, { last: '' })].join('\n');
    const result = await imported(admin, csv, 'partyType=individual');
    expect(result).toMatchObject({
      mode: 'preview',
      total_rows: 3,
      valid: 1,
      created: 0,
      skipped: 0,
      invalid: 2,
      ignored_columns: [],
    });
    expect(result.rows).toEqual([
      { row: 1, status: 'valid' },
      { row: 2, status: 'invalid', errors: [{ column: 'pesel', code: 'pesel_invalid' }] },
      { row: 3, status: 'invalid', errors: [{ column: 'last_name', code: 'required' }] },
    ]);
    expect(await countParties(admin)).toBe(0);
  });

  it('imports the valid rows, reports the bad ones, and creates nothing when re-imported', async () => {
    const admin = await teamAdmin();
    const lines = [HEADER];
    for (let n = 1; n <= 10; n += 1) lines.push(row(n));
    lines[3] = row(3, { pesel: '12345678901' });
    lines[6] = row(6, { first: '' });
    lines[9] = 'Ewa,Nowak,85071212149,1985-13-40,Gdańsk,tak';
    const csv = lines.join('\r\n');

    const first = await imported(admin, csv);
    expect(first).toMatchObject({ mode: 'import', total_rows: 10, created: 7, invalid: 3 });
    expect(first.rows.filter((r) => r.status === 'invalid')).toEqual([
      { row: 3, status: 'invalid', errors: [{ column: 'pesel', code: 'pesel_invalid' }] },
      { row: 6, status: 'invalid', errors: [{ column: 'first_name', code: 'required' }] },
      { row: 9, status: 'invalid', errors: [{ column: 'birth_date', code: 'invalid_date' }] },
    ]);
    const created = first.rows.filter((r) => r.status === 'created');
    expect(created.map((r) => r.row)).toEqual([1, 2, 4, 5, 7, 8, 10]);
    expect(await countParties(admin)).toBe(7);

    const party = (await env.call('GET', `/int/parties/${created[0]!.code}`, admin)).json();
    expect(party).toMatchObject({
      type: 'individual',
      entity_type: 'individual',
      status: 'draft',
      first_name: 'Jan1',
      pesel: pesel(80, 1, 2, 1001),
      accommodation_address: { city: 'Kraków' },
      pep: false,
    });
    const audit = (await env.call('GET', '/int/audit-events?entity_type=party', admin)).json();
    expect(audit.items.filter((e: { action: string }) => e.action === 'imported')).toHaveLength(7);

    const again = await imported(admin, csv);
    expect(again).toMatchObject({ created: 0, skipped: 7, invalid: 3 });
    expect(again.rows.filter((r) => r.status === 'duplicate')).toEqual(
      created.map((r) => ({ row: r.row, status: 'duplicate', code: r.code })),
    );
    expect(await countParties(admin)).toBe(7);
  });

  it('takes a repeated key within one file as a duplicate of its first row', async () => {
    const admin = await teamAdmin();
    const same = pesel(90, 5, 5, 4321);
    const csv = [
      HEADER,
      row(1, { pesel: same }),
      row(2, { pesel: '' }),
      row(3, { pesel: same }),
      row(4, { pesel: '' }),
    ].join('\n');
    const preview = await imported(admin, csv, 'partyType=individual&mode=preview');
    expect(preview.rows[2]).toEqual({ row: 3, status: 'duplicate', duplicate_of_row: 1 });
    const result = await imported(admin, csv);
    expect(result).toMatchObject({ created: 3, skipped: 1 });
    expect(result.rows[2]).toEqual({
      row: 3,
      status: 'duplicate',
      duplicate_of_row: 1,
      code: result.rows[0]!.code,
    });
  });

  it('reads Windows-1250, semicolons and a UTF-8 BOM', async () => {
    const admin = await teamAdmin();
    const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
    // "first_name;last_name;address_city\r\nJózef;Wąż;Łódź" in Windows-1250.
    const cp1250 = Uint8Array.from([
      ...ascii('first_name;last_name;address_city\r\nJ'),
      0xf3,
      ...ascii('zef;W'),
      0xb9,
      0xbf,
      ...ascii(';'),
      0xa3,
      0xf3,
      0x64,
      0x9f,
      ...ascii('\r\n'),
    ]);
    const legacy = await imported(admin, cp1250);
    expect(legacy.created).toBe(1);
    const party = (await env.call('GET', `/int/parties/${legacy.rows[0]!.code}`, admin)).json();
    expect(party).toMatchObject({
      first_name: 'Józef',
      last_name: 'Wąż',
      accommodation_address: { city: 'Łódź' },
    });

    const bom = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...Buffer.from('last_name;first_name;pesel\nŻółć;Gęślą;85071212149\n', 'utf8'),
    ]);
    const withBom = await imported(admin, bom);
    expect(withBom).toMatchObject({ created: 1, ignored_columns: [] });
    const second = (await env.call('GET', `/int/parties/${withBom.rows[0]!.code}`, admin)).json();
    expect(second).toMatchObject({ first_name: 'Gęślą', last_name: 'Żółć', pesel: '85071212149' });
  });

  it('lists unknown columns and refuses rows of the wrong length', async () => {
    const admin = await teamAdmin();
    const csv = 'first_name,last_name,Notatka\nJan,Nowak,x\nAnna,Nowak\nEwa,Nowak,y,,\n';
    const result = await imported(admin, csv, 'partyType=individual');
    expect(result.ignored_columns).toEqual(['Notatka']);
    expect(result.rows).toEqual([
      { row: 1, status: 'valid' },
      { row: 2, status: 'invalid', errors: [{ column: '*', code: 'column_count' }] },
      { row: 3, status: 'valid' },
    ]);
  });

  it('answers 400 to a binary file, an empty file and missing columns', async () => {
    const admin = await teamAdmin();
    const binary = await upload(admin, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().code).toBe('import_bad_encoding');

    const empty = await upload(admin, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('import_empty_file');

    const missing = await upload(admin, 'first_name,pesel\nJan,85071212149\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'import_missing_columns' });
    expect(missing.json().message).toContain('last_name');

    const company = await upload(admin, 'tax_id\n8567346215\n', 'partyType=company');
    expect(company.json()).toMatchObject({ statusCode: 400, code: 'import_missing_columns' });
    expect(company.json().message).toContain('name');

    const badType = await upload(admin, 'name\nX\n', 'partyType=unknown');
    expect(badType.json()).toMatchObject({ statusCode: 400, code: 'validation_failed' });

    const notMultipart = await env.call(
      'POST',
      '/int/parties-import/csv?partyType=individual',
      admin,
      {
        file: 'first_name,last_name',
      },
    );
    expect(notMultipart.statusCode).toBe(415);

    const wrongField = multipart('first_name,last_name\nJan,Nowak\n', 'attachment');
    const noFile = await env.t.app.inject({
      method: 'POST',
      url: '/int/parties-import/csv?partyType=individual',
      headers: { ...admin, 'content-type': wrongField.contentType },
      payload: wrongField.payload,
    });
    expect(noFile.json()).toMatchObject({ statusCode: 400, code: 'import_file_required' });
    expect(await countParties(admin)).toBe(0);
  });

  it('streams the rows done after each batch when asked for progress lines', async () => {
    const admin = await teamAdmin();
    const lines = [HEADER];
    for (let n = 1; n <= 1_100; n += 1) lines.push(row(n));
    const progress = { ...admin, accept: 'application/x-ndjson' };
    const response = await upload(progress, lines.join('\n'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const answers = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(answers.slice(0, 3)).toEqual([
      { progress: { done: 500, total: 1_100 } },
      { progress: { done: 1_000, total: 1_100 } },
      { progress: { done: 1_100, total: 1_100 } },
    ]);
    expect(answers[3].result).toMatchObject({ mode: 'import', total_rows: 1_100, created: 1_100 });
    expect(answers).toHaveLength(4);
    expect(await countParties(admin)).toBe(1_100);

    // A file that cannot be read is refused with its status, before any line.
    const refused = await upload(progress, 'first_name\nJan');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'import_missing_columns' });
  });

  it('answers 413 to a file over 20 MB', async () => {
    const admin = await teamAdmin();
    const line = `${row(1)}\n`;
    const big = `${HEADER}\n${line.repeat(Math.ceil(UPLOAD_LIMIT_BYTES / line.length) + 10)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(UPLOAD_LIMIT_BYTES);
    const response = await upload(admin, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    expect(await countParties(admin)).toBe(0);
  });

  it('keeps imported parties within the team', async () => {
    const admin = await teamAdmin();
    const other = await teamAdmin();
    const csv = [HEADER, row(1)].join('\n');
    const result = await imported(admin, csv);
    const code = result.rows[0]!.code!;
    expect((await env.call('GET', `/int/parties/${code}`, other)).statusCode).toBe(404);
    // The same PESEL in another team is not a duplicate.
    expect((await imported(other, csv)).created).toBe(1);
  });

  it('serves a template per type whose example row imports cleanly', async () => {
    const admin = await teamAdmin();
    for (const type of ['individual', 'sole_proprietorship', 'company'] as const) {
      const template = await env.call(
        'GET',
        `/int/parties-import/csv/template?partyType=${type}`,
        admin,
      );
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-type']).toContain('text/csv');
      expect(template.headers['content-disposition']).toBe(
        `attachment; filename="parties-${type}.csv"`,
      );
      const result = await imported(admin, template.rawPayload, `partyType=${type}&mode=import`);
      expect(result, JSON.stringify(result.rows)).toMatchObject({
        total_rows: 1,
        created: 1,
        invalid: 0,
        ignored_columns: [],
      });
      const party = (await env.call('GET', `/int/parties/${result.rows[0]!.code}`, admin)).json();
      expect(party.type).toBe(type);
      if (type === 'individual') {
        expect(party).toMatchObject({
          pesel: '44051401359',
          document: { type: 'id_card', number: 'ABA300000', without_expiration: false },
          accommodation_address: { city: 'Łódź', postal_code: '90-001' },
          contact: { email: 'jan.kowalski@example.pl', phone_country_code: '+48' },
        });
      } else {
        expect(party.business_address).toMatchObject({ city: 'Łódź' });
        expect(party.industries.length).toBeGreaterThan(0);
      }
      const again = await imported(admin, template.rawPayload, `partyType=${type}&mode=import`);
      expect(again).toMatchObject({ created: 0, skipped: 1 });
    }
  });
});

describe('the assessment of imported parties', () => {
  type Risk = {
    risk_level: string;
    assessment: {
      level: string;
      computed_level: string;
      rule_set: { code: string; version: number };
      results: Array<{ kind: string; status: string; risk: string | null; missing: string[] }>;
    } | null;
  };
  const riskOf = async (headers: AuthHeaders, code: string) =>
    (await env.call('GET', `/int/parties/${code}/risk`, headers)).json<Risk>();
  /** What a record says, without what differs between two records (codes, dates). */
  const said = ({ risk_level, assessment }: Risk) => ({
    risk_level,
    level: assessment?.level,
    computed_level: assessment?.computed_level,
    rule_set: assessment?.rule_set,
    results: assessment?.results.map(({ kind, status, risk, missing }) => ({
      kind,
      status,
      risk,
      missing,
    })),
  });

  it('assesses every imported party with the active rule set, as creating it does', async () => {
    const admin = await teamAdmin();
    const people = [
      // An Iranian citizen (FATF call for action): non-acceptable, with an alert.
      {
        first_name: 'Reza',
        last_name: 'Tehrani',
        pesel: pesel(75, 3, 4, 2001),
        citizenships: 'IR',
        pep: 'nie',
      },
      // A Pole with every datum given.
      {
        first_name: 'Anna',
        last_name: 'Nowak',
        pesel: pesel(82, 6, 7, 2002),
        citizenships: 'PL',
        pep: 'nie',
      },
      // No PEP declaration nor citizenship: missing data, with a task.
      {
        first_name: 'Jan',
        last_name: 'Wiśniewski',
        pesel: pesel(90, 9, 10, 2003),
        citizenships: '',
        pep: '',
      },
    ];
    const header = 'first_name,last_name,pesel,citizenships,pep';
    const csv = [
      header,
      ...people.map((p) => [p.first_name, p.last_name, p.pesel, p.citizenships, p.pep].join(',')),
    ].join('\n');
    const result = await imported(admin, csv);
    expect(result.created).toBe(3);
    const codes = result.rows.map((r) => r.code!);

    // The same people entered one by one through POST /int/parties, in another team.
    const other = await teamAdmin();
    for (const [index, person] of people.entries()) {
      const created = await env.call('POST', '/int/parties', other, {
        type: 'individual',
        first_name: person.first_name,
        last_name: person.last_name,
        pesel: person.pesel,
        ...(person.citizenships ? { citizenships: [person.citizenships] } : {}),
        ...(person.pep ? { pep: false } : {}),
      });
      expect(created.statusCode).toBe(201);
      const byHand = await riskOf(other, created.json().party.code);
      const byImport = await riskOf(admin, codes[index]!);
      expect(byImport.risk_level).not.toBe('pending');
      expect({ ...said(byImport), rule_set: undefined }).toEqual({
        ...said(byHand),
        rule_set: undefined,
      });
      expect(byImport.assessment!.rule_set.version).toBe(1);
    }
    const [iranian, pole, unknown] = await Promise.all(codes.map((code) => riskOf(admin, code)));
    expect(iranian!.risk_level).toBe('non_acceptable');
    expect(pole!.risk_level).toBe('normal');
    expect(unknown!.risk_level).toBe('user_verification_required');

    // Case work as on create: an alert for the non-acceptable one, a task for missing data.
    const alerts = (await env.call('GET', '/int/alerts', admin)).json();
    expect(alerts.items.map((a: { party: { code: string } }) => a.party.code)).toEqual([codes[0]]);
    const tasks = (await env.call('GET', '/int/tasks', admin)).json();
    expect(
      tasks.items.map((t: { party: { code: string } | null }) => t.party?.code).sort(),
    ).toContain(codes[2]);
    const audit = (await env.call('GET', '/int/audit-events?entity_type=party', admin)).json();
    expect(
      audit.items.filter((e: { action: string }) => e.action === 'risk_assessed'),
    ).toHaveLength(3);

    // A preview assesses nothing and writes no record.
    const records = (await env.call('GET', '/int/risk-assessment-records', admin)).json().total;
    await imported(admin, csv.replace(/Reza/, 'Rezaa'), 'partyType=individual');
    expect((await env.call('GET', '/int/risk-assessment-records', admin)).json().total).toBe(
      records,
    );
  });
});
