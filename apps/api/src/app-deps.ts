import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BackgroundLoop } from './lib/background-loop.js';
import type { AuthCache } from './modules/sessions/auth-cache.js';
import type { Clock } from './lib/clock.js';
import type { EmailOutbox } from './modules/email/email.service.js';
import type { NbpClient } from './modules/exchange-rates/nbp-client.js';
import type { SanctionsIndexHolder } from './modules/sanctions/lists/index-holder.js';
import type { Recording } from './modules/transactions/recording/types.js';
import type { StoreRegistry } from './modules/storage/stores.js';
import type { Registries } from './modules/registries/registries.js';

/** What services need from the running application; built once in app.ts. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  emails: EmailOutbox;
  /** Links audit events into the hash chain in the background. */
  auditLinker: BackgroundLoop;
  /** Appends the chain's new links, signed, to the checkpoint file (started by main.ts). */
  auditCheckpoints: BackgroundLoop;
  /** Resolved sessions and GET /int/user answers, dropped on every change that concerns them. */
  authCache: AuthCache;
  /** NBP's exchange-rate API (art. 5 EUR values). */
  nbp: NbpClient;
  /** Fetches NBP's tables hourly once started (only when NBP_FETCH_ENABLED). */
  ratesUpdater: BackgroundLoop;
  /**
   * The country (ISO 3166-1 alpha-2) of an IP address, from the GeoLite2 database of
   * MAXMIND_DB_PATH; absent when none is configured (the Maxmind party check then says so).
   */
  geolocate?: (ip: string) => string | null;
  /** The sanctions lists in force as this process's in-memory index. */
  sanctions: SanctionsIndexHolder;
  /** Re-screens every party after a list version changed (started by main.ts; kicked on import). */
  rescreen: BackgroundLoop;
  /** Downloads the lists from their official addresses (only when SANCTIONS_FETCH_ENABLED). */
  listFetcher: BackgroundLoop;
  /** Runs queued back-tests of rule set versions (started by main.ts; kicked when one is queued). */
  backtests: BackgroundLoop;
  /** Purges deleted records past their retention, hourly (started by main.ts; docs/retention.md). */
  retention: BackgroundLoop;
  /**
   * The batched reader and writer of new transactions and their queue per party (ADR 6;
   * modules/transactions/recording/README.md).
   */
  recording: Recording;
  /** Where attachments are kept: the server's disk, the installation's S3, the teams' drives. */
  stores: StoreRegistry;
  /** Checks every team's files daily, and cleans uploads a crash cut short (started by main.ts). */
  fileCheck: BackgroundLoop;
  /** Raises CDD renewal reminders and overdue alerts, hourly (started by main.ts). */
  cddReminders: BackgroundLoop;
  /** The Polish and EU registries behind their adapters, limited and cached (issue 31). */
  registries: Registries;
};
