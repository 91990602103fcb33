import type { GiifNotificationKind, Language } from '@aml/shared';
import type { SummaryTexts } from '../../../lib/pdf/summary-writer.js';

/** The texts of a notification's PDF, kept server-side in both languages of the app. */
export type NotificationPdfTexts = SummaryTexts & {
  /** The title and its addressee by kind: GIIF, or the prosecutor for art. 89. */
  titles: Record<GiifNotificationKind, string>;
  addressees: Record<GiifNotificationKind, string>;
  kinds: Record<GiifNotificationKind, string>;
  states: Record<'draft' | 'sent', string>;
  personKinds: Record<'natural_person' | 'sole_trader' | 'legal_person', string>;
  roles: Record<string, string>;
  preparedAt: string;
  /** Said of a draft: not what was sent. */
  draftNotice: string;
  /** Confidentiality under art. 54, printed on every PDF. */
  confidential: string;
  none: string;
  blank: string;
  missingData: string;
  sections: {
    addressee: string;
    notification: string;
    institution: string;
    clocks: string;
    justification: string;
    persons: string;
    transactions: string;
    assets: string;
    attachments: string;
  };
  fields: {
    code: string;
    kind: string;
    legalBasis: string;
    state: string;
    name: string;
    nip: string;
    regon: string;
    address: string;
    contact: string;
    suspicionConfirmedAt: string;
    deadline: string;
    receiptAt: string;
    holdUntil: string;
    holdMax: string;
    sentAt: string;
    reference: string;
    personKind: string;
    role: string;
    pesel: string;
    birth: string;
    citizenships: string;
    document: string;
    businessName: string;
    businessAddress: string;
    account: string;
    transaction: string;
    bookedAt: string;
    amount: string;
    description: string;
    asset: string;
    heldAt: string;
    file: string;
    sha256: string;
  };
};

const ACT_EN = 'the Act of 1 March 2018 on counteracting money laundering and terrorist financing';

