import { createHash } from 'node:crypto';
import type { Attachment, CddExecutionDetail, CddMeasure, Language } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { renderCddPdf, type CddPdfInput } from './cdd-pdf.js';

const generatedAt = new Date('2026-03-12T08:05:00Z');
const company = 'Kantor Wymiany Walut „Złoty Grosz” Sp. z o.o.';
const sha256 = createHash('sha256').update('Wydruk z CRBR: Złoty Grosz').digest('hex');

function measure(fields: Partial<CddMeasure> & Pick<CddMeasure, 'code' | 'key'>): CddMeasure {
  return {
    title: null,
    legal_basis: 'art. 34 ust. 1',
    mandatory: true,
    admin_only: false,
    status: 'pending',
    note: null,
    reason: null,
    done_by: null,
    done_at: null,
    attachments: 0,
    editable: false,
    ...fields,
  };
}

const beneficialOwner = measure({
  code: 'mBO7kQ2xWz',
  key: 'identify_beneficial_owner',
  legal_basis: 'art. 34 ust. 1 pkt 2',
  status: 'done',
  note: 'Beneficjent rzeczywisty: Grzegorz Żółtowski (100% udziałów), podsekretarz stanu — osoba zajmująca eksponowane stanowisko polityczne. Struktura własności potwierdzona w KRS i CRBR; brak rozbieżności do zgłoszenia.',
  done_by: 'jan.kowalczyk@zlotygrosz.pl',
  done_at: '2026-03-03T10:20:00.000Z',
  attachments: 1,
});
const pepDeclaration = measure({
  code: 'mPEP3nR8tY',
  key: 'pep_declaration',
  legal_basis: 'art. 46 ust. 1, art. 46 ust. 4',
  mandatory: false,
  status: 'done',
  note: 'Oświadczenie złożone pod rygorem odpowiedzialności karnej za złożenie fałszywego oświadczenia.',
  done_by: 'jan.kowalczyk@zlotygrosz.pl',
  done_at: '2026-03-04T09:00:00.000Z',
});
const thirdCountry = measure({
  code: 'mHRC5pL1sD',
  key: 'high_risk_third_country',
  legal_basis: 'art. 44',
  mandatory: false,
  status: 'not_applicable',
  reason:
    'Ani klient, ani beneficjent rzeczywisty nie mają siedziby, miejsca zamieszkania ani powiązań z państwem trzecim wysokiego ryzyka.',
  done_by: 'jan.kowalczyk@zlotygrosz.pl',
  done_at: '2026-03-04T09:05:00.000Z',
});
const approval = measure({
  code: 'mSMA9vB4cF',
  key: 'senior_management_approval',
  legal_basis: 'art. 43 ust. 1, art. 46 ust. 2 pkt 1',
  admin_only: true,
  status: 'done',
  note: 'Zgoda zarządu na nawiązanie stosunków gospodarczych: uchwała nr 4/2026.',
  done_by: 'ewa.wisniewska@zlotygrosz.pl',
  done_at: '2026-03-10T14:15:00.000Z',
});

const execution: CddExecutionDetail = {
  code: 'k3XwP9qLm2Tz',
  party: { code: 'KWWZG0001', display_name: company },
  kind: 'enhanced',
  suggested_kind: 'enhanced',
  kind_reason: null,
  risk_level: 'high',
  status: 'completed',
  status_reason: null,
  triggers: [
    { trigger: 'new_party', at: '2026-03-02T08:15:00.000Z', detail: {} },
    {
      trigger: 'risk_increase',
      at: '2026-03-02T09:40:00.000Z',
      detail: { from: 'normal', to: 'high' },
    },
  ],
  template_version: 3,
  measures_total: 4,
  measures_settled: 4,
  started_at: '2026-03-02T08:15:00.000Z',
  ended_at: '2026-03-10T14:20:00.000Z',
  ended_by: 'ewa.wisniewska@zlotygrosz.pl',
  next_due_date: '2027-03-10',
  overdue: false,
  allowed_statuses: [],
  created_by: 'jan.kowalczyk@zlotygrosz.pl',
  measures: [beneficialOwner, pepDeclaration, thirdCountry, approval],
};

const crbrExtract: Attachment = {
  code: 'aCRBR1xYz2',
  name: 'Wydruk_CRBR_Złoty_Grosz_2026-03-03.pdf',
  description: 'Wydruk z Centralnego Rejestru Beneficjentów Rzeczywistych',
  created_time: '2026-03-03T10:18:00.000Z',
  content_type: 'application/pdf',
  size: 245_760,
  sha256,
  store: 'server',
  added_by: 'jan.kowalczyk@zlotygrosz.pl',
  integrity: 'ok',
  integrity_checked_at: '2026-03-11T01:00:00.000Z',
  editable: false,
};

const input = (language: Language): CddPdfInput => ({
  execution,
  attachments: { [beneficialOwner.code]: [crbrExtract] },
  language,
  generatedAt,
});

