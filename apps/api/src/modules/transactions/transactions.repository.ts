import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ALL_RISK_LEVELS, TRANSACTION_COUNT_LIMIT, type TransactionSearch } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { parties, transactionParties, transactions, users } from '../../db/schema.js';
import { columnsWithoutSearch, matchesSearch, type WithoutSearch } from '../../db/search.js';
import { warsawDayStart } from '../../lib/warsaw-time.js';
import type { RecordScope } from '../../policies/record.policy.js';

/** The day after `day` (YYYY-MM-DD). */
const addDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type TransactionRow = WithoutSearch<typeof transactions.$inferSelect>;
export type NewTransaction = typeof transactions.$inferInsert;
export type TransactionWithCreator = TransactionRow & { created_by_email: string | null };
export type LinkedParty = {
  transaction_id: number;
  party_id: number;
  role: string;
  code: string;
  type: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
};

/** What the application reads of a transaction: every column but the search's. */
const transactionColumns = columnsWithoutSearch(transactions);

/** Transactions of the scope's team, not deleted, and the caller's own for self-viewers. */
export const visibleTransaction = (scope: RecordScope): SQL =>
  and(
    eq(transactions.team_id, scope.teamId),
    isNull(transactions.deleted_at),
    scope.ownerId === null ? undefined : eq(transactions.created_by, scope.ownerId),
  )!;

const withCreator = (db: Db) =>
  db
    .select({ transaction: transactionColumns, created_by_email: users.email })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.created_by))
    .$dynamic();

const flatten = (row: {
  transaction: TransactionRow;
  created_by_email: string | null;
}): TransactionWithCreator => ({ ...row.transaction, created_by_email: row.created_by_email });

export async function insertTransaction(db: Db, values: NewTransaction): Promise<TransactionRow> {
  const [row] = await db.insert(transactions).values(values).returning(transactionColumns);
  return row!;
}

export async function updateTransaction(
  db: Db,
  id: number,
  patch: Partial<NewTransaction>,
): Promise<void> {
  await db.update(transactions).set(patch).where(eq(transactions.id, id));
}

