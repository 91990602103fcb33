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

/** What the drives' stores, tokens and connection flow work with. */
export type DriveDeps = { db: Db; config: Config; clock: Clock; secrets: SecretBox };

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
 * Refreshes under the row lock. The row is read again once locked: a process that waited for
 * the lock finds the token another one just got, and does not refresh a second time.
 */
async function refreshLocked(
  deps: DriveDeps,
  teamId: number,
  provider: DriveProvider,
  rejected: string | undefined,
): Promise<string> {
  // A refused grant must be recorded, so the transaction commits and the error is thrown after.
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockConnection(tx, teamId, provider);
    if (!row || row.status !== 'connected' || !row.refresh_token_encrypted) {
      return { token: null };
    }
    const fresh = usableToken(deps, row, rejected);
    if (fresh) return { token: fresh };
    const refreshToken = openedOrNull(deps, row.refresh_token_encrypted);
    if (refreshToken === null) {
      await markRevoked(tx, row.id, deps.clock.now());
      return { token: null };
    }
    try {
      const grant = await refreshGrant(deps.config, provider, refreshToken);
      const now = deps.clock.now();
      await saveRefreshedTokens(
        tx,
        row.id,
        {
          accessTokenSealed: deps.secrets.seal(grant.access_token),
          accessExpiresAt: new Date(now.getTime() + grant.expires_in * 1000),
          refreshTokenSealed: grant.refresh_token && deps.secrets.seal(grant.refresh_token),
        },
        now,
      );
      return { token: grant.access_token };
    } catch (error) {
      if (!(error instanceof GrantRefusedError)) throw error;
      await markRevoked(tx, row.id, deps.clock.now());
      return { token: null };
    }
  });
  if (outcome.token === null) throw notConnected(provider);
  return outcome.token;
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
  const refresh = () => refreshLocked(deps, teamId, provider, rejected);
  const token = await coalesced(deps.db, `${teamId}:${provider}`, refresh);
  // The refresh joined may have been started before the provider refused this token.
  return token === rejected ? refresh() : token;
}
