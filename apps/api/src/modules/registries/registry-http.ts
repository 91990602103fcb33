import type { RegistryName } from '@aml/shared';
import { describeFetchError } from '../../lib/outage-log.js';
import { RegistryRateLimitedError, RegistryUnavailableError } from './adapters/types.js';
import { abortableSleep } from '../../lib/abortable-sleep.js';

export type RegistryRequest = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * The limit this call counts against, when a registry limits kinds of calls apart (the White
   * List's `search` and `check`); default the registry's own.
   */
  bucket?: string;
  signal?: AbortSignal;
};

export type RegistryResponse = {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The body as UTF-8 text. */
  text: () => string;
};

/**
 * HTTP for one registry: each attempt first takes a slot of the registry's rate limit (shared by
 * every API process through the database), then runs with a timeout; a network error, a timeout,
 * a 429 or a 5xx is retried with a doubling pause. Any other status is the adapter's to read.
 */
export type RegistryHttp = (request: RegistryRequest) => Promise<RegistryResponse>;

/** Takes a slot of a registry's limits, waiting for the next window or throwing when spent. */
export type RegistryLimiter = {
  take: (registry: RegistryName, bucket?: string, signal?: AbortSignal) => Promise<void>;
};

export type RegistryHttpOptions = {
  registry: RegistryName;
  limiter: RegistryLimiter;
  timeoutMs?: number;
  /** Further attempts after a transient failure. */
  retries?: number;
  /** The first pause between attempts; doubled each time. */
  backoffMs?: number;
};

/**
 * A failure's words without addresses or tokens: node's fetch errors may quote the URL (with
 * credentials) or the header value, and the answer's message reaches the user and the report.
 */
const withoutSecrets = (text: string) =>
  text
    .replace(/"[^"]*"/g, '"[value]"')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[address]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [token]');

const transient = (status: number) => status === 429 || status >= 500;

export function createRegistryHttp(options: RegistryHttpOptions): RegistryHttp {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 300;

  return async (request) => {
    let lastProblem = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await abortableSleep(backoffMs * 2 ** (attempt - 1), request.signal);
      await options.limiter.take(options.registry, request.bucket, request.signal);
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetch(request.url, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: request.body,
          signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout,
        });
        const body = Buffer.from(await response.arrayBuffer());
        if (transient(response.status)) {
          lastProblem = `HTTP ${response.status}`;
          continue;
        }
        return {
          status: response.status,
          headers: response.headers,
          body,
          text: () => body.toString('utf8'),
        };
      } catch (error) {
        // Stopped by the caller, not the registry's fault: no further attempt.
        request.signal?.throwIfAborted();
        lastProblem = timeout.aborted
          ? `no answer within ${timeoutMs} ms`
          : withoutSecrets(describeFetchError(error));
      }
    }
    if (lastProblem === 'HTTP 429') {
      throw new RegistryRateLimitedError(
        `${options.registry} refuses more calls for now (HTTP 429)`,
      );
    }
    throw new RegistryUnavailableError(`${options.registry} is unavailable (${lastProblem})`);
  };
}