/** A transaction by its internal id; `lock` holds it to the end of the caller's transaction. */
export async function findTransactionById(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TransactionRow | undefined> {
  const query = db.select(transactionColumns).from(transactions).where(eq(transactions.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** A transaction's parties in their order, with their codes. */
export async function listPartyLinks(db: Db, transactionId: number) {
  return db
    .select({
      party_id: transactionParties.party_id,
      role: transactionParties.role,
      code: parties.code,
    })
    .from(transactionParties)
    .innerJoin(parties, eq(parties.id, transactionParties.party_id))
    .where(eq(transactionParties.transaction_id, transactionId))
    .orderBy(asc(transactionParties.position));
}

export async function findTransaction(
  db: Db,
  scope: RecordScope,
  code: string,
): Promise<TransactionWithCreator | undefined> {
  const [row] = await withCreator(db).where(
    and(visibleTransaction(scope), eq(transactions.code, code)),
  );
  return row && flatten(row);
}

export async function findVisibleTransactions(
  db: Db,
  scope: RecordScope,
  codes: string[],
): Promise<TransactionRow[]> {
  return db
    .select(transactionColumns)
    .from(transactions)
    .where(and(visibleTransaction(scope), inArray(transactions.code, codes)));
}

/** Replaces the parties of a transaction, in the order given. */
export async function setTransactionParties(
  db: Db,
  transactionId: number,
  bookedAt: Date,
  links: Array<{ party_id: number; role: string }>,
): Promise<void> {
  await db.delete(transactionParties).where(eq(transactionParties.transaction_id, transactionId));
  if (links.length === 0) return;
  await db.insert(transactionParties).values(
    links.map((link, position) => ({
      transaction_id: transactionId,
      ...link,
      position,
      booked_at: bookedAt,
    })),
  );
}

/** A new booking time for the transaction's parties (they carry it for the window ranges). */
export async function setPartiesBookedAt(db: Db, transactionId: number, bookedAt: Date) {
  await db
    .update(transactionParties)
    .set({ booked_at: bookedAt })
    .where(eq(transactionParties.transaction_id, transactionId));
}

/** The parties of the given transactions, in their order, with what names them. */
export async function listLinkedParties(db: Db, transactionIds: number[]): Promise<LinkedParty[]> {
  if (transactionIds.length === 0) return [];
  return db
    .select({
      transaction_id: transactionParties.transaction_id,
      party_id: transactionParties.party_id,
      role: transactionParties.role,
      code: parties.code,
      type: parties.type,
      name: parties.name,
      first_name: parties.first_name,
      last_name: parties.last_name,
    })
    .from(transactionParties)
    .innerJoin(parties, eq(parties.id, transactionParties.party_id))
    .where(inArray(transactionParties.transaction_id, transactionIds))
    .orderBy(asc(transactionParties.transaction_id), asc(transactionParties.position));
}

export async function searchTransactions(
  db: Db,
  scope: RecordScope,
  search: TransactionSearch,
  partyId: number | null,
): Promise<{ items: TransactionWithCreator[]; total: number; total_capped: boolean }> {
  const conditions: SQL[] = [visibleTransaction(scope)];
  if (search.type) conditions.push(eq(transactions.type, search.type));
  if (search.status) conditions.push(eq(transactions.status, search.status));
  if (search.risk_level !== ALL_RISK_LEVELS)
    conditions.push(eq(transactions.risk_level, search.risk_level));
  // Days in Warsaw as instants, so one index on (team, booked_at) serves filter and order.
  if (search.booked_from)
    conditions.push(gte(transactions.booked_at, warsawDayStart(search.booked_from)));
  if (search.booked_to)
    conditions.push(lt(transactions.booked_at, warsawDayStart(addDay(search.booked_to))));
  if (search.eur_from) conditions.push(gte(transactions.amount_eur, search.eur_from));
  if (search.eur_to) conditions.push(lte(transactions.amount_eur, search.eur_to));
  if (search.eur_from || search.eur_to) conditions.push(isNotNull(transactions.amount_eur));
  if (search.giif_report !== undefined) {
    conditions.push(
      search.giif_report
        ? isNotNull(transactions.giif_report_due)
        : isNull(transactions.giif_report_due),
    );
  }
  if (partyId !== null) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(transactionParties)
          .where(
            and(
              eq(transactionParties.transaction_id, transactions.id),
              eq(transactionParties.party_id, partyId),
            ),
          ),
      ),
    );
  }
  const ownText = search.text && matchesSearch(search.text, { text: transactions.search_text });
  if (search.text && ownText) {
    const namedParty = db
      .select({ one: sql`1` })
      .from(transactionParties)
      .innerJoin(parties, eq(parties.id, transactionParties.party_id))
      .where(
        and(
          eq(transactionParties.transaction_id, transactions.id),
          matchesSearch(search.text, {
            text: parties.search_text,
            identifiers: parties.search_ids,
          }),
        ),
      );
    conditions.push(or(ownText, exists(namedParty))!);
  }
  const where = and(...conditions);
  const order = search.direction === 'asc' ? asc : desc;
  const sortColumn = {
    booked_at: transactions.booked_at,
    amount_eur: transactions.amount_eur,
    created_at: transactions.created_at,
  }[search.sort];
  // Pending EUR values (null) sort after every known one, whichever the direction.
  const primary =
    search.sort === 'amount_eur'
      ? sql`${sortColumn} ${sql.raw(search.direction)} nulls last`
      : order(sortColumn);
  const [rows, [counted]] = await Promise.all([
    withCreator(db)
      .where(where)
      .orderBy(primary, order(transactions.id))
      .limit(search.page_size)
      .offset(search.page * search.page_size),
    // Counted up to one past the limit: a total in the millions costs a scan of millions.
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(transactions)
        .where(where)
        .limit(TRANSACTION_COUNT_LIMIT + 1)
        .as('matches'),
    ),
  ]);
  const n = counted?.n ?? 0;
  return {
    items: rows.map(flatten),
    total: Math.min(n, TRANSACTION_COUNT_LIMIT),
    total_capped: n > TRANSACTION_COUNT_LIMIT,
  };
}

/** What a record linked to a transaction (a task, an alert, an event) selects to name it. */
export const linkedTransactionColumns = {
  code: transactions.code,
  type: transactions.type,
  amount: transactions.amount,
  currency: transactions.currency,
  booked_at: transactions.booked_at,
};
