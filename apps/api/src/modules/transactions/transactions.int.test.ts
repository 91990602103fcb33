import { describe, expect, it } from 'vitest';
import { exchangeRateCoverage, exchangeRates } from '../../db/schema.js';
import {
  createTestClock,
  registerAndLogin,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });

/** NBP table A of Friday 2026-11-20 (illustrative figures), complete through Sunday. */
async function ratesThroughSunday() {
  const rows = [
    { currency: 'EUR', mid: '4.2500' },
    { currency: 'USD', mid: '3.6000' },
  ].map((rate) => ({
    ...rate,
    effective_date: '2026-11-20',
    table_no: '226/A/NBP/2026',
    source: 'nbp',
  }));
  await env.t.deps.db.insert(exchangeRates).values(rows).onConflictDoNothing();
  await env.t.deps.db
    .insert(exchangeRateCoverage)
    .values(['EUR', 'USD'].map((currency) => ({ currency, checked_through: '2026-11-22' })))
    .onConflictDoNothing();
}

async function teamAdmin() {
  const admin = await registerAndLogin(env.t.app);
  const team = (await env.call('POST', '/int/teams', admin.headers, { name: 'Kantor' })).json()
    .code;
  await env.call('POST', '/int/teams/change', admin.headers, { code: team });
  return admin.headers;
}

async function party(headers: AuthHeaders, last_name = 'Nowak') {
  const response = await env.call('POST', '/int/parties', headers, {
    type: 'individual',
    first_name: 'Anna',
    last_name,
  });
  return response.json().party.code as string;
}

const purchase = (partyCode: string, extra: object = {}) => ({
  type: 'buyer_fiat',
  amount: '70000',
  currency: 'PLN',
  booked_at: '2026-11-21T11:30:00+01:00',
  payment_method: 'cash',
  parties: [{ party_code: partyCode, role: 'buyer' }],
  ...extra,
});

