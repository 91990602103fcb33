import { and, asc, desc, eq, gt, gte, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { auditChain, auditChainHorizon, auditEvents, users } from '../../db/schema.js';
import type { AuditEventRow, ChainLink } from './audit-chain.js';

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

/** Holds the linker's lock to the end of the transaction: one linker at a time (ADR 4). */
export async function lockLinker(db: Db, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** Whether the database has the audit trail's tables (the server has migrated it). */
export async function hasAuditTrail(db: Db): Promise<boolean> {
  const [found] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('audit_chain') is not null as exists`,
  );
  return found?.exists ?? false;
}

export async function findChainHead(
  db: Db,
): Promise<{ position: number; hash: string } | undefined> {
  const [head] = await db
    .select({ position: auditChain.position, hash: auditChain.hash })
    .from(auditChain)
    .orderBy(desc(auditChain.position))
    .limit(1);
  return head;
}

/**
 * The linker's horizon, and the highest event id the sequence has handed out (is_called is
 * false only before its first value). Read before the snapshot bounds, never in one statement
 * with them: a statement's snapshot is taken when it starts.
 */
export async function readLinkHorizon(
  db: Db,
): Promise<{ linkedThrough: number; issuedThrough: number }> {
  const [row] = await queryRows<{ linked_through: string; issued_through: string }>(
    db,
    sql`select h.linked_through,
          case when s.is_called then s.last_value else s.last_value - 1 end as issued_through
        from ${auditChainHorizon} h, audit_events_id_seq s`,
  );
  return { linkedThrough: Number(row!.linked_through), issuedThrough: Number(row!.issued_through) };
}

/**
 * `xmin` of this statement's snapshot: every transaction id below it has ended. And
 * `issuedBelow`, this transaction's own id (taken now if it has none): every transaction id
 * handed out before it is lower. Not the snapshot's `xmax`, which is only one above the newest
 * *ended* transaction: the newest writer may hold an id at or above it while it runs, and a
 * snapshot's `xmin` leaves out such ids, so a later run would see it as ended (CI caught the
 * horizon passing an event whose transaction was still open).
 */
export async function readSnapshotBounds(db: Db): Promise<{ xmin: bigint; issuedBelow: bigint }> {
  const [row] = await queryRows<{ xmin: string; issued_below: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
          pg_current_xact_id()::text as issued_below`,
  );
  return { xmin: BigInt(row!.xmin), issuedBelow: BigInt(row!.issued_below) };
}

/**
 * The event has no link. With `above`, the link is looked for above it too, which keeps both
 * sides of the anti-join to that range of ids.
 */
function hasNoLink(db: Db, above?: number) {
  const link = eq(auditChain.event_id, auditEvents.id);
  return notExists(
    db
      .select({ one: sql`1` })
      .from(auditChain)
      .where(above === undefined ? link : and(link, gt(auditChain.event_id, above))),
  );
}

/** Events above the horizon without a link, in id order. */
export function listUnlinked(db: Db, above: number, limit: number): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(gt(auditEvents.id, above), hasNoLink(db, above)))
    .orderBy(asc(auditEvents.id))
    .limit(limit);
}

/**
 * Links many events in one statement, as four arrays (pgArray): the query builder's insert of
 * 500 rows of values cost the process more than hashing them.
 */
export async function linkEvents(
  db: Db,
  links: Array<{ position: number; event_id: number; prev_hash: string; hash: string }>,
): Promise<void> {
  if (links.length === 0) return;
  await db.execute(sql`
    insert into ${auditChain} (position, event_id, prev_hash, hash)
    select * from unnest(${pgArray(links.map((l) => l.position))}::bigint[],
                         ${pgArray(links.map((l) => l.event_id))}::bigint[],
                         ${pgArray(links.map((l) => l.prev_hash))}::text[],
                         ${pgArray(links.map((l) => l.hash))}::text[])`);
}

export async function raiseLinkHorizon(db: Db, linkedThrough: number): Promise<void> {
  await db
    .update(auditChainHorizon)
    .set({ linked_through: sql`greatest(${auditChainHorizon.linked_through}, ${linkedThrough})` });
}

/** Links after `afterPosition`, in chain order, with their events. */
export async function listChainPage(
  db: Db,
  afterPosition: number,
  limit: number,
): Promise<ChainLink[]> {
  const rows = await db
    .select({ link: auditChain, event: auditEvents })
    .from(auditChain)
    .leftJoin(auditEvents, eq(auditEvents.id, auditChain.event_id))
    .where(gt(auditChain.position, afterPosition))
    .orderBy(asc(auditChain.position))
    .limit(limit);
  return rows.map(({ link, event }) => ({ ...link, event }));
}

export async function countUnlinkedBefore(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      and(
        lt(auditEvents.created_at, before),
        sql`${auditEvents.id} > (select linked_through from ${auditChainHorizon})`,
        hasNoLink(db),
      ),
    );
  return row?.n ?? 0;
}

export type AuditFilter = {
  from?: Date;
  to?: Date;
  entityType?: string;
  /** Events of any of these records. */
  entityCodes?: string[];
  actorEmail?: string;
};

export type TeamAuditRow = AuditEventRow & {
  actor_email: string | null;
  chain_position: number | null;
  hash: string | null;
};

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
  if (filter.entityCodes) conditions.push(inArray(auditEvents.entity_code, filter.entityCodes));
  if (filter.actorEmail) conditions.push(eq(users.email, filter.actorEmail));
  const rows = await db
    .select({
      event: auditEvents,
      actor_email: users.email,
      chain_position: auditChain.position,
      hash: auditChain.hash,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actor_user_id))
    .leftJoin(auditChain, eq(auditChain.event_id, auditEvents.id))
    .where(and(...conditions))
    .orderBy(asc(auditEvents.id))
    .limit(limit);
  return rows.map(({ event, ...rest }) => ({ ...event, ...rest }));
}
