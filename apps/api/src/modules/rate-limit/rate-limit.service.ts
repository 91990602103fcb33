import { rateLimited } from '../../lib/app-error.js';
import { hashSecret } from '../../lib/tokens.js';
import type { AppDeps } from '../../app-deps.js';
import { clearHits, countHit } from './rate-limit.repository.js';

export type RateLimit = { limit: number; windowSeconds: number };

/** Limits of the endpoints that guess-work could abuse; per client address and per account. */
export const RATE_LIMITS = {
  loginPerIp: { limit: 50, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  verificationMailPerAccount: { limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export const ipKey = (action: string, ip: string) => `${action}:ip:${ip}`;
/** Account keys hold a hash, so the counters table does not collect e-mail addresses. */
export const accountKey = (action: string, email: string) =>
  `${action}:account:${hashSecret(email)}`;

/** Counts an attempt and refuses it with 429 once the window's limit is passed. */
export async function consumeRateLimit(
  deps: AppDeps,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<void> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - windowSeconds * 1000);
  const { hits, windowStartedAt } = await countHit(deps.db, key, now, cutoff);
  if (hits > limit) {
    const endsAt = windowStartedAt.getTime() + windowSeconds * 1000;
    throw rateLimited(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
}

export function resetRateLimit(deps: AppDeps, key: string): Promise<void> {
  return clearHits(deps.db, key);
}
