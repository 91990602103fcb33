import { asc, sql } from 'drizzle-orm';
import { bigserial, boolean, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { insertRecordset } from './recordset.js';

/** A table with each kind of column and default the helper has to respect. */
const samples = pgTable('recordset_samples', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  references: text('references'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  status: text('status').notNull().default('draft'),
  flagged: boolean('flagged').notNull().default(false),
  note: text('note').default(sql`'none'`),
  document: jsonb('document').$type<{ number: string }>(),
  born: date('born', { mode: 'string' }),
  made_at: timestamp('made_at', { withTimezone: true }),
});

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite-memory' });
  await database.db.execute(sql`create table recordset_samples (
    id bigserial primary key, name text not null, "references" text,
    tags text[] not null default '{}', status text not null default 'draft',
    flagged boolean not null default false, note text default 'none', document jsonb,
    born date, made_at timestamptz)`);
});
afterAll(() => database.close());

describe('insertRecordset', () => {
  it('stores rows of different shapes, each left-out column taking its default', async () => {
    const made = new Date('2026-11-27T10:00:00.000Z');
    await insertRecordset(database.db, samples, [
      {
        name: 'Zażółć',
        references: 'polecony',
        tags: ['PL', 'DE'],
        status: 'active',
        flagged: true,
        document: { number: 'ABA300000' },
        born: '1970-01-02',
        made_at: made,
      },
      { name: 'Nowak', tags: [] },
      { name: 'Kowalski' },
    ]);
    const rows = await database.db.select().from(samples).orderBy(asc(samples.id));
    expect(rows).toEqual([
      {
        id: 1,
        name: 'Zażółć',
        references: 'polecony',
        tags: ['PL', 'DE'],
        status: 'active',
        flagged: true,
        note: 'none',
        document: { number: 'ABA300000' },
        born: '1970-01-02',
        made_at: made,
      },
      expect.objectContaining({ name: 'Nowak', tags: [], status: 'draft', flagged: false }),
      expect.objectContaining({ name: 'Kowalski', tags: [], document: null, born: null }),
    ]);
  });

  it('refuses a nullable column with an SQL default given in some rows only', async () => {
    await expect(
      insertRecordset(database.db, samples, [{ name: 'a', note: 'x' }, { name: 'b' }]),
    ).rejects.toThrow('Give note in every row or in none');
  });

  it('refuses a column the table does not have', async () => {
    await expect(
      insertRecordset(database.db, samples, [{ name: 'a', nickname: 'x' } as never]),
    ).rejects.toThrow('recordset_samples has no column nickname');
  });
});
