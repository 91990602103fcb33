import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { openDatabase, queryRows, runStatement, type Database } from './client.js';
import { migrateDatabase } from './migrate.js';
import { asDatabaseOwner } from '../test/test-app.js';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
const serverUrl = process.env.DATABASE_URL;

describe('database', () => {
  it('has pg_trgm and unaccent after migrating the embedded database', async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateDatabase(database);
      const [row] = await queryRows<{ folded: string; similar: number }>(
        database.db,
        sql`select unaccent('Zażółć gęślą jaźń') as folded, similarity('Wladimir', 'Vladimir') as similar`,
      );
      expect(row!.folded).toBe('Zazolc gesla jazn');
      expect(row!.similar).toBeGreaterThan(0.3);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!serverUrl)(
    'lets exactly one of two processes starting together migrate PostgreSQL',
    async () => {
      const name = `aml_migrate_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      // Opened inside the try: a failure to connect must still drop the database made above.
      let a: Database | undefined;
      let b: Database | undefined;
      try {
        [a, b] = await Promise.all([
          openDatabase({ kind: 'postgres', url: url.toString() }),
          openDatabase({ kind: 'postgres', url: url.toString() }),
        ]);
        await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
        // The migrations' own table is the owner's: the application's role never reads it.
        const applied = await asDatabaseOwner(a.db, (owner) =>
          queryRows<{ n: number }>(
            owner,
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          ),
        );
        expect(applied[0]!.n).toBe(journal.entries.length);
        const extensions = await queryRows<{ extname: string }>(
          a.db,
          sql`select extname from pg_extension where extname in ('pg_trgm', 'unaccent') order by extname`,
        );
        expect(extensions.map((e) => e.extname)).toEqual(['pg_trgm', 'unaccent']);
      } finally {
        await a?.close();
        await b?.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );

  it.skipIf(!serverUrl)(
    'prepares a named statement once per connection, inside a transaction as well',
    async () => {
      const database = await openDatabase({ kind: 'postgres', url: serverUrl!, poolSize: 1 });
      try {
        const prepared = await database.db.transaction(async (tx) => {
          const [row] = await runStatement<{ n: number }>(tx, {
            name: 'probe_prepared_in_transaction',
            text: 'select $1::int + 1 as n',
            values: [41],
          });
          expect(row!.n).toBe(42);
          return queryRows<{ name: string }>(
            tx,
            sql`select name from pg_prepared_statements where name = 'probe_prepared_in_transaction'`,
          );
        });
        expect(prepared).toEqual([{ name: 'probe_prepared_in_transaction' }]);
      } finally {
        await database.close();
      }
    },
  );
});
