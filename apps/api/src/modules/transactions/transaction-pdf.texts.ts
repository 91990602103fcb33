import {
  TRANSACTION_TYPE_NAMES,
  TRANSACTION_TYPES,
  type Language,
  type PaymentMethod,
  type TransactionPartyRole,
  type TransactionStatus,
  type TransactionType,
} from '@aml/shared';
import type { SummaryTexts } from '../../lib/pdf/summary-writer.js';
import { PARTY_PDF_TEXTS } from '../parties/index.js';

/** What each type of transaction is called in `language` (the catalogue's names). */
const typeNames = (language: Language) =>
  Object.fromEntries(
    TRANSACTION_TYPES.map((type) => [type, TRANSACTION_TYPE_NAMES[type][language]]),
  ) as Record<TransactionType, string>;

/** The texts of a transaction's PDF, kept server-side in both languages of the app. */
export type TransactionPdfTexts = SummaryTexts & {
  code: string;
  generatedAt: string;
  none: string;
  pending: string;
  sections: { transaction: string; eur: string; parties: string; statusAndRisk: string };
  fields: {
    type: string;
    amount: string;
    bookedAt: string;
    paymentDate: string;
    paymentMethod: string;
    countryOfOrder: string;
    description: string;
    amountEur: string;
    rateTable: string;
    rate: string;
    eurRate: string;
    party: string;
    role: string;
    status: string;
    riskLevel: string;
    createdBy: string;
    createdAt: string;
  };
  types: Record<TransactionType, string>;
  statuses: Record<TransactionStatus, string>;
  paymentMethods: Record<PaymentMethod, string>;
  roles: Record<TransactionPartyRole, string>;
};

const en: TransactionPdfTexts = {
  locale: 'en-GB',
  title: 'Transaction',
  page: (page, pages) => `Page ${page} of ${pages}`,
  code: 'Code',
  generatedAt: 'Generated',
  none: 'None',
  pending: 'Pending: the NBP rate of that day is not known yet',
  sections: {
    transaction: 'Transaction',
    eur: 'Value in euro (art. 5 of the AML act)',
    parties: 'Parties',
    statusAndRisk: 'Status and risk',
  },
  fields: {
    type: 'Type',
    amount: 'Amount',
    bookedAt: 'Date of the transaction',
    paymentDate: 'Payment date',
    paymentMethod: 'Payment method',
    countryOfOrder: 'Country of order',
    description: 'Description',
    amountEur: 'Amount in EUR',
    rateTable: 'NBP table',
    rate: 'Rate (PLN per unit)',
    eurRate: 'EUR rate (PLN)',
    party: 'Party',
    role: 'Role',
    status: 'Status',
    riskLevel: 'Risk level',
    createdBy: 'Recorded by',
    createdAt: 'Recorded',
  },
  types: typeNames('en'),
  statuses: {
    draft: 'Draft',
    in_acceptance: 'In acceptance',
    canceled: 'Canceled',
    accepted: 'Accepted',
  },
  paymentMethods: {
    cash: 'Cash',
    transfer: 'Bank transfer',
    card: 'Card',
    crypto: 'Virtual currency',
  },
  roles: {
    ordering: 'Ordering party',
    beneficiary: 'Beneficiary',
    buyer: 'Buyer',
    seller: 'Seller',
    representative: 'Representative',
  },
};

const pl: TransactionPdfTexts = {
  locale: 'pl-PL',
  title: 'Transakcja',
  page: (page, pages) => `Strona ${page} z ${pages}`,
  code: 'Kod',
  generatedAt: 'Wygenerowano',
  none: 'Brak',
  pending: 'Oczekuje: kurs NBP z tego dnia nie jest jeszcze znany',
  sections: {
    transaction: 'Transakcja',
    eur: 'Równowartość w euro (art. 5 ustawy AML)',
    parties: 'Strony transakcji',
    statusAndRisk: 'Status i ryzyko',
  },
  fields: {
    type: 'Rodzaj',
    amount: 'Kwota',
    bookedAt: 'Data transakcji',
    paymentDate: 'Data płatności',
    paymentMethod: 'Forma płatności',
    countryOfOrder: 'Kraj zlecenia',
    description: 'Opis',
    amountEur: 'Kwota w EUR',
    rateTable: 'Tabela NBP',
    rate: 'Kurs (PLN za jednostkę)',
    eurRate: 'Kurs EUR (PLN)',
    party: 'Podmiot',
    role: 'Rola',
    status: 'Status',
    riskLevel: 'Poziom ryzyka',
    createdBy: 'Zarejestrował(a)',
    createdAt: 'Zarejestrowano',
  },
  types: typeNames('pl'),
  statuses: {
    draft: 'Szkic',
    in_acceptance: 'W akceptacji',
    canceled: 'Anulowana',
    accepted: 'Zaakceptowana',
  },
  paymentMethods: {
    cash: 'Gotówka',
    transfer: 'Przelew',
    card: 'Karta',
    crypto: 'Waluta wirtualna',
  },
  roles: {
    ordering: 'Zleceniodawca',
    beneficiary: 'Beneficjent',
    buyer: 'Kupujący',
    seller: 'Sprzedający',
    representative: 'Pełnomocnik',
  },
};

export const TRANSACTION_PDF_TEXTS: Record<Language, TransactionPdfTexts> = { en, pl };

/** Risk levels are named as in the party summary. */
export const riskLevelLabels = (language: Language) => PARTY_PDF_TEXTS[language].riskLevels;
