import type { Transaction, TransactionSummary } from '@aml/shared';
import { warsawToday } from '../../../lib/dates';

/** Transactions as the API answers them, for the tests of the transaction screens. */
export const transactionCode = (n: number) => `trans${String(n).padStart(8, '0')}`;

export const knownEur = {
  amount_eur: '2345.67',
  rate_table: '187/A/NBP/2026',
  rate_date: '2026-11-19',
  rate: '4.0123',
  eur_rate: '4.2512',
};
export const pendingEur = {
  amount_eur: null,
  rate_table: null,
  rate_date: null,
  rate: null,
  eur_rate: null,
};

const daysFromToday = (days: number) => {
  const date = new Date(`${warsawToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A day (YYYY-MM-DD) as the screens write it, in English or Polish. */
export const dayText = (day: string, language: 'en' | 'pl' = 'en') =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** Marked to be reported (art. 72): a cash deposit above 15,000 EUR, due in three days. */
export const GIIF_MARK: NonNullable<Transaction['giif_report']> = {
  due_on: daysFromToday(3),
  reason: {
    en: '16,000.00 EUR is above the 15,000.00 EUR threshold of Report to GIIF: cash deposit or withdrawal (art. 72 ust. 1 pkt 1)',
    pl: '16 000,00 EUR przekracza próg 15 000,00 EUR – Zgłoszenie do GIIF: wpłata lub wypłata gotówki (art. 72 ust. 1 pkt 1)',
  },
};

/** The same mark, past its deadline. */
export const OVERDUE_GIIF_MARK = { ...GIIF_MARK, due_on: '2026-03-09' };

export function buildTransaction(n: number, extra: Partial<Transaction> = {}): Transaction {
  return {
    code: transactionCode(n),
    type: 'buyer',
    status: 'draft',
    amount: '10000.5',
    currency: 'USD',
    eur: n === 1 ? pendingEur : knownEur,
    booked_at: '2026-11-20T10:00:00.000Z',
    payment_date: null,
    payment_method: null,
    country_of_order: null,
    description: null,
    risk_level: 'pending',
    giif_report: null,
    parties: [
      {
        party_code: `party${String(n).padStart(8, '0')}`,
        role: 'buyer',
        display_name: `Anna Wiśniewska-Żółkiewska ${n}`,
        party_type: 'individual',
      },
    ],
    created_by: 'anna@kantor.pl',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export function buildSummary(
  n: number,
  extra: Partial<TransactionSummary> = {},
): TransactionSummary {
  const transaction = buildTransaction(n);
  return {
    code: transaction.code,
    type: 'seller_fiat',
    status: 'accepted',
    risk_level: 'normal',
    amount: '70000.00',
    currency: 'PLN',
    amount_eur: '16000.00',
    booked_at: transaction.booked_at,
    giif_report: null,
    parties: 1,
    lead_party: 'Anna Wiśniewska-Żółkiewska',
    allowed_statuses: ['canceled'],
    editable: true,
    not_editable_reason: null,
    created_by: 'anna@kantor.pl',
    created_at: transaction.created_at,
    updated_at: transaction.updated_at,
    ...extra,
  };
}
