import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { isoInstant, queryRows, runStatement, type Db } from '../../db/client.js';
import { backtests, ruleSetVersions, ruleSets, users } from '../../db/schema.js';
import { partyDisplayName, type RiskLevel } from '@aml/shared';
import type { Hit, ReplayParty, ReplayedTransaction, SeedActivity } from './backtest-replay.js';

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

/**
 * Puts a running back-test back in the queue, as if never claimed (its process is stopping):
 * the next process to look takes it at once instead of after it goes stale.
 */
export async function releaseBacktest(db: Db, id: number) {
  await db
    .update(backtests)
    .set({ status: 'queued', started_at: null, heartbeat_at: null, processed: 0 })
    .where(and(eq(backtests.id, id), eq(backtests.status, 'running')));
}

/** Ends a running back-test (done or failed); one canceled meanwhile stays canceled. */
export async function finishBacktest(db: Db, id: number, patch: Partial<BacktestRow>) {
  await db
    .update(backtests)
    .set(patch)
    .where(and(eq(backtests.id, id), eq(backtests.status, 'running')));
}

const { results: _results, ...summaryColumns } = getTableColumns(backtests);

/**
 * Back-tests with what names them: the rule set, the version number, who started them; a
 * list leaves out the results (`summaryColumns`), which may be a few hundred kilobytes each.
 */
const described = <Columns extends Partial<typeof backtests._.columns>>(db: Db, columns: Columns) =>
  db
    .select({
      backtest: columns,
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
  const [row] = await described(db, getTableColumns(backtests)).where(
    and(eq(backtests.team_id, teamId), eq(backtests.code, code)),
  );
  return row;
}

/** A set's back-tests, newest first. */
export async function listBacktests(db: Db, ruleSetId: number) {
  return described(db, summaryColumns)
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

/**
 * A page of the period's transactions in booking order, after `after` (keyset paging), with
 * their parties as ids and roles in position order: the parties themselves are read once
 * (`readReplayParties`), not with every transaction that names them.
 */
export async function readReplayPage(
  db: Db,
  teamId: number,
  start: Date,
  end: Date,
  after: { booked_at: string; id: string } | null,
  limit: number,
): Promise<ReplayedTransaction[]> {
  return runStatement(db, {
    name: 'read_backtest_page',
    text: `select t.id::text, t.code, t.type, t.status, trim_scale(t.amount)::text as amount,
             t.currency, t.amount_eur::text as amount_eur, ${isoInstant('t.booked_at')} as booked_at,
             t.booked_on::text as booked_on, t.payment_method, t.country_of_order,
             l.party_ids, l.roles
           from transactions t
           cross join lateral (select array_agg(l.party_id::int order by l.position) as party_ids,
                                 array_agg(l.role::text order by l.position) as roles
                               from transaction_parties l where l.transaction_id = t.id) l
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

/** What the replay needs of each of the team's parties, by id. */
export async function readReplayParties(db: Db, teamId: number) {
  const rows = await runStatement<{
    id: number;
    code: string;
    type: string;
    name: string | null;
    first_name: string | null;
    last_name: string | null;
    risk_level: RiskLevel;
    screened: boolean;
  }>(db, {
    name: 'read_backtest_parties',
    text: `select id::int as id, code, type, name, first_name, last_name, risk_level,
             sanctions_screened_at is not null as screened
           from parties where team_id = $1`,
    values: [teamId],
  });
  return new Map<number, ReplayParty>(
    rows.map((party) => [
      party.id,
      {
        code: party.code,
        display_name: partyDisplayName(party),
        risk_level: party.risk_level,
        screened: party.screened,
      },
    ]),
  );
}

/** The current hits of the descriptions of the period's transactions, by transaction id. */
export async function readDescriptionHits(db: Db, teamId: number, start: Date, end: Date) {
  const rows = await runStatement<{ transaction_id: string; hit: Hit }>(db, {
    name: 'read_backtest_description_hits',
    text: `select h.transaction_id::text,
             json_build_array(h.source, h.entry_id, h.subject_name || ' ~ ' || h.entry_name, h.status) as hit
           from sanction_hits h join transactions t on t.id = h.transaction_id
           where h.team_id = $1 and h.current and ${REPLAYED}`,
    values: [teamId, start.toISOString(), end.toISOString()],
  });
  return groupHits(rows.map(({ transaction_id, hit }) => [transaction_id, hit]));
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
  const rows = await runStatement<{ party_id: number; hit: Hit }>(db, {
    name: 'read_backtest_party_hits',
    text: `select coalesce(p.parent_party_id, p.id)::int as party_id,
             json_build_array(h.source, h.entry_id, h.subject_name || ' ~ ' || h.entry_name, h.status) as hit
           from sanction_hits h join parties p on p.id = h.party_id
           where h.team_id = $1 and h.current`,
    values: [teamId],
  });
  return groupHits(rows.map(({ party_id, hit }) => [party_id, hit]));
}

function groupHits<K>(entries: Array<[K, Hit]>): Map<K, Hit[]> {
  const byKey = new Map<K, Hit[]>();
  for (const [key, hit] of entries) byKey.set(key, [...(byKey.get(key) ?? []), hit]);
  return byKey;
}
