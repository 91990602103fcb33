import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { OPEN_ALERT_STATUSES, type AlertQuery } from '@aml/shared';
import type { Db } from '../../db/client.js';
import {
  alertStatusChanges,
  alerts,
  comments,
  parties,
  sanctionHits,
  transactions,
  users,
} from '../../db/schema.js';
import { columnsWithoutSearch, matchesSearch, type WithoutSearch } from '../../db/search.js';
import { insertOnce } from '../../db/insert-once.js';
import type { RecordScope } from '../../policies/record.policy.js';
import { linkedTransactionColumns } from '../transactions/index.js';

export type AlertRow = WithoutSearch<typeof alerts.$inferSelect>;
export type NewAlert = typeof alerts.$inferInsert;

/**
 * A self-viewing member sees the alerts they raised, those assigned to them, and those about a
 * party or a transaction they created.
 */
const visible = (scope: RecordScope): SQL =>
  and(
    eq(alerts.team_id, scope.teamId),
    isNull(alerts.deleted_at),
    scope.ownerId === null
      ? undefined
      : or(
          eq(alerts.created_by, scope.ownerId),
          eq(alerts.assignee_id, scope.ownerId),
          sql`${alerts.party_id} in (select ${parties.id} from ${parties}
            where ${parties.created_by} = ${scope.ownerId})`,
          sql`${alerts.transaction_id} in (select ${transactions.id} from ${transactions}
            where ${transactions.created_by} = ${scope.ownerId})`,
        ),
  )!;

const assignees = alias(users, 'assignees');

/**
 * How many of a sanctions alert's hits (its links of type sanctions_hit) stand so: closing
 * the alert decides the undecided ones and may not call a confirmed one a false positive, so
 * the statuses offered depend on them. Zero for alerts of other sources.
 */
const linkedHits = (where: SQL) => sql<number>`case when ${alerts.source} = 'sanctions_screening'
  then (select count(*)::int from ${sanctionHits}
    where ${sanctionHits.team_id} = ${alerts.team_id}
      and ${sanctionHits.code} in (select link->>'code' from jsonb_array_elements(${alerts.links}) link
        where link->>'type' = 'sanctions_hit')
      and ${where})
  else 0 end`;

const detailed = (db: Db) =>
  db
    .select({
      alert: columnsWithoutSearch(alerts),
      created_by_email: users.email,
      assignee: { code: assignees.code, email: assignees.email },
      party: {
        code: parties.code,
        name: parties.name,
        first_name: parties.first_name,
        last_name: parties.last_name,
      },
      transaction: linkedTransactionColumns,
      comments: sql<number>`(select count(*)::int from ${comments}
        where ${comments.entity_type} = 'alert'
          and ${comments.entity_id} = ${alerts.id}
          and ${comments.deleted_at} is null)`,
      undecided_hits: linkedHits(sql`${sanctionHits.status} = 'hit' and ${sanctionHits.current}`),
      confirmed_hits: linkedHits(sql`${sanctionHits.status} = 'confirmed'`),
    })
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.created_by))
    .leftJoin(assignees, eq(assignees.id, alerts.assignee_id))
    .leftJoin(parties, eq(parties.id, alerts.party_id))
    .leftJoin(transactions, eq(transactions.id, alerts.transaction_id))
    .$dynamic();

export type DetailedAlert = Awaited<ReturnType<ReturnType<typeof detailed>['execute']>>[number];

/** Inserts unless one of the same team, source and subject is open (see db/insert-once.ts). */
export async function insertAlertOnce(db: Db, values: NewAlert) {
  const { row, created } = await insertOnce(db, alerts, OPEN_ALERT_STATUSES, values);
  return { alert: row, created };
}

export async function updateAlert(db: Db, id: number, patch: Partial<NewAlert>) {
  await db.update(alerts).set(patch).where(eq(alerts.id, id));
}

/**
 * The open alert of a team, source and subject (at most one: a partial unique index), locked
 * until the caller's transaction ends, so that two decisions settling it one after the other
 * each see what the other decided.
 */
export async function lockOpenAlert(db: Db, teamId: number, source: string, subjectKey: string) {
  const [row] = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.team_id, teamId),
        eq(alerts.source, source),
        eq(alerts.subject_key, subjectKey),
        isNull(alerts.deleted_at),
        inArray(alerts.status, [...OPEN_ALERT_STATUSES]),
      ),
    )
    .for('update');
  return row;
}

export async function insertStatusChange(db: Db, values: typeof alertStatusChanges.$inferInsert) {
  await db.insert(alertStatusChanges).values(values);
}

export async function listStatusChanges(db: Db, alertId: number) {
  return db
    .select({ change: alertStatusChanges, by: users.email })
    .from(alertStatusChanges)
    .leftJoin(users, eq(users.id, alertStatusChanges.user_id))
    .where(eq(alertStatusChanges.alert_id, alertId))
    .orderBy(asc(alertStatusChanges.id));
}

export async function findAlert(db: Db, scope: RecordScope, code: string) {
  const [row] = await detailed(db).where(and(visible(scope), eq(alerts.code, code)));
  return row;
}

export async function findVisibleAlerts(db: Db, scope: RecordScope, codes: string[]) {
  return db
    .select()
    .from(alerts)
    .where(and(visible(scope), inArray(alerts.code, codes)));
}

export type AlertFilters = {
  /** null: anyone; 'none': unassigned; a number: that user. */
  assigneeId: number | 'none' | null;
  partyId: number | null;
  transactionId: number | null;
  createdFrom: Date | null;
  createdBefore: Date | null;
};

export async function searchAlerts(
  db: Db,
  scope: RecordScope,
  query: AlertQuery,
  filters: AlertFilters,
) {
  const conditions: SQL[] = [visible(scope)];
  if (query.status) conditions.push(eq(alerts.status, query.status));
  if (query.open) conditions.push(inArray(alerts.status, [...OPEN_ALERT_STATUSES]));
  if (query.severity) conditions.push(eq(alerts.severity, query.severity));
  if (query.source) conditions.push(eq(alerts.source, query.source));
  if (filters.assigneeId === 'none') conditions.push(isNull(alerts.assignee_id));
  else if (filters.assigneeId !== null) conditions.push(eq(alerts.assignee_id, filters.assigneeId));
  if (filters.partyId !== null) conditions.push(eq(alerts.party_id, filters.partyId));
  if (filters.transactionId !== null) {
    conditions.push(eq(alerts.transaction_id, filters.transactionId));
  }
  if (filters.createdFrom) conditions.push(gte(alerts.created_at, filters.createdFrom));
  if (filters.createdBefore) conditions.push(lt(alerts.created_at, filters.createdBefore));
  const text = query.text && matchesSearch(query.text, { text: alerts.search_text });
  if (text) conditions.push(text);
  const where = and(...conditions);
  const [items, [counted]] = await Promise.all([
    detailed(db)
      .where(where)
      // Undecided alerts first, the most severe on top, then the newest.
      .orderBy(
        sql`case when ${alerts.status} in ('new', 'in_progress', 'escalated') then 0 else 1 end`,
        sql`case ${alerts.severity} when 'critical' then 0 when 'high' then 1
          when 'medium' then 2 else 3 end`,
        desc(alerts.created_at),
        desc(alerts.id),
      )
      .limit(query.page_size)
      .offset(query.page * query.page_size),
    db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/** New alerts of a team the user may see: the badge of the Alerts entry (spec section 2). */
export async function countNewAlerts(db: Db, scope: RecordScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(visible(scope), eq(alerts.status, 'new')));
  return row?.n ?? 0;
}
