// `npm run lists:import -- FILE…`: imports official sanctions list files (or folders of them)
// into the configured database (DATABASE_URL, or the embedded one in DATA_DIR, which must not be
// open in a running server) as new list versions, all or nothing. Each file is recognised by
// its content. A running server picks the new versions up within seconds and re-screens.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { importListFiles } from '../modules/sanctions/lists/list-import.service.js';

const paths = process.argv.slice(2).filter((arg) => arg !== '--');
if (paths.length === 0) {
  console.error('Usage: npm run lists:import -- FILE_OR_FOLDER…');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrateDatabase(database);
  const outcomes = await importListFiles(
    database.db,
    paths,
    'cli',
    { userId: null, teamId: null, requestId: null, ip: null },
    systemClock.now(),
  );
  for (const { list, unchanged } of outcomes) {
    console.log(
      unchanged
        ? `${list.source}: unchanged, version ${list.version} stays in force (${list.entry_count} entries)`
        : `${list.source}: version ${list.version} imported, ${list.entry_count} entries (added ${list.added_count}, changed ${list.changed_count}, removed ${list.removed_count})`,
    );
    for (const warning of list.warnings.slice(0, 20)) console.warn(`  warning: ${warning}`);
    if (list.warnings.length > 20) console.warn(`  … ${list.warnings.length - 20} more warnings`);
  }
} catch (error) {
  if (error instanceof AppError) {
    console.error(`Nothing imported: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
