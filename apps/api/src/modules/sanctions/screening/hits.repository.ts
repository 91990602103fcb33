import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  alerts,
  parties,
  sanctionEntries,
  sanctionHits,
  transactions,
  users,
} from '../../../db/schema.js';

export type HitRow = typeof sanctionHits.$inferSelect;
export type NewHit = typeof sanctionHits.$inferInsert;

/** Whose hits: a party's, or a transaction's (its description). */
export type HitOwner = { teamId: number } & (
  { partyId: number; transactionId?: undefined } | { transactionId: number; partyId?: undefined }
);

const ownedBy = (owner: HitOwner): SQL =>
  owner.partyId !== undefined
    ? and(eq(sanctionHits.team_id, owner.teamId), eq(sanctionHits.party_id, owner.partyId))!
    : and(
        eq(sanctionHits.team_id, owner.teamId),
        eq(sanctionHits.transaction_id, owner.transactionId),
      )!;

export async function hitsOf(db: Db, owner: HitOwner): Promise<HitRow[]> {
  return db.select().from(sanctionHits).where(ownedBy(owner));
}

/** The current hits of a team's parties. */
export async function currentHitsOfParties(
  db: Db,
  teamId: number,
  partyIds: number[],
): Promise<HitRow[]> {
  return db
    .select()
    .from(sanctionHits)
    .where(
      and(
        eq(sanctionHits.team_id, teamId),
        eq(sanctionHits.current, true),
        hitsOfParties(partyIds),
      ),
    );
}

export async function insertHit(db: Db, hit: NewHit): Promise<HitRow> {
  const [row] = await db.insert(sanctionHits).values(hit).returning();
  return row!;
}

export async function updateHit(db: Db, id: number, changes: Partial<NewHit>): Promise<HitRow> {
  const [row] = await db
    .update(sanctionHits)
    .set(changes)
    .where(eq(sanctionHits.id, id))
    .returning();
  return row!;
}

/**
 * Records that these parties were screened at `at` under their fingerprints, in one statement
 * (the rows travel as one JSON parameter).
 */
export async function setScreeningFingerprints(
  db: Db,
  screened: Array<{ id: number; sanctions_fingerprint: string | null }>,
  at: Date,
): Promise<void> {
  if (screened.length === 0) return;
  const rows = screened.map(({ id, sanctions_fingerprint }) => ({ id, sanctions_fingerprint }));
  await db.execute(sql`update ${parties} set
      sanctions_fingerprint = r.sanctions_fingerprint, sanctions_screened_at = ${at.toISOString()}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id bigint, sanctions_fingerprint text)
    where ${parties.id} = r.id`);
}

/** A team's hits of these codes (an alert's links name its hits by code). */
export async function hitsWithCodes(db: Db, teamId: number, codes: string[]): Promise<HitRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(sanctionHits)
    .where(and(eq(sanctionHits.team_id, teamId), inArray(sanctionHits.code, codes)))
    .orderBy(sanctionHits.id);
}

/**
 * Records one decision on those of these hits that are still undecided and current, answering
 * them: a hit decided meanwhile by someone else keeps that decision.
 */
export async function decideUndecidedHits(
  db: Db,
  ids: number[],
  changes: Partial<NewHit>,
): Promise<HitRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(sanctionHits)
    .set(changes)
    .where(
      and(
        inArray(sanctionHits.id, ids),
        eq(sanctionHits.status, 'hit'),
        eq(sanctionHits.current, true),
      ),
    )
    .returning();
}

/**
 * The newest alert that names the hit among its links (the one it raised or joined; a decision
 * settles it), with its status; deleted alerts are left out.
 */
const alertOfHit = sql<{ code: string; status: string } | null>`(
  select json_build_object('code', ${alerts.code}, 'status', ${alerts.status}) from ${alerts}
  where ${alerts.team_id} = ${sanctionHits.team_id}
    and ${alerts.source} = 'sanctions_screening'
    and ${alerts.deleted_at} is null
    and (${alerts.party_id} = ${sanctionHits.party_id}
      or ${alerts.transaction_id} = ${sanctionHits.transaction_id})
    and ${alerts.links} @> jsonb_build_array(
      jsonb_build_object('type', 'sanctions_hit', 'code', ${sanctionHits.code}))
  order by ${alerts.id} desc limit 1)`;

/** Hits with who decided them, the party they belong to and their alert, for display. */
export async function hitsForDisplay(db: Db, teamId: number, where: SQL) {
  return db
    .select({
      hit: sanctionHits,
      decided_by: users.email,
      transaction_code: transactions.code,
      alert: alertOfHit,
      entry: { data: sanctionEntries.data, removed_version_id: sanctionEntries.removed_version_id },
      party: {
        code: parties.code,
        name: parties.name,
        first_name: parties.first_name,
        last_name: parties.last_name,
      },
    })
    .from(sanctionHits)
    .leftJoin(users, eq(users.id, sanctionHits.decided_by))
    .leftJoin(parties, eq(parties.id, sanctionHits.party_id))
    .leftJoin(transactions, eq(transactions.id, sanctionHits.transaction_id))
    .leftJoin(
      sanctionEntries,
      and(
        eq(sanctionEntries.source, sanctionHits.source),
        eq(sanctionEntries.source_id, sanctionHits.entry_id),
      ),
    )
    .where(and(eq(sanctionHits.team_id, teamId), where))
    .orderBy(desc(sanctionHits.current), desc(sanctionHits.score), sanctionHits.id);
}

export const hitsOfParties = (partyIds: number[]) =>
  partyIds.length ? inArray(sanctionHits.party_id, partyIds) : sql`false`;

export const hitsOfTransaction = (transactionId: number) =>
  and(isNotNull(sanctionHits.transaction_id), eq(sanctionHits.transaction_id, transactionId))!;

export const hitWithCode = (code: string) => eq(sanctionHits.code, code);

export const hitsWithCodesWhere = (codes: string[]) =>
  codes.length ? inArray(sanctionHits.code, codes) : sql`false`;
