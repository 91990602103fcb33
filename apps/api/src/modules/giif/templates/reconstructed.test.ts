import { GiifThresholdFileModelSchema } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { RECONSTRUCTED_MAPPINGS } from './reconstructed.js';

const address = {
  country: 'PL',
  city: 'Łódź',
  street: 'Zgierska',
  house_number: '7',
  flat_number: '',
  postal_code: '91-002',
};

/** A cash payment made at half past midnight in Warsaw, 27 November 2026 (23:30 UTC the day before). */
const model = GiifThresholdFileModelSchema.parse({
  template_type: 'cash',
  institution: {
    nip: '5261040828',
    name: 'Biuro Rachunkowe Złoty Róg Sp. z o.o.',
    legal_form: 'spółka z ograniczoną odpowiedzialnością',
    institution_type: 'accounting_office',
    regon: '',
    address,
    contact_person: {
      first_name: 'Anna',
      last_name: 'Kowalska',
      email: 'anna@zlotyrog.pl',
      phone: '',
      position: '',
    },
    intermediary: null,
  },
  transactions: [
    {
      giif_id: '5261040828-2026-000001',
      code: 'traKW1',
      kind: 'cash_in',
      occurred_at: '2026-11-26T23:30:00.000Z',
      amount: '70000',
      currency: 'PLN',
      amount_eur: '16470.59',
      eur_rate_table: '229/A/NBP/2026',
      eur_rate_date: '2026-11-26',
      counter_amount: null,
      counter_currency: null,
      channel: 'branch',
      place: 'Łódź, ul. Piotrkowska 12',
      description: 'Wpłata gotówki',
      ordered_by_customer: true,
      orderer_account: null,
      beneficiary_account: null,
      correction: null,
      persons: [
        {
          kind: 'natural_person',
          role: 'orderer',
          first_name: 'Grzegorz',
          last_name: 'Brzęczyszczykiewicz',
          citizenships: ['PL'],
          pesel: '80010112340',
          birth_date: null,
          birth_country: null,
          document: { type: 'id_card', number: 'ABC123456' },
          address,
        },
      ],
    },
  ],
});

describe('the reconstructed mapping', () => {
  it("dates a transaction by Warsaw's day, not UTC's", () => {
    const xml = RECONSTRUCTED_MAPPINGS.cash.write(model);
    expect(xml).toContain('<DataTr>2026-11-27</DataTr>');
    expect(xml).toContain('<CzasTr>2026-11-26T23:30:00.000Z</CzasTr>');
  });
});
