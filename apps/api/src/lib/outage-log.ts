/**
 * What a background download remembers of its sources' failures, so that an outage is logged
 * once and not at every attempt: a machine without network would otherwise repeat the same
 * warning (with a stack) every hour, burying everything else in its log. A failure is news
 * when its source was working or failed for another reason; a success is news when its
 * source was failing. Keys are the sources (one for NBP, one per sanctions list).
 */
export type OutageLog<K> = {
  /** Records a failed attempt: true when it is news (first failure, or a different reason). */
  failed: (key: K, reason: string) => boolean;
  /** Records a successful attempt: the reason of the outage it ends, or undefined if none. */
  recovered: (key: K) => string | undefined;
  /** The sources failing now, with their reasons. */
  failing: () => ReadonlyMap<K, string>;
};

export function createOutageLog<K>(): OutageLog<K> {
  const failing = new Map<K, string>();
  return {
    failed(key, reason) {
      const news = failing.get(key) !== reason;
      failing.set(key, reason);
      return news;
    },
    recovered(key) {
      const reason = failing.get(key);
      failing.delete(key);
      return reason;
    },
    failing: () => failing,
  };
}

/**
 * A failed fetch() in words without a stack: node says only "fetch failed" and keeps the
 * reason (no network, refused, timed out) in its cause. Host names are left out so that the
 * same outage of several hosts (no network) reads as one reason.
 */
export function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer in time';
  if (error.name === 'AbortError') return 'stopped';
  const cause = error.cause as (Error & { code?: unknown }) | undefined;
  // Node's system errors carry a text code; a DOMException's is a number.
  const raw = cause?.code ?? (error as { code?: unknown }).code;
  const code = typeof raw === 'string' ? raw : undefined;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host name not resolved (${code}: no network or no DNS?)`;
    case 'ECONNREFUSED':
      return 'connection refused (ECONNREFUSED)';
    case 'ECONNRESET':
      return 'connection reset (ECONNRESET)';
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
      return `network unreachable (${code})`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `no connection in time (${code})`;
  }
  if (code?.startsWith('CERT_') || code?.includes('CERT'))
    return `TLS certificate problem (${code})`;
  if (error.message === 'fetch failed' && cause?.message) return cause.message;
  return error.message;
}
