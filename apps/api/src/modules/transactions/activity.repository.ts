import { isoInstant, runStatement, type Db } from '../../db/client.js';
import type { LinkedTransaction } from '../../engines/risk-rules/index.js';
import { LINKED_TRANSACTIONS_LIMIT } from '../../engines/risk-rules/index.js';
import type { Contribution } from './activity.js';

/**
 * The aggregates of party `party` (an SQL expression of its id) as columns: version, count,
 * sums, and its days between the parameters `from` and `to` as [day, count, sum] arrays.
 * Read by the statement that records a transaction (recording/recording.repository.ts).
 */
export const activityColumns = (party: string, from: string, to: string) => `
  coalesce(a.version, 0) as version,
  coalesce(a.transaction_count, 0) as count,
  coalesce(a.amount_eur_sum, 0)::text as sum,
  coalesce(a.amount_eur_sum_squares, 0)::text as sum_squares,
  (select json_agg(json_build_array(d.day, d.transaction_count, d.amount_eur_sum::text) order by d.day)
     from party_activity_days d
     where d.party_id = ${party} and d.day between ${from}::date and ${to}::date) as days`;

/**
 * Holds the aggregates of the parties until the transaction ends, creating them when missing,
 * and moves their version on: a writer that read them before now will find them changed and
 * read them again. Parties are taken in id order, so two writers never wait on each other.
 */
export async function lockActivity(tx: Db, teamId: number, partyIds: number[]): Promise<void> {
  if (partyIds.length === 0) return;
  await runStatement(tx, {
    name: 'lock_party_activity',
    text: `insert into party_activity as a (party_id, team_id, version, transaction_count,
             amount_eur_sum, amount_eur_sum_squares)
           select id::bigint, $1, 1, 0, 0, 0 from jsonb_array_elements_text($2::jsonb) as p(id)
           order by id::bigint
           on conflict (party_id) do update set version = a.version + 1`,
    values: [teamId, JSON.stringify([...partyIds].sort((a, b) => a - b))],
  });
}

/** Adds (sign 1) or takes away (-1) a transaction's contribution; the parties must be held. */
export async function applyContribution(
  tx: Db,
  teamId: number,
  contribution: Contribution,
  sign: 1 | -1,
): Promise<void> {
  const values = [
    teamId,
    JSON.stringify(contribution.party_ids),
    contribution.amount_eur,
    contribution.day,
    sign,
  ];
  await runStatement(tx, {
    name: 'apply_party_activity',
    text: `with parties as (select id::bigint as id from jsonb_array_elements_text($2::jsonb) as p(id)),
           totals as (
             update party_activity a set
               transaction_count = a.transaction_count + $5::int,
               amount_eur_sum = a.amount_eur_sum + $5::int * $3::numeric,
               amount_eur_sum_squares = a.amount_eur_sum_squares + $5::int * $3::numeric * $3::numeric
             where a.party_id in (select id from parties))
           insert into party_activity_days as d (party_id, day, team_id, transaction_count, amount_eur_sum)
           select id, $4::date, $1, $5::int, $5::int * $3::numeric from parties
           on conflict (party_id, day) do update set
             transaction_count = d.transaction_count + excluded.transaction_count,
             amount_eur_sum = d.amount_eur_sum + excluded.amount_eur_sum`,
    values,
  });
}

/** A party's linked transactions to read: booked from `from` to `to`, without `exceptId`. */
export type LinkedRead = {
  partyId: number;
  from: string;
  to: string;
  exceptId: number | null;
};

/**
 * The transactions of parties that count in their aggregates, booked from `from` to `to`
 * (Warsaw days), newest first, without `exceptId`: what an explanation lists as linked; one
 * list per read, in their order, in one statement. Each party's links are read newest first
 * along their index and the reading stops at the limit, so a party with thousands of
 * transactions in the window costs what one with a few dozen does. The reads come as one JSON
 * parameter, so the statement keeps one plan: with the days as parameters of their own,
 * PostgreSQL planned it at every execution and looked up the index's newest `booked_at` each
 * time (docs/performance.md).
 */
export async function readLinkedTransactions(
  db: Db,
  reads: LinkedRead[],
): Promise<LinkedTransaction[][]> {
  const rows = await runStatement<LinkedTransaction & { idx: number }>(db, {
    name: 'read_linked_transactions',
    text: `select r.idx, x.code, x.booked_at, x.booked_on, x.type, x.payment_method, x.amount,
             x.currency, x.amount_eur
           from jsonb_to_recordset($1::jsonb) as r(idx int, party_id bigint, from_day date,
             to_day date, except_id bigint)
           cross join lateral (
             select distinct on (l.booked_at, l.transaction_id) l.booked_at as sort_at,
               l.transaction_id as sort_id, t.code,
               ${isoInstant('t.booked_at')} as booked_at, t.booked_on::text as booked_on, t.type,
               t.payment_method, trim_scale(t.amount)::text as amount, t.currency,
               t.amount_eur::text as amount_eur
             from transaction_parties l
             join transactions t on t.id = l.transaction_id
             where l.party_id = r.party_id
               and l.booked_at >= (r.from_day::timestamp at time zone 'Europe/Warsaw')
               and l.booked_at < ((r.to_day + 1)::timestamp at time zone 'Europe/Warsaw')
               and l.role <> 'representative'
               and t.deleted_at is null and t.status <> 'canceled' and t.amount_eur is not null
               and t.id <> coalesce(r.except_id, 0)
             order by l.booked_at desc, l.transaction_id desc
             limit ${LINKED_TRANSACTIONS_LIMIT}) x
           order by r.idx, x.sort_at desc, x.sort_id desc`,
    values: [
      JSON.stringify(
        reads.map((read, idx) => ({
          idx,
          party_id: read.partyId,
          from_day: read.from,
          to_day: read.to,
          except_id: read.exceptId,
        })),
      ),
    ],
  });
  const lists = reads.map((): LinkedTransaction[] => []);
  for (const { idx, ...linked } of rows) lists[idx]!.push(linked);
  return lists;
}
