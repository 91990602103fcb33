import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  referenceSourceText,
  ruleSetNameText,
  hasMissingDataLabel,
  message,
  missingDataText,
  missingFieldsOf,
  textOf,
  transactionKind,
  transactionName,
  TRANSACTION_TYPE_NAMES,
  writeMessage,
  writerOf,
  type Message,
} from './index.js';
import { TRANSACTION_TYPES } from '../contracts/transactions.js';

/**
 * Every released message with arguments as stored, and the words each language reads them
 * as. A stored message is read for as long as its record is kept: a key may not disappear nor
 * its arguments change (case-work.ts). A new key fails here until it is listed.
 */
const RELEASED: Array<{ stored: Message; en: string; pl: string }> = [
  {
    stored: { key: 'alert.sanctions.party_title', args: { name: 'Izzat Ibrahim Al-Douri' } },
    en: 'Possible sanctions match: Izzat Ibrahim Al-Douri',
    pl: 'Możliwe trafienie na liście sankcyjnej: Izzat Ibrahim Al-Douri',
  },
  {
    stored: {
      key: 'alert.sanctions.transaction_title',
      args: { code: 'KB1jX9', text: 'Za fakturę dla Al-Douri…' },
    },
    en: 'Possible sanctions match in transaction KB1jX9 (Za fakturę dla Al-Douri…)',
    pl: 'Możliwe trafienie na liście sankcyjnej w transakcji KB1jX9 (Za fakturę dla Al-Douri…)',
  },
  {
    stored: { key: 'alert.sanctions.confirmed_title', args: { name: 'Eric Badege' } },
    en: 'Confirmed sanctions match: Eric Badege',
    pl: 'Potwierdzone trafienie na liście sankcyjnej: Eric Badege',
  },
  {
    stored: {
      key: 'alert.sanctions.explanation',
      args: {
        hits: [
          {
            subject: 'Eric Badege',
            entry: 'BADEGE, Eric',
            source: 'un',
            entry_id: 'CDi.001',
            score: 0.9731,
          },
        ],
      },
    },
    en: 'Possible match on a sanctions list; confirm it or mark it a false positive with a note.\nEric Badege ~ BADEGE, Eric (un CDi.001, score 0.97)',
    pl: 'Możliwe trafienie na liście sankcyjnej; potwierdź je albo oznacz jako fałszywe z notatką.\nEric Badege ~ BADEGE, Eric (un CDi.001, zgodność 0,97)',
  },
  {
    stored: {
      key: 'alert.risk.party_title',
      args: {
        level: 'high',
        name: 'Galeria Sztuki Nowa',
        rules: [
          { en: 'Sanctions lists', pl: 'Listy sankcyjne' },
          {
            en: 'Politically exposed person',
            pl: 'Osoba zajmująca eksponowane stanowisko polityczne',
          },
        ],
      },
    },
    en: 'High risk: Galeria Sztuki Nowa (Sanctions lists, Politically exposed person)',
    pl: 'Wysokie ryzyko: Galeria Sztuki Nowa (Listy sankcyjne, Osoba zajmująca eksponowane stanowisko polityczne)',
  },
  {
    stored: {
      key: 'alert.risk.transaction_title',
      args: { level: 'non_acceptable', code: 'KB1jX9', rules: [] },
    },
    en: 'Non-acceptable risk: transaction KB1jX9',
    pl: 'Ryzyko nieakceptowalne: transakcja KB1jX9',
  },
  {
    stored: {
      key: 'alert.risk.explanation',
      args: {
        reason: { en: 'High per PEP', pl: 'Wysokie według reguł: PEP' },
        findings: [{ en: 'Party Jan is a PEP', pl: 'Podmiot Jan jest PEP' }],
      },
    },
    en: 'High per PEP\n\nParty Jan is a PEP',
    pl: 'Wysokie według reguł: PEP\n\nPodmiot Jan jest PEP',
  },
  {
    stored: { key: 'task.missing_data.party_title', args: { name: 'Galeria Sztuki Nowa' } },
    en: 'Complete the data of Galeria Sztuki Nowa',
    pl: 'Uzupełnij dane: Galeria Sztuki Nowa',
  },
  {
    stored: { key: 'task.missing_data.transaction_title', args: { code: 'KB1jX9' } },
    en: 'Complete the data of transaction KB1jX9',
    pl: 'Uzupełnij dane transakcji KB1jX9',
  },
  {
    stored: {
      key: 'task.missing_data.description',
      args: {
        fields: [
          { path: 'beneficiaries[1].pep', person: 'Ivan Petrov' },
          { path: 'board_members[0].citizenships', person: 'Jan Nowak' },
          { path: 'birth_date', person: null },
        ],
      },
    },
    en: 'The risk assessment needs: PEP status of beneficial owner Ivan Petrov, citizenship of board member Jan Nowak, date of birth.',
    pl: 'Ocena ryzyka wymaga danych: status PEP beneficjenta rzeczywistego Ivan Petrov, obywatelstwo członka zarządu Jan Nowak, data urodzenia.',
  },
  {
    stored: {
      key: 'task.cdd.open_title',
      args: { name: 'Grzegorz Brzęczyszczykiewicz', trigger: 'occasional_transaction' },
    },
    en: 'Apply due diligence measures to Grzegorz Brzęczyszczykiewicz: occasional transaction of 15,000 EUR or more',
    pl: 'Zastosuj środki bezpieczeństwa finansowego wobec: Grzegorz Brzęczyszczykiewicz (transakcja okazjonalna o wartości co najmniej 15 000 EUR)',
  },
  {
    stored: {
      key: 'task.cdd.open_description',
      args: { transaction: 'KB1jX9', amount_eur: '15000.00', due_on: null },
    },
    en: "Start a due diligence execution on the party's CDD tab (art. 34–35 of the AML act). Transaction KB1jX9: 15,000.00 EUR.",
    pl: 'Rozpocznij stosowanie środków w zakładce ŚBF podmiotu (art. 34–35 ustawy AML). Transakcja KB1jX9: 15 000,00 EUR.',
  },
  {
    stored: {
      key: 'task.cdd.renewal_title',
      args: { name: 'Biuro Rachunkowe Ćma Sp. z o.o.', due_on: '2027-02-28' },
    },
    en: 'Due diligence of Biuro Rachunkowe Ćma Sp. z o.o. is due again on 28 Feb 2027',
    pl: 'Termin ponownego zastosowania środków wobec: Biuro Rachunkowe Ćma Sp. z o.o. mija 28 lut 2027',
  },
  {
    stored: { key: 'task.cdd.refused_title', args: { name: 'Fundacja Rozwoju Sp. z o.o.' } },
    en: 'Consider a report to GIIF: due diligence refused for Fundacja Rozwoju Sp. z o.o.',
    pl: 'Rozważ zawiadomienie GIIF: odmowa zastosowania środków wobec: Fundacja Rozwoju Sp. z o.o.',
  },
  {
    stored: {
      key: 'task.cdd.refused_description',
      args: { reason: 'Klient odmówił wskazania beneficjenta rzeczywistego' },
    },
    en: 'The relationship was not established or was ended (art. 41 of the AML act). Consider notifying GIIF (art. 74, art. 86). Reason: Klient odmówił wskazania beneficjenta rzeczywistego',
    pl: 'Stosunków gospodarczych nie nawiązano albo je rozwiązano (art. 41 ustawy AML). Rozważ zawiadomienie GIIF (art. 74, art. 86). Powód: Klient odmówił wskazania beneficjenta rzeczywistego',
  },
  {
    stored: { key: 'task.crbr.discrepancy_title', args: { name: 'KANTOR ZŁOTÓWKA SP. Z O.O.' } },
    en: 'Notify CRBR of a discrepancy: KANTOR ZŁOTÓWKA SP. Z O.O.',
    pl: 'Zgłoś rozbieżność do CRBR: KANTOR ZŁOTÓWKA SP. Z O.O.',
  },
  {
    stored: {
      key: 'task.crbr.discrepancy_description',
      args: { request_id: 'd81a89b5-718d', count: 1 },
    },
    en: "CRBR (request d81a89b5-718d) differs from the beneficial owners the institution recorded: 1 difference. Check them on the party's Beneficial owners tab, download the prepared discrepancy notice there and send it to the CRBR authority (art. 61a of the AML act).",
    pl: 'CRBR (wniosek d81a89b5-718d) różni się od beneficjentów rzeczywistych ustalonych przez instytucję: 1 rozbieżność. Sprawdź je w zakładce Beneficjenci rzeczywiści podmiotu, pobierz tam przygotowane zgłoszenie rozbieżności i przekaż je organowi właściwemu w sprawach CRBR (art. 61a ustawy AML).',
  },
  {
    stored: {
      key: 'alert.cdd.overdue_title',
      args: { name: 'Biuro Rachunkowe Ćma Sp. z o.o.', due_on: '2027-02-28' },
    },
    en: 'Due diligence of Biuro Rachunkowe Ćma Sp. z o.o. overdue since 28 Feb 2027',
    pl: 'Przeterminowane środki bezpieczeństwa finansowego: Biuro Rachunkowe Ćma Sp. z o.o. (termin 28 lut 2027)',
  },
  {
    stored: {
      key: 'alert.cdd.overdue_explanation',
      args: { execution: 'Xk29aQ', due_on: '2027-02-28', months: 3 },
    },
    en: 'The last completed due diligence (Xk29aQ) set its renewal after 3 months, on 28 Feb 2027, and none has been completed since. Apply the measures again (art. 34 ust. 1 pkt 4, art. 35 ust. 2).',
    pl: 'Ostatnie zakończone stosowanie środków (Xk29aQ) wyznaczyło ponowne po 3 miesiącach, na 28 lut 2027, i od tego czasu żadne nie zostało zakończone. Zastosuj środki ponownie (art. 34 ust. 1 pkt 4, art. 35 ust. 2).',
  },
  {
    stored: { key: 'task.giif_report.title', args: { code: 'KB1jX9', due_on: '2026-03-09' } },
    en: 'Report transaction KB1jX9 to GIIF by 9 Mar 2026',
    pl: 'Zgłoś transakcję KB1jX9 do GIIF do 9 mar 2026',
  },
  {
    stored: {
      key: 'task.giif_report.description',
      args: { reason: { en: 'Cash above 15,000 EUR', pl: 'Gotówka powyżej 15 000 EUR' } },
    },
    en: 'Cash above 15,000 EUR',
    pl: 'Gotówka powyżej 15 000 EUR',
  },
  {
    stored: { key: 'alert.storage.file_missing_title', args: { name: 'dowód osobisty.pdf' } },
    en: 'Attached file removed outside the application: dowód osobisty.pdf',
    pl: 'Załączony plik usunięto poza aplikacją: dowód osobisty.pdf',
  },
  {
    stored: { key: 'alert.storage.file_changed_title', args: { name: 'umowa.pdf' } },
    en: 'Attached file changed outside the application: umowa.pdf',
    pl: 'Załączony plik zmieniono poza aplikacją: umowa.pdf',
  },
  {
    stored: {
      key: 'alert.storage.explanation',
      args: {
        finding: 'changed',
        name: 'umowa.pdf',
        sha256: 'ab12',
        size: 1572864,
        uploaded_at: '2026-11-20T10:15:00.000Z',
      },
    },
    en:
      'The file in the store is not the one uploaded: umowa.pdf, uploaded 20 Nov 2026, ' +
      '1,572,864 bytes, SHA-256 ab12. Restore it from a backup or attach the document again, ' +
      'and record why it changed.',
    pl:
      'Plik w magazynie nie jest tym, który przesłano: umowa.pdf, przesłany 20 lis 2026, ' +
      '1\u00a0572\u00a0864 bajtów, SHA-256 ab12. Przywróć go z kopii zapasowej albo załącz dokument ' +
      'ponownie i zapisz, dlaczego się zmienił.',
  },
];

