import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { parties, partyActivity } from '../../db/schema.js';
import { LINKED_TRANSACTIONS_LIMIT } from '../../engines/risk-rules/index.js';
import { readLinkedTransactions } from './activity.repository.js';
import {
  createTestClock,
  registerAndLogin,
  uniqueEmail,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

/**
 * Transaction monitoring (issue 9) through the API: the rules run in the request that records
 * or changes a transaction, on the aggregates of its parties, with alerts, tasks and the GIIF
 * reporting mark. The rule kinds' own boundaries are tested in kinds/transaction/.
 */
const clock = createTestClock(new Date('2026-03-10T09:00:00Z'));
const RATES_ADMIN = uniqueEmail('rates.admin');
const env = useTestApp({ clock, env: { ADMIN_EMAILS: RATES_ADMIN } });
type Response = Awaited<ReturnType<typeof env.call>>;

type Result = {
  rule_code: string;
  status: string;
  risk: string | null;
  explanation: { en: string };
};

async function teamAdmin(email?: string) {
  const admin = await registerAndLogin(env.t.app, email);
  const team = (await env.call('POST', '/int/teams', admin.headers, { name: 'Kantor' })).json()
    .code;
  await env.call('POST', '/int/teams/change', admin.headers, { code: team });
  return admin.headers;
}

/** A low-risk occasional customer (no relationship whose length would count). */
async function party(headers: AuthHeaders, extra: object = {}) {
  const response = await env.call('POST', '/int/parties', headers, {
    type: 'individual',
    first_name: 'Jan',
    last_name: `Nowak ${Math.random().toString(36).slice(2, 7)}`,
    citizenships: ['PL'],
    pep: false,
    birth_date: '1980-04-15',
    gender: 'male',
    status: 'occasional',
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json().party.code as string;
}

/** The team's company data, with the kind of obligated institution the limits depend on. */
async function institution(headers: AuthHeaders, institution_type: string) {
  const saved = await env.call('POST', '/int/obligated-institution', headers, {
    name: 'Kantor Złoty Sp. z o.o.',
    legal_form: 'spółka z ograniczoną odpowiedzialnością',
    institution_type,
    nip: '856-734-62-15',
    address: { city: 'Łódź', postal_code: '90-001', house_number: '12' },
    contact_person: {
      first_name: 'Anna',
      last_name: 'Nowak',
      email: 'anna@kantor.pl',
      phone: '+48 600 100 200',
    },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
}

/** A cash purchase in EUR (no rate needed) by `partyCode`. */
const cash = (partyCode: string, amount: string, day: string, extra: object = {}) => ({
  type: 'buyer_fiat',
  amount,
  currency: 'EUR',
  booked_at: `${day}T10:00:00+01:00`,
  payment_method: 'cash',
  parties: [{ party_code: partyCode, role: 'buyer' }],
  ...extra,
});

async function record(headers: AuthHeaders, body: object) {
  const response = await env.call('POST', '/int/transactions', headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    code: string;
    risk_level: string;
    giif_report: { due_on: string; reason: { en: string; pl: string } } | null;
  };
}

async function resultsOf(headers: AuthHeaders, code: string) {
  const risk = (await env.call('GET', `/int/transactions/${code}/risk`, headers)).json();
  return Object.fromEntries(
    (risk.assessment.results as Result[]).map((result) => [result.rule_code, result]),
  );
}

describe('transaction monitoring', () => {
  it('applies the due-diligence threshold at 15,000.00 EUR and reports cash only above it', async () => {
    const admin = await teamAdmin();
    await institution(admin, 'small_payment_institution');
    const under = await record(admin, cash(await party(admin), '14999.99', '2026-03-02'));
    const at = await record(admin, cash(await party(admin), '15000.00', '2026-03-02'));
    const over = await record(admin, cash(await party(admin), '15000.01', '2026-03-02'));

    expect(under).toMatchObject({ risk_level: 'low', giif_report: null });
    expect((await resultsOf(admin, under.code)).single_transaction_limit).toMatchObject({
      status: 'passed',
    });
    // Art. 35: "15 000 euro or more" calls for due diligence; art. 72: "more than" is reported.
    expect(at).toMatchObject({ risk_level: 'normal', giif_report: null });
    expect(over.risk_level).toBe('normal');
    // Booked on Monday 2 March: seven days not counting that day end on Monday 9 March.
    expect(over.giif_report?.due_on).toBe('2026-03-09');
    expect(over.giif_report?.reason.en).toContain('art. 72 ust. 1 pkt 1');
    const tasks = (await env.call('GET', '/int/tasks', admin)).json();
    expect(tasks.items).toContainEqual(
      expect.objectContaining({
        title: `Report transaction ${over.code} to GIIF by 9 Mar 2026`,
        due_date: '2026-03-09',
        priority: 'high',
      }),
    );
    const marked = (
      await env.call('POST', '/int/transactions/search', admin, { giif_report: true })
    ).json();
    expect(marked.items.map((item: { code: string }) => item.code)).toEqual([over.code]);
  });

  it('reports a currency exchange office under art. 72 ust. 3, not ust. 1', async () => {
    const admin = await teamAdmin();
    await institution(admin, 'currency_exchange');
    const sale = await record(admin, cash(await party(admin), '20000', '2026-03-03'));
    expect(sale.giif_report?.reason.en).toContain('art. 72 ust. 3');
    expect(sale.giif_report?.reason.en).not.toContain('ust. 1 pkt 1');
  });

  it('links three cash transactions of 5,500 EUR in two days and alerts at the third', async () => {
    const email = uniqueEmail('structuring');
    const admin = await teamAdmin(email);
    const jan = await party(admin);
    const first = await record(admin, cash(jan, '5500', '2026-03-01'));
    const second = await record(admin, cash(jan, '5500', '2026-03-01'));
    expect([first.risk_level, second.risk_level]).toEqual(['low', 'low']);
    const third = await record(admin, cash(jan, '5500', '2026-03-02'));
    expect(third.risk_level).toBe('high');

    const structuring = (await resultsOf(admin, third.code)).multiple_transactions_limit!;
    expect(structuring).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(structuring.explanation.en).toContain('3 transactions within 7 days');
    expect(structuring.explanation.en).toContain('16,500.00 EUR');
    const alerts = (await env.call('GET', '/int/alerts', admin)).json();
    const alert = alerts.items.find((item: { title: string }) => item.title.includes(third.code));
    expect(alert).toMatchObject({ source: 'rule_result', severity: 'high' });
    for (const code of [first.code, second.code]) expect(alert.explanation).toContain(code);

    // Written with the transaction, as raiseAlert writes one: its subject, its first status,
    // its audit event and the e-mail to the team's admin.
    const db = env.t.database.db;
    const [stored] = await queryRows<{ id: string; subject_key: string; transaction: string }>(
      db,
      sql`select a.id::text, a.subject_key, t.code as transaction from alerts a
          join transactions t on t.id = a.transaction_id where a.code = ${alert.code}`,
    );
    expect(stored).toMatchObject({ transaction: third.code });
    const [transaction] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from transactions where code = ${third.code}`,
    );
    expect(stored!.subject_key).toBe(`transaction-risk:${transaction!.id}`);
    const changes = await queryRows<{ to_status: string }>(
      db,
      sql`select to_status from alert_status_changes where alert_id = ${stored!.id}`,
    );
    expect(changes).toEqual([{ to_status: 'new' }]);
    const audits = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_events where entity_type = 'alert' and entity_code = ${alert.code}`,
    );
    expect(audits).toEqual([{ action: 'created' }]);
    const emails = await queryRows<{ subject: string; text_body: string }>(
      db,
      sql`select subject, text_body from email_messages where to_address = ${email}
          and text_body like ${`%/dashboard/alerts/${alert.code}%`}`,
    );
    expect(emails).toHaveLength(1);
  });

  it('links transactions inside the window and not across its edge', async () => {
    const admin = await teamAdmin();
    // The 7-day window of 1 March runs from 23 February.
    const outside = await party(admin);
    await record(admin, cash(outside, '8000', '2026-02-22'));
    const alone = await record(admin, cash(outside, '8000', '2026-03-01'));
    expect(alone.risk_level).toBe('low');

    const inside = await party(admin);
    await record(admin, cash(inside, '8000', '2026-02-23'));
    const linked = await record(admin, cash(inside, '8000', '2026-03-01'));
    expect(linked.risk_level).toBe('high');
  });

  /** Ten transactions of 2,000 EUR of one party, recorded at once: each counted exactly once. */
  async function expectEachCountedOnce(admin: AuthHeaders, busy: string, responses: Response[]) {
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    // Each was assessed with all those recorded before it: the counts are 1 to 10, once each.
    const counts: number[] = [];
    for (const response of responses) {
      const results = await resultsOf(admin, response.json().code);
      const match = /(\d+) transactions? within 7 days/.exec(
        results.multiple_transactions_limit!.explanation.en,
      );
      counts.push(Number(match![1]));
    }
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // 8 × 2,000 EUR is the first sum at or above 15,000 EUR.
    expect(responses.filter((r) => r.json().risk_level === 'high')).toHaveLength(3);
    const [activity] = await env.t.deps.db
      .select()
      .from(partyActivity)
      .where(eq(partyActivity.party_id, await partyId(busy)));
    expect(activity).toMatchObject({ transaction_count: 10, amount_eur_sum: '20000.00' });
  }

  it('lists the newest linked transactions, reading only the days that hold them', async () => {
    const admin = await teamAdmin();
    const ewa = await party(admin);
    // 25 a day on four days, the first one outside the window read below, one canceled.
    const codes: Array<{ code: string; day: string }> = [];
    for (const day of ['2026-02-25', '2026-02-27', '2026-02-28', '2026-03-01']) {
      for (let index = 0; index < 25; index += 1) {
        const at = `${day}T${String(8 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}:00+01:00`;
        const recorded = await record(admin, { ...cash(ewa, '10', day), booked_at: at });
        codes.push({ code: recorded.code, day });
      }
    }
    const newest = codes.at(-1)!.code;
    await env.call('POST', `/int/transactions/${codes.at(-2)!.code}/status`, admin, {
      status: 'canceled',
    });
    const id = await partyId(ewa);
    const [self] = await queryRows<{ id: string }>(
      env.t.deps.db,
      sql`select id::text from transactions where code = ${newest}`,
    );
    const other = await partyId(await party(admin));
    // Several reads in one statement, each answered with its own list, in their order.
    const [linked, few, none] = await readLinkedTransactions(env.t.deps.db, [
      { partyId: id, from: '2026-02-26', to: '2026-03-01', exceptId: Number(self!.id) },
      { partyId: id, from: '2026-02-25', to: '2026-02-25', exceptId: null },
      { partyId: other, from: '2026-02-25', to: '2026-03-01', exceptId: null },
    ]);
    // Newest first, without the transaction itself and the canceled one, cut at the limit.
    const expected = codes
      .filter(({ day }) => day !== '2026-02-25')
      .map(({ code }) => code)
      .slice(0, -2)
      .reverse()
      .slice(0, LINKED_TRANSACTIONS_LIMIT);
    expect(linked!.map((transaction) => transaction.code)).toEqual(expected);
    // A window holding fewer than the limit is read whole, newest first.
    expect(few!.map((transaction) => transaction.code)).toEqual(
      codes
        .filter(({ day }) => day === '2026-02-25')
        .map(({ code }) => code)
        .reverse(),
    );
    expect(none).toEqual([]);
  });

  it('counts every one of transactions of one party recorded at the same moment', async () => {
    const admin = await teamAdmin();
    const busy = await party(admin);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        env.call('POST', '/int/transactions', admin, cash(busy, '2000', '2026-03-04')),
      ),
    );
    await expectEachCountedOnce(admin, busy, responses);
  });

  it('counts them too when two processes record them at once (the aggregates’ version check)', async () => {
    // A second app on the same database: its own batches and its own turn per party, as
    // another process of a scaled-out deployment has, so only the version check keeps the two
    // apart. (On PGlite's single connection they seldom meet; the PostgreSQL run races them,
    // and fails without the retries.)
    const other = await buildApp({
      config: env.t.deps.config,
      db: env.t.database.db,
      listen: env.t.database.listen,
      clock,
      webDistDir: '/nonexistent',
    });
    try {
      await other.app.ready();
      const admin = await teamAdmin();
      const busy = await party(admin);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const app = index % 2 === 0 ? env.t.app : other.app;
          return app.inject({
            method: 'POST',
            url: '/int/transactions',
            headers: admin,
            payload: cash(busy, '2000', '2026-03-04'),
          });
        }),
      );
      await expectEachCountedOnce(admin, busy, responses);
    } finally {
      await other.app.close();
    }
  });

  it('flags an amount far from the party’s own habit once it has a history', async () => {
    const admin = await teamAdmin();
    const regular = await party(admin);
    for (const day of ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26']) {
      await record(admin, cash(regular, '100', day));
    }
    const fourth = await resultsOf(
      admin,
      (await record(admin, cash(regular, '1000', '2026-02-02'))).code,
    );
    // Four earlier transactions are fewer than the five the default asks for.
    expect(fourth.average_transaction_deviation).toMatchObject({ status: 'passed' });
    await record(admin, cash(regular, '100', '2026-02-09'));
    const unusual = await record(admin, cash(regular, '3000', '2026-02-16'));
    const deviation = (await resultsOf(admin, unusual.code)).average_transaction_deviation!;
    expect(deviation).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(deviation.explanation.en).toContain('6 earlier transactions');
  });

  it('takes the risk of its parties and of the country of order, and lets an admin override it', async () => {
    const admin = await teamAdmin();
    const pep = await party(admin, { pep: true });
    const transaction = await record(
      admin,
      cash(pep, '100', '2026-03-05', { country_of_order: 'KP' }),
    );
    const results = await resultsOf(admin, transaction.code);
    expect(results.transaction_risk_from_parties).toMatchObject({ risk: 'high' });
    expect(results.transaction_order_country).toMatchObject({ risk: 'non_acceptable' });
    expect(transaction.risk_level).toBe('non_acceptable');

    const override = await env.call(
      'POST',
      `/int/transactions/${transaction.code}/set-risk`,
      admin,
      {
        level: 'high',
        reason: 'The order came from a branch in Seoul, recorded under the wrong country',
      },
    );
    expect(override.statusCode).toBe(200);
    expect(override.json()).toMatchObject({
      risk_level: 'high',
      assessment: { computed_level: 'non_acceptable', override: { level: 'high' } },
    });
    const records = (
      await env.call(
        'GET',
        `/int/risk-assessment-records?subject=transaction&transaction_code=${transaction.code}`,
        admin,
      )
    ).json();
    expect(records.items).toEqual([
      expect.objectContaining({
        party: null,
        transaction: { code: transaction.code, label: '100 EUR, 2026-03-05' },
        level: 'high',
      }),
    ]);
    const outsider = await teamAdmin();
    expect(
      (await env.call('GET', `/int/transactions/${transaction.code}/risk`, outsider)).statusCode,
    ).toBe(404);
  });

  it('assesses again when a transaction changes, and forgets a deleted or canceled one', async () => {
    const admin = await teamAdmin();
    const anna = await party(admin);
    const big = await record(admin, cash(anna, '9000', '2026-03-06'));
    const changed = await env.call('PATCH', '/int/transactions', admin, {
      code: big.code,
      amount: '16000',
    });
    expect(changed.json()).toMatchObject({
      risk_level: 'normal',
      giif_report: { due_on: '2026-03-13' },
    });

    const canceled = await env.call('POST', `/int/transactions/${big.code}/status`, admin, {
      status: 'canceled',
    });
    expect(canceled.json().giif_report).toBeNull();
    // Canceled, it no longer counts: a new 9,000 EUR is not linked with the 16,000.
    const next = await record(admin, cash(anna, '9000', '2026-03-07'));
    expect(next.risk_level).toBe('low');
    await env.call('DELETE', `/int/transactions/${next.code}`, admin);
    const [activity] = await env.t.deps.db
      .select()
      .from(partyActivity)
      .where(eq(partyActivity.party_id, await partyId(anna)));
    expect(activity).toMatchObject({ transaction_count: 0, amount_eur_sum: '0.00' });
  });

  it('adds a record only when a change makes the rules say something new', async () => {
    const admin = await teamAdmin();
    const anna = await party(admin);
    const recorded = await record(admin, cash(anna, '900', '2026-03-06'));
    const records = async () =>
      (
        await env.call(
          'GET',
          `/int/risk-assessment-records?transaction_code=${recorded.code}`,
          admin,
        )
      ).json().total as number;
    expect(await records()).toBe(1);
    // The description is read by no rule while no sanctions list is imported.
    const quiet = await env.call('PATCH', '/int/transactions', admin, {
      code: recorded.code,
      description: 'Wymiana przed urlopem',
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(await records()).toBe(1);
    // A record made before explanations were stored as texts (ADR 9) holds them written out:
    // the same words in the other form are still nothing new.
    const { assessment } = (
      await env.call('GET', `/int/transactions/${recorded.code}/risk`, admin)
    ).json() as { assessment: { code: string; results: Result[] } };
    const writtenOut = JSON.stringify(assessment.results.map((result) => result.explanation));
    const db = env.t.database.db;
    await db.execute(sql`
      update risk_assessments a set results = (
        select jsonb_agg(jsonb_set(r, '{explanation}', ${writtenOut}::jsonb -> (n - 1)::int)
          order by n)
        from jsonb_array_elements(a.results) with ordinality as x(r, n))
      where a.code = ${assessment.code}`);
    const [legacy] = await queryRows<{ texts: number }>(
      db,
      sql`select count(*)::int as texts from risk_assessments a, jsonb_array_elements(a.results) r
          where a.code = ${assessment.code} and r->'explanation' ? 'text'`,
    );
    expect(legacy!.texts).toBe(0);
    await env.call('PATCH', '/int/transactions', admin, {
      code: recorded.code,
      description: 'Wymiana przed wyjazdem',
    });
    expect(await records()).toBe(1);
    // A new amount changes what the limits say (their explanations name it).
    await env.call('PATCH', '/int/transactions', admin, { code: recorded.code, amount: '950' });
    expect(await records()).toBe(2);
  });

  it('stores what most results say as a text and its arguments, and shows it written out', async () => {
    const admin = await teamAdmin();
    await institution(admin, 'currency_exchange');
    const recorded = await record(admin, cash(await party(admin), '900.00', '2026-03-06'));
    const [stored] = await queryRows<{
      results: Array<{ rule_code: string; explanation: object }>;
    }>(
      env.t.database.db,
      sql`select a.results from risk_assessments a join transactions t on t.id = a.transaction_id
          where t.code = ${recorded.code}`,
    );
    const storedLimit = stored!.results.find((r) => r.rule_code === 'single_transaction_limit');
    expect(storedLimit?.explanation).toEqual({
      text: 'single_transaction_limit.below_every_limit',
      args: ['900.00', '15000.00', false],
    });
    const shown = await resultsOf(admin, recorded.code);
    expect(shown.single_transaction_limit!.explanation).toEqual({
      en: '900.00 EUR is below every limit that applies (lowest 15,000.00 EUR)',
      pl: '900,00 EUR nie osiąga żadnego progu, który ma zastosowanie (najniższy 15\u00a0000,00 EUR)',
    });
  });

  it('assesses a transaction whose EUR value was pending once the rate arrives', async () => {
    const admin = await teamAdmin(RATES_ADMIN);
    const ewa = await party(admin);
    const pending = await record(admin, {
      ...cash(ewa, '85000', '2026-03-09'),
      currency: 'PLN',
    });
    const before = await resultsOf(admin, pending.code);
    expect(before.single_transaction_limit).toMatchObject({ status: 'cannot_be_processed' });
    expect(pending.giif_report).toBeNull();

    const rates = await env.call('POST', '/int/exchange-rates', admin, {
      rates: [{ currency: 'EUR', effective_date: '2026-03-09', mid: '4.2500' }],
    });
    expect(rates.json()).toMatchObject({ completed: 1 });
    const after = (await env.call('GET', `/int/transactions/${pending.code}`, admin)).json();
    // 85,000 PLN / 4.25 = 20,000.00 EUR in cash: over the reporting threshold.
    expect(after).toMatchObject({
      eur: { amount_eur: '20000.00' },
      risk_level: 'normal',
      giif_report: { due_on: '2026-03-16' },
    });
    const history = (
      await env.call('GET', `/int/transactions/${pending.code}/history`, admin)
    ).json();
    expect(history.items.map((event: { action: string }) => event.action)).toEqual([
      'created',
      'eur_completed',
      'risk_assessed',
    ]);
  });
});

async function partyId(code: string) {
  const [row] = await env.t.deps.db.select().from(parties).where(eq(parties.code, code));
  return row!.id;
}
