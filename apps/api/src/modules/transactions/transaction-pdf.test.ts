import type { Transaction } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { renderTransactionPdf } from './transaction-pdf.js';

const transaction: Transaction = {
  code: 'TRANS0001',
  type: 'buyer_fiat',
  status: 'accepted',
  amount: '70000',
  currency: 'PLN',
  eur: {
    amount_eur: '16470.59',
    rate_table: '226/A/NBP/2026',
    rate_date: '2026-11-20',
    rate: null,
    eur_rate: '4.25',
  },
  booked_at: '2026-11-21T10:30:00.000Z',
  payment_date: '2026-11-21',
  payment_method: 'cash',
  country_of_order: 'PL',
  description: 'Wpłata gotówkowa w kantorze przy ul. Źródlanej',
  risk_level: 'pending',
  giif_report: null,
  parties: [
    {
      party_code: 'PARTY0001',
      role: 'buyer',
      display_name: 'Łucja Żółkiewska',
      party_type: 'individual',
    },
  ],
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-21T10:31:00.000Z',
  updated_at: '2026-11-21T10:31:00.000Z',
};
const generatedAt = new Date('2026-11-23T09:00:00Z');

describe('transaction PDF', () => {
  it('renders the transaction in Polish with its EUR value, table and parties', async () => {
    const { text } = await pdfText(await renderTransactionPdf(transaction, 'pl', generatedAt));
    for (const expected of [
      'Transakcja',
      'Zakup waluty',
      '70 000 PLN',
      '16 470,59 EUR',
      '226/A/NBP/2026',
      'Łucja Żółkiewska (PARTY0001)',
      'Kupujący',
      'Gotówka',
      'Wpłata gotówkowa w kantorze przy ul. Źródlanej',
      'Zaakceptowana',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says in English when the EUR value is still pending, and prints no empty values', async () => {
    const pending = {
      ...transaction,
      eur: {
        ...transaction.eur,
        amount_eur: null,
        rate_table: null,
        rate_date: null,
        eur_rate: null,
      },
      description: null,
    };
    const { text } = await pdfText(await renderTransactionPdf(pending, 'en', generatedAt));
    expect(text).toContain('Pending: the NBP rate of that day is not known yet');
    expect(text).toContain('Purchase of currency: 70,000 PLN');
    expect(text).not.toMatch(/undefined|null|NaN/);
  });
});
