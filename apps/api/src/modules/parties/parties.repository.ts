import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ALL_RISK_LEVELS, type PartySearch } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { parties, users } from '../../db/schema.js';
import { escapeLike } from '../../db/like.js';
import { columnsWithoutSearch, matchesSearch, type WithoutSearch } from '../../db/search.js';
import type { RecordScope } from '../../policies/record.policy.js';

export type PartyRow = WithoutSearch<typeof parties.$inferSelect>;
export type NewParty = typeof parties.$inferInsert;

/** The beneficial owners and board members, read beside their company in one statement. */
const people = alias(parties, 'people');

/** The rows of `table` (parties, or the people beside them) a scope sees. */
const visibleIn = (table: typeof parties | typeof people, scope: RecordScope): SQL =>
  and(
    eq(table.team_id, scope.teamId),
    isNull(table.deleted_at),
    scope.ownerId === null ? undefined : eq(table.created_by, scope.ownerId),
  )!;

/** The parties a scope sees; exported for records that are seen through their party. */
export const visible = (scope: RecordScope): SQL => visibleIn(parties, scope);

/** A party's own names, code and identifiers match a search (db/search.ts). */
const partyMatches = (text: string, table: typeof parties | typeof people = parties) =>
  matchesSearch(text, { text: table.search_text, identifiers: table.search_ids });

/** What the application reads of a party: every column but the search's. */
const partyColumns = columnsWithoutSearch(parties);

export type PartyWithCreator = PartyRow & { created_by_email: string | null };

const withCreator = (db: Db) =>
  db
    .select({ party: partyColumns, created_by_email: users.email })
    .from(parties)
    .leftJoin(users, eq(users.id, parties.created_by))
    .$dynamic();

const flatten = (row: { party: PartyRow; created_by_email: string | null }): PartyWithCreator => ({
  ...row.party,
  created_by_email: row.created_by_email,
});

export async function insertParty(db: Db, values: NewParty): Promise<PartyRow> {
  const [row] = await db.insert(parties).values(values).returning(partyColumns);
  return row!;
}

export async function findParty(
  db: Db,
  scope: RecordScope,
  code: string,
): Promise<PartyWithCreator | undefined> {
  const [row] = await withCreator(db).where(and(visible(scope), eq(parties.code, code)));
  return row && flatten(row);
}

/** A party by its internal id, deleted or not (for the steps after a change of it). */
export async function findPartyById(db: Db, id: number): Promise<PartyRow | undefined> {
  const [party] = await db.select(partyColumns).from(parties).where(eq(parties.id, id));
  return party;
}

export async function updateParty(db: Db, id: number, patch: Partial<NewParty>): Promise<void> {
  await db.update(parties).set(patch).where(eq(parties.id, id));
}

export async function findVisibleCodes(
  db: Db,
  scope: RecordScope,
  codes: string[],
): Promise<PartyRow[]> {
  return db
    .select(partyColumns)
    .from(parties)
    .where(and(visible(scope), inArray(parties.code, codes)));
}

/** The beneficial owners or board members of a party, oldest first. */
export async function listLinked(
  db: Db,
  scope: RecordScope,
  parentId: number,
  entityType: string,
): Promise<PartyWithCreator[]> {
  const rows = await withCreator(db)
    .where(
      and(
        visible(scope),
        eq(parties.parent_party_id, parentId),
        eq(parties.entity_type, entityType),
      ),
    )
    .orderBy(asc(parties.created_at), asc(parties.id));
  return rows.map(flatten);
}

/**
 * Every beneficial owner and board member of a party the caller may see, removed ones too: the
 * people whose events its history tells.
 */
export async function listLinkedEver(db: Db, scope: RecordScope, parentId: number) {
  return db
    .select(partyColumns)
    .from(parties)
    .where(
      and(
        eq(parties.team_id, scope.teamId),
        eq(parties.parent_party_id, parentId),
        scope.ownerId === null ? undefined : eq(parties.created_by, scope.ownerId),
      ),
    )
    .orderBy(asc(parties.id));
}

export async function countLinked(
  db: Db,
  scope: RecordScope,
  parentId: number,
  entityType: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parties)
    .where(
      and(
        visible(scope),
        eq(parties.parent_party_id, parentId),
        eq(parties.entity_type, entityType),
      ),
    );
  return row?.n ?? 0;
}

export async function searchParties(
  db: Db,
  scope: RecordScope,
  search: PartySearch,
): Promise<{ items: PartyWithCreator[]; total: number }> {
  // Beneficial owners and board members are listed with their company, not as customers.
  const conditions: SQL[] = [visible(scope), isNull(parties.parent_party_id)];
  if (search.type) conditions.push(eq(parties.type, search.type));
  if (search.status) conditions.push(eq(parties.status, search.status));
  if (search.risk_level !== ALL_RISK_LEVELS)
    conditions.push(eq(parties.risk_level, search.risk_level));
  if (search.created_by) conditions.push(ilike(users.email, escapeLike(search.created_by)));
  if (search.created_from)
    conditions.push(gte(parties.created_at, new Date(`${search.created_from}T00:00:00Z`)));
  if (search.created_to) {
    conditions.push(
      lt(parties.created_at, new Date(Date.parse(`${search.created_to}T00:00:00Z`) + 86_400_000)),
    );
  }
  const own = search.text ? partyMatches(search.text) : undefined;
  if (search.text && own) {
    // A company is also found by its beneficial owners and board members the caller may see.
    const byPeople = db
      .select({ id: people.parent_party_id })
      .from(people)
      .where(
        and(
          visibleIn(people, scope),
          isNotNull(people.parent_party_id),
          partyMatches(search.text, people),
        ),
      );
    conditions.push(or(own, inArray(parties.id, byPeople))!);
  }
  const where = and(...conditions);
  const order = search.direction === 'asc' ? asc : desc;
  const sortColumn =
    search.sort === 'name'
      ? [order(parties.name), order(parties.last_name)]
      : [order(parties.created_at)];
  const [rows, [counted]] = await Promise.all([
    withCreator(db)
      .where(where)
      .orderBy(...sortColumn, order(parties.id))
      .limit(search.page_size)
      .offset(search.page * search.page_size),
    db
      .select({ n: count() })
      .from(parties)
      .leftJoin(users, eq(users.id, parties.created_by))
      .where(where),
  ]);
  return { items: rows.map(flatten), total: counted?.n ?? 0 };
}

/** The parties of every team that are not deleted (the re-screening after a list update). */
export async function countAllParties(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parties).where(isNull(parties.deleted_at));
  return row?.n ?? 0;
}

/** The next `limit` parties of every team after id `cursor`, in id order, not deleted. */
export async function listAllPartiesAfter(
  db: Db,
  cursor: number,
  limit: number,
): Promise<PartyRow[]> {
  return db
    .select(partyColumns)
    .from(parties)
    .where(and(gt(parties.id, cursor), isNull(parties.deleted_at)))
    .orderBy(asc(parties.id))
    .limit(limit);
}
