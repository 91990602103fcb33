import type { Party } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { renderPartyPdf, type PartyPdfInput } from './party-pdf.js';
import { languageFromAcceptLanguage } from './party-pdf.texts.js';
import { pdfText } from '../../../test/pdf-text.js';

const generatedAt = new Date('2026-05-04T08:05:00Z');

function party(fields: Partial<Party>): Party {
  return {
    code: 'PARTY0001',
    type: 'individual',
    entity_type: 'individual',
    status: 'draft',
    name: null,
    first_name: null,
    last_name: null,
    gender: null,
    pesel: null,
    birth_date: null,
    birth_country: null,
    citizenships: [],
    tax_id: null,
    tax_id_country: null,
    regon: null,
    legal_form: null,
    bank_account: null,
    employment_type: null,
    document: null,
    accommodation_address: null,
    forwarding_address: null,
    business_address: null,
    contact: null,
    company_contact: null,
    references: null,
    industries: [],
    pep: null,
    risk_level: 'pending',
    share: null,
    votes: null,
    other_control: null,
    board_role: null,
    created_by: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-02T10:00:00.000Z',
    ...fields,
  };
}

const company = party({
  code: 'ZGSPZOO01',
  type: 'company',
  entity_type: 'legal_entity',
  status: 'in_acceptance',
  name: 'Zażółć Gęślą Sp. z o.o.',
  tax_id: '5261040828',
  tax_id_country: 'PL',
  regon: '012100784',
  industries: ['64.19.Z', '62.01.Z'],
  business_address: {
    country: 'PL',
    city: 'Łódź',
    postal_code: '90-001',
    street: 'Piotrkowska',
    house_number: '1',
    flat_number: '2',
  },
  forwarding_address: { country: 'PL', city: 'Kraków', street: 'Floriańska', house_number: '3' },
  company_contact: { email: 'biuro@zazolc.pl', phone: '42 123 45 67', phone_country_code: '+48' },
  created_by: 'anna@example.pl',
});

const beneficiaries = [
  party({
    code: 'BEN000001',
    entity_type: 'beneficiary',
    first_name: 'Anna',
    last_name: 'Nowak',
    pesel: '85071212149',
    share: '60',
  }),
  party({
    code: 'BEN000002',
    entity_type: 'beneficiary',
    first_name: 'Józef',
    last_name: 'Żółkiewski',
    pesel: '44051401359',
    share: '40.5',
    citizenships: ['PL', 'UA'],
    accommodation_address: { country: 'DE' },
    pep: false,
  }),
];
const boardMembers = [
  party({
    code: 'BRD000001',
    entity_type: 'board_member',
    first_name: 'Ścibor',
    last_name: 'Łęcki',
    board_role: 'Prezes zarządu',
  }),
];

async function textOf(input: PartyPdfInput) {
  const pdf = await renderPartyPdf(input);
  return { pdf, ...(await pdfText(pdf)) };
}

