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
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CddQuery, CddSettingsInput, CddTemplates } from '@aml/shared';
import { queryRows, type Db } from '../../db/client.js';
import {
  attachments,
  cddExecutions,
  cddMeasures,
  cddSettings,
  cddTemplates,
  parties,
  users,
} from '../../db/schema.js';
import { columnsWithoutSearch } from '../../db/search.js';
import type { RecordScope } from '../../policies/record.policy.js';
import { visible as visibleParty } from '../parties/index.js';

/** What the application reads of a party: every column but the search's. */
const partyColumns = columnsWithoutSearch(parties);

export type ExecutionRow = typeof cddExecutions.$inferSelect;
export type NewExecution = typeof cddExecutions.$inferInsert;
export type MeasureRow = typeof cddMeasures.$inferSelect;
export type NewMeasure = typeof cddMeasures.$inferInsert;

// ---- settings and templates ----

export async function findCddSettings(db: Db, teamId: number) {
  const [row] = await db.select().from(cddSettings).where(eq(cddSettings.team_id, teamId));
  return row;
}

export async function findTemplates(db: Db, teamId: number, version: number) {
  const [row] = await db
    .select()
    .from(cddTemplates)
    .where(and(eq(cddTemplates.team_id, teamId), eq(cddTemplates.version, version)));
  return row?.templates;
}

/** Locks the team's settings row (if any) to the end of the transaction. */
export async function lockCddSettings(db: Db, teamId: number) {
  const [row] = await db
    .select()
    .from(cddSettings)
    .where(eq(cddSettings.team_id, teamId))
    .for('update');
  return row;
}

export async function saveCddSettings(
  db: Db,
  values: {
    teamId: number;
    settings: Omit<CddSettingsInput, 'templates'>;
    templateVersion: number;
    userId: number;
    now: Date;
  },
) {
  const row = {
    team_id: values.teamId,
    settings: values.settings,
    template_version: values.templateVersion,
    updated_by: values.userId,
    updated_at: values.now,
  };
  await db
    .insert(cddSettings)
    .values(row)
    .onConflictDoUpdate({ target: cddSettings.team_id, set: row });
}

export async function insertTemplates(
  db: Db,
  values: { teamId: number; version: number; templates: CddTemplates; userId: number; now: Date },
) {
  await db.insert(cddTemplates).values({
    team_id: values.teamId,
    version: values.version,
    templates: values.templates,
    created_by: values.userId,
    created_at: values.now,
  });
}

// ---- executions ----

const creator = alias(users, 'creator');
const ender = alias(users, 'ender');

const executionColumns = {
  execution: cddExecutions,
  party: {
    code: parties.code,
    type: parties.type,
    name: parties.name,
    first_name: parties.first_name,
    last_name: parties.last_name,
    created_by: parties.created_by,
    created_at: parties.created_at,
  },
  created_by_email: creator.email,
  ended_by_email: ender.email,
  measures_total: sql<number>`(select count(*)::int from ${cddMeasures} m where m.execution_id = ${cddExecutions.id})`,
  measures_settled: sql<number>`(select count(*)::int from ${cddMeasures} m where m.execution_id = ${cddExecutions.id} and m.status in ('done', 'not_applicable'))`,
};

export type DetailedExecution = {
  execution: ExecutionRow;
  party: {
    code: string;
    type: string;
    name: string | null;
    first_name: string | null;
    last_name: string | null;
    created_by: number | null;
    created_at: Date;
  };
  created_by_email: string | null;
  ended_by_email: string | null;
  measures_total: number;
  measures_settled: number;
};

const selectExecutions = (db: Db) =>
  db
    .select(executionColumns)
    .from(cddExecutions)
    .innerJoin(parties, eq(parties.id, cddExecutions.party_id))
    .leftJoin(creator, eq(creator.id, cddExecutions.created_by))
    .leftJoin(ender, eq(ender.id, cddExecutions.ended_by))
    .$dynamic();

