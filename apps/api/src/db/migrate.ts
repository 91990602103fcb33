import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import type { Database, Schema } from './client.js';

/** Any constant works; it only has to be the same in every process of the installation. */
const MIGRATION_LOCK_KEY = 7_372_019;

/**
 * Applies the committed SQL migrations, then works as the application's role (APP_ROLE) from
 * there on: the owner's rights are for migrating only. Processes starting together queue on
 * an advisory lock, so exactly one migrates and the others then find nothing left to apply.
 * Answers the role the application works as.
 */
export async function migrateDatabase(database: Database): Promise<string> {
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
