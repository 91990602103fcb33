import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BackgroundLoop } from './lib/background-loop.js';
import type { Batcher } from './lib/batcher.js';
import type { KeyedQueue } from './lib/keyed-queue.js';
import type { AuthCache } from './modules/sessions/auth-cache.js';
import type { Clock } from './lib/clock.js';
import type { EmailOutbox } from './modules/email/email.service.js';
import type { NbpClient } from './modules/exchange-rates/nbp-client.js';
import type { SanctionsIndexHolder } from './modules/sanctions/lists/index-holder.js';
import type { LinkedTransaction } from './engines/risk-rules/index.js';
import type { LinkedRead } from './modules/transactions/activity.repository.js';
import type {
  RecordingContext,
  RecordingRead,
  SerializedRecord,
} from './modules/transactions/record.repository.js';

/** What services need from the running application; built once in app.ts. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  emails: EmailOutbox;
  /** Links audit events into the hash chain in the background. */
  auditLinker: BackgroundLoop;
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
  /** Reads what new transactions' assessments need, several to a statement (ADR 6). */
  recordingReader: Batcher<RecordingRead, RecordingContext>;
  /** Reads the linked transactions new transactions' explanations list, several to a statement. */
  linkedReader: Batcher<LinkedRead, LinkedTransaction[]>;
  /** Writes new transactions with their assessments, several to a statement (ADR 6). */
  transactionWriter: Batcher<SerializedRecord, { id: number; assessment_id: number }>;
  /** New transactions of one party are read, assessed and written one after another (ADR 6). */
  partyRecordings: KeyedQueue;
};
