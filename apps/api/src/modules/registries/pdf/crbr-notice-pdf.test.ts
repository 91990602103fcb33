import type { Language } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { FIXTURE_COMPANIES } from '../loopback/fixtures.js';
import { renderCrbrNoticePdf, type CrbrNoticePdfInput } from './crbr-notice-pdf.js';

const kantor = FIXTURE_COMPANIES.find((company) => company.key === 'kantor')!;
const [jan, katarzyna] = kantor.board;
const andrzej = kantor.beneficial_owners![1]!;

const input = (language: Language): CrbrNoticePdfInput => ({
  language,
  generatedAt: new Date('2026-03-12T08:05:00Z'),
  institution: {
    name: 'Kantor Wymiany Walut „Złoty Grosz” Sp. z o.o.',
    nip: '5260250274',
    address: 'ul. Świętokrzyska 12, 00-916 Warszawa',
  },
  company: { name: kantor.name, nip: kantor.nip, krs: kantor.krs! },
  requestId: 'CRBR-2026-03-12-0042',
  checkedAt: '2026-03-12T08:00:00.000Z',
  rows: [
    {
      state: 'differs',
      recorded_code: 'boKW1',
      name: `${katarzyna!.first_name} ${katarzyna!.last_name}`,
      crbr: {
        first_name: katarzyna!.first_name,
        last_name: katarzyna!.last_name,
        pesel: katarzyna!.pesel,
        citizenships: ['PL'],
        share: '25',
      },
      differences: ['last_name', 'citizenships', 'share'],
    },
    {
      state: 'only_in_crbr',
      recorded_code: null,
      name: 'Andrzej Nowak',
      crbr: {
        first_name: andrzej.first_name,
        last_name: andrzej.last_name,
        pesel: andrzej.pesel,
        citizenships: ['PL'],
        share: '40',
      },
      differences: [],
    },
    {
      state: 'only_recorded',
      recorded_code: 'boJK2',
      name: 'Jan Kowalski',
      crbr: null,
      differences: [],
    },
    // A match is no discrepancy: left out of the notice.
    {
      state: 'match',
      recorded_code: 'boAW3',
      name: 'Anna Wiśniewska',
      crbr: { first_name: 'Anna', last_name: 'Wiśniewska', share: '10' },
      differences: [],
    },
  ],
  recorded: [
    {
      code: 'boKW1',
      name: 'Katarzyna Wiśniewska',
      pesel: katarzyna!.pesel ?? null,
      birth_date: '1984-11-02',
      citizenships: ['PL', 'DE'],
      share: '30.5',
    },
    {
      code: 'boJK2',
      name: 'Jan Kowalski',
      pesel: jan!.pesel ?? null,
      birth_date: '1971-03-14',
      citizenships: ['PL'],
      share: '60',
    },
    {
      code: 'boAW3',
      name: 'Anna Wiśniewska',
      pesel: null,
      birth_date: null,
      citizenships: [],
      share: '10',
    },
  ],
});

/** The PDF's text with every run of white space (line breaks of wrapped text) as one space. */
async function textOf(input: CrbrNoticePdfInput) {
  const { text, ...rest } = await pdfText(await renderCrbrNoticePdf(input));
  return { text: text.replace(/\s+/g, ' '), ...rest };
}

describe('CRBR discrepancy notice PDF', () => {
  it('lists each discrepancy field by field with both values, in Polish', async () => {
    const { text, info } = await textOf(input('pl'));
    for (const expected of [
      'Powiadomienie o rozbieżnościach w Centralnym Rejestrze Beneficjentów Rzeczywistych',
      'Na podstawie art. 61a ustawy z dnia 1 marca 2018 r.',
      'Nazwa Kantor Wymiany Walut „Złoty Grosz” Sp. z o.o.',
      'Adres ul. Świętokrzyska 12, 00-916 Warszawa',
      'Nazwa KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      'KRS 0000612345',
      'Identyfikator zapytania do CRBR CRBR-2026-03-12-0042',
      // Checked at 08:00 UTC: 09:00 in Warsaw (winter time).
      'Data sprawdzenia 12 marca 2026 09:00',
      // The record keeps one name: a differing last name shows the whole name on each side.
      `PESEL ${katarzyna!.pesel} Dane się różnią Nazwisko Katarzyna Wiśniewska-Zając Katarzyna Wiśniewska`,
      'Obywatelstwo Polska Polska, Niemcy',
      'Wielkość udziałów 25% 30,5%',
      'Tylko w CRBR: instytucja nie ustaliła tej osoby jako beneficjenta rzeczywistego',
      'Imię i nazwisko Andrzej Nowak —',
      'Wielkość udziałów 40% —',
      'Brak w CRBR: instytucja ustaliła tę osobę jako beneficjenta rzeczywistego',
      'Data urodzenia — 14 marca 1971',
      'Miejscowość i data',
      'Podpis osoby powiadamiającej',
      'Strona 1 z',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Anna Wiśniewska');
    expect(text).not.toMatch(/undefined|null|NaN|Invalid Date|only_in_crbr|differs|last_name/);
    expect(info).toMatchObject({ Author: 'Kantor Wymiany Walut „Złoty Grosz” Sp. z o.o.' });
  });

  it('renders the same notice in English', async () => {
    const { text } = await textOf(input('en'));
    for (const expected of [
      'Notice of discrepancies in the Central Register of Beneficial Owners',
      'Under art. 61a of the Act of 1 March 2018',
      'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      'CRBR request identifier CRBR-2026-03-12-0042',
      'The data differ Last name Katarzyna Wiśniewska-Zając Katarzyna Wiśniewska',
      'Citizenship Poland Poland, Germany',
      'Share held 25% 30.5%',
      'In CRBR only: the institution did not establish this person as a beneficial owner',
      'Not in CRBR: the institution established this person as a beneficial owner',
      'Date of birth — 14 March 1971',
      'Place and date',
      'Signature of the person sending the notice',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Anna Wiśniewska');
  });

  it('leaves lines to fill in without the institution, and names a differing first name', async () => {
    const { text } = await textOf({
      ...input('pl'),
      institution: null,
      requestId: null,
      rows: [{ ...input('pl').rows[0]!, differences: ['first_name', 'last_name'] }],
    });
    expect(text).toContain('Nazwa ……');
    expect(text).toContain('NIP ……');
    expect(text).toContain('Imię i nazwisko Katarzyna Wiśniewska-Zając Katarzyna Wiśniewska');
    expect(text).not.toContain('Identyfikator zapytania do CRBR');
    expect(text).not.toContain('Obywatelstwo');
  });
});