/** The executions a scope sees: those of the parties it sees. */
const visibleExecution = (scope: RecordScope) =>
  and(eq(cddExecutions.team_id, scope.teamId), visibleParty(scope));

export async function findExecution(
  db: Db,
  scope: RecordScope,
  code: string,
): Promise<DetailedExecution | undefined> {
  const [row] = await selectExecutions(db).where(
    and(visibleExecution(scope), eq(cddExecutions.code, code)),
  );
  return row;
}

export type DueRange = { today: string; monthEnd: string };

/**
 * The current completed executions (no newer one completed) due from today to the end of the
 * month, or already past their due date.
 */
function dueCondition(due: 'this_month' | 'overdue', range: DueRange): SQL {
  const current = and(eq(cddExecutions.status, 'completed'), isNull(cddExecutions.superseded_at));
  return due === 'overdue'
    ? and(current, lt(cddExecutions.next_due_date, range.today))!
    : and(
        current,
        gte(cddExecutions.next_due_date, range.today),
        lte(cddExecutions.next_due_date, range.monthEnd),
      )!;
}

/** How many executions the scope sees are due this month, overdue, and in progress. */
export async function countCdd(db: Db, scope: RecordScope, range: DueRange) {
  const [row] = await db
    .select({
      due_this_month: sql<number>`count(*) filter (where ${dueCondition('this_month', range)})::int`,
      overdue: sql<number>`count(*) filter (where ${dueCondition('overdue', range)})::int`,
      in_progress: sql<number>`count(*) filter (where ${cddExecutions.status} = 'in_progress')::int`,
    })
    .from(cddExecutions)
    .innerJoin(parties, eq(parties.id, cddExecutions.party_id))
    .where(
      and(
        visibleExecution(scope),
        or(isNull(cddExecutions.superseded_at), eq(cddExecutions.status, 'in_progress')),
      ),
    );
  return row ?? { due_this_month: 0, overdue: 0, in_progress: 0 };
}

