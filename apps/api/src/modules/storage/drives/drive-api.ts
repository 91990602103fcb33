import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { DriveProvider } from '@aml/shared';
import { StoreUnavailableError, type TeamRef } from '../file-store.js';
import { PROVIDER_NAMES } from './oauth.js';
import { accessTokenOf, type DriveDeps } from './tokens.js';

/** A metadata call that takes longer than this is taken as the service not answering. */
const CALL_TIMEOUT_MS = 30_000;
/** One chunk of an upload (at most 10 MiB) over a slow line. */
export const TRANSFER_TIMEOUT_MS = 10 * 60_000;
/** 429 and 5xx answers are tried again this many times, after Retry-After or a backoff. */
const MAX_RETRIES = 3;
/** A longer Retry-After is not waited for: the caller is a user's request. */
const MAX_RETRY_WAIT_MS = 30_000;
const RETRIED_STATUSES = new Set([429, 500, 502, 503, 504]);

export type DriveRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Made anew for each try: a stream can be sent only once. */
  body?: () => string | Readable;
  /** False for the upload and download addresses the provider issued: they carry their own. */
  auth?: boolean;
  redirect?: 'follow' | 'manual';
  /** Null for downloads, read as fast as the caller reads: undici's idle timeouts stay. */
  timeoutMs?: number | null;
};

/** The wait a 429 or 503 asks for (seconds or an HTTP date), or an exponential backoff. */
function retryDelay(response: Response, attempt: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  const asked = Number.isFinite(seconds)
    ? seconds * 1000
    : header
      ? Date.parse(header) - Date.now()
      : NaN;
  const wait = Number.isFinite(asked) ? asked : 1000 * 2 ** attempt;
  return Math.min(Math.max(wait, 0), MAX_RETRY_WAIT_MS);
}

/**
 * The calls of one drive's API for a team: with the team's access token, refreshed once when
 * the provider answers 401; 429 and 5xx tried again; a network failure or a timeout is
 * `unreachable`. Answers the provider's response for the caller to read.
 */
export function createDriveApi(deps: DriveDeps, provider: DriveProvider) {
  const unreachable = () =>
    new StoreUnavailableError(`${PROVIDER_NAMES[provider]} cannot be reached`, 'unreachable');

  async function send(team: TeamRef, request: DriveRequest): Promise<Response> {
    let rejected: string | undefined;
    for (let attempt = 0; ; attempt += 1) {
      const token =
        request.auth === false ? undefined : await accessTokenOf(deps, team.id, provider, rejected);
      const timeoutMs = request.timeoutMs === undefined ? CALL_TIMEOUT_MS : request.timeoutMs;
      let response: Response;
      try {
        response = await fetch(request.url, {
          method: request.method ?? 'GET',
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          // Node's fetch sends a stream as it is read; the type of the DOM's body has no place for it.
          body: request.body?.() as RequestInit['body'],
          duplex: 'half',
          redirect: request.redirect ?? 'follow',
          signal: timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw unreachable();
      }
      if (response.status === 401 && token && rejected === undefined) {
        // Revoked early or expired sooner than announced: one refresh, then the answer stands.
        rejected = token;
        await response.body?.cancel();
        continue;
      }
      if (RETRIED_STATUSES.has(response.status) && attempt < MAX_RETRIES) {
        const wait = retryDelay(response, attempt);
        await response.body?.cancel();
        await sleep(wait);
        continue;
      }
      return response;
    }
  }

  /**
   * The error of an unexpected answer: 401 (after the refresh) is a connection that no longer
   * works, 429 and 5xx a service that does not answer now; the rest names the provider's reason.
   */
  async function failure(response: Response, what: string): Promise<Error> {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401) {
      return new StoreUnavailableError(
        `${PROVIDER_NAMES[provider]} refused the team's connection`,
        'not_connected',
      );
    }
    if (RETRIED_STATUSES.has(response.status)) return unreachable();
    const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
    const reason = [error?.code, error?.message].filter((part) => typeof part === 'string');
    return new Error(
      `${PROVIDER_NAMES[provider]} answered ${response.status} to ${what}${reason.length ? `: ${reason.join(' ')}` : ''}`,
    );
  }

  return { send, failure };
}

export type DriveApi = ReturnType<typeof createDriveApi>;
