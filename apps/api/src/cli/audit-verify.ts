// `npm run audit:verify`: checks the audit trail's hash chain in the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a running server)
// against itself and against the signed checkpoints the server appended outside the database,
// and names the first event that was altered or removed, or follows a removed one. Exit code 1
// if broken.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { hasAuditTrail, verifyAuditChain } from '../modules/audit/audit.service.js';
import { loadSigningKey, readAnchors } from '../modules/audit/index.js';
import { CliError, runCli } from './cli-args.js';

const USAGE = `
Usage: npm run audit:verify

Checks the hash chain of the audit trail, and the chain against the signed checkpoints
(AUDIT_CHECKPOINT_DIR, default DATA_DIR/audit-checkpoints, signed with AUDIT_SIGNING_KEY or
the key in DATA_DIR), and names the first event that was altered or removed after it was
recorded. Exit code 0: intact; 1: broken (or the check could not run).

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
    const key = await loadSigningKey({ pem: config.auditSigningKey, dataDir: config.dataDir });
    const anchors = await readAnchors(config.auditCheckpointFile, key);
    if (anchors.badLines.length > 0) {
      console.error(
        `Audit checkpoints ALTERED: lines ${anchors.badLines.join(', ')} of ${config.auditCheckpointFile} are not signed by the audit key.`,
      );
      process.exitCode = 1;
    }
    const report = await verifyAuditChain(database.db, systemClock, anchors.links);
    if (report.problem) {
      const { eventId, position, problem } = report.problem;
      const what = {
        altered: 'was altered after it was recorded',
        missing: 'was removed after it was linked',
        missing_before:
          'does not follow the event before it: an event was removed or the chain was rewritten',
        differs_from_checkpoint:
          'is not the event the signed checkpoints recorded there: it, or the chain from it, was rewritten',
        missing_after:
          'was removed: the signed checkpoints recorded it, but the chain now ends before it',
      }[problem];
      console.error(
        `Audit trail BROKEN at event ${eventId} (chain position ${position}): it ${what}.`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        anchors.lines > 0
          ? `Audit trail intact: ${report.checked} events checked, through the newest checkpoint (chain position ${anchors.newest}).`
          : `Audit trail intact: ${report.checked} events checked. No signed checkpoints were found in ${config.auditCheckpointFile}: the newest events could not be checked against them.`,
      );
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
