import { and, desc, eq, sql } from 'drizzle-orm';
import { isoInstant, queryRows, runStatement, type Db } from '../../db/client.js';
import { backtests, ruleSetVersions, ruleSets, users } from '../../db/schema.js';
import type { ReplayedTransaction, SeedActivity } from './backtest-replay.js';

export type BacktestRow = typeof backtests.$inferSelect;

export async function insertBacktest(db: Db, values: typeof backtests.$inferInsert) {
  const [row] = await db.insert(backtests).values(values).returning();
  return row!;
}

export async function updateBacktest(db: Db, id: number, patch: Partial<BacktestRow>) {
  const [row] = await db.update(backtests).set(patch).where(eq(backtests.id, id)).returning();
  return row!;
}

/** A running back-test's progress, which also says it is alive; answers its status now. */
export async function recordProgress(db: Db, id: number, processed: number, now: Date) {
  const [row] = await db
    .update(backtests)
    .set({ processed, heartbeat_at: now })
    .where(and(eq(backtests.id, id), eq(backtests.status, 'running')))
    .returning({ status: backtests.status });
  return row?.status ?? 'canceled';
}

/** Ends a running back-test (done or failed); one canceled meanwhile stays canceled. */
export async function finishBacktest(db: Db, id: number, patch: Partial<BacktestRow>) {
  await db
    .update(backtests)
    .set(patch)
    .where(and(eq(backtests.id, id), eq(backtests.status, 'running')));
}

/** Back-tests with what names them: the rule set, the version number, who started them. */
const described = (db: Db) =>
  db
    .select({
      backtest: backtests,
      rule_set: { code: ruleSets.code, name: ruleSets.name },
      version: ruleSetVersions.version,
      created_by_email: users.email,
    })
    .from(backtests)
    .innerJoin(ruleSets, eq(ruleSets.id, backtests.rule_set_id))
    .innerJoin(ruleSetVersions, eq(ruleSetVersions.id, backtests.rule_set_version_id))
    .leftJoin(users, eq(users.id, backtests.created_by))
    .$dynamic();

/** A back-test of the team by code. */
export async function findBacktest(db: Db, teamId: number, code: string) {
  const [row] = await described(db).where(
    and(eq(backtests.team_id, teamId), eq(backtests.code, code)),
  );
  return row;
}

/** A set's back-tests, newest first. */
export async function listBacktests(db: Db, ruleSetId: number) {
  return described(db)
    .where(eq(backtests.rule_set_id, ruleSetId))
    .orderBy(desc(backtests.created_at), desc(backtests.id))
    .limit(50);
}

/**
 * Takes the oldest waiting back-test, or a running one whose process stopped beating: one
 * process gets it (skip locked), others take the next.
 */
export async function claimBacktest(db: Db, now: Date, staleBefore: Date) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`update ${backtests} set status = 'running', started_at = ${now.toISOString()}::timestamptz,
          heartbeat_at = ${now.toISOString()}::timestamptz, processed = 0
        where id = (select id from ${backtests}
                    where status = 'queued'
                       or (status = 'running' and heartbeat_at < ${staleBefore.toISOString()}::timestamptz)
                    order by created_at limit 1 for update skip locked)
        returning id::text`,
  );
  if (!row) return undefined;
  const [claimed] = await db
    .select()
    .from(backtests)
    .where(eq(backtests.id, Number(row.id)));
  return claimed;
}

/** The transactions a back-test evaluates: of the team, booked in [start, end), not canceled. */
const REPLAYED = `t.team_id = $1 and t.deleted_at is null and t.status <> 'canceled'
  and t.booked_at >= $2::timestamptz and t.booked_at < $3::timestamptz`;

export async function countReplayed(db: Db, teamId: number, start: Date, end: Date) {
  const [row] = await runStatement<{ n: string }>(db, {
    name: 'count_backtest_transactions',
    text: `select count(*)::text as n from transactions t where ${REPLAYED}`,
    values: [teamId, start.toISOString(), end.toISOString()],
  });
  return Number(row!.n);
}

