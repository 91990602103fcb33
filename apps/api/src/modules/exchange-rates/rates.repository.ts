import { and, asc, desc, eq, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exchangeRateCoverage, exchangeRates, transactions } from '../../db/schema.js';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type NewExchangeRate = typeof exchangeRates.$inferInsert;

const UPSERT_BATCH = 1000;

/**
 * Inserts rates, replacing the rate a currency already has for the same day; answers how many
 * were written. An NBP rate the same as the one stored is left as it is and not counted: every
 * API process fetches NBP's tables, and the one that fetches them second (or waits on the
 * first's insert) must not store and audit them again. A manual rate always replaces.
 */
export async function upsertRates(db: Db, rows: NewExchangeRate[], now: Date): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
    const batch = await db
      .insert(exchangeRates)
      .values(rows.slice(i, i + UPSERT_BATCH).map((row) => ({ ...row, created_at: now })))
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.effective_date],
        set: {
          table_no: sql`excluded.table_no`,
          mid: sql`excluded.mid`,
          source: sql`excluded.source`,
          created_by: sql`excluded.created_by`,
          created_at: sql`excluded.created_at`,
        },
        setWhere: sql`excluded.source = 'manual'
          or (${exchangeRates.mid}, ${exchangeRates.table_no}, ${exchangeRates.source})
            is distinct from (excluded.mid, excluded.table_no, excluded.source)`,
      })
      .returning({ currency: exchangeRates.currency });
    written += batch.length;
  }
  return written;
}

/**
 * Raises the coverage of currencies to `day` (never lowers it). With `contiguousFrom`, an
 * existing coverage is raised only when it reaches the day before it: rates fetched after a
 * gap must not make the days of the gap look complete.
 */
export async function raiseCoverage(
  db: Db,
  currencies: string[],
  day: string,
  now: Date,
  contiguousFrom?: string,
) {
  if (currencies.length === 0) return;
  const condition = contiguousFrom
    ? sql`exchange_rate_coverage.checked_through >= ${contiguousFrom}::date - 1`
    : undefined;
  await db
    .insert(exchangeRateCoverage)
    .values(currencies.map((currency) => ({ currency, checked_through: day, updated_at: now })))
    .onConflictDoUpdate({
      target: exchangeRateCoverage.currency,
      set: {
        checked_through: sql`greatest(exchange_rate_coverage.checked_through, excluded.checked_through)`,
        updated_at: sql`excluded.updated_at`,
      },
      ...(condition ? { setWhere: condition } : {}),
    });
}

/** The rate in force on `day`: the latest with effective_date on or before it. */
export async function findRateOn(
  db: Db,
  currency: string,
  day: string,
): Promise<ExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.effective_date, day)))
    .orderBy(desc(exchangeRates.effective_date))
    .limit(1);
  return row;
}

export async function findCoverage(db: Db, currencies: string[]): Promise<Map<string, string>> {
  if (currencies.length === 0) return new Map();
  const rows = await db
    .select()
    .from(exchangeRateCoverage)
    .where(inArray(exchangeRateCoverage.currency, currencies));
  return new Map(rows.map((row) => [row.currency, row.checked_through]));
}

export async function listCoverage(db: Db) {
  return db
    .select({
      currency: exchangeRateCoverage.currency,
      checked_through: exchangeRateCoverage.checked_through,
    })
    .from(exchangeRateCoverage)
    .orderBy(asc(exchangeRateCoverage.currency));
}

export async function listRates(
  db: Db,
  filter: { currency?: string; from?: string; to?: string },
  limit: number,
): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .where(
      and(
        filter.currency ? eq(exchangeRates.currency, filter.currency) : undefined,
        filter.from ? gte(exchangeRates.effective_date, filter.from) : undefined,
        filter.to ? lte(exchangeRates.effective_date, filter.to) : undefined,
      ),
    )
    .orderBy(desc(exchangeRates.effective_date), asc(exchangeRates.currency))
    .limit(limit);
}

/** The newest day of an NBP table already stored, if any. */
export async function latestNbpDate(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ day: max(exchangeRates.effective_date) })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, 'nbp'));
  return row?.day ?? null;
}

/** Every currency NBP has published a rate of (table A's list of currencies). */
export async function nbpCurrencies(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: exchangeRates.currency })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, 'nbp'));
  return rows.map((row) => row.currency);
}

const pendingEur = and(isNull(transactions.amount_eur), isNull(transactions.deleted_at));

/** The (currency, day) pairs of transactions still waiting for their EUR value. */
export async function listPendingEurGroups(db: Db) {
  return db
    .selectDistinct({ currency: transactions.currency, booked_on: transactions.booked_on })
    .from(transactions)
    .where(pendingEur)
    .orderBy(asc(transactions.currency), asc(transactions.booked_on));
}

export async function listPendingEurTransactions(db: Db, currency: string, day: string) {
  return db
    .select({
      id: transactions.id,
      team_id: transactions.team_id,
      code: transactions.code,
      amount: transactions.amount,
    })
    .from(transactions)
    .where(and(pendingEur, eq(transactions.currency, currency), eq(transactions.booked_on, day)));
}

export async function setTransactionEur(
  db: Db,
  id: number,
  values: {
    amount_eur: string;
    rate_table: string | null;
    rate_date: string | null;
    rate: string | null;
    eur_rate: string | null;
  },
): Promise<boolean> {
  const updated = await db
    .update(transactions)
    .set(values)
    .where(and(eq(transactions.id, id), pendingEur))
    .returning({ id: transactions.id });
  return updated.length > 0;
}