/** The executions of a list's filters, newest first, and how many there are. */
export async function searchExecutions(
  db: Db,
  scope: RecordScope,
  query: CddQuery,
  range: DueRange & { startFrom?: Date; startTo?: Date },
): Promise<{ rows: DetailedExecution[]; total: number }> {
  const where = and(
    visibleExecution(scope),
    query.party_code ? eq(parties.code, query.party_code) : undefined,
    query.kind ? eq(cddExecutions.kind, query.kind) : undefined,
    query.status ? eq(cddExecutions.status, query.status) : undefined,
    query.due ? dueCondition(query.due, range) : undefined,
    range.startFrom ? gte(cddExecutions.created_at, range.startFrom) : undefined,
    range.startTo ? lt(cddExecutions.created_at, range.startTo) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectExecutions(db)
      .where(where)
      .orderBy(desc(cddExecutions.created_at), desc(cddExecutions.id))
      .limit(query.page_size)
      .offset(query.page * query.page_size),
    db
      .select({ total: count() })
      .from(cddExecutions)
      .innerJoin(parties, eq(parties.id, cddExecutions.party_id))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function listPartyExecutions(db: Db, scope: RecordScope, partyId: number) {
  return selectExecutions(db)
    .where(and(visibleExecution(scope), eq(cddExecutions.party_id, partyId)))
    .orderBy(desc(cddExecutions.created_at), desc(cddExecutions.id));
}

/** The party's execution in progress, locked to the end of the transaction. */
export async function lockRunningExecution(db: Db, partyId: number) {
  const [row] = await db
    .select()
    .from(cddExecutions)
    .where(and(eq(cddExecutions.party_id, partyId), eq(cddExecutions.status, 'in_progress')))
    .for('update');
  return row;
}

export async function lockExecution(db: Db, id: number) {
  const [row] = await db.select().from(cddExecutions).where(eq(cddExecutions.id, id)).for('update');
  return row!;
}

/**
 * Inserts an execution unless the party already has one in progress (another process may
 * have opened it a moment ago): answers the new row, or undefined.
 */
export async function insertExecution(db: Db, values: NewExecution) {
  const [row] = await db
    .insert(cddExecutions)
    .values(values)
    .onConflictDoNothing({
      target: cddExecutions.party_id,
      where: sql`${cddExecutions.status} = 'in_progress'`,
    })
    .returning();
  return row;
}

export async function updateExecution(db: Db, id: number, patch: Partial<NewExecution>) {
  await db.update(cddExecutions).set(patch).where(eq(cddExecutions.id, id));
}

/** Marks the party's earlier completed executions as no longer due. */
export async function supersedeCompleted(db: Db, partyId: number, exceptId: number, now: Date) {
  await db
    .update(cddExecutions)
    .set({ superseded_at: now })
    .where(
      and(
        eq(cddExecutions.party_id, partyId),
        eq(cddExecutions.status, 'completed'),
        isNull(cddExecutions.superseded_at),
        sql`${cddExecutions.id} <> ${exceptId}`,
      ),
    );
}

/** When the party's latest completed execution is due again (null if none was completed). */
export async function currentDueDate(db: Db, partyId: number): Promise<string | null> {
  const [row] = await db
    .select({ due: cddExecutions.next_due_date })
    .from(cddExecutions)
    .where(
      and(
        eq(cddExecutions.party_id, partyId),
        eq(cddExecutions.status, 'completed'),
        isNull(cddExecutions.superseded_at),
      ),
    )
    .orderBy(desc(cddExecutions.ended_at))
    .limit(1);
  return row?.due ?? null;
}

// ---- measures ----

export type MeasureInsert = Required<
  Pick<
    NewMeasure,
    | 'team_id'
    | 'execution_id'
    | 'code'
    | 'position'
    | 'key'
    | 'title'
    | 'legal_basis'
    | 'mandatory'
    | 'admin_only'
    | 'updated_at'
  >
>;

/**
 * Measures of executions in one statement whatever their number: the rows travel as one JSON
 * parameter, not one parameter per value. A measure an execution already has stays as it is.
 */
export async function insertMeasures(db: Db, rows: MeasureInsert[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })),
  );
  await db.execute(sql`insert into ${cddMeasures} (team_id, execution_id, code, position, key,
      title, legal_basis, mandatory, admin_only, updated_at)
    select team_id, execution_id, code, position, key, title, legal_basis, mandatory, admin_only,
      updated_at
    from jsonb_to_recordset(${json}::jsonb) as r(team_id bigint, execution_id bigint, code text,
      position integer, key text, title text, legal_basis text, mandatory boolean,
      admin_only boolean, updated_at timestamptz)
    on conflict (execution_id, key) do nothing`);
}

export type DetailedMeasure = {
  measure: MeasureRow;
  done_by_email: string | null;
  attachments: number;
};

export async function listMeasures(db: Db, executionId: number): Promise<DetailedMeasure[]> {
  return db
    .select({
      measure: cddMeasures,
      done_by_email: users.email,
      attachments: sql<number>`(select count(*)::int from ${attachments} a where a.owner_type = 'cdd_measure' and a.owner_id = ${cddMeasures.id} and a.status = 'stored' and a.deleted_at is null)`,
    })
    .from(cddMeasures)
    .leftJoin(users, eq(users.id, cddMeasures.done_by))
    .where(eq(cddMeasures.execution_id, executionId))
    .orderBy(asc(cddMeasures.position));
}

/** The keys an execution's measures have (to add the missing ones of a stronger kind). */
export async function measureKeys(db: Db, executionId: number) {
  const rows = await db
    .select({ key: cddMeasures.key, position: cddMeasures.position })
    .from(cddMeasures)
    .where(eq(cddMeasures.execution_id, executionId));
  return rows;
}

