import { GiifThresholdTransactionSchema, type GiifIssue } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { RECONSTRUCTED_MAPPINGS } from '../templates/reconstructed.js';
import {
  dataSheet,
  renderDataSheetPdf,
  type DataSheetInput,
  type SheetTransaction,
} from './data-sheet-pdf.js';

const NIP = '5261040828';
const address = {
  country: 'PL',
  city: 'Łódź',
  street: 'Zgierska',
  house_number: '7',
  flat_number: '3',
  postal_code: '91-002',
};

/** A complete currency sale: a company orders it through its representative, to a beneficiary. */
const complete: SheetTransaction = {
  giif_id: `${NIP}-2026-000007`,
  code: 'traKW1',
  kind: 'currency_sale',
  occurred_at: '2026-11-26T23:30:00.000Z',
  amount: '80000',
  currency: 'PLN',
  amount_eur: '18823.53',
  eur_rate_table: '229/A/NBP/2026',
  eur_rate_date: '2026-11-26',
  counter_amount: '18800',
  counter_currency: 'EUR',
  channel: 'branch',
  place: 'Łódź, ul. Piotrkowska 12',
  description: 'Sprzedaż EUR',
  ordered_by_customer: true,
  orderer_account: 'PL61109010140000071219812874',
  beneficiary_account: null,
  correction: { date: '2026-11-30' },
  persons: [
    {
      kind: 'legal_person',
      role: 'orderer',
      name: 'Hurtownia Żółw Sp. z o.o.',
      legal_form: 'spółka z ograniczoną odpowiedzialnością',
      address,
      nip: NIP,
      regon: '123456785',
      krs: '0000123456',
      register: null,
    },
    {
      kind: 'natural_person',
      role: 'representative',
      first_name: 'Grzegorz',
      last_name: 'Brzęczyszczykiewicz',
      citizenships: ['PL'],
      pesel: '80010112340',
      birth_date: null,
      birth_country: null,
      document: { type: 'id_card', number: 'ABC123456' },
      address,
    },
    {
      kind: 'sole_trader',
      role: 'beneficiary',
      first_name: 'Źdźisław',
      last_name: 'Śliwa',
      citizenships: ['DE'],
      pesel: null,
      birth_date: '1975-03-04',
      birth_country: 'DE',
      document: { type: 'passport', number: 'C01X00T47' },
      address,
      nip: '7740001454',
      business_name: 'Śliwa Handel',
      business_address: address,
    },
  ],
};

const input = (over: Partial<DataSheetInput> = {}): DataSheetInput => ({
  language: 'pl',
  generatedAt: new Date('2026-11-27T10:00:00Z'),
  templateType: 'currency',
  institution: { nip: NIP, name: 'Kantor Złoty Róg Sp. z o.o.' },
  report: complete,
  issues: [],
  documentTypes: { id_card: 'Dowód osobisty', passport: 'Paszport' },
  ...over,
});

/** The element names of an XML file in document order (attributes left out). */
const elementsOf = (xml: string) => [...xml.matchAll(/<([A-Za-z]\w*)[\s/>]/g)].map((m) => m[1]!);