describe('messages', () => {
  it.each(RELEASED)('$stored.key reads in both languages', ({ stored, en, pl }) => {
    expect(writeMessage(stored, 'en')).toBe(en);
    expect(writeMessage(stored, 'pl')).toBe(pl);
  });

  it('lists every key of the catalogue among the released ones', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(
      [...new Set(RELEASED.map(({ stored }) => stored.key))].sort(),
    );
  });

  it('builds messages as they are stored, and refuses an unknown key', () => {
    const built = message('task.missing_data.party_title', { name: 'Jan' });
    expect(JSON.parse(JSON.stringify(built))).toEqual({
      key: 'task.missing_data.party_title',
      args: { name: 'Jan' },
    });
    expect(() => writeMessage({ key: 'alert.gone', args: {} }, 'en')).toThrow(/alert.gone/);
  });

  it('reads a record written before messages by its stored words', () => {
    expect(textOf(null, 'Old title / Stary tytuł', 'pl')).toBe('Old title / Stary tytuł');
    expect(textOf(message('task.missing_data.party_title', { name: 'Jan' }), 'x', 'pl')).toBe(
      'Uzupełnij dane: Jan',
    );
  });
});

describe('plurals', () => {
  const rates = {
    one: 'Zapisano # kurs',
    few: 'Zapisano # kursy',
    many: 'Zapisano # kursów',
    other: 'Zapisano # kursu',
  };
  it.each([
    [1, 'Zapisano 1 kurs'],
    [3, 'Zapisano 3 kursy'],
    [5, 'Zapisano 5 kursów'],
    [22, 'Zapisano 22 kursy'],
    [1500, 'Zapisano 1500 kursów'],
  ])('Polish %i', (count, words) => {
    expect(writerOf('pl').plural(count, rates)).toBe(words);
  });

  it('English', () => {
    const forms = { one: 'Stored # rate', other: 'Stored # rates' };
    expect(writerOf('en').plural(1, forms)).toBe('Stored 1 rate');
    expect(writerOf('en').plural(2, forms)).toBe('Stored 2 rates');
  });
});

