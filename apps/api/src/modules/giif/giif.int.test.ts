import type { GiifFile, GiifQueue, GiifReportForm } from '@aml/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeTestCertificate,
  signXadesEnveloped,
  type TestSigner,
} from '../../engines/signatures/test-signing.js';
import { giifTestData } from '../../test/giif-test-data.js';
import {
  createTestClock,
  inNewTeam,
  joinTeam,
  uniqueEmail,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { pdfText } from '../../test/pdf-text.js';
import { testSchema } from './test-schemas/test-schema.js';

/**
 * Threshold reports to GIIF through the API (issue 32): a 70,000 PLN cash payment is marked,
 * queued with its deadline, completed, filed, exported, signed, loaded and leaves the queue;
 * ids are unique; corrections need a loaded original; the files are the officer's only.
 */
const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
const SCHEMA_ADMIN = uniqueEmail('schema.admin');
const env = useTestApp({ clock, env: { ADMIN_EMAILS: SCHEMA_ADMIN } });
const NIP = '5261040828';
let signer: TestSigner;

const data = giifTestData(env);

beforeAll(async () => {
  signer = await makeTestCertificate({
    commonName: 'Anna Kowalska',
    serialNumber: 'PNOPL-80010112345',
  });
  await data.eurRateOfNovember26();
});

const officeTeam = () =>
  data.officeTeam({
    name: 'Biuro Rachunkowe Złoty Róg Sp. z o.o.',
    institution_type: 'accounting_office',
  });
const customer = (headers: AuthHeaders) => data.customer(headers);
const cashPayment = (headers: AuthHeaders, party: string, amount = '70000.00') =>
  data.cashPayment(headers, party, {
    amount,
    booked_at: '2026-11-27T11:00:00+01:00',
    description: 'Wpłata gotówkowa na poczet faktury FV/2026/11/045',
  });
const upload = data.upload;

/** The installation's administrator, who installs GIIF's schemas: signed up once. */
let schemaAdmin: Promise<{ headers: AuthHeaders }> | undefined;
const installationAdmin = () => (schemaAdmin ??= inNewTeam(env, 'Operator', SCHEMA_ADMIN));

const completeParty = data.completeParty;

const form = async (headers: AuthHeaders, code: string) =>
  (await env.call('GET', `/int/transactions/${code}/giif`, headers)).json<GiifReportForm>();
const queue = async (headers: AuthHeaders, type = '') =>
  (
    await env.call('GET', `/int/giif/queue${type ? `?type=${type}` : ''}`, headers)
  ).json<GiifQueue>();

async function buildFile(headers: AuthHeaders, codes: string[], templateType = 'cash') {
  const response = await env.call('POST', '/int/giif/files', headers, {
    template_type: templateType,
    transactions: codes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GiifFile>();
}

const completeDetails = data.completeDetails;

describe('threshold reports to GIIF', () => {
  it('takes a 70,000 PLN cash payment from the queue to GIIF and back out', async () => {
    const { headers } = await officeTeam();
    const party = await customer(headers);
    const code = await cashPayment(headers, party);

    // Queued with the deadline of komunikat nr 15: 27 November + 7 days = Friday 4 December.
    const queued = await queue(headers);
    const item = queued.items.find((i) => i.transaction_code === code)!;
    expect(item).toMatchObject({
      template_type: 'cash',
      due_on: '2026-12-04',
      days_left: 7,
      giif_id: null,
      file: null,
    });
    expect(item.issue_count).toBeGreaterThan(0);
    expect(queued.counts).toContainEqual({
      template_type: 'cash',
      count: 1,
      overdue: 0,
      next_due_on: '2026-12-04',
    });

    // The report lists what is missing, each with the party whose form fixes it.
    const before = await form(headers, code);
    const fields = before.issues.map((i) => `${i.field}:${i.code}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'kind:kind_required',
        'channel:required',
        'persons.0.document.type:required',
        'persons.0.address.city:required',
      ]),
    );
    // The issue names whose form fixes it, by code to link and by name to show.
    expect(before.issues.find((i) => i.field === 'persons.0.document.type')).toMatchObject({
      party_code: party,
      party_name: 'Grzegorz Brzęczyszczykiewicz',
    });

    expect((await completeDetails(headers, code)).statusCode).toBe(200);
    await completeParty(headers, party);
    expect((await form(headers, code)).issues).toEqual([]);

    // No schema installed: the application's rules pass and the file may be exported.
    const file = await buildFile(headers, [code]);
    expect(file).toMatchObject({ state: 'validated', schema_sha256: null, issues: [] });
    expect(file.transactions[0]!.giif_id).toBe(`${NIP}-2026-000001`);

    const exported = await env.call('GET', `/int/giif/files/${file.code}/xml`, headers);
    expect(exported.statusCode).toBe(200);
    const xml = exported.body;
    expect(xml).toContain(`nipIO="${NIP}"`);
    expect(xml).toContain(`<IdentyfikatorTr>${NIP}-2026-000001</IdentyfikatorTr>`);
    expect(xml).toContain('<ZleceniodawcaOsobaFizyczna>');
    expect(xml).toContain('<Nazwisko>Brzęczyszczykiewicz</Nazwisko>');
    expect((await env.call('GET', `/int/giif/files/${file.code}`, headers)).json().state).toBe(
      'exported',
    );

    // A signature over a changed file is refused, naming why.
    const tampered = await signXadesEnveloped(xml.replace('70000', '7000'), signer);
    const refused = await upload(
      headers,
      `/int/giif/files/${file.code}/signed`,
      'plik.xml',
      tampered,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('giif_signature_invalid');
    expect(refused.json().details.problems[0]).toMatchObject({ code: 'content_differs' });

    const signed = await upload(
      headers,
      `/int/giif/files/${file.code}/signed`,
      'plik.xml',
      await signXadesEnveloped(xml, signer),
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      state: 'signed',
      signed_file: { format: 'xades', signer: 'Anna Kowalska' },
    });

    // Loaded before submitted is allowed (the officer may learn both at once); a receipt is kept.
    const rejectedTooEarly = await env.call(
      'POST',
      `/int/giif/files/${file.code}/status`,
      headers,
      { state: 'rejected' },
    );
    expect(rejectedTooEarly.statusCode).toBe(400);
    expect(
      (
        await env.call('POST', `/int/giif/files/${file.code}/status`, headers, {
          state: 'submitted',
          giif_reference: 'Z',
        })
      ).json().state,
    ).toBe('submitted');
    expect((await queue(headers)).items.find((i) => i.transaction_code === code)!.file).toEqual({
      code: file.code,
      state: 'submitted',
    });
    const loaded = await env.call('POST', `/int/giif/files/${file.code}/status`, headers, {
      state: 'loaded',
      giif_reference: 'R – Transakcje z pliku zostały wczytane',
    });
    expect(loaded.json()).toMatchObject({
      state: 'loaded',
      giif_reference: 'R – Transakcje z pliku zostały wczytane',
    });
    const receipt = await upload(
      headers,
      `/int/giif/files/${file.code}/receipt`,
      'UPO.xml',
      '<UPO>R</UPO>',
    );
    expect(receipt.json().receipt_name).toBe('UPO.xml');
    expect((await env.call('GET', `/int/giif/files/${file.code}/receipt`, headers)).body).toBe(
      '<UPO>R</UPO>',
    );

    // Loaded: it leaves the queue, and only a correction may file it again.
    expect((await queue(headers)).items.map((i) => i.transaction_code)).not.toContain(code);
    const again = await env.call('POST', '/int/giif/files', headers, {
      template_type: 'cash',
      transactions: [code],
    });
    expect(again.json().code).toBe('giif_already_loaded');
    const afterLoad = await form(headers, code);
    expect(afterLoad).toMatchObject({
      in_queue: false,
      can_correct: true,
      giif_id: `${NIP}-2026-000001`,
    });

    const corrected = await env.call('POST', `/int/transactions/${code}/giif/correction`, headers);
    expect(corrected.json()).toMatchObject({
      in_queue: true,
      correction_requested: true,
      can_correct: false,
    });
    expect((await queue(headers)).items.find((i) => i.transaction_code === code)!.correction).toBe(
      true,
    );
    const correction = await buildFile(headers, [code]);
    expect(correction.transactions[0]).toMatchObject({
      giif_id: `${NIP}-2026-000001`,
      correction: true,
    });
    const correctionXml = (await env.call('GET', `/int/giif/files/${correction.code}/xml`, headers))
      .body;
    expect(correctionXml).toContain('korekta="true" dataKorekty="2026-11-27"');

    // Every file is in the team's report list, with its state.
    const list = (await env.call('GET', '/int/reports/list?kind=giif_file', headers)).json();
    expect(list.items.map((i: { code: string; state: string }) => [i.code, i.state])).toEqual([
      [correction.code, 'exported'],
      [file.code, 'loaded'],
    ]);
  });

  it('checks the file against the installed schema, naming the transaction', async () => {
    const { headers } = await officeTeam();
    const party = await customer(headers);
    await completeParty(headers, party);
    const code = await cashPayment(headers, party, '90000.00');
    await completeDetails(headers, code);

    const admin = await installationAdmin();
    const broken = await upload(
      admin.headers,
      '/int/giif/schemas/cash',
      'schemat.xsd',
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="A" type="Nope"/></xs:schema>',
      'PUT',
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe('giif_schema_invalid');
    expect(
      (await upload(headers, '/int/giif/schemas/cash', 'schemat.xsd', testSchema('cash'), 'PUT'))
        .statusCode,
    ).toBe(403);

    // A schema that wants an element the mapping does not write refuses the file.
    const stricter = testSchema('cash').replace(
      '<xs:element name="Miejsce" type="TTekst" minOccurs="0"/>',
      '<xs:element name="Miejsce" type="TTekst"/><xs:element name="Kanal" type="TTekst"/>',
    );
    const installed = await upload(
      admin.headers,
      '/int/giif/schemas/cash',
      'schemat.xsd',
      stricter,
      'PUT',
    );
    expect(installed.statusCode, installed.body).toBe(200);
    expect(
      installed.json().items.find((i: { template: string }) => i.template === 'cash').installed,
    ).toMatchObject({ source: 'upload', file_name: 'schemat.xsd' });
    const draft = await buildFile(headers, [code]);
    expect(draft.state).toBe('draft');
    expect(draft.issues[0]).toMatchObject({ transaction_code: code, code: 'schema' });
    expect(draft.issues[0]!.detail).toContain('Kanal');
    expect((await env.call('GET', `/int/giif/files/${draft.code}/xml`, headers)).json().code).toBe(
      'giif_file_invalid',
    );

    await upload(admin.headers, '/int/giif/schemas/cash', 'schemat.xsd', testSchema('cash'), 'PUT');
    const checked = (
      await env.call('POST', `/int/giif/files/${draft.code}/validate`, headers)
    ).json<GiifFile>();
    expect(checked).toMatchObject({ state: 'validated', issues: [] });
    expect(checked.schema_sha256).toMatch(/^[0-9a-f]{64}$/);
    await env.call('DELETE', '/int/giif/schemas/cash', admin.headers);
  });

  it("asks for a company's legal form on its form, and reports it", async () => {
    const { headers } = await officeTeam();
    const company = await env.call('POST', '/int/parties', headers, {
      type: 'company',
      name: 'Hurtownia Żółw Sp. z o.o.',
      tax_id: '7740001454',
      regon: '123456785',
      business_address: {
        country: 'PL',
        city: 'Płock',
        street: 'Tumska',
        postal_code: '09-400',
        house_number: '4',
      },
    });
    expect(company.statusCode, company.body).toBe(201);
    const party = company.json().party.code as string;
    const code = await cashPayment(headers, party, '90000.00');
    expect((await completeDetails(headers, code)).statusCode).toBe(200);

    const before = await form(headers, code);
    expect(before.persons[0]).toMatchObject({ party_code: party, kind: 'legal_person' });
    expect(before.issues).toContainEqual(
      expect.objectContaining({
        field: 'persons.0.legal_form',
        code: 'required',
        party_code: party,
        party_name: 'Hurtownia Żółw Sp. z o.o.',
      }),
    );

    const saved = await env.call('PATCH', '/int/parties', headers, {
      code: party,
      legal_form: 'spółka z ograniczoną odpowiedzialnością',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().party.legal_form).toBe('spółka z ograniczoną odpowiedzialnością');
    const after = await form(headers, code);
    expect(after.issues.map((i) => i.field)).not.toContain('persons.0.legal_form');
    expect(after.report).toMatchObject({
      persons: [expect.objectContaining({ legal_form: 'spółka z ograniczoną odpowiedzialnością' })],
    });
  });

  it('gives every transaction its own id, also when two files are built at once', async () => {
    const { headers } = await officeTeam();
    const party = await customer(headers);
    await completeParty(headers, party);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push(await cashPayment(headers, party, `${70000 + i}.00`));
    const [a, b] = await Promise.all([
      buildFile(headers, codes.slice(0, 3)),
      buildFile(headers, codes.slice(3)),
    ]);
    const ids = [...a.transactions, ...b.transactions].map((t) => t.giif_id).sort();
    expect(new Set(ids).size).toBe(6);
    expect(ids[0]).toBe(`${NIP}-2026-000001`);
    expect(ids[5]).toBe(`${NIP}-2026-000006`);

    // One transaction is in one open file at a time; a deleted draft gives it back, its id kept.
    const twice = await env.call('POST', '/int/giif/files', headers, {
      template_type: 'cash',
      transactions: [codes[0]],
    });
    expect(twice.json().code).toBe('giif_in_open_file');
    expect((await env.call('DELETE', `/int/giif/files/${a.code}`, headers)).statusCode).toBe(204);
    const rebuilt = await buildFile(headers, [codes[0]!]);
    expect(rebuilt.transactions[0]!.giif_id).toBe(a.transactions[0]!.giif_id);
  });

  it('refuses a correction without a loaded original, and a file of another template', async () => {
    const { headers } = await officeTeam();
    const party = await customer(headers);
    const code = await cashPayment(headers, party);
    const refused = await env.call('POST', `/int/transactions/${code}/giif/correction`, headers);
    expect(refused.json().code).toBe('giif_correction_not_allowed');
    const transfer = await buildFile(headers, [code], 'transfer');
    expect(transfer.issues).toContainEqual(
      expect.objectContaining({
        transaction_code: code,
        field: 'kind',
        code: 'kind_other_template',
      }),
    );
  });

  it('keeps the reports to the team and its administrators', async () => {
    const owner = await officeTeam();
    const party = await customer(owner.headers);
    const code = await cashPayment(owner.headers, party);
    const file = await buildFile(owner.headers, [code]);

    const stranger = await inNewTeam(env);
    expect(
      (await env.call('GET', `/int/giif/files/${file.code}`, stranger.headers)).statusCode,
    ).toBe(404);
    expect(
      (await env.call('GET', `/int/transactions/${code}/giif`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await queue(stranger.headers)).items).toEqual([]);

    const viewer = await joinTeam(env, owner.headers, owner.team, 'all_viewer_member');
    expect((await env.call('GET', `/int/giif/files/${file.code}`, viewer.headers)).statusCode).toBe(
      200,
    );
    expect(
      (
        await env.call('POST', '/int/giif/files', viewer.headers, {
          template_type: 'cash',
          transactions: [code],
        })
      ).statusCode,
    ).toBe(403);
    const self = await joinTeam(env, owner.headers, owner.team, 'self_viewer_member');
    expect((await env.call('GET', '/int/giif/queue', self.headers)).statusCode).toBe(403);
    const list = (await env.call('GET', '/int/reports/list', self.headers)).json();
    expect(list.items.filter((i: { kind: string }) => i.kind === 'giif_file')).toEqual([]);
  });

  it('prepares the identification form of art. 77 with its re-filing reminder', async () => {
    const { headers } = await officeTeam();
    const form = (
      await env.call('GET', '/int/obligated-institution/identification-form', headers)
    ).json();
    expect(form).toMatchObject({
      issues: [],
      filed_on: null,
      reminder: { state: 'due', due_on: '2026-12-31', days_left: 34 },
      schema_installed: false,
    });
    expect(form.model.activity).toBe('usługi prowadzenia ksiąg rachunkowych');

    const pdf = await env.t.app.inject({
      url: '/int/obligated-institution/identification-form/pdf',
      headers: { ...headers, 'accept-language': 'pl' },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Formularz identyfikujący GIIF');
    expect(text).toContain('Biuro Rachunkowe Złoty Róg Sp. z o.o.');
    expect(text).toContain('31 grudnia 2026');

    // No XML without GIIF's schema of the form; with one, the XML validates against it.
    const refused = await env.call(
      'GET',
      '/int/obligated-institution/identification-form/xml',
      headers,
    );
    expect(refused.json().code).toBe('giif_file_invalid');
    const admin = await installationAdmin();
    const schema = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://crd.gov.pl/wzor/2018/10/30/6031/" elementFormDefault="qualified">
  <xs:element name="FormularzIdentyfikujacy"><xs:complexType><xs:sequence>
    <xs:any processContents="skip" maxOccurs="unbounded"/>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>`;
    expect(
      (
        await upload(
          admin.headers,
          '/int/giif/schemas/identification',
          'schemat.xsd',
          schema,
          'PUT',
        )
      ).statusCode,
    ).toBe(200);
    const xml = await env.call(
      'GET',
      '/int/obligated-institution/identification-form/xml',
      headers,
    );
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(`<NIP>${NIP}</NIP>`);
    await env.call('DELETE', '/int/giif/schemas/identification', admin.headers);

    const filed = await env.call(
      'POST',
      '/int/obligated-institution/identification-form/filed',
      headers,
      { filed_on: '2026-11-20' },
    );
    expect(filed.json()).toMatchObject({ filed_on: '2026-11-20', reminder: { state: 'filed' } });
  });
});
