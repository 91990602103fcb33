import {
  CreatePartySchema,
  PARTY_IMPORT_BATCH_SIZE,
  type CreateParty,
  type ImportPartyType,
  type PartyImportCellError,
  type PartyImportQuery,
  type PartyImportResult,
  type PartyImportRow,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { recordAudit } from '../audit/audit.service.js';
import { openForNewCustomers } from '../cdd/index.js';
import { assessNewParties } from '../risk/index.js';
import { screenNewParties } from '../sanctions/screening/screening.service.js';
import type { NewParty } from '../parties/index.js';
import { ENTITY_TYPE } from '../parties/parties.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  IMPORT_COLUMNS,
  NATURAL_KEY,
  REQUIRED_COLUMNS,
  issueToCellError,
  recordToInput,
  type CsvCells,
} from './csv-columns.js';
import { parseCsvFile } from '../../lib/csv-decode.js';
import { findCodesByKey, insertParties, lockTeamImports } from './parties-import.repository.js';

/** The header's known columns, by their position; the other header cells are ignored. */
function mapHeader(type: ImportPartyType, header: string[]) {
  const known = new Set(IMPORT_COLUMNS[type]);
  const positions = new Map<string, number>();
  const ignored: string[] = [];
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '') return;
    if (known.has(name) && !positions.has(name)) positions.set(name, index);
    else ignored.push(cell);
  });
  const missing = REQUIRED_COLUMNS[type].filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw new AppError(
      400,
      'import_missing_columns',
      `The file lacks the required columns: ${missing.join(', ')}`,
    );
  }
  return { positions, ignored };
}

/** A data row once checked: valid (with the party to create) or invalid (with its errors). */
type CheckedRow =
  | { row: number; party: CreateParty; key: string | undefined; errors?: undefined }
  | { row: number; party?: undefined; key?: undefined; errors: PartyImportCellError[] };

function checkRecord(
  type: ImportPartyType,
  positions: Map<string, number>,
  headerLength: number,
  record: string[],
  row: number,
): CheckedRow {
  // Excel may end rows with empty cells past the header; any other difference is an error.
  const extra = record.slice(headerLength);
  if (record.length < headerLength || extra.some((cell) => cell !== '')) {
    return { row, errors: [{ column: '*', code: 'column_count' }] };
  }
  const cells: CsvCells = new Map();
  for (const [column, index] of positions) {
    const value = record[index];
    if (value !== undefined && value !== '') cells.set(column, value);
  }
  const { input, errors } = recordToInput(type, cells);
  const parsed = CreatePartySchema.safeParse(input);
  if (!parsed.success) errors.push(...parsed.error.issues.map(issueToCellError));
  if (errors.length > 0 || !parsed.success) {
    const distinct = new Map(errors.map((e) => [`${e.column}\u0000${e.code}`, e]));
    return { row, errors: [...distinct.values()] };
  }
  const key = parsed.data[NATURAL_KEY[type]];
  return { row, party: parsed.data, key: key || undefined };
}

/** A CSV file read and its rows checked, to be previewed or imported. */
export type CheckedFile = { checked: CheckedRow[]; ignored: string[] };

/**
 * Reads a CSV file of parties of one type and checks every row with the schema of
 * POST /int/parties. Throws a client error when the file cannot be read or lacks a required
 * column: nothing of it can be imported then.
 */
export function checkImportFile(query: PartyImportQuery, bytes: Uint8Array): CheckedFile {
  const csv = parseCsvFile(bytes);
  const { positions, ignored } = mapHeader(query.partyType, csv.header);
  const checked = csv.records.map((record, index) =>
    checkRecord(query.partyType, positions, csv.header.length, record, index + 1),
  );
  return { checked, ignored };
}

/** Told after each batch how many of the file's rows are done. */
export type ImportProgress = (done: number, total: number) => Promise<void> | void;

/**
 * Previews or imports a checked file. A row whose natural key (PESEL, or NIP) belongs to a
 * party of the team, or to an earlier row of the file, is a duplicate. The import writes the
 * other valid rows in batches, each one transaction: one multi-row insert and its audit
 * events, then the screening and the assessment of the new parties with the team's active
 * rule set (risk-rules.md).
 */