/** The PDF's text with every run of white space (line breaks of wrapped text) as one space. */
async function textOf(input: CddPdfInput) {
  const { text, ...rest } = await pdfText(await renderCddPdf(input));
  return { text: text.replace(/\s+/g, ' '), ...rest };
}

/** The raw values the PDF must name in words. */
const RAW_KEYS = [
  'identify_beneficial_owner',
  'pep_declaration',
  'high_risk_third_country',
  'senior_management_approval',
  'not_applicable',
  'risk_increase',
  'new_party',
];

describe('CDD execution PDF', () => {
  it('renders an enhanced execution of a Polish company in Polish, measure by measure', async () => {
    const { text, info } = await textOf(input('pl'));
    for (const expected of [
      'Stosowanie środków bezpieczeństwa finansowego',
      company,
      'KWWZG0001',
      'k3XwP9qLm2Tz',
      // Generated at 08:05 UTC: 09:05 in Warsaw (winter time).
      '12 marca 2026 09:05',
      'Zakończone',
      '4 z 4 środków wykonanych lub niedotyczących',
      'Zakończył(a) ewa.wisniewska@zlotygrosz.pl',
      'Termin ponownego zastosowania 10 marca 2027',
      'Wersja szablonu 3',
      // Why this intensity.
      'Dlaczego taki rodzaj środków',
      'Poziom ryzyka na początku Wysokie',
      'Rodzaj wskazany przez ustawienia Wzmożone (art. 43–46)',
      'Zastosowany rodzaj Wzmożone (art. 43–46)',
      // Triggers in words, their details named.
      'Nowy klient: nawiązanie stosunków gospodarczych (art. 35 ust. 1 pkt 1)',
      'Wzrost poziomu ryzyka (art. 35 ust. 2)',
      'Poziom ryzyka przed: Standardowe',
      'Poziom ryzyka po: Wysokie',
      // Measures: titles by key, legal basis, status, reasons and notes.
      'Identyfikacja beneficjenta rzeczywistego i struktury własności',
      'Oświadczenie o statusie PEP',
      'Środki wobec państwa trzeciego wysokiego ryzyka (art. 44)',
      'Zgoda kadry kierowniczej wyższego szczebla',
      'Podstawa prawna art. 34 ust. 1 pkt 2',
      'Podstawa prawna art. 43 ust. 1, art. 46 ust. 2 pkt 1',
      'Obowiązkowy Nie',
      'Nie dotyczy',
      'Wykonano',
      'Dlaczego nie dotyczy Ani klient, ani beneficjent rzeczywisty nie mają siedziby',
      'powiązań z państwem trzecim wysokiego ryzyka.',
      'brak rozbieżności do zgłoszenia.',
      'Odnotował(a) ewa.wisniewska@zlotygrosz.pl, 10 marca 2026 15:15',
      // Evidence: the file, its size, its SHA-256 in full on one line.
      'Dowody',
      'Wydruk_CRBR_Złoty_Grosz_2026-03-03.pdf',
      'Wydruk z Centralnego Rejestru Beneficjentów Rzeczywistych',
      '245,8 kB (245 760 B)',
      'Dodano 3 marca 2026 11:18',
      'Plik w magazynie zgodny z SHA-256',
      `SHA-256: ${sha256}`,
      'Strona 1 z',
    ]) {
      expect(text).toContain(expected);
    }
    for (const raw of RAW_KEYS) expect(text).not.toContain(raw);
    expect(text).not.toMatch(/undefined|null|NaN|Invalid Date/);
    expect(info).toMatchObject({
      Title: `Stosowanie środków bezpieczeństwa finansowego: ${company}`,
    });
  });

  it('renders the same execution in English', async () => {
    const { text } = await textOf(input('en'));
    for (const expected of [
      'Customer due diligence',
      company,
      'Completed',
      '4 of 4 measures done or not applicable',
      'Why this intensity',
      'Risk level at start High',
      'Kind chosen by the settings Enhanced (art. 43–46)',
      'New customer: establishing a business relationship (art. 35 ust. 1 pkt 1)',
      'Risk level went up (art. 35 ust. 2)',
      'Risk level before: Normal',
      'Identification of the beneficial owner and the ownership structure',
      'PEP status declaration',
      'Measures for a high-risk third country (art. 44)',
      'Senior management approval',
      'Legal basis art. 46 ust. 1, art. 46 ust. 4',
      'Not applicable',
      'Why it does not apply Ani klient',
      // Polish letters of the customer's own words still render in the English PDF.
      'Grzegorz Żółtowski',
      'Next due date 10 March 2027',
      '245.8 kB (245,760 B)',
      `SHA-256: ${sha256}`,
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    for (const raw of RAW_KEYS) expect(text).not.toContain(raw);
    expect(text).not.toContain('Wzmożone');
  });

  it('prints an override with its reason, a refusal, a team measure and a changed file', async () => {
    const own = measure({
      code: 'mOWN2kD8qP',
      key: 'krs_board_check',
      title: 'Sprawdzenie reprezentacji w KRS',
      legal_basis: 'art. 34 ust. 1 pkt 1; procedura wewnętrzna §12',
      status: 'failed',
      note: 'Odpis KRS nie potwierdza umocowania pełnomocnika.',
      done_by: 'anna@zlotygrosz.pl',
      done_at: '2026-06-01T10:00:00.000Z',
      attachments: 1,
    });
    const refused: CddExecutionDetail = {
      ...execution,
      kind: 'enhanced',
      suggested_kind: 'standard',
      risk_level: 'normal',
      kind_reason: 'Transakcje gotówkowe znacznie powyżej profilu klienta.',
      status: 'refused',
      status_reason: 'Klient odmówił przedstawienia dokumentów potwierdzających umocowanie.',
      triggers: [
        {
          trigger: 'occasional_transaction',
          at: '2026-05-29T12:00:00.000Z',
          detail: { transaction: 'TRANS0042', amount_eur: '15000.00' },
        },
        {
          trigger: 'sanctions_confirmed',
          at: '2026-05-30T07:00:00.000Z',
          detail: { sanctions_hit: 'hQ4sW8eR1t', entry: 'EU' },
        },
        {
          trigger: 'renewal_due',
          at: '2026-05-31T22:30:00.000Z',
          detail: { due_on: '2026-06-30', previous: 'p7YtR3eW1q' },
        },
      ],
      next_due_date: null,
      measures_total: 1,
      measures_settled: 1,
      measures: [own],
    };
    const changed: Attachment = {
      ...crbrExtract,
      code: 'aKRS2',
      name: 'odpis_KRS.pdf',
      description: '',
      size: 812,
      integrity: 'changed',
      integrity_checked_at: '2026-06-02T01:00:00.000Z',
    };
    const attachments = { [own.code]: [changed] };
    const polish = await textOf({ execution: refused, attachments, language: 'pl', generatedAt });
    for (const expected of [
      'Odmowa (art. 41)',
      'Powód Klient odmówił przedstawienia dokumentów potwierdzających umocowanie.',
      'Rodzaj wskazany przez ustawienia Standardowe (art. 34)',
      'Powód innego rodzaju Transakcje gotówkowe znacznie powyżej profilu klienta.',
      'Transakcja okazjonalna o równowartości 15 000 EUR lub większej (art. 35)',
      'Transakcja: TRANS0042',
      'Kwota w EUR: 15 000 EUR',
      'Potwierdzone trafienie na liście sankcyjnej',
      'Trafienie sankcyjne: hQ4sW8eR1t',
      'Lista sankcyjna: EU',
      // 22:30 UTC on 31 May is 1 June in Warsaw; the due day is a plain day.
      '1 czerwca 2026 00:30',
      'Termin okresowego ponownego zastosowania środków (art. 35 ust. 2)',
      'Termin: 30 czerwca 2026',
      'Poprzednie stosowanie środków: p7YtR3eW1q',
      'Sprawdzenie reprezentacji w KRS',
      'art. 34 ust. 1 pkt 1; procedura wewnętrzna §12',
      'Niepowodzenie',
      'Zmieniony w magazynie: nie odpowiada już swojemu SHA-256',
      '812 B',
    ]) {
      expect(polish.text).toContain(expected);
    }
    for (const raw of ['krs_board_check', 'sanctions_hit', 'due_on', 'amount_eur', 'renewal_due'])
      expect(polish.text).not.toContain(raw);
    expect(polish.text).not.toMatch(/undefined|null|NaN|Invalid Date/);

    const english = await textOf({ execution: refused, attachments, language: 'en', generatedAt });
    for (const expected of [
      'Refused (art. 41)',
      'Occasional transaction of 15,000 EUR or more (art. 35)',
      'Amount in EUR: 15,000 EUR',
      'Sanctions match confirmed',
      'Periodic renewal due (art. 35 ust. 2)',
      'Due date: 30 June 2026',
      'Failed',
      'Changed in the storage: it no longer matches its SHA-256',
    ]) {
      expect(english.text).toContain(expected);
    }
  });

  it('says "None" when there is no evidence, and continues on further pages numbered', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      measure({
        code: `m${i}`,
        key: 'ongoing_monitoring',
        legal_basis: 'art. 34 ust. 1 pkt 4',
        status: 'done',
        note: `Przegląd transakcji za okres ${i + 1}: bez nieprawidłowości, dane klienta aktualne.`,
        done_by: 'jan.kowalczyk@zlotygrosz.pl',
        done_at: '2026-03-04T09:00:00.000Z',
      }),
    );
    const { text, totalPages } = await textOf({
      execution: { ...execution, measures: many, triggers: [] },
      attachments: {},
      language: 'pl',
      generatedAt,
    });
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Środek 40 Bieżące monitorowanie stosunków gospodarczych');
    expect(text).toContain(`Strona ${totalPages} z ${totalPages}`);
    // No triggers and no files: both sections say so.
    expect(text.match(/Brak/g)).toHaveLength(2);
  });
});
