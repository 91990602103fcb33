import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BackgroundLoop } from './lib/background-loop.js';
import type { AuthCache } from './modules/sessions/auth-cache.js';
import type { Clock } from './lib/clock.js';
import type { EmailOutbox } from './modules/email/email.service.js';
import type { NbpClient } from './modules/exchange-rates/nbp-client.js';

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
};
