import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { UPLOAD_LIMIT_BYTES } from '@aml/shared';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { kickAtMostEvery, settlesWithin, STOP_GRACE_MS } from './lib/background-loop.js';
import { systemClock, type Clock } from './lib/clock.js';
import { WEB_DIST_DIR } from './lib/paths.js';
import { logDestination } from './lib/log-format.js';
import { maskIp } from './lib/mask-address.js';
import { redactUrl } from './lib/redact-url.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { companyRoutes } from './modules/company/company.routes.js';
import { partiesRoutes } from './modules/parties/parties.routes.js';
import { partiesImportRoutes } from './modules/parties-import/parties-import.routes.js';
import { createAuditLinker } from './modules/audit/audit.service.js';
import { createCheckpointWriter } from './modules/audit/checkpoint-writer.js';
import { loadSigningKey } from './modules/audit/checkpoints.js';
import { createEmailOutbox } from './modules/email/email.service.js';
import { createMailer } from './modules/email/mailer.js';
import { createNbpClient } from './modules/exchange-rates/nbp-client.js';
import { createRatesUpdater } from './modules/exchange-rates/rates.service.js';
import { exchangeRatesRoutes } from './modules/exchange-rates/rates.routes.js';
import { createListFetcher } from './modules/sanctions/lists/list-fetcher.js';
import { createRescreenWorker } from './modules/sanctions/screening/rescreen.job.js';
import { sanctionsRoutes } from './modules/sanctions/sanctions.routes.js';
import { createSanctionsIndexHolder } from './modules/sanctions/lists/index-holder.js';
import { openGeolocation } from './modules/risk/geolocation.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { createListeningAuthCache } from './modules/sessions/listening-auth-cache.js';
import { transactionsRoutes } from './modules/transactions/transactions.routes.js';
import { createRecording } from './modules/transactions/recording/batchers.js';
import { onEurCompleted } from './modules/transactions/reassess.service.js';
import { historyEventsRoutes } from './modules/history-events/history-events.routes.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { riskRoutes } from './modules/risk/risk.routes.js';
import { riskRecordsRoutes } from './modules/risk/risk-records.routes.js';
import { ruleSetsRoutes } from './modules/rule-sets/rule-sets.routes.js';
import { backtestsRoutes } from './modules/backtests/backtests.routes.js';
import { createBacktestWorker } from './modules/backtests/backtests.service.js';
import { retentionRoutes } from './modules/retention/retention.routes.js';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.js';
import { createFileChecker } from './modules/attachments/integrity.js';
import { createCddReminderLoop } from './modules/cdd/cdd-reminders.js';
import { cddRoutes } from './modules/cdd/cdd.routes.js';
import { createRegistries } from './modules/registries/registries.js';
import { createRegistryLimiter } from './modules/registries/registry-limiter.js';
import { registriesRoutes } from './modules/registries/registries.routes.js';
import { giifRoutes } from './modules/giif/giif.routes.js';
import { giifNotificationsRoutes } from './modules/giif-notifications/giif-notifications.routes.js';
import { createS3Store } from './modules/storage/s3-store.js';
import { storageRoutes } from './modules/storage/storage.routes.js';
import { createStoreRegistry } from './modules/storage/stores.js';
import { drivesRoutes } from './modules/storage/drives/drives.routes.js';
import { createGoogleDriveStore } from './modules/storage/drives/google-drive-store.js';
import { createOneDriveStore } from './modules/storage/drives/onedrive-store.js';
import { loadSecretBox } from './lib/secret-box.js';
import { createRetentionPurger } from './modules/retention/retention.service.js';
import { statisticsRoutes } from './modules/statistics/statistics.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { teamsRoutes } from './modules/teams/teams.routes.js';
import { registerAuth, type RegisteredRoute } from './plugins/auth.js';
import { registerDrain } from './plugins/drain.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { errorForLog } from './lib/error-for-log.js';
import { registerTextChecks } from './plugins/text-checks.js';
import { registerWebApp } from './plugins/web.js';

