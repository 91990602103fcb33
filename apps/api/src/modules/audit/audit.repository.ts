import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';
import type { ChainedEvent } from './audit-chain.js';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

/**
 * Inserts audit events and, in the same statement, sends each payload on `channel` with
 * pg_notify (PostgreSQL delivers them when the transaction commits): one round trip.
 */
export async function insertAuditEvents(
  db: Db,
  events: NewAuditEvent[],
  notify: { channel: string; payloads: string[] },
): Promise<void> {
  if (events.length === 0) return;
  const insert = db.insert(auditEvents).values(events);
  if (notify.payloads.length === 0) {
    await insert;
    return;
  }
  // A data-modifying WITH runs once whether or not the query reads it.
  await db.execute(sql`with inserted as (${insert.getSQL()})
    select pg_notify(${notify.channel}, payload)
    from jsonb_array_elements_text(${JSON.stringify(notify.payloads)}::jsonb) as payload`);
}

export async function findChainHead(
  db: Db,
): Promise<{ position: number; hash: string } | undefined> {
  const [head] = await db
    .select({ position: auditEvents.chain_position, hash: auditEvents.hash })
    .from(auditEvents)
    .where(isNotNull(auditEvents.chain_position))
    .orderBy(desc(auditEvents.chain_position))
    .limit(1);
  return head && { position: head.position!, hash: head.hash! };
}

export function listUnlinked(db: Db, limit: number): Promise<ChainedEvent[]> {
  return db
    .select()
    .from(auditEvents)
    .where(isNull(auditEvents.hash))
    .orderBy(asc(auditEvents.id))
    .limit(limit);
}

/** Links many events in one statement. */
export async function linkEvents(
  db: Db,
  links: Array<{ id: number; position: number; prevHash: string; hash: string }>,
): Promise<void> {
  if (links.length === 0) return;
  const ids = `{${links.map((l) => l.id).join(',')}}`;
  const positions = `{${links.map((l) => l.position).join(',')}}`;
  const prevs = `{${links.map((l) => l.prevHash).join(',')}}`;
  const hashes = `{${links.map((l) => l.hash).join(',')}}`;
  await db.execute(sql`
    update ${auditEvents} a
    set chain_position = v.position, prev_hash = v.prev_hash, hash = v.hash
    from (select unnest(${ids}::bigint[]) as id, unnest(${positions}::bigint[]) as position,
                 unnest(${prevs}::text[]) as prev_hash, unnest(${hashes}::text[]) as hash) v
    where a.id = v.id`);
}

/** Linked events after `afterPosition`, in chain order. */
export function listChainPage(
  db: Db,
  afterPosition: number,
  limit: number,
): Promise<ChainedEvent[]> {
  return db
    .select()
    .from(auditEvents)
    .where(gt(auditEvents.chain_position, afterPosition))
    .orderBy(asc(auditEvents.chain_position))
    .limit(limit);
}

export async function countUnlinkedBefore(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(isNull(auditEvents.hash), lt(auditEvents.created_at, before)));
  return row?.n ?? 0;
}

export type AuditFilter = {
  from?: Date;
  to?: Date;
  entityType?: string;
  entityCode?: string;
  actorEmail?: string;
};

export type TeamAuditRow = ChainedEvent & { actor_email: string | null };

/** A team's events for an inspection, oldest first. */
export async function listTeamEvents(
  db: Db,
  teamId: number,
  filter: AuditFilter,
  limit: number,
): Promise<TeamAuditRow[]> {
  const conditions: SQL[] = [eq(auditEvents.team_id, teamId)];
  if (filter.from) conditions.push(gte(auditEvents.created_at, filter.from));
  if (filter.to) conditions.push(lt(auditEvents.created_at, filter.to));
  if (filter.entityType) conditions.push(eq(auditEvents.entity_type, filter.entityType));
  if (filter.entityCode) conditions.push(eq(auditEvents.entity_code, filter.entityCode));
  if (filter.actorEmail) conditions.push(eq(users.email, filter.actorEmail));
  const rows = await db
    .select({ event: auditEvents, actor_email: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actor_user_id))
    .where(and(...conditions))
    .orderBy(asc(auditEvents.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.event, actor_email: r.actor_email }));
}
