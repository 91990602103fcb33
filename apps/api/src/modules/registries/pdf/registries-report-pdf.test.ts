import type { Language, RegistriesReport, RegistryAnswer, RegistryPerson } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { FIXTURE_COMPANIES, type FixturePerson } from '../loopback/fixtures.js';
import { renderRegistriesReportPdf } from './registries-report-pdf.js';

const generatedAt = new Date('2026-03-12T08:05:00Z');
const kantor = FIXTURE_COMPANIES.find((company) => company.key === 'kantor')!;
const [jan, katarzyna] = kantor.board;
const andrzej = kantor.beneficial_owners![1]!;

const person = (p: FixturePerson, extra: Partial<RegistryPerson> = {}): RegistryPerson => ({
  first_name: p.first_name,
  last_name: p.last_name,
  pesel: p.pesel,
  citizenships: [p.citizenship],
  residence_country: p.residence_country,
  ...extra,
});

const answer = (fields: Partial<RegistryAnswer> & Pick<RegistryAnswer, 'registry'>) => ({
  status: 'found' as const,
  as_of: '2026-03-12T08:00:00.000Z',
  request_id: null,
  entity: null,
  message: null,
  ...fields,
});

const address = {
  country: 'PL',
  region: kantor.address.voivodeship,
  city: kantor.address.city,
  street: kantor.address.street,
  postal_code: kantor.address.postal_code,
  house_number: kantor.address.house_number,
  flat_number: kantor.address.flat_number,
};

const report: RegistriesReport = {
  code: 'rpT7xQ2kLm9w',
  identifier_kind: 'nip',
  identifier: kantor.nip,
  name: kantor.name,
  // Out of the registries' order, as they answered: the PDF orders them.
  answers: [
    answer({
      registry: 'crbr',
      request_id: 'CRBR-2026-03-12-0042',
      entity: {
        beneficial_owners: [
          person(jan!, { share: '60' }),
          person(andrzej, { share: '40', other_control: andrzej.other }),
        ],
      },
    }),
    answer({
      registry: 'regon',
      entity: {
        name: kantor.name,
        nip: kantor.nip,
        regon: kantor.regon,
        entity_kind: 'legal_person',
        address,
        registration_date: '2025-11-20',
      },
    }),
    answer({
      registry: 'krs',
      entity: {
        name: kantor.name,
        legal_form: kantor.legal_form,
        krs: kantor.krs,
        pkd: [
          { code: '64.99.Z', name: 'POZOSTAŁA FINANSOWA DZIAŁALNOŚĆ USŁUGOWA', main: false },
          {
            code: '66.19.Z',
            name: 'POZOSTAŁA DZIAŁALNOŚĆ WSPOMAGAJĄCA USŁUGI FINANSOWE',
            main: true,
          },
        ],
        board: [
          { first_name: 'J***', last_name: 'K*******', role: jan!.role, masked: true },
          person(katarzyna!, { role: katarzyna!.role }),
        ],
        shareholders: [
          person(jan!, { share: '60' }),
          { company_name: 'ZŁOTÓWKA HOLDINGS LIMITED', residence_country: 'CY', share: '40' },
        ],
        liquidation: false,
        bankruptcy: false,
      },
    }),
    answer({ registry: 'ceidg', status: 'not_applicable', as_of: null }),
    answer({
      registry: 'white_list',
      request_id: 'Kv7Rt-8a9Ws0m',
      entity: {
        vat_status: 'exempt',
        restoration_date: '2026-01-15',
        accounts: kantor.accounts,
        representatives: [person(katarzyna!, { role: 'Prokurent' })],
      },
    }),
    answer({ registry: 'vies', status: 'unavailable', as_of: null, message: 'MS_UNAVAILABLE' }),
  ],
  hits: [
    {
      subject: 'Andrzej Nowak',
      role: 'beneficial_owner',
      list: 'EU',
      entry_name: 'NOWAK, Andrzej',
      score: 0.923,
    },
  ],
  screened: 6,
  screening_done: true,
  red_flags: [
    { flag: 'vat_not_active', registry: 'white_list', detail: 'exempt' },
    { flag: 'vat_restored', registry: 'white_list', detail: '2026-01-15' },
    { flag: 'registered_recently', registry: 'regon', detail: '2025-11-20' },
    {
      flag: 'accounts_not_on_white_list',
      registry: 'white_list',
      detail: '12114020040000300201355380',
    },
    { flag: 'sanctions_hit', registry: null, detail: 'Andrzej Nowak' },
  ],
  party_code: 'KWWZG0001',
  created_by: 'ewa.wisniewska@zlotygrosz.pl',
  created_at: '2026-03-12T08:05:00.000Z',
};