/** How soon after a change its audit events are linked into the chain (ADR 4). */
const AUDIT_LINK_DELAY_MS = 100;

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Database notifications; without them the auth cache stays off (it could not hear changes). */
  listen?: Database['listen'];
  clock?: Clock;
  webDistDir?: string;
  /**
   * No other process can use the database (the embedded one, under its folder lock): work that
   * was claimed before this start belongs to a process that died, and is taken over at once.
   */
  soleProcess?: boolean;
  /** Where the log is written instead of LOG_FORMAT's output: tests read the whole log. */
  logStream?: { write: (line: string) => void };
};

/** Assembles the server: plugins in order (errors, auth, docs), then the feature modules. */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; deps: AppDeps; routes: RegisteredRoute[] }> {
  const { config, db } = options;
  const logStream = options.logStream ?? logDestination(config.logFormat);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Lines for people at a terminal, JSON for log shippers (LOG_FORMAT).
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        err: errorForLog,
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          // The network only: the full address is personal data (lib/mask-address.ts).
          remoteAddress: maskIp(request.ip),
        }),
      },
    },
    trustProxy: config.trustProxy,
    // The 20 MB upload limit of spec section 9 is also the largest body the server reads.
    bodyLimit: UPLOAD_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Every schema is zod's. Given here rather than set after, Fastify does not load its own
    // JSON-schema compilers (ajv, fast-json-stringify) for nothing, which every start would pay
    // for (target P9). Fastify types these factories for JSON schemas only.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      },
    } as unknown as FastifyServerOptions['schemaController'],
  }).withTypeProvider<ZodTypeProvider>();
  // JSON is the only body the API reads (uploads will add multipart); text/plain is refused.
  app.removeContentTypeParser('text/plain');

  const clock = options.clock ?? systemClock;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    logLinks: config.logEmailLinks,
  });
  const emails = createEmailOutbox({
    db,
    mailer,
    clock,
    log: app.log,
    soleProcess: options.soleProcess ?? false,
  });
  const auditLinker = createAuditLinker(db, app.log);
  const linkSoon = kickAtMostEvery(auditLinker, AUDIT_LINK_DELAY_MS);
  const auditCheckpoints = createCheckpointWriter({
    db,
    file: config.auditCheckpointFile,
    loadKey: () => loadSigningKey({ pem: config.auditSigningKey, dataDir: config.dataDir }),
    clock,
    log: app.log,
  });
  const authCache = await createListeningAuthCache(options.listen, app.log);
  const nbp = createNbpClient({ baseUrl: config.nbpApiUrl, clock });
  // Started by main.ts (never in tests), and only when NBP_FETCH_ENABLED.
  const ratesUpdater = createRatesUpdater({
    db,
    clock,
    log: app.log,
    client: nbp,
    onEurCompleted: (tx, transactionId, actor) => onEurCompleted(deps)(tx, transactionId, actor),
    enabled: config.nbpFetchEnabled,
    manualEntryUrl: `${config.publicUrl}/dashboard/admin/exchange-rates`,
  });
  const sanctions = createSanctionsIndexHolder({ db, listen: options.listen, log: app.log });
  // Seals the drives' tokens; its key is generated into DATA_DIR on the first start.
  const secrets = await loadSecretBox({
    key: config.storageEncryptionKey,
    dataDir: config.dataDir,
  });
  const driveDeps = { db, config, clock, secrets, soleProcess: options.soleProcess ?? false };
  const stores = createStoreRegistry({
    config,
    others: {
      ...(config.s3 ? { s3: createS3Store(config.s3) } : {}),
      ...(config.google ? { google: createGoogleDriveStore(driveDeps) } : {}),
      ...(config.microsoft ? { microsoft: createOneDriveStore(driveDeps) } : {}),
    },
  });
  const deps: AppDeps = {
    db,
    clock,
    config,
    emails,
    auditLinker,
    auditCheckpoints,
    authCache: authCache.cache,
    nbp,
    ratesUpdater,
    // A configured but unreadable database stops the start: a silent "not configured" would
    // leave every party's IP check unprocessed without anyone noticing.
    ...(config.maxmindDbPath ? { geolocate: await openGeolocation(config.maxmindDbPath) } : {}),
    sanctions,
    recording: createRecording(db),
    backtests: createBacktestWorker(() => deps, app.log, config.queuePollMs),
    rescreen: createRescreenWorker(() => deps, app.log, config.queuePollMs),
    retention: createRetentionPurger(() => deps, app.log, undefined, config.queuePollMs),
    stores,
    fileCheck: createFileChecker(() => deps, app.log, {
      soleProcess: options.soleProcess ?? false,
      startedAt: clock.now(),
    }),
    cddReminders: createCddReminderLoop(() => deps, app.log),
    registries: createRegistries({
      db,
      clock,
      config,
      limiter: createRegistryLimiter({ db }),
    }),
    listFetcher: createListFetcher({
      db,
      clock,
      log: app.log,
      urls: config.sanctionsUrls,
      enabled: config.sanctionsFetchEnabled,
      intervalHours: config.sanctionsFetchIntervalHours,
      importPageUrl: `${config.publicUrl}/dashboard/admin/sanctions-lists`,
      onNewVersion: () => {
        sanctions.invalidate();
        void deps.rescreen.kick();
      },
    }),
  };

  registerErrorHandling(app);
  registerTextChecks(app);
  registerSecurityHeaders(app);
  registerDrain(app);
  const routes = registerAuth(app, deps);
  await registerOpenApi(app);

  await app.register(sessionsRoutes(deps));
  await app.register(accountsRoutes(deps));
  await app.register(teamsRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(companyRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(partiesRoutes(deps));
  await app.register(partiesImportRoutes(deps));
  await app.register(retentionRoutes(deps));
  await app.register(transactionsRoutes(deps));
  await app.register(historyEventsRoutes(deps));
  await app.register(commentsRoutes(deps));
  await app.register(tasksRoutes(deps));
  await app.register(alertsRoutes(deps));
  await app.register(riskRoutes(deps));
  await app.register(riskRecordsRoutes(deps));
  await app.register(ruleSetsRoutes(deps));
  await app.register(backtestsRoutes(deps));
  await app.register(statisticsRoutes(deps));
  await app.register(exchangeRatesRoutes(deps));
  await app.register(sanctionsRoutes(deps));
  await app.register(attachmentsRoutes(deps));
  await app.register(cddRoutes(deps));
  await app.register(registriesRoutes(deps));
  await app.register(giifRoutes(deps));
  await app.register(giifNotificationsRoutes(deps));
  await app.register(storageRoutes(deps));
  await app.register(drivesRoutes(driveDeps));

  await registerWebApp(app, options.webDistDir ?? WEB_DIST_DIR);

  app.addHook('onResponse', async (request, reply) => {
    // Changes write audit events; link them into the chain soon after, off the request path.
    if (request.method !== 'GET' && request.method !== 'HEAD') linkSoon();
    // Verbose logging (the administrator's log switch) adds who made each request.
    request.log.debug(
      { route: request.routeOptions.url, user: request.auth?.userCode, status: reply.statusCode },
      'request detail',
    );
  });
  // Background work stops as soon as closing begins, beside the HTTP server's drain, all at
  // once: each loop aborts its run in flight and waits for it at most STOP_GRACE_MS.
  let backgroundStopped: Promise<unknown> | undefined;
  const stopBackgroundWork = () =>
    (backgroundStopped ??= Promise.all([
      auditLinker.stop(),
      auditCheckpoints.stop(),
      emails.stop(),
      ratesUpdater.stop(),
      deps.listFetcher.stop(),
      deps.rescreen.stop(),
      deps.backtests.stop(),
      deps.retention.stop(),
      deps.fileCheck.stop(),
      deps.cddReminders.stop(),
      settlesWithin(sanctions.stop(), STOP_GRACE_MS).then((stopped) => {
        if (!stopped)
          app.log.warn('The sanctions index build did not stop in time: left unfinished');
      }),
    ]));
  app.addHook('preClose', async () => {
    void stopBackgroundWork();
  });
  app.addHook('onClose', async () => {
    await authCache.stop();
    await stopBackgroundWork();
    mailer.close();
  });
  return { app, deps, routes };
}
