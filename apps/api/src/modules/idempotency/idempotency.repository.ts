import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, idempotencyKeys } from '../../db/schema.js';

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key for a new request; answers nothing when the key is already claimed. */
export async function insertClaim(
  db: Db,
  claim: { scope: string; key: string; request_hash: string; created_at: Date },
): Promise<KeyRow | undefined> {
  const [row] = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning();
  return row;
}

export async function findClaim(db: Db, scope: string, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Takes over a claim whose request never answered, only if nobody else took it meanwhile (the
 * claim's time is the version): two retries cannot both run the request again.
 */
export async function retakeClaim(db: Db, claim: KeyRow, now: Date): Promise<KeyRow | undefined> {
  const [row] = await db
    .update(idempotencyKeys)
    .set({ created_at: now })
    .where(
      and(
        eq(idempotencyKeys.id, claim.id),
        eq(idempotencyKeys.created_at, claim.created_at),
        isNull(idempotencyKeys.status),
      ),
    )
    .returning();
  return row;
}

export async function completeClaim(
  db: Db,
  id: number,
  status: number,
  response: unknown,
): Promise<void> {
  await db.update(idempotencyKeys).set({ status, response }).where(eq(idempotencyKeys.id, id));
}

export async function deleteClaim(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

export async function deleteClaimsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, cutoff));
}

/**
 * The records a request created, by the request id its audit events carry: they are written
 * in the transaction of the change, so they prove what committed.
 */
export async function createdByRequest(
  db: Db,
  teamId: number,
  requestId: string,
  since: Date,
): Promise<string[]> {
  const rows = await db
    .select({ code: auditEvents.entity_code })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.team_id, teamId),
        sql`${auditEvents.created_at} >= ${since.toISOString()}`,
        eq(auditEvents.request_id, requestId),
        eq(auditEvents.action, 'created'),
      ),
    )
    .orderBy(auditEvents.id);
  return rows.flatMap((row) => (row.code ? [row.code] : []));
}
