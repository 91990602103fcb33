import { describe, expect, it } from 'vitest';
import {
  explanationText,
  explanationTextNames,
  readExplanation,
  writtenOut,
  type StoredExplanation,
} from './explanation-texts.js';
// The rule kinds define the texts stored with the results.
import './kinds/party/index.js';
import './kinds/transaction/index.js';

const NBSP = '\u00a0';

describe('explanations stored as texts', () => {
  const counted = (() => {
    let writes = 0;
    const text = explanationText('test.counted', (amount: string, parties: string[]) => {
      writes += 1;
      return {
        en: `${amount} for ${parties.join(', ')}`,
        pl: `${amount} dla ${parties.join(', ')}`,
      };
    });
    return { text, writes: () => writes };
  })();

  it('writes an explanation only when it is read, and only once', () => {
    const before = counted.writes();
    const explanation = counted.text('900.00', ['Jan Nowak']);
    expect(counted.writes()).toBe(before);
    expect(explanation.en).toBe('900.00 for Jan Nowak');
    expect(explanation.pl).toBe('900.00 dla Jan Nowak');
    expect(counted.writes()).toBe(before + 1);
  });

  it('is stored as its text and arguments, and read back as the same words', () => {
    const explanation = counted.text('900.00', ['Jan Nowak', 'Anna Kowalska']);
    const stored = JSON.parse(JSON.stringify(explanation)) as StoredExplanation;
    expect(stored).toEqual({
      text: 'test.counted',
      args: ['900.00', ['Jan Nowak', 'Anna Kowalska']],
    });
    expect(readExplanation(stored)).toEqual({
      en: '900.00 for Jan Nowak, Anna Kowalska',
      pl: '900.00 dla Jan Nowak, Anna Kowalska',
    });
    // Spread, compared or written out, it is its two languages.
    expect({ ...explanation }).toEqual(readExplanation(stored));
    expect(writtenOut(explanation)).toEqual(readExplanation(stored));
    expect(JSON.stringify(writtenOut(explanation))).toContain('"en":');
  });

  it('reads an explanation stored written out as it is', () => {
    expect(readExplanation({ en: 'Amount above', pl: 'Kwota powyżej' })).toEqual({
      en: 'Amount above',
      pl: 'Kwota powyżej',
    });
  });

  it('refuses a name defined twice, and says so of a stored name nothing defines', () => {
    expect(() => explanationText('test.counted', () => ({ en: '', pl: '' }))).toThrow(
      'The explanation text test.counted is defined twice',
    );
    expect(() => readExplanation({ text: 'test.unknown', args: [] })).toThrow(
      'No explanation text is named test.unknown',
    );
  });
});

/**
 * Every text released in records, with arguments as stored and the words they read as. Records
 * are kept for five years: a text may not be renamed, dropped or given other arguments, and a
 * change of wording here is a change of how every old record reads.
 */