export async function importCheckedFile(
  deps: AppDeps,
  auth: TeamContext,
  query: PartyImportQuery,
  { checked, ignored }: CheckedFile,
  onProgress?: ImportProgress,
): Promise<PartyImportResult> {
  const type = query.partyType;
  const teamId = auth.teamId;
  const keyName = NATURAL_KEY[type];

  const report: PartyImportRow[] = [];
  /** Rows of this file already taken as the first of their key. */
  const firstOfKey = new Map<string, { row: number; code?: string }>();
  const now = deps.clock.now();

  /** Decides the rows of one batch; answers the parties to create. */
  async function classify(db: Db, batch: CheckedRow[]) {
    const keys = [...new Set(batch.flatMap((row) => (row.key ? [row.key] : [])))].filter(
      (key) => !firstOfKey.has(key),
    );
    const existing = await findCodesByKey(db, teamId, keyName, keys);
    const toCreate: Array<{ row: number; party: CreateParty; code: string }> = [];
    for (const checkedRow of batch) {
      const { row } = checkedRow;
      if (checkedRow.errors) {
        report.push({ row, status: 'invalid', errors: checkedRow.errors });
        continue;
      }
      const { key, party } = checkedRow;
      const first = key === undefined ? undefined : firstOfKey.get(key);
      if (first) {
        report.push({
          row,
          status: 'duplicate',
          duplicate_of_row: first.row,
          ...(first.code ? { code: first.code } : {}),
        });
        continue;
      }
      const existingCode = key === undefined ? undefined : existing.get(key);
      if (existingCode) {
        report.push({ row, status: 'duplicate', code: existingCode });
        continue;
      }
      const code = query.mode === 'import' ? newCode() : undefined;
      if (key !== undefined) firstOfKey.set(key, { row, code });
      if (code) {
        toCreate.push({ row, party, code });
        report.push({ row, status: 'created', code });
      } else {
        report.push({ row, status: 'valid' });
      }
    }
    return toCreate;
  }

  /** Creates the new parties of one batch, screened and assessed, in one transaction. */
  async function importBatch(batch: CheckedRow[]) {
    await deps.db.transaction(async (tx) => {
      await lockTeamImports(tx, teamId);
      const toCreate = await classify(tx, batch);
      if (toCreate.length === 0) return;
      const rows: NewParty[] = toCreate.map(({ party, code }) => ({
        ...party,
        team_id: teamId,
        code,
        entity_type: ENTITY_TYPE[type],
        created_by: auth.userId,
        created_at: now,
        updated_at: now,
      }));
      const inserted = await insertParties(tx, rows);
      await recordAudit(
        tx,
        auth,
        now,
        ...toCreate.map(({ row, party, code }) => ({
          entityType: 'party',
          entityCode: code,
          action: 'imported',
          changes: { ...party, import_row: row },
        })),
      );
      // Screened, then assessed, as POST /int/parties does a party, committed with the batch.
      await screenNewParties(deps, tx, inserted, auth);
      const assessed = await assessNewParties(deps, tx, teamId, inserted, auth);
      // Art. 34: new customers are subject to due diligence, at the level just assessed.
      const levels = new Map(assessed.map((row) => [row.party_id, row.level]));
      await openForNewCustomers(
        deps,
        tx,
        inserted.map((party) => ({
          ...party,
          risk_level: levels.get(party.id) ?? party.risk_level,
        })),
        auth,
      );
    });
  }

  for (let start = 0; start < checked.length; start += PARTY_IMPORT_BATCH_SIZE) {
    const batch = checked.slice(start, start + PARTY_IMPORT_BATCH_SIZE);
    if (query.mode === 'preview') await classify(deps.db, batch);
    else await importBatch(batch);
    await onProgress?.(start + batch.length, checked.length);
  }
  if (query.mode === 'import') void deps.emails.kick(); // assessments may raise alerts or tasks

  const count = (status: PartyImportRow['status']) =>
    report.filter((row) => row.status === status).length;
  return {
    mode: query.mode,
    total_rows: checked.length,
    valid: count('valid') + count('created'),
    created: count('created'),
    skipped: count('duplicate'),
    invalid: count('invalid'),
    ignored_columns: ignored,
    rows: report,
  };
}