describe('missing data', () => {
  it('names a person by name, or by their place on the party', () => {
    expect(missingDataText({ path: 'beneficiaries[1].pep', person: null }, 'en')).toBe(
      'PEP status of beneficial owner no. 2',
    );
    expect(missingDataText({ path: 'board_members[0].citizenships' }, 'pl')).toBe(
      'obywatelstwo członka zarządu nr 1',
    );
    expect(missingDataText({ path: 'business_address.country' }, 'pl')).toBe('kraj siedziby');
  });

  it('never shows a path it has no label for', () => {
    expect(hasMissingDataLabel('beneficiaries[0].favourite_colour')).toBe(false);
    expect(missingDataText({ path: 'favourite_colour' }, 'en')).toBe('other data');
  });

  it('finds the people of the paths', () => {
    expect(
      missingFieldsOf(['pep', 'beneficiaries[1].pep', 'board_members[2].citizenships'], {
        beneficiaries: ['Anna', 'Ivan Petrov'],
        board_members: [],
      }),
    ).toEqual([
      { path: 'pep', person: null },
      { path: 'beneficiaries[1].pep', person: 'Ivan Petrov' },
      { path: 'board_members[2].citizenships', person: null },
    ]);
  });
});

describe('rule sets', () => {
  it('names the default set in the reader’s language, however it was stored', () => {
    for (const stored of [
      'Default rule set',
      'Domyślny zestaw reguł',
      'Default rule set / Domyślny zestaw reguł',
    ]) {
      expect(ruleSetNameText(stored, 'pl')).toBe('Domyślny zestaw reguł');
      expect(ruleSetNameText(stored, 'en')).toBe('Default rule set');
    }
    expect(ruleSetNameText('Zestaw kantoru', 'en')).toBe('Zestaw kantoru');
  });

  it('cites a seeded source in the reader’s language, and a typed one as typed', () => {
    expect(referenceSourceText('FATF plenary outcomes, June 2026', 'pl')).toBe(
      'Wyniki posiedzenia plenarnego FATF, czerwiec 2026',
    );
    expect(referenceSourceText('Uchwała zarządu 12/2026', 'en')).toBe('Uchwała zarządu 12/2026');
  });
});

