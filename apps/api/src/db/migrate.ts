import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { queryRows, type Database, type Schema } from './client.js';

/** Any constant works; it only has to be the same in every process of the installation. */
const MIGRATION_LOCK_KEY = 7_372_019;

/**
 * Applies the committed SQL migrations, then works as the application's role (APP_ROLE) from
 * there on: the owner's rights are for migrating only. Processes starting together queue on
 * an advisory lock, so exactly one migrates and the others then find nothing left to apply.
 * Answers the role the application works as.
 */
export async function migrateDatabase(database: Database): Promise<string> {
  if (await isUpToDate(database)) return database.actAsAppRole();
  const config = { migrationsFolder: MIGRATIONS_DIR };
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    } else {
      // node-postgres is loaded only for a PostgreSQL server (see openDatabase).
      const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
      await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, config);
    }
  });
  return database.actAsAppRole();
}

/**
 * Whether the newest committed migration is applied: one query, where the migrator's own check
 * runs four statements on every start (the second start's time is target P9). Drizzle applies
 * the migrations newer than the newest applied one, by their journal time, so this is its test.
 */
async function isUpToDate(database: Database): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  const newest = journal.entries.at(-1)?.when;
  try {
    const [applied] = await queryRows<{ at: string | null }>(
      database.db,
      sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
    );
    return newest !== undefined && Number(applied?.at) === newest;
  } catch {
    return false; // a new database: no migrations table yet
  }
}