const RELEASED: Array<{ stored: { text: string; args: unknown[] }; en: string; pl: string }> = [
  {
    stored: { text: 'default_transaction_status.starts_at', args: ['low'] },
    en: 'Every transaction starts at the low level',
    pl: 'Poziom wyjściowy każdej transakcji: niskie',
  },
  {
    stored: {
      text: 'single_transaction_limit.below_every_limit',
      args: ['14999.99', '15000.00', false],
    },
    en: '14,999.99 EUR is below every limit that applies (lowest 15,000.00 EUR)',
    pl: `14${NBSP}999,99 EUR nie osiąga żadnego progu, który ma zastosowanie (najniższy 15${NBSP}000,00 EUR)`,
  },
  {
    stored: { text: 'single_transaction_limit.below_every_limit', args: ['12.00', null, true] },
    en: 'No limit applies to this transaction; the kind of institution is not set in the company data: limits for every kind apply',
    pl: 'Do tej transakcji nie ma zastosowania żaden próg; w danych firmy nie podano rodzaju instytucji obowiązanej: stosuje się progi dla każdego rodzaju',
  },
  {
    stored: {
      text: 'multiple_transactions_limit.below_threshold',
      args: [
        [
          ['Jan Nowak', 3, '2026-03-01', '11000.00'],
          ['Anna Kowalska', 1, '2026-03-01', '500.00'],
        ],
        '2026-03-07',
        7,
        '15000.00',
        'at_or_above',
        2,
      ],
    },
    en: 'Jan Nowak: 3 transactions within 7 days (2026-03-01 to 2026-03-07) total 11,000.00 EUR, below the 15,000.00 EUR threshold for linked transactions (art. 35 ust. 1 pkt 2 lit. a); Anna Kowalska: 1 transaction within 7 days (2026-03-01 to 2026-03-07) total 500.00 EUR, below the 15,000.00 EUR threshold for linked transactions (art. 35 ust. 1 pkt 2 lit. a); at least 2 transactions are needed to link',
    pl: `Jan Nowak: 3 transakcje w ciągu 7 dni (2026-03-01 – 2026-03-07) na łączną kwotę 11${NBSP}000,00 EUR – nie osiąga progu 15${NBSP}000,00 EUR dla transakcji powiązanych (art. 35 ust. 1 pkt 2 lit. a); Anna Kowalska: 1 transakcja w ciągu 7 dni (2026-03-01 – 2026-03-07) na łączną kwotę 500,00 EUR – nie osiąga progu 15${NBSP}000,00 EUR dla transakcji powiązanych (art. 35 ust. 1 pkt 2 lit. a); do powiązania potrzeba co najmniej 2`,
  },
  {
    stored: {
      text: 'average_transaction_deviation.compared',
      args: [
        '1000.00',
        [
          ['Jan Nowak', 2],
          ['Anna Kowalska', 5, '2500.00', '0', false],
        ],
        5,
        3,
        3,
      ],
    },
    en: 'Jan Nowak: 2 earlier transactions, at least 5 are needed to compare with; Anna Kowalska: 1,000.00 EUR is 2.0 times the average of 500.00 EUR over 5 earlier transactions (standard deviation 0.00 EUR: every earlier transaction had the same value); a finding needs 3 times the average and 3 deviations above it',
    pl: `Jan Nowak: 2 wcześniejsze transakcje, do porównania potrzeba co najmniej 5; Anna Kowalska: 1${NBSP}000,00 EUR to 2,0-krotność średniej 500,00 EUR z 5 wcześniejszych transakcji (odchylenie standardowe 0,00 EUR: wszystkie wcześniejsze transakcje miały tę samą wartość); ustalenie wymaga co najmniej 3-krotności średniej i 3 odchyleń standardowych powyżej niej`,
  },
  {
    stored: {
      text: 'transaction_risk_from_parties.levels',
      args: [
        [
          ['buyer', 'Jan Nowak', 'pending'],
          ['representative', 'Anna Kowalska', 'user_verification_required'],
          ['seller', 'Piotr Zieliński', 'high'],
        ],
        'normal',
      ],
    },
    en: 'Representative Anna Kowalska: verification required, counted as normal; Seller Piotr Zieliński: high risk; Buyer Jan Nowak: not assessed yet',
    pl: 'Reprezentant Anna Kowalska: wymaga weryfikacji, liczony jako standardowe; Sprzedający Piotr Zieliński: ryzyko wysokie; Kupujący Jan Nowak: jeszcze nieoceniony',
  },
  {
    stored: { text: 'transaction_order_country.none_recorded', args: [] },
    en: 'No country of order is recorded',
    pl: 'Nie podano kraju zlecenia',
  },
  {
    stored: { text: 'sanction_lists.no_list_imported', args: [] },
    en: 'Not screened: no sanctions list has been imported yet',
    pl: 'Brak weryfikacji: nie zaimportowano jeszcze żadnej listy sankcyjnej',
  },
  {
    stored: { text: 'transaction_sanction_lists.no_match', args: [2] },
    en: 'No open or confirmed match for the description or the parties (false positives dismissed: 2)',
    pl: 'Brak otwartych i potwierdzonych trafień dla opisu i stron transakcji (odrzucone fałszywe trafienia: 2)',
  },
];

describe('released explanation texts', () => {
  it.each(RELEASED)('reads $stored.text as it was released', ({ stored, en, pl }) => {
    expect(readExplanation(stored as StoredExplanation)).toEqual({ en, pl });
  });

  it('lists every text the rule kinds define', () => {
    const defined = explanationTextNames().filter((name) => !name.startsWith('test.'));
    expect(new Set(RELEASED.map(({ stored }) => stored.text))).toEqual(new Set(defined));
  });
});
