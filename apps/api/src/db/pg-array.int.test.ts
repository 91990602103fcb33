import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.js';
import { pgArray } from './pg-array.js';

describe('pgArray', () => {
  it('carries texts with quotes, backslashes, commas and braces unchanged', async () => {
    const texts = ['Żółw "Sp. z o.o."', 'C:\\temp', 'a,b', '{x}', '', 'NULL'];
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      const rows = await queryRows<{ value: string }>(
        database.db,
        sql`select unnest(${pgArray(texts)}::text[]) as value`,
      );
      expect(rows.map((r) => r.value)).toEqual(texts);
      expect(pgArray([1, 22, 333])).toBe('{1,22,333}');
      expect(pgArray([true, false])).toBe('{true,false}');
    } finally {
      await database.close();
    }
  });
});