/** A measure the scope sees (through its execution's party), with its execution. */
export async function findMeasure(db: Db, scope: RecordScope, code: string) {
  const [row] = await db
    .select({ measure: cddMeasures, execution: cddExecutions })
    .from(cddMeasures)
    .innerJoin(cddExecutions, eq(cddExecutions.id, cddMeasures.execution_id))
    .innerJoin(parties, eq(parties.id, cddExecutions.party_id))
    .where(and(visibleExecution(scope), eq(cddMeasures.code, code)));
  return row;
}

export async function measureVisible(db: Db, scope: RecordScope, id: number) {
  const rows = await db
    .select({ id: cddMeasures.id })
    .from(cddMeasures)
    .innerJoin(cddExecutions, eq(cddExecutions.id, cddMeasures.execution_id))
    .innerJoin(parties, eq(parties.id, cddExecutions.party_id))
    .where(and(visibleExecution(scope), eq(cddMeasures.id, id)));
  return rows.length > 0;
}

/** The party a measure's execution is about (an integrity alert about its file links to it). */
export async function measureParty(db: Db, id: number) {
  const [row] = await db
    .select({ party_id: cddExecutions.party_id })
    .from(cddMeasures)
    .innerJoin(cddExecutions, eq(cddExecutions.id, cddMeasures.execution_id))
    .where(eq(cddMeasures.id, id));
  return row?.party_id;
}

export async function updateMeasure(db: Db, id: number, patch: Partial<NewMeasure>) {
  await db.update(cddMeasures).set(patch).where(eq(cddMeasures.id, id));
}

export async function pendingMandatory(db: Db, executionId: number) {
  return db
    .select({ key: cddMeasures.key, title: cddMeasures.title })
    .from(cddMeasures)
    .where(
      and(
        eq(cddMeasures.execution_id, executionId),
        eq(cddMeasures.mandatory, true),
        inArray(cddMeasures.status, ['pending', 'failed']),
      ),
    )
    .orderBy(asc(cddMeasures.position));
}

/** Whether the party, or a beneficial owner or board member of it, is a PEP. */
export async function partyHasPep(db: Db, partyId: number): Promise<boolean> {
  return (await partiesWithPep(db, [partyId])).has(partyId);
}

export async function makeMandatory(db: Db, executionId: number, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .update(cddMeasures)
    .set({ mandatory: true })
    .where(and(eq(cddMeasures.execution_id, executionId), inArray(cddMeasures.key, keys)));
}

export type DueExecution = {
  id: number;
  code: string;
  team_id: number;
  party_id: number;
  risk_level: string;
  next_due_date: string;
};

/**
 * Claims up to `limit` current completed executions due on or before `until` whose reminder
 * (or overdue alert) is not raised yet, marking them in the same statement. Rows another
 * process holds are skipped: it is raising theirs.
 */
export async function claimDueExecutions(
  db: Db,
  kind: 'reminder' | 'overdue',
  until: string,
  now: Date,
  limit: number,
): Promise<DueExecution[]> {
  const mark = kind === 'reminder' ? cddExecutions.reminded_at : cddExecutions.overdue_alerted_at;
  const due = db
    .select({ id: cddExecutions.id })
    .from(cddExecutions)
    .where(
      and(
        eq(cddExecutions.status, 'completed'),
        isNull(cddExecutions.superseded_at),
        isNull(mark),
        lte(cddExecutions.next_due_date, until),
      ),
    )
    .orderBy(asc(cddExecutions.next_due_date))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(cddExecutions)
    .set(kind === 'reminder' ? { reminded_at: now } : { overdue_alerted_at: now })
    .where(inArray(cddExecutions.id, due))
    .returning({
      id: cddExecutions.id,
      code: cddExecutions.code,
      team_id: cddExecutions.team_id,
      party_id: cddExecutions.party_id,
      risk_level: cddExecutions.risk_level,
      next_due_date: cddExecutions.next_due_date,
    });
  return rows as DueExecution[];
}

