/**
 * A PostgreSQL array literal, for inserting many rows as `unnest` of one array per column: the
 * query builder spends longer on thousands of rows of values than the database does on them.
 */
export function pgArray(values: ReadonlyArray<number | string | boolean>): string {
  const element = (value: number | string | boolean) =>
    typeof value === 'string' ? `"${value.replace(/["\\]/g, '\\$&')}"` : String(value);
  return `{${values.map(element).join(',')}}`;
}
