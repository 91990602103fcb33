import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import {
  createTestClock,
  registerAndLogin,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-05-04T08:00:00Z'));
const env = useTestApp({ clock });

/** A user working in a new team of their own. */
async function teamUser() {
  const user = await registerAndLogin(env.t.app);
  const team = (await env.call('POST', '/int/teams', user.headers, { name: 'Biuro' })).json().code;
  await env.call('POST', '/int/teams/change', user.headers, { code: team });
  return user.headers;
}

async function createCompany(headers: AuthHeaders) {
  const created = await env.call('POST', '/int/parties', headers, {
    type: 'company',
    name: 'Zażółć Gęślą Sp. z o.o.',
    tax_id: '5261040828',
    business_address: {
      country: 'PL',
      city: 'Łódź',
      postal_code: '90-001',
      street: 'Piotrkowska',
      house_number: '1',
    },
  });
  expect(created.statusCode).toBe(201);
  const code = created.json().party.code as string;
  const owner = await env.call('POST', `/int/parties/${code}/beneficiaries`, headers, {
    first_name: 'Józef',
    last_name: 'Żółkiewski',
    pesel: '44051401359',
    share: '60.5',
  });
  expect(owner.statusCode).toBe(201);
  return code;
}

const pdfOf = (headers: AuthHeaders | object, payload: object, language?: string) =>
  env.t.app.inject({
    method: 'POST',
    url: '/int/parties/pdf',
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
    payload,
  });

const textOf = async (pdf: Buffer) => (await pdfText(pdf)).text;

describe('POST /int/parties/pdf', () => {
  it('answers the summary of a company with its beneficial owner, in the asked language', async () => {
    const headers = await teamUser();
    const code = await createCompany(headers);

    const response = await pdfOf(headers, { code }, 'pl-PL,pl;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="party-${code}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Karta klienta',
      'Zażółć Gęślą Sp. z o.o.',
      code,
      'Łódź',
      '5261040828',
      'Szkic',
      'Beneficjenci rzeczywiści',
      'Józef Żółkiewski',
      '44051401359',
      'Członkowie zarządu',
      'Brak',
      '4 maja 2026 10:00',
    ]) {
      expect(text).toContain(expected);
    }

    const english = await textOf((await pdfOf(headers, { code })).rawPayload);
    expect(english).toContain('Party summary');
    expect(english).toContain('Beneficial owners');
    expect(english).toContain('Draft');
    expect(english).toContain('Zażółć Gęślą Sp. z o.o.');
  });

  it('does not show a party of another team, and needs a code', async () => {
    const owner = await teamUser();
    const code = await createCompany(owner);
    const stranger = await teamUser();

    const foreign = await pdfOf(stranger, { code });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('json');

    const missing = await pdfOf(owner, {});
    expect(missing.statusCode).toBe(400);
    expect((await pdfOf(owner, { code: 'nope' })).statusCode).toBe(400);
    expect((await pdfOf({}, { code })).statusCode).toBe(401);
  });
});
