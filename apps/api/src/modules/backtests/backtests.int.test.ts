import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ruleSets, ruleSetVersions } from '../../db/schema.js';
import { newCode } from '../../lib/tokens.js';
import {
  createTestClock,
  registerAndLogin,
  joinTeam,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { findBacktest, insertBacktest } from './backtests.repository.js';
import { createBacktestWorker } from './backtests.service.js';

const clock = createTestClock(new Date('2026-03-20T09:00:00Z'));
const env = useTestApp({ clock });

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
  return response.json().party.code as string;
}

const cash = (partyCode: string, amount: string, day: string) => ({
  type: 'buyer_fiat',
  amount,
  currency: 'EUR',
  booked_at: `${day}T10:00:00+01:00`,
  payment_method: 'cash',
  parties: [{ party_code: partyCode, role: 'buyer' }],
});

async function finished(headers: AuthHeaders, code: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await env.t.deps.backtests.kick();
    const backtest = (await env.call('GET', `/int/backtests/${code}`, headers)).json();
    if (!['queued', 'running'].includes(backtest.status)) return backtest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the back-test did not finish');
}

describe('back-testing', () => {
  it('runs a draft version over stored transactions and changes nothing', async () => {
    const { admin, member, team } = await teamWithMember(env, 'all_viewer_member');
    // Ewa is a PEP: her level is high, and so is that of her transactions' parties.
    const [jan, ewa] = [await party(admin.headers), await party(admin.headers, { pep: true })];
    // Before the period: counts in the history of the first transaction of the period.
    await env.call('POST', '/int/transactions', admin.headers, cash(jan, '6000', '2026-02-28'));
    const codes: string[] = [];
    for (const [who, amount, day] of [
      [jan, '6000', '2026-03-01'],
      [jan, '4000', '2026-03-02'],
      [ewa, '4000', '2026-03-02'],
      [ewa, '4000', '2026-03-05'],
    ] as const) {
      const created = await env.call(
        'POST',
        '/int/transactions',
        admin.headers,
        cash(who, amount, day),
      );
      codes.push(created.json().code);
    }
    const before = (await env.call('POST', '/int/transactions/search', admin.headers, {})).json();
    const levels = Object.fromEntries(
      before.items.map((item: { code: string; risk_level: string }) => [
        item.code,
        item.risk_level,
      ]),
    );
    // Live, with the defaults: Jan's 6,000 + 6,000 + 4,000 = 16,000 EUR are linked.
    expect(levels[codes[1]!]).toBe('high');

    const sets = (await env.call('GET', '/int/rule-sets', admin.headers)).json();
    const set = sets.items[0].code as string;
    // A draft: linked transactions from 8,000 EUR within 3 days.
    const draft = await env.call(
      'PATCH',
      `/int/rule-sets/${set}/rules/multiple_transactions_limit`,
      admin.headers,
      {
        config: {
          window_days: 3,
          threshold_eur: '8000.00',
          comparison: 'at_or_above',
          min_transactions: 2,
          risk: 'high',
          report_to_giif: false,
        },
      },
    );
    expect(draft.statusCode).toBe(200);

    const denied = await env.call('POST', `/int/rule-sets/${set}/backtests`, member.headers, {
      booked_from: '2026-03-01',
      booked_to: '2026-03-31',
    });
    expect(denied.statusCode).toBe(403);
    const invalid = await env.call('POST', `/int/rule-sets/${set}/backtests`, admin.headers, {
      booked_from: '2026-03-31',
      booked_to: '2026-03-01',
    });
    expect(invalid.json().details.fields).toEqual([
      { path: 'booked_to', code: 'date_range_invalid' },
    ]);

    const started = await env.call('POST', `/int/rule-sets/${set}/backtests`, admin.headers, {
      booked_from: '2026-03-01',
      booked_to: '2026-03-31',
    });
    expect(started.statusCode).toBe(202);
    // Queued, and taken by this process's worker at once.
    expect(started.json()).toMatchObject({ version: 2, booked_from: '2026-03-01' });
    const done = await finished(member.headers, started.json().code);
    expect(done).toMatchObject({ status: 'done', total: 4, processed: 4 });
    expect(done.results.transactions).toBe(4);
    const structuring = done.results.rules.find(
      (rule: { rule_code: string }) => rule.rule_code === 'multiple_transactions_limit',
    );
    // Jan's on 1 March (with his 6,000 of 28 February) and 2 March (28 February to 2 March is
    // three days); Ewa's two, on 2 and 5 March, are not within three days.
    expect(structuring).toMatchObject({ alerts: 2, findings: 2 });
    expect(structuring.transactions.map((t: { code: string }) => t.code)).toEqual([
      codes[1],
      codes[0],
    ]);
    expect(structuring.transactions[1].explanation.en).toContain('2 transactions within 3 days');
    // Listed explanations stored as texts (ADR 9) come written out.
    const fromParties = done.results.rules.find(
      (rule: { rule_code: string }) => rule.rule_code === 'transaction_risk_from_parties',
    );
    expect(fromParties.transactions.map((t: { code: string }) => t.code)).toEqual([
      codes[3],
      codes[2],
    ]);
    expect(fromParties.transactions[0].explanation).toEqual({
      en: expect.stringMatching(/^Buyer Jan Nowak \w+: high risk$/),
      pl: expect.stringMatching(/^Kupujący Jan Nowak \w+: ryzyko wysokie$/),
    });

    // Nothing changed: the transactions keep their levels; the list names the run.
    const after = (await env.call('POST', '/int/transactions/search', admin.headers, {})).json();
    expect(
      Object.fromEntries(
        after.items.map((item: { code: string; risk_level: string }) => [
          item.code,
          item.risk_level,
        ]),
      ),
    ).toEqual(levels);
    const listed = (
      await env.call('GET', `/int/rule-sets/${set}/backtests`, member.headers)
    ).json();
    expect(listed.items).toEqual([
      expect.objectContaining({ code: done.code, status: 'done', version: 2 }),
    ]);
    expect(listed.items[0]).not.toHaveProperty('results');

    // A member who sees only what they recorded is not shown the team's transactions.
    const own = await joinTeam(env, admin.headers, team, 'self_viewer_member');
    const seen = (await env.call('GET', `/int/backtests/${done.code}`, own.headers)).json();
    expect(seen.results.transactions).toBe(4);
    expect(seen.results.rules.flatMap((rule: { transactions: [] }) => rule.transactions)).toEqual(
      [],
    );

    const outsider = await registerAndLogin(env.t.app);
    expect(
      (await env.call('GET', `/int/backtests/${done.code}`, outsider.headers)).statusCode,
    ).toBe(404);
    const cancelDone = await env.call('POST', `/int/backtests/${done.code}/cancel`, admin.headers);
    expect(cancelDone.json().code).toBe('backtest_finished');
  });

  it('cancels a waiting back-test, which the queue then leaves alone', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const set = (await env.call('GET', '/int/rule-sets', admin.headers)).json().items[0].code;
    const [row] = await env.t.deps.db
      .select({ rule_set: ruleSets, version: ruleSetVersions })
      .from(ruleSets)
      .innerJoin(ruleSetVersions, eq(ruleSetVersions.rule_set_id, ruleSets.id))
      .where(eq(ruleSets.code, set));
    const { rule_set: ruleSet, version } = row!;
    // Queued by another process, not run yet.
    const waiting = await insertBacktest(env.t.deps.db, {
      team_id: ruleSet.team_id,
      code: newCode(),
      rule_set_id: ruleSet.id,
      rule_set_version_id: version.id,
      booked_from: '2026-01-01',
      booked_to: '2026-01-31',
      status: 'queued',
      created_at: clock.now(),
    });
    const canceled = await env.call('POST', `/int/backtests/${waiting.code}/cancel`, admin.headers);
    expect(canceled.json()).toMatchObject({ status: 'canceled', finished_at: expect.any(String) });
    expect((await finished(admin.headers, waiting.code)).status).toBe('canceled');
  });

  it('puts a running back-test back in the queue when its process stops', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    await env.call(
      'POST',
      '/int/transactions',
      admin.headers,
      cash(await party(admin.headers), '900', '2026-03-03'),
    );
    const set = (await env.call('GET', '/int/rule-sets', admin.headers)).json().items[0].code;
    const [row] = await env.t.deps.db
      .select({ rule_set: ruleSets, version: ruleSetVersions })
      .from(ruleSets)
      .innerJoin(ruleSetVersions, eq(ruleSetVersions.rule_set_id, ruleSets.id))
      .where(eq(ruleSets.code, set));
    const queued = await insertBacktest(env.t.deps.db, {
      team_id: row!.rule_set.team_id,
      code: newCode(),
      rule_set_id: row!.rule_set.id,
      rule_set_version_id: row!.version.id,
      booked_from: '2026-03-01',
      booked_to: '2026-03-31',
      status: 'queued',
      created_at: clock.now(),
    });
    // A second process's worker, asked to stop while it reads the lists for the back-test.
    let stopped: Promise<void> | undefined;
    const worker = createBacktestWorker(
      () => ({
        ...env.t.deps,
        sanctions: {
          ...env.t.deps.sanctions,
          current: (db) => {
            stopped ??= worker.stop();
            return env.t.deps.sanctions.current(db);
          },
        },
      }),
      env.t.app.log,
    );
    await worker.kick();
    await stopped;

    const released = await findBacktest(env.t.deps.db, row!.rule_set.team_id, queued.code);
    expect(released?.backtest).toMatchObject({ status: 'queued', started_at: null, processed: 0 });
    // Another process takes it at once and runs it to the end.
    expect((await finished(admin.headers, queued.code)).status).toBe('done');
  });
});
