import { and, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attachments,
  crbrChecks,
  parties,
  registriesReports,
  registryCache,
  registryRateWindows,
  tasks,
  users,
  whiteListChecks,
  type StoredRegistryResult,
} from '../../db/schema.js';
import { scopeOf, type RecordScope } from '../../policies/record.policy.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { visible } from '../parties/index.js';

export type { StoredRegistryResult };

export type NewReport = typeof registriesReports.$inferInsert;

export async function insertReport(db: Db, row: NewReport) {
  await db.insert(registriesReports).values(row);
}

/** The reports a scope sees: the team's, or only the caller's own for a self-viewing role. */
const reportsVisible = (scope: RecordScope): SQL =>
  and(
    eq(registriesReports.team_id, scope.teamId),
    scope.ownerId === null ? undefined : eq(registriesReports.created_by, scope.ownerId),
  )!;

/**
 * A report with its author and its party's code, the party only when the caller sees it (an
 * embedded record follows its own visibility).
 */
const withParty = (db: Db, scope: RecordScope) =>
  db
    .select({
      report: registriesReports,
      created_by_email: users.email,
      party_code: parties.code,
    })
    .from(registriesReports)
    .leftJoin(users, eq(users.id, registriesReports.created_by))
    .leftJoin(parties, and(eq(parties.id, registriesReports.party_id), visible(scope)));

export type ReportRow = Awaited<ReturnType<ReturnType<typeof withParty>['where']>>[number];

export async function findReport(db: Db, auth: TeamContext, code: string) {
  const scope = scopeOf(auth);
  const [row] = await withParty(db, scope).where(
    and(reportsVisible(scope), eq(registriesReports.code, code)),
  );
  return row;
}

export async function listReports(
  db: Db,
  auth: TeamContext,
  query: { text?: string; page: number; page_size: number },
) {
  const scope = scopeOf(auth);
  const text = query.text?.trim();
  const where = and(
    reportsVisible(scope),
    text
      ? or(
          ilike(registriesReports.name, `%${text.replace(/[\\%_]/g, '\\$&')}%`),
          eq(registriesReports.identifier, text.replace(/[\s-]/g, '')),
        )
      : undefined,
  );
  const rows = await withParty(db, scope)
    .where(where)
    .orderBy(desc(registriesReports.created_at), desc(registriesReports.id))
    .limit(query.page_size)
    .offset(query.page * query.page_size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(registriesReports)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function setReportParty(db: Db, reportId: number, partyId: number | null) {
  await db
    .update(registriesReports)
    .set({ party_id: partyId })
    .where(eq(registriesReports.id, reportId));
}

export type NewCrbrCheck = typeof crbrChecks.$inferInsert;

export async function insertCrbrCheck(db: Db, row: NewCrbrCheck) {
  const [inserted] = await db.insert(crbrChecks).values(row).returning();
  return inserted!;
}

/**
 * A party's last CRBR check, with the codes of its stored extract (while it is not deleted)
 * and of its task (when the caller sees the task: a self-viewing member sees the tasks they
 * created or are assigned).
 */
export async function latestCrbrCheck(db: Db, scope: RecordScope, partyId: number) {
  const [row] = await db
    .select({ check: crbrChecks, attachment_code: attachments.code, task_code: tasks.code })
    .from(crbrChecks)
    .leftJoin(
      attachments,
      and(eq(attachments.id, crbrChecks.attachment_id), isNull(attachments.deleted_at)),
    )
    .leftJoin(
      tasks,
      and(
        eq(tasks.id, crbrChecks.task_id),
        isNull(tasks.deleted_at),
        scope.ownerId === null
          ? undefined
          : or(eq(tasks.created_by, scope.ownerId), eq(tasks.assignee_id, scope.ownerId)),
      ),
    )
    .where(and(eq(crbrChecks.team_id, scope.teamId), eq(crbrChecks.party_id, partyId)))
    .orderBy(desc(crbrChecks.checked_at), desc(crbrChecks.id))
    .limit(1);
  return row;
}

export async function setCrbrTask(db: Db, checkId: number, taskId: number) {
  await db.update(crbrChecks).set({ task_id: taskId }).where(eq(crbrChecks.id, checkId));
}

type CacheKey = { registry: string; kind: string; value: string };

export async function findCached(db: Db, key: CacheKey) {
  const [row] = await db
    .select()
    .from(registryCache)
    .where(
      and(
        eq(registryCache.registry, key.registry),
        eq(registryCache.id_kind, key.kind),
        eq(registryCache.id_value, key.value),
      ),
    );
  return row;
}

export async function upsertCached(db: Db, key: CacheKey, result: StoredRegistryResult, at: Date) {
  await db
    .insert(registryCache)
    .values({
      registry: key.registry,
      id_kind: key.kind,
      id_value: key.value,
      result,
      fetched_at: at,
    })
    .onConflictDoUpdate({
      target: [registryCache.registry, registryCache.id_kind, registryCache.id_value],
      set: { result, fetched_at: at },
    });
}

/** Forgets answers older than `before`: the cache keeps registries' data no longer than used. */
export async function pruneCached(db: Db, before: Date) {
  await db.delete(registryCache).where(lt(registryCache.fetched_at, before));
}

/**
 * Counts one call in a window, in one statement that refuses to count past `limit`: true when
 * the call may go. Concurrent callers (any process) queue on the window's row.
 */
export async function takeRateSlot(
  db: Db,
  window: { registry: string; bucket: string; start: Date; limit: number },
) {
  const taken = await db
    .insert(registryRateWindows)
    .values({
      registry: window.registry,
      bucket: window.bucket,
      window_start: window.start,
      calls: 1,
    })
    .onConflictDoUpdate({
      target: [
        registryRateWindows.registry,
        registryRateWindows.bucket,
        registryRateWindows.window_start,
      ],
      set: { calls: sql`${registryRateWindows.calls} + 1` },
      setWhere: sql`${registryRateWindows.calls} < ${window.limit}`,
    })
    .returning({ calls: registryRateWindows.calls });
  return taken.length > 0;
}

export async function pruneRateWindows(db: Db, before: Date) {
  await db.delete(registryRateWindows).where(lt(registryRateWindows.window_start, before));
}

export type NewWhiteListCheck = typeof whiteListChecks.$inferInsert;

export async function insertWhiteListChecks(db: Db, rows: NewWhiteListCheck[]) {
  if (rows.length > 0) await db.insert(whiteListChecks).values(rows);
}

/** The checks of a transaction's accounts, newest first. */
export async function listWhiteListChecks(db: Db, transactionId: number) {
  return db
    .select()
    .from(whiteListChecks)
    .where(eq(whiteListChecks.transaction_id, transactionId))
    .orderBy(desc(whiteListChecks.checked_at), desc(whiteListChecks.id));
}
