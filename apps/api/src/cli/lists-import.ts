// `npm run lists:import -- FILE…`: imports official sanctions list files (or folders of them)
// into the configured database (DATABASE_URL, or the embedded one in DATA_DIR, which must not be
// open in a running server) as new list versions, all or nothing. Each file is recognised by
// its content. A running server picks the new versions up within seconds and re-screens.
import { statSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { importListFiles } from '../modules/sanctions/lists/list-import.service.js';
import { CliError, runCli } from './cli-args.js';

const USAGE = `
Usage: npm run lists:import -- FILE_OR_FOLDER…

Imports the official files of the sanctions lists as new list versions, all or nothing: if one
file cannot be read, nothing is imported. Each file is recognised by its content; a folder
stands for the files in it. The files, as published:
  OFAC SDN and consolidated (non-SDN)  SDN_ADVANCED.XML, CONS_ADVANCED.XML
  UN Security Council consolidated     consolidated.xml
  EU financial sanctions (FSF)         the XML "full sanctions list" 1.1
  UK sanctions list                    UK-Sanctions-List.xml
  MSWiA list (gov.pl)                  the list page saved as HTML
  GIIF list (gov.pl)                   the XLSX attachment

Uses DATABASE_URL, or else the embedded database in DATA_DIR (default ./data), which must
not be open in a running server: stop it first, or use the administrator's Sanctions lists
page instead. A running server on PostgreSQL picks the new versions up within seconds.
`;

await runCli(
  { name: 'npm run lists:import --', usage: USAGE, positionals: { min: 1 } },
  async ({ positionals: paths }) => {
    // Checked before the database is opened: a mistyped name is the usual slip.
    for (const file of paths) {
      try {
        statSync(file);
      } catch {
        throw new CliError(`${file}: no such file or folder`);
      }
    }
    const config = loadConfig();
    const database = await openConfiguredDatabase(config);
    try {
      await migrateDatabase(database);
      const outcomes = await importListFiles(
        database.db,
        paths,
        'cli',
        { userId: null, teamId: null, requestId: null, ip: null },
        systemClock.now(),
      ).catch((error: unknown) => {
        // The service's refusals name the file and what is wrong with it.
        throw error instanceof AppError
          ? new CliError(`Nothing imported: ${error.message}`)
          : error;
      });
      for (const { list, unchanged } of outcomes) {
        console.log(
          unchanged
            ? `${list.source}: unchanged, version ${list.version} stays in force (${list.entry_count} entries)`
            : `${list.source}: version ${list.version} imported, ${list.entry_count} entries (added ${list.added_count}, changed ${list.changed_count}, removed ${list.removed_count})`,
        );
        for (const warning of list.warnings.slice(0, 20)) console.warn(`  warning: ${warning}`);
        if (list.warnings.length > 20)
          console.warn(`  … ${list.warnings.length - 20} more warnings`);
      }
    } finally {
      await database.close();
    }
  },
);