describe('transaction names', () => {
  const purchase = {
    type: 'buyer',
    amount: '70000.00',
    currency: 'PLN',
    day: '2026-11-27',
    party: 'Jan Kowalski',
  } as const;

  it('names a transaction by its type, amount, first party and day, in both languages', () => {
    expect(transactionName(purchase, 'en')).toBe(
      'Purchase 70,000 PLN · Jan Kowalski · 27 Nov 2026',
    );
    expect(transactionName(purchase, 'pl').replaceAll('\u00a0', ' ')).toBe(
      'Zakup 70 000 PLN · Jan Kowalski · 27 lis 2026',
    );
  });

  it('leaves out a party it does not have, and keeps the decimals that count', () => {
    expect(
      transactionName(
        { ...purchase, type: 'seller_crypto', amount: '0.25000000', currency: 'BTC', party: null },
        'en',
      ),
    ).toBe('Sale of virtual currency 0.25 BTC · 27 Nov 2026');
    expect(
      transactionKind({ ...purchase, type: 'exchange_fiat' }, 'pl').replaceAll('\u00a0', ' '),
    ).toBe('Wymiana walut 70 000 PLN');
  });

  it('has a name for every type of transaction in both languages', () => {
    for (const type of TRANSACTION_TYPES) {
      expect(TRANSACTION_TYPE_NAMES[type].en).toMatch(/^[A-Z]/);
      expect(TRANSACTION_TYPE_NAMES[type].pl).toMatch(/^[A-ZŻŹĆŁŚ]/);
    }
  });
});
