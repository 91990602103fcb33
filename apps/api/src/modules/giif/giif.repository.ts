import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inLongList, pgArray } from '../../db/pg-array.js';
import {
  giifFileItems,
  giifFiles,
  giifIdCounters,
  giifReportDetails,
  giifSchemas,
  giifTransactionIds,
  parties,
  transactionParties,
  transactions,
  users,
  type GiifFileIssue,
  type StoredSignatureCheck,
} from '../../db/schema.js';

export type { GiifFileIssue, StoredSignatureCheck };
/** A file as it is listed and checked: without its XML, signed file and receipt. */
export type GiifFileRow = Omit<typeof giifFiles.$inferSelect, 'xml' | 'signed_file' | 'receipt'>;
export type NewGiifFile = typeof giifFiles.$inferInsert;
export type GiifDetailsRow = typeof giifReportDetails.$inferSelect;
export type GiifSchemaRow = typeof giifSchemas.$inferSelect;

/** States in which a file still holds its transactions: not yet loaded, not rejected. */
const OPEN_STATES = ['draft', 'validated', 'exported', 'signed', 'submitted'] as const;

/** The open file a transaction is in, as `code|state`, if any. */
const openFileOf = sql<string | null>`(
  select f.code || '|' || f.state from ${giifFileItems} i join ${giifFiles} f on f.id = i.file_id
  where i.transaction_id = ${transactions.id}
    and f.state in (${sql.join(
      OPEN_STATES.map((s) => sql`${s}`),
      sql`, `,
    )})
  order by f.id desc limit 1)`;

/** Whether GIIF loaded the transaction's original report. */
const loadedOriginal = sql<boolean>`exists (
  select 1 from ${giifFileItems} i join ${giifFiles} f on f.id = i.file_id
  where i.transaction_id = ${transactions.id} and f.state = 'loaded' and not i.correction)`;

const transactionFields = {
  id: transactions.id,
  code: transactions.code,
  type: transactions.type,
  status: transactions.status,
  payment_method: transactions.payment_method,
  amount: transactions.amount,
  currency: transactions.currency,
  amount_eur: transactions.amount_eur,
  rate_table: transactions.rate_table,
  rate_date: transactions.rate_date,
  booked_at: transactions.booked_at,
  description: transactions.description,
  giif_report_due: transactions.giif_report_due,
  giif_report_reason: transactions.giif_report_reason,
  giif_id: giifTransactionIds.giif_id,
  details: giifReportDetails,
  open_file: openFileOf,
  loaded: loadedOriginal,
};

const withReportData = (db: Db) =>
  db
    .select(transactionFields)
    .from(transactions)
    .leftJoin(giifTransactionIds, eq(giifTransactionIds.transaction_id, transactions.id))
    .leftJoin(giifReportDetails, eq(giifReportDetails.transaction_id, transactions.id))
    .$dynamic();

export type ReportTransactionRow = Awaited<
  ReturnType<ReturnType<typeof withReportData>['where']>
>[number];

/**
 * The transactions to report: marked by the rules and not loaded by GIIF yet, or loaded and
 * waiting for a correction. Canceled transactions did not happen and are not reported.
 */
export async function queueTransactions(db: Db, teamId: number) {
  return withReportData(db).where(
    and(
      eq(transactions.team_id, teamId),
      isNull(transactions.deleted_at),
      ne(transactions.status, 'canceled'),
      or(
        and(isNotNull(transactions.giif_report_due), sql`not ${loadedOriginal}`),
        isNotNull(giifReportDetails.correction_requested_at),
      ),
    ),
  );
}

/** The team's transactions by code, locked while a file is built from them. */
export async function reportTransactions(db: Db, teamId: number, codes: string[]) {
  return withReportData(db).where(
    and(
      eq(transactions.team_id, teamId),
      isNull(transactions.deleted_at),
      inLongList(transactions.code, codes, 'text'),
    ),
  );
}

/**
 * Holds, until the transaction ends, the team's right to put transactions into files: two files
 * built at once cannot take the same transaction. One lock, not a row lock on each of 10,000
 * transactions.
 */