describe("a transaction's data sheet for GIIF's form", () => {
  it('follows the order of the XML the reconstructed mapping writes', () => {
    const report = GiifThresholdTransactionSchema.parse(complete);
    const xml = RECONSTRUCTED_MAPPINGS.currency.write({
      template_type: 'currency',
      institution: {
        nip: NIP,
        name: 'Kantor Złoty Róg Sp. z o.o.',
        legal_form: '',
        institution_type: 'currency_exchange',
        regon: '',
        address,
        contact_person: {
          first_name: 'Anna',
          last_name: 'Kowalska',
          position: '',
          phone: '',
          email: 'anna@example.pl',
        },
        intermediary: null,
      },
      transactions: [report],
    });
    const sheet = dataSheet(input());
    expect(sheet.missing).toEqual([]);
    const sheetOrder = sheet.blocks.flatMap((block) => [
      ...(block.element ? [block.element] : []),
      ...block.rows
        .filter((row) => row.element && !row.attribute && !row.repeated && row.status === 'ok')
        .map((row) => row.element!.split('/').at(-1)!),
    ]);
    // Every element the sheet names is written, in the same order.
    const written = elementsOf(xml);
    let at = 0;
    for (const element of sheetOrder) {
      const found = written.indexOf(element, at);
      expect(found, `${element} after ${written[at - 1] ?? 'the start'}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
    expect(sheetOrder).toEqual(
      expect.arrayContaining([
        'IdentyfikatorTr',
        'ZleceniodawcaOsobaPrawna',
        'OsPrawnaOsobaUpowazniona',
        'Beneficjent',
        'PESEL',
        'DataUrodzenia',
        'Firma',
      ]),
    );
    // The attributes the sheet names are the mapping's.
    expect(xml).toContain(`nipIO="${NIP}"`);
    expect(xml).toContain('korekta="true"');
    expect(xml).toContain('dataKorekty="2026-11-30"');
  });

  it('gives the date and time in Warsaw', () => {
    const rows = dataSheet(input()).blocks.flatMap((block) => block.rows);
    // 23:30 UTC on 26 November is 00:30 on 27 November in Warsaw.
    expect(rows.find((row) => row.element === 'DataTr')!.value).toBe('2026-11-27');
    expect(rows.find((row) => row.element === 'CzasTr')!.value).toBe('00:30');
  });

  it('boxes what is missing and lists it first, with where to complete it', () => {
    const incomplete: SheetTransaction = {
      ...complete,
      giif_id: '',
      kind: null,
      amount_eur: null,
      eur_rate_table: null,
      eur_rate_date: null,
      persons: [
        {
          ...(complete.persons[1] as Extract<
            SheetTransaction['persons'][number],
            { kind: 'natural_person' }
          >),
          role: 'orderer',
          pesel: null,
          document: { type: '', number: '' },
        },
      ],
    };
    const issue = (field: string, code: string, party: string | null = null): GiifIssue => ({
      transaction_code: 'traKW1',
      party_code: party,
      field,
      code,
    });
    const sheet = dataSheet(
      input({
        language: 'en',
        institution: null,
        report: incomplete,
        issues: [
          issue('institution', 'institution_missing'),
          issue('kind', 'kind_required'),
          issue('amount_eur', 'eur_value_pending'),
          issue('persons.0.pesel', 'pesel_or_birth_required', 'paKW1'),
          issue('persons.0.document.type', 'required', 'paKW1'),
          issue('persons.0.document.number', 'required', 'paKW1'),
        ],
      }),
    );
    expect(sheet.missing).toEqual([
      'NIP of the institution (nipIO): the company data is not entered (in Company data)',
      'Kind of transaction (RodzajTr): the kind of transaction is not chosen (under Report details on the GIIF report tab)',
      'EUR value (RownowartoscEUR): the EUR value waits for the NBP rate',
      'Orderer Grzegorz Brzęczyszczykiewicz › PESEL: the PESEL or, without one, the date and country of birth (on the party’s form)',
      'Orderer Grzegorz Brzęczyszczykiewicz › Type of ID document (Rodzaj): missing (on the party’s form)',
      'Orderer Grzegorz Brzęczyszczykiewicz › Series and number of ID document (SeriaNumer): missing (on the party’s form)',
    ]);
    const rows = sheet.blocks.flatMap((block) => block.rows);
    const status = (element: string) => rows.find((row) => row.element === element)!.status;
    expect(status('nipIO')).toBe('missing');
    expect(status('IdentyfikatorTr')).toBe('later');
    expect(status('RodzajTr')).toBe('missing');
    expect(status('TabelaNBP')).toBe('missing');
    expect(status('PESEL')).toBe('missing');
    // Without a PESEL the date and country of birth are asked for.
    expect(status('DataUrodzenia')).toBe('missing');
    expect(status('DokumentTozsamosci/Rodzaj')).toBe('missing');
    expect(status('Adres/NrLokalu')).toBe('ok');
    expect(status('RachunekBeneficjenta')).toBe('empty');
  });

  it('renders Polish letters, the caveat on the order in both languages and the missing box', async () => {
    const pdf = await renderDataSheetPdf({
      ...input({
        issues: [
          { transaction_code: 'traKW1', party_code: null, field: 'channel', code: 'required' },
        ],
      }),
      code: 'traKW1',
    });
    const { text, info } = await pdfText(pdf);
    expect(info.Title).toBe('Arkusz danych do ręcznego wprowadzenia w GIIF: traKW1');
    expect(text).toContain('1 brakująca dana: uzupełnij przed wpisaniem');
    expect(text).toContain('Sposób złożenia dyspozycji (SposobZlozeniaDyspozycji): brak');
    expect(text).toContain('Brzęczyszczykiewicz');
    expect(text).toContain('Źdźisław');
    expect(text).toContain('Hurtownia Żółw Sp. z o.o.');
    expect(text).toMatch(/nie udało się\s+potwierdzić/);
    expect(text).toMatch(/could not be\s+confirmed/);
  });
});