describe('transactions', () => {
  it('records a cash purchase with its EUR value at the NBP table in force that day', async () => {
    await ratesThroughSunday();
    const admin = await teamAdmin();
    const anna = await party(admin);
    const created = await env.call('POST', '/int/transactions', admin, purchase(anna));
    expect(created.statusCode).toBe(201);
    // Saturday uses Friday's table: 70 000 / 4.25 = 16 470.588… → 16 470.59.
    expect(created.json()).toMatchObject({
      amount: '70000',
      currency: 'PLN',
      status: 'draft',
      eur: { amount_eur: '16470.59', rate_table: '226/A/NBP/2026', rate_date: '2026-11-20' },
      parties: [{ party_code: anna, role: 'buyer', display_name: 'Anna Nowak' }],
    });

    const usd = await env.call(
      'POST',
      '/int/transactions',
      admin,
      purchase(anna, { amount: '1000.50', currency: 'usd', type: 'transfer' }),
    );
    // 1000.50 × 3.60 / 4.25 = 847.482… → 847.48, both rates from the same table.
    expect(usd.json().eur).toMatchObject({ amount_eur: '847.48', rate: '3.6', eur_rate: '4.25' });
  });

  it('keeps the EUR value pending while the rate of the day is not known', async () => {
    await ratesThroughSunday();
    const admin = await teamAdmin();
    const anna = await party(admin);
    // Monday: no table fetched for it yet, so Friday's rate must not be used silently.
    const monday = await env.call(
      'POST',
      '/int/transactions',
      admin,
      purchase(anna, { booked_at: '2026-11-23T09:00:00+01:00' }),
    );
    expect(monday.json().eur).toEqual({
      amount_eur: null,
      rate_table: null,
      rate_date: null,
      rate: null,
      eur_rate: null,
    });
    const chf = await env.call(
      'POST',
      '/int/transactions',
      admin,
      purchase(anna, { currency: 'CHF' }),
    );
    expect(chf.json().eur.amount_eur).toBeNull();
    const pending = await env.call('POST', '/int/transactions/search', admin, { eur_from: '0' });
    expect(pending.json().total).toBe(0);
  });

  it('validates amounts, currencies and parties of the same team only', async () => {
    const admin = await teamAdmin();
    const other = await teamAdmin();
    const stranger = await party(other, 'Obcy');
    const fields = async (body: object) =>
      (await env.call('POST', '/int/transactions', admin, body)).json().details.fields;
    expect(await fields({ ...purchase(stranger), amount: '12,50' })).toEqual([
      { path: 'amount', code: 'amount_invalid' },
    ]);
    // A virtual-currency code only for the crypto types.
    expect(await fields({ ...purchase(stranger), currency: 'BTC' })).toEqual([
      { path: 'currency', code: 'currency_invalid' },
    ]);
    const crypto = await env.call('POST', '/int/transactions', admin, {
      ...purchase(await party(admin)),
      type: 'buyer_crypto',
      amount: '0.015',
      currency: 'BTC',
    });
    expect(crypto.json()).toMatchObject({
      amount: '0.015',
      currency: 'BTC',
      eur: { amount_eur: null },
    });
    const foreign = await env.call('POST', '/int/transactions', admin, purchase(stranger));
    expect(foreign.statusCode).toBe(404);
  });

  it('finds, changes, moves along statuses, summarises and deletes', async () => {
    await ratesThroughSunday();
    const admin = await teamAdmin();
    const anna = await party(admin);
    const jan = await party(admin, 'Kowalski');
    const first = (await env.call('POST', '/int/transactions', admin, purchase(anna))).json();
    await env.call(
      'POST',
      '/int/transactions',
      admin,
      purchase(jan, { amount: '4250', booked_at: '2026-11-20T15:00:00+01:00' }),
    );
    const search = (filters: object) =>
      env.call('POST', '/int/transactions/search', admin, filters).then((r) => r.json());
    expect(
      (await search({ eur_from: '10000' })).items.map((t: { code: string }) => t.code),
    ).toEqual([first.code]);
    expect((await search({ text: 'Kowalski' })).items[0].eur.amount_eur).toBe('1000.00');
    expect((await search({ party_code: anna })).total).toBe(1);
    expect((await search({ booked_from: '2026-11-21', booked_to: '2026-11-21' })).total).toBe(1);
    expect((await search({ sort: 'amount_eur', direction: 'asc' })).items[0].amount).toBe('4250');

    const changed = await env.call('PATCH', '/int/transactions', admin, {
      code: first.code,
      amount: '85000',
      description: 'Wpłata gotówkowa',
      parties: [
        { party_code: anna, role: 'buyer' },
        { party_code: jan, role: 'representative' },
      ],
    });
    expect(changed.json()).toMatchObject({
      eur: { amount_eur: '20000.00' },
      description: 'Wpłata gotówkowa',
      parties: [{ role: 'buyer' }, { role: 'representative', display_name: 'Anna Kowalski' }],
    });

    const status = (to: string) =>
      env.call('POST', `/int/transactions/${first.code}/status`, admin, { status: to });
    expect((await status('accepted')).json().code).toBe('status_transition_not_allowed');
    expect((await status('in_acceptance')).json().status).toBe('in_acceptance');
    expect((await status('accepted')).json().status).toBe('accepted');

    const summary = (
      await env.call('GET', `/int/transactions/${first.code}/summary`, admin)
    ).json();
    expect(summary).toMatchObject({
      status: 'accepted',
      amount_eur: '20000.00',
      parties: 2,
      // The first party, which names the transaction on its page.
      lead_party: changed.json().parties[0].display_name,
      allowed_statuses: ['canceled'],
      editable: true,
    });
    const history = (
      await env.call('GET', `/int/transactions/${first.code}/history`, admin)
    ).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'updated',
      // The change of amount assessed it again.
      'risk_assessed',
      'status_changed',
      'status_changed',
    ]);

    const pdf = await env.call('POST', '/int/transactions/pdf', admin, { code: first.code });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const outsider = await registerAndLogin(env.t.app);
    for (const path of [
      `/int/transactions/${first.code}`,
      `/int/transactions/${first.code}/summary`,
    ]) {
      expect((await env.call('GET', path, outsider.headers)).statusCode).toBe(404);
    }
    const deleted = await env.call('DELETE', '/int/transactions/group/delete', admin, {
      codes: [first.code],
    });
    expect(deleted.statusCode).toBe(200);
    expect((await search({})).total).toBe(1);
  });

  it('finds by the description and the parties as the parties list does, within the team', async () => {
    await ratesThroughSunday();
    const record = async (headers: AuthHeaders, partyCode: string, description: string) =>
      (
        await env.call('POST', '/int/transactions', headers, purchase(partyCode, { description }))
      ).json<{ code: string }>().code;
    const company = {
      type: 'company',
      name: 'Zażółć Al-Douri Sp. z o.o.',
      tax_id: '526-104-08-34',
      bank_account: 'PL61 1090 1014 0000 0712 1981 2874',
    };
    const admin = await teamAdmin();
    const ours = (await env.call('POST', '/int/parties', admin, company)).json().party.code;
    const invoice = await record(admin, ours, 'Zapłata za fakturę FV/2026/11');
    const cash = await record(admin, await party(admin), 'Wpłata gotówkowa');
    const found = async (headers: AuthHeaders, text: string) =>
      (await env.call('POST', '/int/transactions/search', headers, { text }))
        .json<{ items: Array<{ code: string }> }>()
        .items.map((transaction) => transaction.code);

    for (const text of [
      'zolc',
      'douri al',
      'AL-DOURI',
      '5261040834',
      '526 104 08 34',
      'PL61109010140000071219812874',
      'FAKTURE zaplata',
      'fv 2026 11',
    ]) {
      expect(await found(admin, text), text).toEqual([invoice]);
    }
    expect(await found(admin, 'wplata GOTÓWKOWA')).toEqual([cash]);
    expect(await found(admin, 'zaplata gotowkowa')).toEqual([]);

    // Another team's transactions of a party of the same name and NIP never show.
    const other = await teamAdmin();
    const theirs = (await env.call('POST', '/int/parties', other, company)).json().party.code;
    const theirInvoice = await record(other, theirs, 'Zapłata za fakturę FV/2026/11');
    expect(await found(other, 'zolc')).toEqual([theirInvoice]);
    expect(await found(admin, '5261040834')).toEqual([invoice]);
  });

  it('gives the quarter at a glance: count and EUR amount against the previous quarter', async () => {
    await ratesThroughSunday();
    const admin = await teamAdmin();
    const anna = await party(admin);
    await env.call('POST', '/int/transactions', admin, purchase(anna));
    await env.call('POST', '/int/transactions', admin, purchase(anna, { amount: '8500' }));
    await env.call(
      'POST',
      '/int/transactions',
      admin,
      purchase(anna, { booked_at: '2026-11-23T09:00:00+01:00' }),
    );
    await env.call(
      'POST',
      '/int/transactions',
      admin,
      purchase(anna, { amount: '42500', booked_at: '2026-09-30T21:00:00+02:00' }),
    );
    const quarter = (await env.call('GET', '/int/teams/transactions', admin)).json();
    expect(quarter.current).toMatchObject({
      label: '2026-Q4',
      count: 3,
      amount_eur: '18470.59',
      pending: 1,
    });
    // No rate is known for 30 September: counted, but its EUR value is still pending.
    expect(quarter.previous).toMatchObject({
      label: '2026-Q3',
      count: 1,
      amount_eur: '0',
      pending: 1,
    });
    expect(quarter).toMatchObject({
      count_difference: 2,
      count_percentage: 200,
      amount_percentage: null,
    });
    // Every transaction is assessed as it is recorded: none of the quarter's is pending.
    const assessed = Object.values(quarter.by_risk as Record<string, number>);
    expect(assessed.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(quarter.by_risk.pending).toBe(0);
  });
});