describe('party summary PDF', () => {
  const input = { party: company, beneficiaries, boardMembers, generatedAt };

  it('renders a company in Polish with its people and Polish letters', async () => {
    const { text, info, totalPages } = await textOf({ ...input, language: 'pl' });
    for (const expected of [
      'Karta klienta',
      'Zażółć Gęślą Sp. z o.o.',
      'Łódź',
      '90-001',
      'Piotrkowska 1/2',
      'Kraków',
      'Dane podstawowe',
      'Adresy',
      'Działalność',
      'Status i ryzyko',
      'Beneficjenci rzeczywiści',
      'Członkowie zarządu',
      'W akceptacji',
      'Jeszcze nie oceniono',
      'Spółka',
      '5261040828',
      '012100784',
      '64.19.Z',
      'Anna Nowak',
      '85071212149',
      'Józef Żółkiewski',
      '44051401359',
      'Ścibor Łęcki',
      'Prezes zarządu',
      'biuro@zazolc.pl',
      '+48 42 123 45 67',
      'Polska',
      // Generated at 08:05 UTC: 10:05 in Warsaw (summer time).
      '4 maja 2026 10:05',
      'Strona 1 z 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/60\s?%/);
    expect(text).toMatch(/40,5\s?%/);
    expect(text).toContain('Obywatelstwo: Polska, Ukraina');
    expect(text).toContain('Kraj zamieszkania: Niemcy');
    expect(totalPages).toBe(1);
    expect(info).toMatchObject({ Title: 'Karta klienta: Zażółć Gęślą Sp. z o.o.', Author: 'AML' });
    expect(String(info.CreationDate)).toContain('20260504080500');
  });

  it('renders the same company in English', async () => {
    const { text } = await textOf({ ...input, language: 'en' });
    for (const expected of [
      'Party summary',
      'Zażółć Gęślą Sp. z o.o.',
      'Łódź',
      'Basic data',
      'Addresses',
      'Business',
      'Status and risk',
      'Beneficial owners',
      'Board members',
      'In acceptance',
      'Not assessed yet',
      'Tax ID (NIP)',
      '5261040828',
      '85071212149',
      'Ścibor Łęcki',
      'Poland',
      '4 May 2026',
      '10:05',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/40\.5\s?%/);
    expect(text).toContain('Residence: Germany');
    expect(text).not.toContain('Beneficjenci');
  });

  it('prints what art. 36 and CRBR ask of the people: no PESEL as such, control, PEP status', async () => {
    const owner = party({
      code: 'BEN000003',
      entity_type: 'beneficiary',
      first_name: 'Olena',
      last_name: 'Kowal',
      birth_date: '1980-03-12',
      votes: '25',
      other_control: 'Umowa wspólników',
      pep: true,
    });
    const polish = await textOf({ ...input, beneficiaries: [owner], language: 'pl' });
    expect(polish.text).toMatch(/Brak PESEL\s+Data urodzenia: 12 marca 1980/);
    expect(polish.text).toMatch(/Głosy: 25\s?%/);
    expect(polish.text).toMatch(/Inna kontrola: Umowa\s+wspólników/);
    expect(polish.text).toContain('Tak');
    // The board member has not declared it.
    expect(polish.text).toContain('Nie podano');
    const english = await textOf({ ...input, beneficiaries: [owner], language: 'en' });
    expect(english.text).toMatch(/No PESEL\s+Date of birth: 12 March 1980/);
    expect(english.text).toMatch(/Votes: 25\s?%/);
    expect(english.text).toContain('Other control: Umowa');
    expect(english.text).toContain('Not declared');
  });

  it('prints the risk level once it is assessed, and "None" for empty lists', async () => {
    const assessed = { ...company, risk_level: 'high' as const };
    const { text } = await textOf({
      ...input,
      party: assessed,
      beneficiaries: [],
      boardMembers: [],
      language: 'pl',
    });
    expect(text).toContain('Wysokie');
    expect(text).not.toContain('Jeszcze nie oceniono');
    expect(text.match(/Brak/g)).toHaveLength(2);
  });

  it('leaves out the fields an individual does not have', async () => {
    const minimal = party({ first_name: 'Jan', last_name: 'Kowalski' });
    for (const language of ['pl', 'en'] as const) {
      const { text } = await textOf({
        party: minimal,
        beneficiaries: [],
        boardMembers: [],
        language,
        generatedAt,
      });
      expect(text).toContain('Jan Kowalski');
      expect(text).not.toMatch(/undefined|null|NaN|Invalid Date/);
      // No empty sections: no addresses, contact, business data or linked people.
      expect(text).not.toMatch(/Adresy|Addresses|Kontakt|Contact|Beneficjenci|Beneficial/);
    }
  });

  it('continues long lists on further pages, numbered "page X of Y"', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      party({ code: `BEN${i}`, first_name: 'Zofia', last_name: `Wąsik ${i + 1}`, share: '1' }),
    );
    const { text, totalPages } = await textOf({
      ...input,
      beneficiaries: many,
      language: 'en',
    });
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Wąsik 60');
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
  });
});

describe('languageFromAcceptLanguage', () => {
  it('picks the first supported language, English by default', () => {
    expect(languageFromAcceptLanguage('pl-PL,pl;q=0.9,en;q=0.8')).toBe('pl');
    expect(languageFromAcceptLanguage('de-DE, en;q=0.5, pl;q=0.7')).toBe('pl');
    expect(languageFromAcceptLanguage('en-US')).toBe('en');
    expect(languageFromAcceptLanguage('de')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
