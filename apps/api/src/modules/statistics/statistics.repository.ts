import { and, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { parties, transactions } from '../../db/schema.js';
import type { RecordScope } from '../../policies/record.policy.js';

/** The team's customers the caller may see; linked people are counted with their company. */
const customers = (scope: RecordScope): SQL =>
  and(
    eq(parties.team_id, scope.teamId),
    isNull(parties.deleted_at),
    isNull(parties.parent_party_id),
    scope.ownerId === null ? undefined : eq(parties.created_by, scope.ownerId),
  )!;

export async function countPartiesBy(
  db: Db,
  scope: RecordScope,
  column: 'risk_level' | 'status',
): Promise<Array<{ value: string; n: number }>> {
  return db
    .select({ value: parties[column], n: count() })
    .from(parties)
    .where(customers(scope))
    .groupBy(parties[column]);
}

export async function countPartiesCreated(
  db: Db,
  scope: RecordScope,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parties)
    .where(and(customers(scope), gte(parties.created_at, from), lt(parties.created_at, to)));
  return row?.n ?? 0;
}

const teamTransactions = (scope: RecordScope): SQL =>
  and(
    eq(transactions.team_id, scope.teamId),
    isNull(transactions.deleted_at),
    scope.ownerId === null ? undefined : eq(transactions.created_by, scope.ownerId),
  )!;

/** Transactions booked in [from, to): how many, their EUR total, and how many await a rate. */
export async function sumTransactionsBooked(db: Db, scope: RecordScope, from: Date, to: Date) {
  const [row] = await db
    .select({
      n: count(),
      amount_eur: sql<string>`coalesce(sum(${transactions.amount_eur}), 0)::text`,
      pending: sql<number>`count(*) filter (where ${transactions.amount_eur} is null)::int`,
    })
    .from(transactions)
    .where(
      and(
        teamTransactions(scope),
        gte(transactions.booked_at, from),
        lt(transactions.booked_at, to),
      ),
    );
  return { count: row?.n ?? 0, amount_eur: row?.amount_eur ?? '0', pending: row?.pending ?? 0 };
}

export async function countTransactionsByRisk(db: Db, scope: RecordScope, from: Date, to: Date) {
  return db
    .select({ value: transactions.risk_level, n: count() })
    .from(transactions)
    .where(
      and(
        teamTransactions(scope),
        gte(transactions.booked_at, from),
        lt(transactions.booked_at, to),
      ),
    )
    .groupBy(transactions.risk_level);
}
