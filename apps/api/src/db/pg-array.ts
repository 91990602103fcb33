import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A PostgreSQL array literal, for inserting many rows as `unnest` of one array per column: the
 * query builder spends longer on thousands of rows of values than the database does on them.
 */
export function pgArray(values: ReadonlyArray<number | string | boolean>): string {
  const element = (value: number | string | boolean) =>
    typeof value === 'string' ? `"${value.replace(/["\\]/g, '\\$&')}"` : String(value);
  return `{${values.map(element).join(',')}}`;
}

/**
 * `column in (…)` for thousands of values as one array parameter: an IN list takes a
 * parameter per value, each built by the query builder and planned by the database.
 */
export function inLongList(
  column: Column,
  values: ReadonlyArray<number | string>,
  type: 'bigint' | 'text',
): SQL {
  return sql`${column} = any(${pgArray(values)}::${sql.raw(type)}[])`;
}