export const NOTIFICATION_PDF_TEXTS: Record<Language, NotificationPdfTexts> = {
  en: {
    locale: 'en-GB',
    title: 'Notification to GIIF',
    page: (page, pages) => `Page ${page} of ${pages}`,
    titles: {
      art74: 'Notification to GIIF of suspicious circumstances',
      art86: 'Notification to GIIF of a suspicious transaction before it is carried out',
      art89: 'Notification to the prosecutor of a suspected offence',
      art90: 'Notification to GIIF of a suspicious transaction after it was carried out',
    },
    addressees: {
      art74: 'General Inspector of Financial Information (GIIF)',
      art86: 'General Inspector of Financial Information (GIIF)',
      art89: 'The competent prosecutor',
      art90: 'General Inspector of Financial Information (GIIF)',
    },
    kinds: {
      art74: `Suspicious circumstances (art. 74 of ${ACT_EN})`,
      art86: `A transaction suspected before it is carried out (art. 86 of ${ACT_EN})`,
      art89: `An offence other than money laundering or terrorist financing (art. 89 of ${ACT_EN})`,
      art90: `A transaction notified after it was carried out (art. 90 of ${ACT_EN})`,
    },
    states: { draft: 'Draft', sent: 'Sent' },
    personKinds: {
      natural_person: 'Natural person',
      sole_trader: 'Sole trader',
      legal_person: 'Legal person or organisation',
    },
    roles: {
      customer: 'Customer',
      orderer: 'Orderer',
      beneficiary: 'Beneficiary',
      representative: 'Representative',
      authorised_person: 'Authorised person',
      beneficial_owner: 'Beneficial owner',
    },
    preparedAt: 'Prepared',
    draftNotice: 'Draft: not yet sent. The content may still change.',
    confidential:
      'Confidential. Informing the persons concerned or third parties of this notification is prohibited (art. 54 of the Act).',
    none: 'None',
    blank: '________________________',
    missingData: 'Data missing (art. 36)',
    sections: {
      addressee: 'Addressee',
      notification: 'Notification',
      institution: 'Obligated institution',
      clocks: 'Dates and deadlines',
      justification: 'Justification',
      persons: 'Persons',
      transactions: 'Transactions',
      assets: 'Assets',
      attachments: 'Attachments',
    },
    fields: {
      code: 'Reference in the application',
      kind: 'Kind',
      legalBasis: 'Legal basis',
      state: 'State',
      name: 'Name',
      nip: 'NIP',
      regon: 'REGON',
      address: 'Address',
      contact: 'Contact person',
      suspicionConfirmedAt: 'Suspicion confirmed',
      deadline: 'Deadline (2 business days)',
      receiptAt: 'Receipt confirmed by GIIF',
      holdUntil: 'Transaction on hold until',
      holdMax: 'Longest hold GIIF may demand',
      sentAt: 'Sent',
      reference: 'GIIF reference',
      personKind: 'Kind',
      role: 'Role',
      pesel: 'PESEL',
      birth: 'Date and country of birth',
      citizenships: 'Citizenship',
      document: 'Identity document',
      businessName: 'Business name',
      businessAddress: 'Business address',
      account: 'Account',
      transaction: 'Transaction',
      bookedAt: 'Date',
      amount: 'Amount',
      description: 'Description and accounts',
      asset: 'Asset',
      heldAt: 'Where held',
      file: 'File',
      sha256: 'SHA-256',
    },
  },
  pl: {
    locale: 'pl-PL',
    title: 'Zawiadomienie GIIF',
    page: (page, pages) => `Strona ${page} z ${pages}`,
    titles: {
      art74:
        'Zawiadomienie GIIF o okolicznościach mogących wskazywać na podejrzenie prania pieniędzy lub finansowania terroryzmu',
      art86: 'Zawiadomienie GIIF o transakcji przed jej przeprowadzeniem',
      art89: 'Zawiadomienie prokuratora o podejrzeniu popełnienia przestępstwa',
      art90: 'Zawiadomienie GIIF o transakcji po jej przeprowadzeniu',
    },
    addressees: {
      art74: 'Generalny Inspektor Informacji Finansowej (GIIF)',
      art86: 'Generalny Inspektor Informacji Finansowej (GIIF)',
      art89: 'Właściwy prokurator',
      art90: 'Generalny Inspektor Informacji Finansowej (GIIF)',
    },
    kinds: {
      art74:
        'Okoliczności mogące wskazywać na podejrzenie prania pieniędzy lub finansowania terroryzmu (art. 74 ustawy)',
      art86:
        'Transakcja, co do której zachodzi uzasadnione podejrzenie, przed jej przeprowadzeniem (art. 86 ustawy)',
      art89: 'Przestępstwo inne niż pranie pieniędzy lub finansowanie terroryzmu (art. 89 ustawy)',
      art90: 'Transakcja zgłoszona po jej przeprowadzeniu (art. 90 ustawy)',
    },
    states: { draft: 'Projekt', sent: 'Wysłane' },
    personKinds: {
      natural_person: 'Osoba fizyczna',
      sole_trader: 'Osoba fizyczna prowadząca działalność gospodarczą',
      legal_person: 'Osoba prawna lub jednostka organizacyjna',
    },
    roles: {
      customer: 'Klient',
      orderer: 'Zleceniodawca',
      beneficiary: 'Beneficjent',
      representative: 'Reprezentant',
      authorised_person: 'Osoba upoważniona',
      beneficial_owner: 'Beneficjent rzeczywisty',
    },
    preparedAt: 'Sporządzono',
    draftNotice: 'Projekt: jeszcze niewysłany. Treść może się zmienić.',
    confidential:
      'Poufne. Zakaz informowania osób, których dotyczy zawiadomienie, oraz osób trzecich o jego przekazaniu (art. 54 ustawy).',
    none: 'Brak',
    blank: '________________________',
    missingData: 'Brakujące dane (art. 36)',
    sections: {
      addressee: 'Adresat',
      notification: 'Zawiadomienie',
      institution: 'Instytucja obowiązana',
      clocks: 'Daty i terminy',
      justification: 'Uzasadnienie',
      persons: 'Osoby',
      transactions: 'Transakcje',
      assets: 'Wartości majątkowe',
      attachments: 'Załączniki',
    },
    fields: {
      code: 'Oznaczenie w aplikacji',
      kind: 'Rodzaj',
      legalBasis: 'Podstawa prawna',
      state: 'Stan',
      name: 'Nazwa',
      nip: 'NIP',
      regon: 'REGON',
      address: 'Adres',
      contact: 'Osoba do kontaktu',
      suspicionConfirmedAt: 'Potwierdzenie podejrzenia',
      deadline: 'Termin (2 dni robocze)',
      receiptAt: 'Potwierdzenie odbioru przez GIIF',
      holdUntil: 'Wstrzymanie transakcji do',
      holdMax: 'Najdłuższe wstrzymanie na żądanie GIIF',
      sentAt: 'Wysłano',
      reference: 'Numer GIIF',
      personKind: 'Rodzaj',
      role: 'Rola',
      pesel: 'PESEL',
      birth: 'Data i kraj urodzenia',
      citizenships: 'Obywatelstwo',
      document: 'Dokument tożsamości',
      businessName: 'Firma',
      businessAddress: 'Adres działalności',
      account: 'Rachunek',
      transaction: 'Transakcja',
      bookedAt: 'Data',
      amount: 'Kwota',
      description: 'Opis i rachunki',
      asset: 'Wartość majątkowa',
      heldAt: 'Miejsce przechowywania',
      file: 'Plik',
      sha256: 'SHA-256',
    },
  },
};