/** The PDF's text with every run of white space (line breaks of wrapped text) as one space. */
async function textOf(report: RegistriesReport, language: Language) {
  const pdf = await renderRegistriesReportPdf({
    report,
    language,
    generatedAt,
    institutionName: 'Kantor Wymiany Walut „Złoty Grosz” Sp. z o.o.',
  });
  const { text, ...rest } = await pdfText(pdf);
  return { text: text.replace(/\s+/g, ' '), ...rest };
}

/** The raw values the PDF must name in words. */
const RAW_KEYS = [
  'not_applicable',
  'unavailable',
  'vat_not_active',
  'registered_recently',
  'beneficial_owner',
  'legal_person',
  'white_list',
];

describe('registries report PDF', () => {
  it('renders the red flags first, then every registry and the screening, in Polish', async () => {
    const { text, info } = await textOf(report, 'pl');
    for (const expected of [
      'Raport z rejestrów',
      'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      'Identyfikator NIP 5252700001',
      // Made at 08:05 UTC: 09:05 in Warsaw (winter time).
      'Sporządzono 12 marca 2026 09:05',
      'Sporządził(a) ewa.wisniewska@zlotygrosz.pl',
      'Instytucja obowiązana Kantor Wymiany Walut „Złoty Grosz” Sp. z o.o.',
      'Status VAT inny niż czynny (Biała lista): Zwolniony',
      'Przywrócony do rejestru VAT (dnia 15 stycznia 2026) (Biała lista)',
      'Zarejestrowany mniej niż sześć miesięcy temu (dnia 20 listopada 2025)',
      'Rachunek 12 1140 2004 0000 3002 0135 5380 nie figuruje na Białej liście',
      'Możliwe trafienie na liście sankcyjnej: Andrzej Nowak',
      'GUS REGON (BIR)',
      'KRS (Ministry of Justice / Ministerstwo Sprawiedliwości)',
      'CEIDG Status Nie dotyczy tego podmiotu',
      'VAT White List / Biała lista podatników VAT',
      'VIES Status Niedostępny',
      'Komunikat MS_UNAVAILABLE',
      'CRBR (Central Register of Beneficial Owners / Centralny Rejestr Beneficjentów Rzeczywistych)',
      'Data odpowiedzi 12 marca 2026 09:00',
      'Identyfikator zapytania CRBR-2026-03-12-0042',
      'Identyfikator zapytania Kv7Rt-8a9Ws0m',
      'Rodzaj Osoba prawna',
      'Adres ul. Marszałkowska 104/122/5, 00-017 Warszawa, MAZOWIECKIE, Polska',
      // The main activity first, whatever the registry's order.
      'Kody PKD 66.19.Z POZOSTAŁA DZIAŁALNOŚĆ WSPOMAGAJĄCA USŁUGI FINANSOWE (przeważająca) 64.99.Z',
      'Likwidacja Nie',
      'Status VAT Zwolniony',
      'Przywrócenie do rejestru VAT 15 stycznia 2026',
      '51 1050 1445 1000 0090 3123 4567',
      'Zarząd i prokurenci',
      'J*** K******* PREZES ZARZĄDU',
      'KRS maskuje imiona, nazwiska i numery PESEL osób fizycznych',
      'Katarzyna Wiśniewska-Zając CZŁONEK ZARZĄDU',
      `PESEL ${katarzyna!.pesel}`,
      'ZŁOTÓWKA HOLDINGS LIMITED',
      'zamieszkanie: Cypr',
      'Beneficjenci rzeczywiści',
      'udziały: 40%',
      'Udziały pośrednie przez ZŁOTÓWKA HOLDINGS LIMITED',
      'Sprawdzone nazwy 6',
      'Andrzej Nowak Beneficjent rzeczywisty EU NOWAK, Andrzej 92,3%',
      'Strona 1 z',
    ]) {
      expect(text).toContain(expected);
    }
    // The red flags first, then the registries in their order, whatever order they answered in.
    const sections = [
      'Sygnały ostrzegawcze',
      'GUS REGON (BIR) Status',
      'KRS (Ministry of Justice / Ministerstwo Sprawiedliwości) Status',
      'CEIDG Status',
      'VAT White List / Biała lista podatników VAT Status',
      'VIES Status',
      'Centralny Rejestr Beneficjentów Rzeczywistych) Status',
      'Sprawdzenie list sankcyjnych',
    ].map((title) => text.indexOf(title));
    expect(sections.every((at, i) => at >= 0 && (i === 0 || at > sections[i - 1]!))).toBe(true);
    for (const raw of RAW_KEYS) expect(text).not.toContain(raw);
    expect(text).not.toMatch(/undefined|null|NaN|Invalid Date/);
    expect(info).toMatchObject({ Title: `Raport z rejestrów: ${kantor.name}` });
  });

  it('renders the same report in English', async () => {
    const { text } = await textOf(report, 'en');
    for (const expected of [
      'Registries report',
      'ZŁOTÓWKA HOLDINGS LIMITED',
      'Made 12 March 2026 at 09:05',
      'VAT status is not active (White List): Exempt',
      'Restored to the VAT register (on 15 January 2026) (White List)',
      'Registered less than six months ago (on 20 November 2025)',
      'Account 12 1140 2004 0000 3002 0135 5380 is not on the White List',
      'Possible match on a sanctions list: Andrzej Nowak',
      'CEIDG Status Not applicable to this company',
      'Request identifier CRBR-2026-03-12-0042',
      '66.19.Z POZOSTAŁA DZIAŁALNOŚĆ WSPOMAGAJĄCA USŁUGI FINANSOWE (main)',
      'KRS masks the names and PESEL numbers of natural persons',
      'Katarzyna Wiśniewska-Zając',
      'residence: Cyprus',
      'shares: 60%',
      'Names screened 6',
      'Andrzej Nowak Beneficial owner EU NOWAK, Andrzej 92.3%',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    for (const raw of RAW_KEYS) expect(text).not.toContain(raw);
    expect(text).not.toContain('Zwolniony');
  });

  it('says when there is no red flag and when no sanctions list could be screened', async () => {
    const quiet = { ...report, red_flags: [], hits: [], screened: 0, screening_done: false };
    const polish = await textOf(quiet, 'pl');
    expect(polish.text).toContain('Brak sygnałów ostrzegawczych');
    expect(polish.text).toContain('Nie zaimportowano jeszcze żadnej listy sankcyjnej');
    expect(polish.text).not.toContain('Sprawdzone nazwy');
    const english = await textOf(quiet, 'en');
    expect(english.text).toContain('No red flags');
    expect(english.text).toContain('No sanctions list has been imported yet');
  });

  it('names the red flags of an ended company and a missing CRBR entry', async () => {
    const ended = {
      ...report,
      red_flags: [
        { flag: 'business_ended' as const, registry: 'regon' as const, detail: '2026-02-28' },
        { flag: 'liquidation' as const, registry: 'krs' as const, detail: null },
        { flag: 'bankruptcy' as const, registry: 'krs' as const, detail: null },
        { flag: 'vat_removed' as const, registry: 'white_list' as const, detail: '2026-03-01' },
        { flag: 'crbr_missing' as const, registry: 'crbr' as const, detail: null },
        { flag: 'crbr_differs' as const, registry: 'crbr' as const, detail: null },
      ],
      screening_done: true,
      hits: [],
    };
    const polish = await textOf(ended, 'pl');
    for (const expected of [
      'Działalność zakończona (dnia 28 lutego 2026)',
      'W likwidacji (dział 6 KRS)',
      'Wpis o upadłości lub restrukturyzacji (dział 6 KRS)',
      'Wykreślony z rejestru VAT (dnia 1 marca 2026) (Biała lista)',
      'Brak beneficjentów rzeczywistych zgłoszonych do CRBR',
      'Beneficjenci rzeczywiści w CRBR różnią się od ustalonych przez instytucję',
      'Brak trafień',
    ]) {
      expect(polish.text).toContain(expected);
    }
    const english = await textOf(ended, 'en');
    for (const expected of [
      'The business has ended (on 28 February 2026)',
      'In liquidation (KRS section 6)',
      'No beneficial owners registered in CRBR',
      'No hits',
    ]) {
      expect(english.text).toContain(expected);
    }
  });
});
