import { getTableColumns, getTableName, is, sql, SQL, type Column, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Column lists of hand-written statements (the recording path's, ADR 6), taken from the Drizzle
 * table rather than typed out again: a name the table does not have fails to compile, and the
 * record set's column types are the table's.
 */

/** A column's type as a record set declares it: serials as their integers, no type modifier. */
function recordsetType(column: Column): string {
  const type = column.getSQLType().replace(/\(.*\)$/, '');
  return type === 'bigserial' ? 'bigint' : type === 'serial' ? 'integer' : type;
}

export type TableColumns = {
  /** `a, b, c`: an insert's column list, or the select of the same names. */
  names: string;
  /** `a bigint, b text, c jsonb`: the column definitions of `jsonb_to_recordset(…) as x(…)`. */
  definitions: string;
};

export function tableColumns<T extends Table>(
  table: T,
  names: ReadonlyArray<keyof T['_']['columns'] & string>,
): TableColumns {
  const columns = getTableColumns(table) as Record<string, Column>;
  const picked = names.map((name) => columns[name]!);
  return {
    names: picked.map((column) => column.name).join(', '),
    definitions: picked.map((column) => `${column.name} ${recordsetType(column)}`).join(', '),
  };
}

/**
 * Inserts many rows in one statement with the rows as one JSON parameter (jsonb_to_recordset),
 * instead of one bound parameter per value, which for hundreds of wide rows costs more to build
 * and bind than to store. A column a row leaves out takes its default, as in Drizzle's insert:
 * JavaScript defaults are filled in here, SQL defaults by the statement (only for NOT NULL
 * columns, which cannot be NULL otherwise; a nullable column with an SQL default must be given
 * in every row or in none).
 */
export async function insertRecordset<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  const given = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, column };
  });
  const filled = rows.map((row) => {
    const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const { key, column } of given) {
      if (copy[key] !== undefined) continue;
      const fallback = column.defaultFn?.() ?? column.default;
      if (fallback === undefined) copy[key] = null;
      else if (is(fallback, SQL)) {
        if (!column.notNull) throw new Error(`Give ${column.name} in every row or in none`);
        copy[key] = null;
      } else copy[key] = fallback;
    }
    return Object.fromEntries(given.map(({ key, column }) => [column.name, copy[key]]));
  });
  const selected = given.map(({ column }) => {
    const value = sql.identifier(column.name);
    return is(column.default, SQL) ? sql`coalesce(r.${value}, ${column.default})` : sql`r.${value}`;
  });
  // Quoted: a column may be named by a reserved word (parties.references).
  const definitions = given.map(({ column }) => `"${column.name}" ${recordsetType(column)}`);
  await db.execute(sql`insert into ${table} (${sql.join(
    given.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  )})
    select ${sql.join(selected, sql`, `)}
    from jsonb_to_recordset(${JSON.stringify(filled)}::jsonb) as r(${sql.raw(definitions.join(', '))})`);
}
