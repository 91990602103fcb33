// `npm run audit:verify`: checks the audit trail's hash chain in the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a running server)
// and names the first event that was altered or removed, or follows a removed one. Exit code 1
// if broken.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { hasAuditTrail, verifyAuditChain } from '../modules/audit/audit.service.js';
import { CliError, runCli } from './cli-args.js';

const USAGE = `
Usage: npm run audit:verify

Checks the hash chain of the audit trail and names the first event that was altered or
removed after it was recorded. Exit code 0: intact; 1: broken (or the check could not run).

Uses DATABASE_URL, or else the embedded database in DATA_DIR (default ./data), which must
not be open in a running server: stop the server first.
`;

await runCli({ name: 'npm run audit:verify --', usage: USAGE }, async () => {
  const config = loadConfig();
  // Opening an embedded database creates it: a mistyped DATA_DIR would be "intact, 0 events".
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pgdata'))) {
    throw new CliError(
      `There is no database in ${config.dataDir} (DATA_DIR): set DATA_DIR, or DATABASE_URL, to the app's database.`,
    );
  }
  const database = await openConfiguredDatabase(config);
  try {
    if (!(await hasAuditTrail(database.db))) {
      throw new CliError(
        'This database has no audit trail: the server has never started on it, or it is not the app’s database.',
      );
    }
    const report = await verifyAuditChain(database.db, systemClock);
    if (report.problem) {
      const { eventId, position, problem } = report.problem;
      const what = {
        altered: 'was altered after it was recorded',
        missing: 'was removed after it was linked',
        missing_before:
          'does not follow the event before it: an event was removed or the chain was rewritten',
      }[problem];
      console.error(
        `Audit trail BROKEN at event ${eventId} (chain position ${position}): it ${what}.`,
      );
      process.exitCode = 1;
    } else {
      console.log(`Audit trail intact: ${report.checked} events checked.`);
      if (report.unlinkedOlderThanMinute > 0) {
        console.warn(
          `${report.unlinkedOlderThanMinute} events older than a minute are not linked yet; the server links them when it runs.`,
        );
      }
    }
  } finally {
    await database.close();
  }
});
