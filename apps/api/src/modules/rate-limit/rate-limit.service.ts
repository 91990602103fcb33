import { rateLimited, type AppError } from '../../lib/app-error.js';
import { hashSecret } from '../../lib/tokens.js';
import type { AppDeps } from '../../app-deps.js';
import { clearHits, clearHitsStartingWith, countHit, uncountHit } from './rate-limit.repository.js';

export type RateLimit = { limit: number; windowSeconds: number };

/** Limits of the endpoints that guess-work could abuse; per client address and per account. */
export const RATE_LIMITS = {
  loginPerIp: { limit: 50, windowSeconds: 15 * 60 },
  /** The guesses of one address at one account: what stops a single guesser. */
  loginPerAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Guesses at one account from every address together (a botnet's): loose enough that no
   * single address reaches it, and lifted by the owner's password reset.
   */
  loginPerAccount: { limit: 100, windowSeconds: 60 * 60 },
  /** Checks of the current password when changing it, from a signed-in session. */
  passwordChangePerAccount: { limit: 5, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  verificationMailPerIp: { limit: 20, windowSeconds: 60 * 60 },
  verificationMailPerAccount: { limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export const ipKey = (action: string, ip: string) => `${action}:ip:${ip}`;
/** Account keys hold a hash, so the counters table does not collect e-mail addresses. */
export const accountKey = (action: string, email: string) =>
  `${action}:account:${hashSecret(email)}`;
/** One account from one client address. */
export const pairKey = (action: string, email: string, ip: string) =>
  `${pairKeyPrefix(action, email)}${ip}`;
const pairKeyPrefix = (action: string, email: string) => `${action}:pair:${hashSecret(email)}:`;

/**
 * Counts an attempt and refuses it once the window's limit is passed: with 429 `rate_limited`,
 * or the error `refuse` makes, when the answer must say more.
 */
export async function consumeRateLimit(
  deps: AppDeps,
  key: string,
  { limit, windowSeconds }: RateLimit,
  refuse: (retryAfterSeconds: number) => AppError = rateLimited,
): Promise<void> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - windowSeconds * 1000);
  const { hits, windowStartedAt } = await countHit(deps.db, key, now, cutoff);
  if (hits > limit) {
    const endsAt = windowStartedAt.getTime() + windowSeconds * 1000;
    throw refuse(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
}

/** Takes back the attempt just counted: it turned out to be no guess (a successful login). */
export function refundRateLimit(deps: AppDeps, key: string): Promise<void> {
  return uncountHit(deps.db, key);
}

export function resetRateLimit(deps: AppDeps, key: string): Promise<void> {
  return clearHits(deps.db, key);
}

/** Lifts every login limit of an account (not of its addresses): its owner proved the mailbox. */
export async function resetLoginLimits(deps: AppDeps, email: string): Promise<void> {
  await clearHits(deps.db, accountKey('login', email));
  await clearHitsStartingWith(deps.db, pairKeyPrefix('login', email));
}