export async function lockTeamFiles(db: Db, teamId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${FILES_LOCK_KEY}, ${teamId}::int)`);
}

/** Any constant; the first half of the two-part advisory lock key of a team's GIIF files. */
const FILES_LOCK_KEY = 7_372_032;

export async function reportTransactionsById(db: Db, teamId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return withReportData(db).where(
    and(eq(transactions.team_id, teamId), inLongList(transactions.id, ids, 'bigint')),
  );
}

/**
 * What a report says of a party (art. 36): a party's row also holds its risk, screening and
 * notes, which a file of ten thousand transactions would read for nothing.
 */
const reportPartyColumns = {
  id: parties.id,
  code: parties.code,
  type: parties.type,
  entity_type: parties.entity_type,
  parent_party_id: parties.parent_party_id,
  name: parties.name,
  first_name: parties.first_name,
  last_name: parties.last_name,
  pesel: parties.pesel,
  birth_date: parties.birth_date,
  birth_country: parties.birth_country,
  citizenships: parties.citizenships,
  tax_id: parties.tax_id,
  regon: parties.regon,
  legal_form: parties.legal_form,
  document: parties.document,
  accommodation_address: parties.accommodation_address,
  business_address: parties.business_address,
  bank_account: parties.bank_account,
};

/** The parties of transactions with their role and data, in each transaction's order. */
export async function transactionPartiesOf(db: Db, transactionIds: number[]) {
  if (transactionIds.length === 0) return [];
  return db
    .select({
      transaction_id: transactionParties.transaction_id,
      role: transactionParties.role,
      party: reportPartyColumns,
    })
    .from(transactionParties)
    .innerJoin(parties, eq(parties.id, transactionParties.party_id))
    .where(inLongList(transactionParties.transaction_id, transactionIds, 'bigint'))
    .orderBy(asc(transactionParties.transaction_id), asc(transactionParties.position));
}

/** The board members of companies: who represents them when a transaction names nobody. */
export async function boardMembers(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select(reportPartyColumns)
    .from(parties)
    .where(
      and(
        inLongList(parties.parent_party_id, companyIds, 'bigint'),
        eq(parties.entity_type, 'board_member'),
        isNull(parties.deleted_at),
      ),
    )
    .orderBy(asc(parties.id));
}

export async function upsertDetails(db: Db, row: typeof giifReportDetails.$inferInsert) {
  const { transaction_id: _id, team_id: _team, ...changes } = row;
  await db
    .insert(giifReportDetails)
    .values(row)
    .onConflictDoUpdate({ target: giifReportDetails.transaction_id, set: changes });
}

export async function setCorrectionRequested(db: Db, transactionIds: number[], at: Date | null) {
  if (transactionIds.length === 0) return;
  await db
    .update(giifReportDetails)
    .set({ correction_requested_at: at })
    .where(inArray(giifReportDetails.transaction_id, transactionIds));
}

/**
 * Hands out `count` new sequence numbers of the team's year in one statement: concurrent
 * builds each get their own range.
 */
export async function nextSequence(db: Db, teamId: number, year: number, count: number) {
  const [row] = await db
    .insert(giifIdCounters)
    .values({ team_id: teamId, year, last: count })
    .onConflictDoUpdate({
      target: [giifIdCounters.team_id, giifIdCounters.year],
      set: { last: sql`${giifIdCounters.last} + ${count}` },
    })
    .returning({ last: giifIdCounters.last });
  return row!.last - count + 1;
}

/** Ten thousand ids of a file in one statement, as arrays (pgArray). */
export async function insertTransactionIds(
  db: Db,
  teamId: number,
  assignedAt: Date,
  ids: { transaction_id: number; giif_id: string }[],
) {
  if (ids.length === 0) return;
  await db.execute(sql`
    insert into ${giifTransactionIds} (transaction_id, team_id, giif_id, assigned_at)
    select id.transaction_id, ${teamId}, id.giif_id, ${assignedAt.toISOString()}::timestamptz
    from unnest(${pgArray(ids.map((i) => i.transaction_id))}::bigint[],
                ${pgArray(ids.map((i) => i.giif_id))}::text[]) as id(transaction_id, giif_id)`);
}

export async function insertFile(db: Db, row: NewGiifFile) {
  const [inserted] = await db.insert(giifFiles).values(row).returning({ id: giifFiles.id });
  return inserted!.id;
}

/** A file's transactions in their order, in one statement, as arrays (pgArray). */
export async function replaceItems(
  db: Db,
  file: { id: number; team_id: number },
  items: { transaction_id: number; giif_id: string; correction: boolean }[],
) {
  await db.delete(giifFileItems).where(eq(giifFileItems.file_id, file.id));
  if (items.length === 0) return;
  await db.execute(sql`
    insert into ${giifFileItems} (file_id, team_id, transaction_id, giif_id, correction, position)
    select ${file.id}, ${file.team_id}, item.transaction_id, item.giif_id, item.correction,
           item.position - 1
    from unnest(${pgArray(items.map((i) => i.transaction_id))}::bigint[],
                ${pgArray(items.map((i) => i.giif_id))}::text[],
                ${pgArray(items.map((i) => i.correction))}::boolean[])
         with ordinality as item(transaction_id, giif_id, correction, position)`);
}

export async function updateFile(db: Db, fileId: number, changes: Partial<NewGiifFile>) {
  await db.update(giifFiles).set(changes).where(eq(giifFiles.id, fileId));
}

export async function deleteFile(db: Db, fileId: number) {
  await db.delete(giifFileItems).where(eq(giifFileItems.file_id, fileId));
  await db.delete(giifFiles).where(eq(giifFiles.id, fileId));
}

// A file's XML, signed file and receipt run to megabytes: read only where they are used.
const {
  xml: _xml,
  signed_file: _signed,
  receipt: _receipt,
  ...fileColumns
} = getTableColumns(giifFiles);

const fileWithAuthor = (db: Db) =>
  db
    .select({ file: fileColumns, created_by_email: users.email })
    .from(giifFiles)
    .leftJoin(users, eq(users.id, giifFiles.created_by))
    .$dynamic();

export async function findFile(db: Db, teamId: number, code: string, lock = false) {
  const query = fileWithAuthor(db).where(
    and(eq(giifFiles.team_id, teamId), eq(giifFiles.code, code)),
  );
  const [row] = await (lock ? query.for('update', { of: giifFiles }) : query);
  return row;
}

export async function fileContent(db: Db, fileId: number) {
  const [row] = await db
    .select({ xml: giifFiles.xml, signed_file: giifFiles.signed_file, receipt: giifFiles.receipt })
    .from(giifFiles)
    .where(eq(giifFiles.id, fileId));
  return row!;
}

export async function listFiles(
  db: Db,
  teamId: number,
  query: { state?: GiifFileRow['state']; page: number; page_size: number },
) {
  const where = and(
    eq(giifFiles.team_id, teamId),
    query.state ? eq(giifFiles.state, query.state) : undefined,
  );
  const rows = await db
    .select({
      code: giifFiles.code,
      template_type: giifFiles.template_type,
      template_version: giifFiles.template_version,
      mapping: giifFiles.mapping,
      state: giifFiles.state,
      transaction_count: giifFiles.transaction_count,
      issue_count: sql<number>`jsonb_array_length(${giifFiles.issues})::int`,
      created_by_email: users.email,
      created_at: giifFiles.created_at,
      updated_at: giifFiles.updated_at,
    })
    .from(giifFiles)
    .leftJoin(users, eq(users.id, giifFiles.created_by))
    .where(where)
    .orderBy(desc(giifFiles.created_at), desc(giifFiles.id))
    .limit(query.page_size)
    .offset(query.page * query.page_size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(giifFiles)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** A file's transactions with what the officer sees of each. */
export async function fileItems(db: Db, fileId: number) {
  return db
    .select({
      transaction_id: giifFileItems.transaction_id,
      transaction_code: transactions.code,
      giif_id: giifFileItems.giif_id,
      correction: giifFileItems.correction,
      amount: transactions.amount,
      currency: transactions.currency,
      booked_at: transactions.booked_at,
    })
    .from(giifFileItems)
    .innerJoin(transactions, eq(transactions.id, giifFileItems.transaction_id))
    .where(eq(giifFileItems.file_id, fileId))
    .orderBy(asc(giifFileItems.position));
}

/** Every file a transaction went in, newest first. */
export async function filingsOf(db: Db, transactionId: number) {
  return db
    .select({
      file_code: giifFiles.code,
      state: giifFiles.state,
      correction: giifFileItems.correction,
      created_at: giifFiles.created_at,
    })
    .from(giifFileItems)
    .innerJoin(giifFiles, eq(giifFiles.id, giifFileItems.file_id))
    .where(eq(giifFileItems.transaction_id, transactionId))
    .orderBy(desc(giifFiles.id));
}

export async function installedSchemas(db: Db) {
  return db.select().from(giifSchemas);
}

export async function upsertSchema(db: Db, row: typeof giifSchemas.$inferInsert) {
  const { template: _template, ...changes } = row;
  await db
    .insert(giifSchemas)
    .values(row)
    .onConflictDoUpdate({ target: giifSchemas.template, set: changes });
}

export async function removeSchema(db: Db, template: GiifSchemaRow['template']) {
  await db.delete(giifSchemas).where(eq(giifSchemas.template, template));
}