export type ExecutionInsert = Required<
  Pick<
    NewExecution,
    | 'team_id'
    | 'code'
    | 'party_id'
    | 'kind'
    | 'suggested_kind'
    | 'risk_level'
    | 'triggers'
    | 'template_version'
    | 'created_by'
    | 'created_at'
  >
>;

/**
 * New executions of parties that have none (an import's batch, the day's renewals) in one
 * statement, the rows as one JSON parameter. Answers what the audit names of each.
 */
export async function insertExecutions(
  db: Db,
  rows: ExecutionInsert[],
): Promise<
  Array<Pick<ExecutionRow, 'code' | 'party_id' | 'kind' | 'suggested_kind' | 'risk_level'>>
> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  );
  const inserted = await queryRows<ExecutionRow & { party_id: string | number }>(
    db,
    sql`insert into ${cddExecutions} (team_id, code, party_id, kind,
      suggested_kind, risk_level, triggers, template_version, created_by, created_at, updated_at)
    select team_id, code, party_id, kind, suggested_kind, risk_level, triggers, template_version,
      created_by, created_at, created_at
    from jsonb_to_recordset(${json}::jsonb) as r(team_id bigint, code text, party_id bigint,
      kind text, suggested_kind text, risk_level text, triggers jsonb, template_version integer,
      created_by bigint, created_at timestamptz)
    on conflict (party_id) where status = 'in_progress' do nothing
    returning code, party_id, kind, suggested_kind, risk_level`,
  );
  return inserted.map((row) => ({ ...row, party_id: Number(row.party_id) }));
}

/** The parties of `ids` (deleted or not), as the parties module reads them. */
export async function partiesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ party: partyColumns })
    .from(parties)
    .where(inArray(parties.id, ids));
  return rows.map((row) => row.party);
}

/** Which of the parties `ids` have an execution in progress, locked to the end of the transaction. */
export async function lockRunningOf(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ party_id: cddExecutions.party_id })
    .from(cddExecutions)
    .where(and(inArray(cddExecutions.party_id, ids), eq(cddExecutions.status, 'in_progress')))
    .for('update');
  return new Set(rows.map((row) => row.party_id));
}

/** Which of the parties `ids` are, or have a beneficial owner or board member who is, a PEP. */
export async function partiesWithPep(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sql<number>`coalesce(${parties.parent_party_id}, ${parties.id})` })
    .from(parties)
    .where(
      and(
        or(inArray(parties.id, ids), inArray(parties.parent_party_id, ids)),
        eq(parties.pep, true),
        isNull(parties.deleted_at),
      ),
    );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Locks a party's row to the end of the transaction and answers it. Every change that touches
 * a party and its execution takes the party first, then the execution, so two of them never
 * wait on each other.
 */
export async function lockParty(db: Db, id: number) {
  const [row] = await db.select(partyColumns).from(parties).where(eq(parties.id, id)).for('update');
  return row;
}

/** A measure by its id with its execution (no scope: the caller has checked visibility). */
export async function findMeasureById(db: Db, id: number) {
  const [row] = await db
    .select({ measure: cddMeasures, execution: cddExecutions })
    .from(cddMeasures)
    .innerJoin(cddExecutions, eq(cddExecutions.id, cddMeasures.execution_id))
    .where(eq(cddMeasures.id, id));
  return row;
}

/** Creates the team's settings row with the defaults if it has none, so that it can be locked. */
export async function ensureCddSettingsRow(
  db: Db,
  teamId: number,
  settings: Omit<CddSettingsInput, 'templates'>,
  now: Date,
) {
  await db
    .insert(cddSettings)
    .values({ team_id: teamId, settings, template_version: 0, updated_at: now })
    .onConflictDoNothing();
}
