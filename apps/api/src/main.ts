import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openConfiguredDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { grantAdminRole } from './modules/accounts/index.js';

/**
 * The longest a shutdown may take (issue 25: within 5 s, as service managers and the tests
 * wait): requests in flight get 2 s (plugins/drain.ts), background work as long (its runs are
 * aborted), the database what is left; past it the process exits anyway, saying what hung.
 */
const SHUTDOWN_DEADLINE_MS = 4_500;

/**
 * Background work starts this long after the server listens: its first runs (the e-mail
 * outbox, the audit chain, the queues, the sanctions index) query the database, which the
 * embedded one does on this thread, and would hold up the first requests (start-up target
 * P9). Requests that need any of it kick it themselves meanwhile.
 */
const BACKGROUND_START_DELAY_MS = 1_000;

/** Start-up: open the database, migrate, serve; close everything cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  let databaseRole: string;
  try {
    databaseRole = await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  await grantAdminRole(database.db, config.adminEmails);
  const { app, deps } = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    soleProcess: database.kind === 'pglite',
  });

  let closing = false;
  // Set once the server listens; a stop before that has none to cancel.
  let backgroundStart: NodeJS.Timeout | undefined = undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearTimeout(backgroundStart);
    app.log.info({ signal }, 'Shutting down');
    let step = 'closing the HTTP server and stopping background work';
    const deadline = setTimeout(() => {
      app.log.error(
        `Shutdown did not finish within ${SHUTDOWN_DEADLINE_MS} ms (still ${step}): exiting anyway`,
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
    } finally {
      step = 'closing the database';
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  backgroundStart = setTimeout(() => {
    deps.emails.start();
    deps.auditLinker.start();
    // The chain's head, signed, outside the database at least every minute it moved.
    deps.auditCheckpoints.start();
    // A no-op unless NBP_FETCH_ENABLED: the hourly NBP rates job.
    deps.ratesUpdater.start();
    // Build the sanctions index now rather than in the first request that screens.
    void deps.sanctions
      .current()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'Sanctions index could not be built'),
      );
    // Re-screening after list updates; the daily list download unless SANCTIONS_FETCH_ENABLED=false.
    deps.rescreen.start();
    // Back-tests queued by any process, or left running by one that stopped.
    deps.backtests.start();
    deps.listFetcher.start();
    // Deleted records past their five-year retention (art. 49), unless under a legal hold.
    deps.retention.start();
    // Uploads a crash cut short, then every team's files against their hashes, daily.
    deps.fileCheck.start();
    // CDD renewal reminders a month before the due date, and alerts once overdue.
    deps.cddReminders.start();
  }, BACKGROUND_START_DELAY_MS);
  app.log.info(
    {
      database: database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL',
      database_role: databaseRole,
      email: config.smtpUrl
        ? 'SMTP'
        : `local outbox (links ${config.logEmailLinks ? 'are' : 'are not'} logged)`,
      // From the process's start: what the start-up benchmark (P9) reads beside npm's share.
      startup_ms: Math.round(performance.now()),
    },
    `AML compliance app ready at ${config.publicUrl}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
