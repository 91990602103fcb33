import { expect } from 'vitest';
import { exchangeRateCoverage, exchangeRates } from '../db/schema.js';
import { multipartBody } from './multipart-body.js';
import { inNewTeam, type AuthHeaders, type useTestApp } from './test-app.js';

/**
 * The records the tests of reports and notifications to GIIF start from, through the API: an
 * institution with its company data, a customer recorded in a hurry (name and PESEL only), a
 * cash payment, and a file uploaded as a browser sends it.
 */
export function giifTestData(env: ReturnType<typeof useTestApp>) {
  return {
    /** NBP's EUR rate of 26 November 2026 (4.25), known through the 27th, the tests' today. */
    async eurRateOfNovember26() {
      const db = env.t.database.db;
      await db.insert(exchangeRates).values({
        currency: 'EUR',
        effective_date: '2026-11-26',
        table_no: '229/A/NBP/2026',
        mid: '4.2500',
        source: 'nbp',
      });
      await db
        .insert(exchangeRateCoverage)
        .values({ currency: 'EUR', checked_through: '2026-11-27' })
        .onConflictDoNothing();
    },

    async officeTeam(institution: { name: string; institution_type: string }) {
      const team = await inNewTeam(env, 'Kantor Złoty Róg');
      const saved = await env.call('POST', '/int/obligated-institution', team.headers, {
        ...institution,
        legal_form: 'spółka z ograniczoną odpowiedzialnością',
        nip: '5261040828',
        address: {
          country: 'PL',
          city: 'Łódź',
          street: 'Piotrkowska',
          postal_code: '90-001',
          house_number: '12',
        },
        contact_person: {
          first_name: 'Anna',
          last_name: 'Kowalska',
          email: 'anna@zlotyrog.pl',
          phone: '+48 600 100 200',
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return team;
    },

    async customer(headers: AuthHeaders, last_name = 'Brzęczyszczykiewicz') {
      const response = await env.call('POST', '/int/parties', headers, {
        type: 'individual',
        first_name: 'Grzegorz',
        last_name,
        pesel: '80010112340',
        citizenships: ['PL'],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().party.code as string;
    },

    /** What a cash deposit's report needs beyond the transaction: kind, channel and place. */
    async completeDetails(headers: AuthHeaders, code: string) {
      return env.call('PUT', `/int/transactions/${code}/giif`, headers, {
        kind: 'cash_in',
        channel: 'branch',
        place: 'Łódź, ul. Piotrkowska 12',
        ordered_by_customer: true,
        orderer_account: null,
        beneficiary_account: null,
        counter_amount: null,
        counter_currency: null,
      });
    },

    /** The customer's ID document and address, which art. 36 asks and a hurry left out. */
    async completeParty(headers: AuthHeaders, party: string) {
      const response = await env.call('PATCH', '/int/parties', headers, {
        code: party,
        document: { type: 'id_card', number: 'ABC123456', expiry_date: '2030-05-01' },
        accommodation_address: {
          country: 'PL',
          city: 'Łódź',
          street: 'Zgierska',
          postal_code: '91-002',
          house_number: '7',
          flat_number: '3',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    },

    async cashPayment(
      headers: AuthHeaders,
      party: string,
      payment: { amount: string; booked_at: string; description: string },
    ) {
      const response = await env.call('POST', '/int/transactions', headers, {
        type: 'other',
        currency: 'PLN',
        payment_method: 'cash',
        ...payment,
        parties: [{ party_code: party, role: 'ordering' }],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().code as string;
    },

    upload(
      headers: AuthHeaders,
      url: string,
      name: string,
      content: Buffer | string,
      method: 'POST' | 'PUT' = 'POST',
    ) {
      const body = multipartBody([{ name: 'file', filename: name, content }]);
      return env.t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    },
  };
}
