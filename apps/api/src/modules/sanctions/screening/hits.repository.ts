import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { parties, sanctionEntries, sanctionHits, transactions, users } from '../../../db/schema.js';

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

/** Hits with who decided them and the party they belong to, for display. */
export async function hitsForDisplay(db: Db, teamId: number, where: SQL) {
  return db
    .select({
      hit: sanctionHits,
      decided_by: users.email,
      transaction_code: transactions.code,
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
