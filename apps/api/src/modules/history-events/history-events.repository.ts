import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { HistoryEventQuery } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { comments, historyEvents, parties, transactions, users } from '../../db/schema.js';
import { columnsWithoutSearch, matchesSearch, type WithoutSearch } from '../../db/search.js';
import type { RecordScope } from '../../policies/record.policy.js';
import { linkedTransactionColumns } from '../transactions/index.js';

export type HistoryEventRow = WithoutSearch<typeof historyEvents.$inferSelect>;
export type NewHistoryEvent = typeof historyEvents.$inferInsert;

const visible = (scope: RecordScope): SQL =>
  and(
    eq(historyEvents.team_id, scope.teamId),
    isNull(historyEvents.deleted_at),
    scope.ownerId === null ? undefined : eq(historyEvents.created_by, scope.ownerId),
  )!;

/** An event with what its page shows of the records it names, and its comment count. */
const detailed = (db: Db) =>
  db
    .select({
      event: columnsWithoutSearch(historyEvents),
      created_by_email: users.email,
      party: {
        code: parties.code,
        name: parties.name,
        first_name: parties.first_name,
        last_name: parties.last_name,
      },
      transaction: linkedTransactionColumns,
      comments: sql<number>`(select count(*)::int from ${comments}
        where ${comments.entity_type} = 'history_event'
          and ${comments.entity_id} = ${historyEvents.id}
          and ${comments.deleted_at} is null)`,
    })
    .from(historyEvents)
    .leftJoin(users, eq(users.id, historyEvents.created_by))
    .leftJoin(parties, eq(parties.id, historyEvents.party_id))
    .leftJoin(transactions, eq(transactions.id, historyEvents.transaction_id))
    .$dynamic();

export type DetailedHistoryEvent = Awaited<
  ReturnType<ReturnType<typeof detailed>['execute']>
>[number];

export async function insertHistoryEvent(
  db: Db,
  values: NewHistoryEvent,
): Promise<HistoryEventRow> {
  const [row] = await db.insert(historyEvents).values(values).returning();
  return row!;
}

export async function updateHistoryEvent(db: Db, id: number, patch: Partial<NewHistoryEvent>) {
  await db.update(historyEvents).set(patch).where(eq(historyEvents.id, id));
}

export async function findHistoryEvent(
  db: Db,
  scope: RecordScope,
  code: string,
): Promise<DetailedHistoryEvent | undefined> {
  const [row] = await detailed(db).where(and(visible(scope), eq(historyEvents.code, code)));
  return row;
}

export async function findVisibleHistoryEvents(db: Db, scope: RecordScope, codes: string[]) {
  return db
    .select()
    .from(historyEvents)
    .where(and(visible(scope), inArray(historyEvents.code, codes)));
}

export async function searchHistoryEvents(
  db: Db,
  scope: RecordScope,
  query: HistoryEventQuery,
  links: { partyId: number | null; transactionId: number | null },
) {
  const conditions: SQL[] = [visible(scope)];
  if (query.type) conditions.push(eq(historyEvents.type, query.type));
  if (query.from) conditions.push(gte(historyEvents.occurred_on, query.from));
  if (query.to) conditions.push(lte(historyEvents.occurred_on, query.to));
  if (links.partyId !== null) conditions.push(eq(historyEvents.party_id, links.partyId));
  if (links.transactionId !== null)
    conditions.push(eq(historyEvents.transaction_id, links.transactionId));
  const text = query.text && matchesSearch(query.text, { text: historyEvents.search_text });
  if (text) conditions.push(text);
  const where = and(...conditions);
  const [items, [counted]] = await Promise.all([
    detailed(db)
      .where(where)
      .orderBy(desc(historyEvents.occurred_on), desc(historyEvents.id))
      .limit(query.page_size)
      .offset(query.page * query.page_size),
    db.select({ n: count() }).from(historyEvents).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}
