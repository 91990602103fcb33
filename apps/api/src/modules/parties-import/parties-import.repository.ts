import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRecordset } from '../../db/recordset.js';
import { parties } from '../../db/schema.js';
import type { NewParty, PartyRow } from '../parties/index.js';

/** A key of one import (several parties are found by PESEL, others by NIP). */
export type NaturalKey = 'pesel' | 'tax_id';

/** The party types a key identifies: a PESEL an individual, a NIP a business. */
const TYPES_OF_KEY: Record<NaturalKey, string[]> = {
  pesel: ['individual'],
  tax_id: ['company', 'sole_proprietorship'],
};

/**
 * The codes of a team's parties (not deleted, not beneficiaries or board members) that have
 * one of `values` as their natural key: key value → the oldest such party's code. One query.
 */
export async function findCodesByKey(
  db: Db,
  teamId: number,
  key: NaturalKey,
  values: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (values.length === 0) return found;
  const column = parties[key];
  const rows = await db
    .select({ value: column, code: parties.code })
    .from(parties)
    .where(
      and(
        eq(parties.team_id, teamId),
        isNull(parties.deleted_at),
        isNull(parties.parent_party_id),
        inArray(parties.type, TYPES_OF_KEY[key]),
        // One array parameter, whatever the batch size: = ANY($n).
        sql`${column} = any(${sql.param(values)}::text[])`,
      ),
    )
    .orderBy(asc(parties.id));
  for (const row of rows) if (row.value && !found.has(row.value)) found.set(row.value, row.code);
  return found;
}

/**
 * One multi-row INSERT (the rows as one JSON parameter); answers the parties as stored (to be
 * screened and assessed), in the order given.
 */
export async function insertParties(db: Db, rows: NewParty[]): Promise<PartyRow[]> {
  if (rows.length === 0) return [];
  await insertRecordset(db, parties, rows);
  const codes = rows.map((row) => row.code);
  const stored = await db
    .select()
    .from(parties)
    .where(
      and(
        eq(parties.team_id, rows[0]!.team_id),
        sql`${parties.code} = any(${sql.param(codes)}::text[])`,
      ),
    );
  const byCode = new Map(stored.map((party) => [party.code, party]));
  return codes.map((code) => byCode.get(code)!);
}

/**
 * Serialises the imports of one team until the transaction ends, so that two uploads of the
 * same file cannot both find a key missing and both create the party.
 */
export async function lockTeamImports(db: Db, teamId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY}, ${teamId}::int)`);
}

/** Any constant; the first half of the two-part advisory lock key of team imports. */
const IMPORT_LOCK_KEY = 7_372_021;
