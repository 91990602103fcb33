import type { DriveProvider } from '@aml/shared';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import { StoreUnavailableError } from '../file-store.js';
import {
  findConnection,
  lockConnection,
  markRevoked,
  saveRefreshedTokens,
  type DriveConnectionRow,
} from './drives.repository.js';
import { GrantRefusedError, oauthClientOf, PROVIDER_NAMES, refreshGrant } from './oauth.js';

/**
 * What the drives' stores, tokens and connection flow work with. `soleProcess`: no other
 * process uses the database (the embedded one), so this process alone refreshes tokens.
 */
export type DriveDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  secrets: SecretBox;
  soleProcess?: boolean;
};

/**
 * An access token is refreshed this long before it expires: a call, or a chunk of an upload,
 * made just before the expiry must not be the one refused.
 */
const EXPIRY_MARGIN_MS = 5 * 60_000;

export const notConnected = (provider: DriveProvider) =>
  new StoreUnavailableError(`No drive is connected (${PROVIDER_NAMES[provider]})`, 'not_connected');

/** The team's connection to the drive, when it can be used; `not_connected` otherwise. */
export async function connectionOf(
  deps: DriveDeps,
  teamId: number,
  provider: DriveProvider,
): Promise<DriveConnectionRow> {
  oauthClientOf(deps.config, provider);
  const row = await findConnection(deps.db, teamId, provider);
  if (!row || row.status !== 'connected' || !row.refresh_token_encrypted) {
    throw notConnected(provider);
  }
  return row;
}

/**
 * A sealed token in clear, or null when it cannot be opened: sealed under another key (the key
 * was changed, or processes generated keys of their own), which leaves the connection unusable
 * as if revoked, never an error page.
 */
export function openedOrNull(deps: DriveDeps, sealed: string): string | null {
  try {
    return deps.secrets.open(sealed);
  } catch {
    return null;
  }
}

/** The stored access token while it has time left, unless it is the one the provider refused. */
function usableToken(deps: DriveDeps, row: DriveConnectionRow, rejected: string | undefined) {
  if (!row.access_token_encrypted || !row.access_expires_at) return null;
  if (row.access_expires_at.getTime() - EXPIRY_MARGIN_MS <= deps.clock.now().getTime()) return null;
  const token = openedOrNull(deps, row.access_token_encrypted);
  return token === rejected ? null : token;
}

/**
 * Refreshes the connection's access token, reading its row with `read`. The row is read again
 * here: a caller that waited finds the token another one just got, and does not refresh twice.
 * A refused grant marks the connection revoked.
 */
async function refreshWith(
  deps: DriveDeps,
  db: Db,
  read: typeof findConnection,
  key: { teamId: number; provider: DriveProvider; rejected: string | undefined },
): Promise<string | null> {
  const row = await read(db, key.teamId, key.provider);
  if (!row || row.status !== 'connected' || !row.refresh_token_encrypted) return null;
  const fresh = usableToken(deps, row, key.rejected);
  if (fresh) return fresh;
  const refreshToken = openedOrNull(deps, row.refresh_token_encrypted);
  if (refreshToken === null) {
    await markRevoked(db, row.id, deps.clock.now());
    return null;
  }
  try {
    const grant = await refreshGrant(deps.config, key.provider, refreshToken);
    const now = deps.clock.now();
    await saveRefreshedTokens(
      db,
      row.id,
      {
        accessTokenSealed: deps.secrets.seal(grant.access_token),
        accessExpiresAt: new Date(now.getTime() + grant.expires_in * 1000),
        refreshTokenSealed: grant.refresh_token && deps.secrets.seal(grant.refresh_token),
      },
      now,
    );
    return grant.access_token;
  } catch (error) {
    if (!(error instanceof GrantRefusedError)) throw error;
    await markRevoked(db, row.id, deps.clock.now());
    return null;
  }
}

/**
 * One refresh at a time per connection. Where other processes may refresh too (a PostgreSQL
 * server), the row stays locked across the provider's answer. The embedded database serves one
 * transaction at a time, so a lock held across a call to the provider would hold up every
 * request: there the call is made outside any transaction, the only one being this process's
 * (`coalesced`). A refused grant commits its revocation before not_connected is thrown.
 */
async function refreshOnce(
  deps: DriveDeps,
  teamId: number,
  provider: DriveProvider,
  rejected: string | undefined,
): Promise<string> {
  const key = { teamId, provider, rejected };
  const token = deps.soleProcess
    ? await refreshWith(deps, deps.db, findConnection, key)
    : await deps.db.transaction((tx) => refreshWith(deps, tx, lockConnection, key));
  if (token === null) throw notConnected(provider);
  return token;
}

/** Refreshes in flight in this process, per database and connection. */
const refreshes = new WeakMap<Db, Map<string, Promise<string>>>();

/** Callers that need a refresh at the same time wait for one refresh, not one each. */
function coalesced(db: Db, key: string, refresh: () => Promise<string>): Promise<string> {
  let inFlight = refreshes.get(db);
  if (!inFlight) refreshes.set(db, (inFlight = new Map()));
  const running = inFlight.get(key);
  if (running) return running;
  const started = refresh().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/**
 * A valid access token of the team's drive, refreshed when it is about to expire, or when the
 * provider has just refused `rejected` (a 401). A refresh the provider answers `invalid_grant`
 * marks the connection revoked and throws `not_connected`.
 */
export async function accessTokenOf(
  deps: DriveDeps,
  teamId: number,
  provider: DriveProvider,
  rejected?: string,
): Promise<string> {
  const row = await connectionOf(deps, teamId, provider);
  const current = usableToken(deps, row, rejected);
  if (current) return current;
  const refresh = () => refreshOnce(deps, teamId, provider, rejected);
  const token = await coalesced(deps.db, `${teamId}:${provider}`, refresh);
  // The refresh joined may have been started before the provider refused this token.
  return token === rejected ? refresh() : token;
}
