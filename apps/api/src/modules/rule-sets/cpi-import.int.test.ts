import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { CPI_2024_CSV, CPI_2025_ROWS, cpiWorkbook } from './cpi-fixtures.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });

type Part = { name: string; value: string | Uint8Array; filename?: string };

/** A multipart/form-data body as a browser sends it: the fields and the file, in order. */
function multipart(parts: Part[]) {
  const boundary = `----aml${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename
          ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
          : '') +
        '\r\n\r\n',
    ),
    Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  headers: AuthHeaders | Record<string, never>,
  code: string,
  file: { name: string; bytes: Uint8Array | string } | null,
  asOf: string | null = '2026-02-10',
) {
  const parts: Part[] = [];
  // The file first, the date after it: the route reads the parts in any order.
  if (file) parts.push({ name: 'file', value: file.bytes, filename: file.name });
  if (asOf !== null) parts.push({ name: 'as_of', value: asOf });
  const body = multipart(parts);
  return env.t.app.inject({
    method: 'POST',
    url: `/int/rule-sets/${code}/lists/cpi_scores/import`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const xlsx = { name: 'CPI2025_Results.xlsx', bytes: cpiWorkbook(CPI_2025_ROWS) };

async function activeSetCode(headers: AuthHeaders): Promise<string> {
  const list = (await env.call('GET', '/int/rule-sets', headers)).json();
  return list.items.find((item: { active: boolean }) => item.active).code;
}

describe("importing Transparency International's CPI file", () => {
  it('replaces the CPI list from the workbook as a new version, naming what it left out', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const code = await activeSetCode(admin.headers);

    const response = await upload(admin.headers, code, xlsx);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ year: 2025, version: 2, unchanged: false, imported: 5 });
    expect(result.list).toMatchObject({
      id: 'cpi_scores',
      source: 'CPI 2025',
      source_url: 'https://www.transparency.org/en/cpi/2025',
      as_of: '2026-02-10',
    });
    expect(result.list.entries).toContainEqual({ code: 'DK', label: 'Denmark', score: 89 });
    expect(result.list.entries).toContainEqual({ code: 'PL', label: 'Poland', score: 53 });
    expect(result.list.entries).toContainEqual({ code: 'XK', label: 'Kosovo', score: 44 });
    expect(result.skipped.map((s: { iso3: string; reason: string }) => [s.iso3, s.reason])).toEqual(
      [
        ['BRN', 'score_missing'],
        ['CHL', 'score_invalid'],
        ['POL', 'duplicate'],
        ['SCG', 'iso3_unknown'],
        [null, 'iso3_missing'],
      ],
    );

    // Every member reads the list as imported, and the set at its new version.
    const list = (
      await env.call('GET', `/int/rule-sets/${code}/lists/cpi_scores`, member.headers)
    ).json();
    expect(list).toEqual(result.list);
    const detail = (await env.call('GET', `/int/rule-sets/${code}`, member.headers)).json();
    expect(detail.version).toBe(2);
    expect(detail.lists.find((l: { id: string }) => l.id === 'cpi_scores').entries).toBe(5);
    // The earlier version still holds the seeded list.
    const first = (
      await env.call('GET', `/int/rule-sets/${code}?version=1`, member.headers)
    ).json();
    expect(first.lists.find((l: { id: string }) => l.id === 'cpi_scores').entries).toBe(19);

    // The same file again changes nothing, so it makes no version.
    const again = (await upload(admin.headers, code, xlsx)).json();
    expect(again).toMatchObject({ version: 2, unchanged: true, imported: 5 });
  });

  it('reads the sheet saved as CSV, title lines above the table', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const code = await activeSetCode(admin.headers);
    const response = await upload(
      admin.headers,
      code,
      { name: 'CPI2024.csv', bytes: CPI_2024_CSV },
      '2025-02-11',
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ year: 2024, imported: 3, unchanged: false });
    expect(result.list).toMatchObject({
      source: 'CPI 2024',
      source_url: 'https://www.transparency.org/en/cpi/2024',
      as_of: '2025-02-11',
      entries: [
        { code: 'DK', label: 'Denmark', score: 90 },
        { code: 'PL', label: 'Poland', score: 53 },
        { code: 'KR', label: 'Korea, South', score: 64 },
      ],
    });
    expect(result.skipped).toEqual([
      { row: 7, iso3: 'ZZZ', country: 'Nowhere', reason: 'iso3_unknown' },
    ]);
  });

  it('refuses a file that is not the table, and a missing or wrong date, changing nothing', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const code = await activeSetCode(admin.headers);
    const csv = (text: string) => ({ name: 'cpi.csv', bytes: text });
    const refusals: Array<[Awaited<ReturnType<typeof upload>>, string]> = [
      [
        await upload(admin.headers, code, csv('Country;Code;Score\nPoland;PL;53\n')),
        'cpi_header_not_found',
      ],
      [
        await upload(admin.headers, code, csv('Country;ISO3;Score\nPoland;POL;53\n')),
        'cpi_score_column_not_found',
      ],
      [
        await upload(admin.headers, code, csv('Country;ISO3;CPI score 2025\nPoland;POL;\n')),
        'cpi_no_rows',
      ],
      [
        await upload(admin.headers, code, {
          name: 'cpi.xlsx',
          bytes: zipSync({ a: strToU8('x') }),
        }),
        'cpi_file_unreadable',
      ],
      [await upload(admin.headers, code, null), 'import_file_required'],
    ];
    for (const [response, expected] of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(expected);
    }
    for (const [asOf, field] of [
      [null, 'required'],
      ['', 'required'],
      ['10.02.2026', 'invalid_date'],
      ['1899-12-31', 'date_too_early'],
      ['2100-01-01', 'date_too_late'],
    ] as const) {
      const response = await upload(admin.headers, code, xlsx, asOf);
      expect(response.statusCode, String(asOf)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().details.fields).toContainEqual({ path: 'as_of', code: field });
    }
    const json = await env.call(
      'POST',
      `/int/rule-sets/${code}/lists/cpi_scores/import`,
      admin.headers,
      { as_of: '2026-02-10' },
    );
    expect(json.statusCode).toBe(415);
    expect((await env.call('GET', `/int/rule-sets/${code}`, admin.headers)).json().version).toBe(1);
  });

  it('is for the team’s administrators: 401 without a session, 403 to a member, 404 to another team', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const code = await activeSetCode(admin.headers);
    const other = await teamWithMember(env, 'all_viewer_member');
    expect((await upload({}, code, xlsx)).statusCode).toBe(401);
    const denied = await upload(member.headers, code, xlsx);
    expect(denied.statusCode).toBe(403);
    const foreign = await upload(other.admin.headers, code, xlsx);
    expect(foreign.statusCode).toBe(404);
    expect((await env.call('GET', `/int/rule-sets/${code}`, admin.headers)).json().version).toBe(1);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await env.call('GET', '/int/openapi.json')).json();
    const route = document.paths['/int/rule-sets/{id}/lists/cpi_scores/import'].post;
    expect(route.tags).toEqual(['Rule sets']);
    expect(route.summary).toMatch(/Transparency International/);
    // The multipart body is described in the summary, as the other uploads are.
    expect(route.summary).toMatch(/"file".*"as_of"/);
    expect(route.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'skipped',
    );
  });
});
