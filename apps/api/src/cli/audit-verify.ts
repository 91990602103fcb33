// `npm run audit:verify`: checks the audit trail's hash chain in the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a running server)
// and names the first event that was altered or removed, or follows a removed one. Exit code 1
// if broken.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { verifyAuditChain } from '../modules/audit/audit.service.js';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
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
