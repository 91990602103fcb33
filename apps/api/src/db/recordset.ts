import { getTableColumns, type Column, type Table } from 'drizzle-orm';

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
