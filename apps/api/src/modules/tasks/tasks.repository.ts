import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TaskQuery } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { alerts, comments, parties, tasks, transactions, users } from '../../db/schema.js';
import { columnsWithoutSearch, matchesSearch, type WithoutSearch } from '../../db/search.js';
import { insertOnce } from '../../db/insert-once.js';
import type { RecordScope } from '../../policies/record.policy.js';
import { linkedTransactionColumns } from '../transactions/index.js';

export type TaskRow = WithoutSearch<typeof tasks.$inferSelect>;
export type NewTask = typeof tasks.$inferInsert;

/** A self-viewing member sees the tasks they created and those assigned to them. */
const visible = (scope: RecordScope): SQL =>
  and(
    eq(tasks.team_id, scope.teamId),
    isNull(tasks.deleted_at),
    scope.ownerId === null
      ? undefined
      : or(eq(tasks.created_by, scope.ownerId), eq(tasks.assignee_id, scope.ownerId)),
  )!;

const assignees = alias(users, 'assignees');

const detailed = (db: Db) =>
  db
    .select({
      task: columnsWithoutSearch(tasks),
      created_by_email: users.email,
      assignee: { code: assignees.code, email: assignees.email },
      party: {
        code: parties.code,
        name: parties.name,
        first_name: parties.first_name,
        last_name: parties.last_name,
      },
      transaction: linkedTransactionColumns,
      alert: { code: alerts.code, title: alerts.title, title_message: alerts.title_message },
      comments: sql<number>`(select count(*)::int from ${comments}
        where ${comments.entity_type} = 'task'
          and ${comments.entity_id} = ${tasks.id}
          and ${comments.deleted_at} is null)`,
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.created_by))
    .leftJoin(assignees, eq(assignees.id, tasks.assignee_id))
    .leftJoin(parties, eq(parties.id, tasks.party_id))
    .leftJoin(transactions, eq(transactions.id, tasks.transaction_id))
    .leftJoin(alerts, eq(alerts.id, tasks.alert_id))
    .$dynamic();

export type DetailedTask = Awaited<ReturnType<ReturnType<typeof detailed>['execute']>>[number];

/** Inserts unless one of the same team, source and subject is open (see db/insert-once.ts). */
export async function insertTaskOnce(db: Db, values: NewTask) {
  const { row, created } = await insertOnce(db, tasks, ['new', 'in_progress'], values);
  return { task: row, created };
}

export async function updateTask(db: Db, id: number, patch: Partial<NewTask>) {
  await db.update(tasks).set(patch).where(eq(tasks.id, id));
}

export async function findTask(db: Db, scope: RecordScope, code: string) {
  const [row] = await detailed(db).where(and(visible(scope), eq(tasks.code, code)));
  return row;
}

export async function findVisibleTasks(db: Db, scope: RecordScope, codes: string[]) {
  return db
    .select()
    .from(tasks)
    .where(and(visible(scope), inArray(tasks.code, codes)));
}

export async function searchTasks(
  db: Db,
  scope: RecordScope,
  query: TaskQuery,
  filters: {
    assigneeId: number | null;
    partyId: number | null;
    alertId: number | null;
    today: string;
  },
) {
  const conditions: SQL[] = [visible(scope)];
  if (query.status) conditions.push(eq(tasks.status, query.status));
  if (query.priority) conditions.push(eq(tasks.priority, query.priority));
  if (filters.assigneeId !== null) conditions.push(eq(tasks.assignee_id, filters.assigneeId));
  if (filters.partyId !== null) conditions.push(eq(tasks.party_id, filters.partyId));
  if (filters.alertId !== null) conditions.push(eq(tasks.alert_id, filters.alertId));
  if (query.overdue) {
    conditions.push(
      lt(tasks.due_date, filters.today),
      inArray(tasks.status, ['new', 'in_progress']),
    );
  }
  const text = query.text && matchesSearch(query.text, { text: tasks.search_text });
  if (text) conditions.push(text);
  const where = and(...conditions);
  const [items, [counted]] = await Promise.all([
    detailed(db)
      .where(where)
      // Open work first, the most pressing on top: due soonest, then newest.
      .orderBy(
        sql`case when ${tasks.status} in ('new', 'in_progress') then 0 else 1 end`,
        sql`${tasks.due_date} asc nulls last`,
        desc(tasks.created_at),
        desc(tasks.id),
      )
      .limit(query.page_size)
      .offset(query.page * query.page_size),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/** New tasks of a team the user may see: the badge of the Tasks entry (spec section 2). */
export async function countNewTasks(db: Db, scope: RecordScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(visible(scope), eq(tasks.status, 'new')));
  return row?.n ?? 0;
}