/** A page of the period's transactions in booking order, after `after` (keyset paging). */
export async function readReplayPage(
  db: Db,
  teamId: number,
  start: Date,
  end: Date,
  after: { booked_at: string; id: string } | null,
  limit: number,
): Promise<Array<ReplayedTransaction & { id: string }>> {
  return runStatement(db, {
    name: 'read_backtest_page',
    text: `select t.id::text, t.code, t.type, t.status, trim_scale(t.amount)::text as amount,
             t.currency, t.amount_eur::text as amount_eur, ${isoInstant('t.booked_at')} as booked_at,
             t.booked_on::text as booked_on, t.payment_method, t.country_of_order,
             coalesce((select json_agg(json_build_object('party_id', l.party_id, 'role', l.role,
                         'code', p.code, 'type', p.type, 'name', p.name, 'first_name', p.first_name,
                         'last_name', p.last_name, 'risk_level', p.risk_level,
                         'screened', p.sanctions_screened_at is not null) order by l.position)
                       from transaction_parties l join parties p on p.id = l.party_id
                       where l.transaction_id = t.id), '[]') as links,
             (select json_agg(json_build_array(h.source, h.entry_id,
                       h.subject_name || ' ~ ' || h.entry_name, h.status))
              from sanction_hits h where h.transaction_id = t.id and h.current) as description_hits
           from transactions t
           where ${REPLAYED}
             and (t.booked_at, t.id) > (coalesce($4::timestamptz, '-infinity'), coalesce($5::bigint, 0))
           order by t.booked_at, t.id
           limit $6`,
    values: [
      teamId,
      start.toISOString(),
      end.toISOString(),
      after?.booked_at ?? null,
      after?.id ?? null,
      limit,
    ],
  });
}

/**
 * The parties' aggregates before `start`, counted as the live aggregates count (see
 * transactions/activity.ts): totals, and the days from `recentFrom`.
 */
export async function readSeedActivity(
  db: Db,
  teamId: number,
  start: Date,
  recentFrom: string,
): Promise<SeedActivity[]> {
  return runStatement<SeedActivity>(db, {
    name: 'read_backtest_seed',
    text: `with counted as (
             select distinct l.transaction_id, l.party_id, t.booked_on, t.amount_eur
             from transaction_parties l join transactions t on t.id = l.transaction_id
             where t.team_id = $1 and l.role <> 'representative' and t.deleted_at is null
               and t.status <> 'canceled' and t.amount_eur is not null
               and t.booked_at < $2::timestamptz)
           select party_id::int as party_id, count(*)::int as count, sum(amount_eur)::text as sum,
             sum(amount_eur * amount_eur)::text as sum_squares,
             coalesce((select json_agg(json_build_array(d.booked_on, d.n, d.total))
                       from (select booked_on::text, count(*)::int as n, sum(amount_eur)::text as total
                             from counted c2 where c2.party_id = c.party_id and c2.booked_on >= $3::date
                             group by booked_on) d), '[]') as days
           from counted c group by party_id`,
    values: [teamId, start.toISOString(), recentFrom],
  });
}

/** The current hits of the team's parties, each under the party it belongs to (its company). */
export async function readPartyHits(db: Db, teamId: number) {
  const rows = await runStatement<{ party_id: number; hit: [string, string, string, string] }>(db, {
    name: 'read_backtest_party_hits',
    text: `select coalesce(p.parent_party_id, p.id)::int as party_id,
             json_build_array(h.source, h.entry_id, h.subject_name || ' ~ ' || h.entry_name, h.status) as hit
           from sanction_hits h join parties p on p.id = h.party_id
           where h.team_id = $1 and h.current`,
    values: [teamId],
  });
  const byParty = new Map<number, Array<[string, string, string, string]>>();
  for (const { party_id, hit } of rows)
    byParty.set(party_id, [...(byParty.get(party_id) ?? []), hit]);
  return byParty;
}
