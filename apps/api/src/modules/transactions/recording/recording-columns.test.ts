import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema.js';
import { LEFT_TO_DEFAULTS, WRITE_STATEMENT_TEXTS } from './recording.repository.js';

/**
 * The write statement is hand-written SQL (ADR 6), so Drizzle cannot tell it of a new column.
 * Each of its inserts must write every column of its table but those it names as left to their
 * defaults: a column added to one of these tables fails this test until the statement writes
 * it or LEFT_TO_DEFAULTS names it (README.md, "A new column").
 */
const tables = new Map<string, Table>(
  (Object.values(schema) as unknown[])
    .filter((value): value is Table => is(value, Table))
    .map((table) => [getTableName(table), table]),
);

function insertsOf(text: string) {
  return [...text.matchAll(/insert\s+into\s+(\w+)(?:\s+as\s+\w+)?\s*\(([^)]*)\)/g)].map(
    ([, table, columns]) => ({
      table: table!,
      columns: columns!.split(',').map((column) => column.trim()),
    }),
  );
}

const columnsOf = (table: string) =>
  Object.values(getTableColumns(tables.get(table)!)).map((column) => column.name);

const sorted = (names: readonly string[]) => [...names].sort();

describe('the write statement of the recording path', () => {
  const inserts = insertsOf(WRITE_STATEMENT_TEXTS.at(-1)!);

  it('inserts into the tables whose defaults it names, and into no other', () => {
    expect(sorted([...new Set(inserts.map((insert) => insert.table))])).toEqual(
      sorted(Object.keys(LEFT_TO_DEFAULTS)),
    );
    for (const text of WRITE_STATEMENT_TEXTS) {
      for (const { table } of insertsOf(text)) expect(tables.has(table), table).toBe(true);
    }
  });

  it.each(inserts)(
    'writes every column of $table but those left to their defaults',
    ({ table, columns }) => {
      const defaults: readonly string[] = LEFT_TO_DEFAULTS[table as keyof typeof LEFT_TO_DEFAULTS];
      expect(
        columns.filter((column) => defaults.includes(column)),
        'written and left',
      ).toEqual([]);
      expect(sorted([...columns, ...defaults])).toEqual(sorted(columnsOf(table)));
    },
  );
});
