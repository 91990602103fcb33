import type { RegistryName } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { RegistryRateLimitedError } from './adapters/types.js';
import { pruneRateWindows, takeRateSlot } from './registries.repository.js';
import type { RegistryLimiter } from './registry-http.js';
import { abortableSleep } from '../../lib/abortable-sleep.js';

type Window = { ms: number; limit: number };
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Each registry's published limits (shared/domain/poland.md section 3), per kind of call. Where
 * none is published (KRS, VIES, CRBR) a few calls a second keep the product a polite client.
 */
export const REGISTRY_LIMITS: Record<RegistryName, Record<string, Window[]>> = {
  regon: {
    default: [
      { ms: SECOND, limit: 4 },
      { ms: MINUTE, limit: 120 },
      { ms: HOUR, limit: 6000 },
    ],
  },
  krs: { default: [{ ms: SECOND, limit: 5 }] },
  ceidg: {
    default: [
      { ms: 3 * MINUTE, limit: 50 },
      { ms: HOUR, limit: 1000 },
    ],
  },
  white_list: {
    search: [{ ms: DAY, limit: 100 }],
    check: [{ ms: DAY, limit: 5000 }],
    default: [{ ms: DAY, limit: 100 }],
  },
  vies: { default: [{ ms: SECOND, limit: 5 }] },
  crbr: { default: [{ ms: SECOND, limit: 5 }] },
};

/**
 * A limiter shared by every API process through the database: a call takes a slot in each of
 * its windows with one upsert that refuses to count past the limit. When a window is full the
 * call waits for the next one if that is near (a second's limit), and is refused otherwise (a
 * day's limit spent): the registry says so rather than the form hanging. A slot taken in a
 * short window before a longer one refused is lost; that errs on the side of fewer calls.
 */
export function createRegistryLimiter(options: {
  db: Db;
  /** Real time by default: the registries count calls by the wall clock, not a test's. */
  clock?: Clock;
  limits?: Record<RegistryName, Record<string, Window[]>>;
  /** The longest wait for a window to open before the call is refused. */
  maxWaitMs?: number;
}): RegistryLimiter {
  const clock = options.clock ?? systemClock;
  const limits = options.limits ?? REGISTRY_LIMITS;
  const maxWaitMs = options.maxWaitMs ?? 10 * SECOND;
  let prunedAt = 0;

  /** The end of the first full window, or 0 when a slot was taken in every one. */
  async function tryTake(registry: RegistryName, bucket: string, now: number) {
    const windows = limits[registry][bucket] ?? limits[registry].default ?? [];
    for (const window of windows) {
      const start = Math.floor(now / window.ms) * window.ms;
      const taken = await takeRateSlot(options.db, {
        registry,
        bucket: `${bucket}/${window.ms}`,
        start: new Date(start),
        limit: window.limit,
      });
      if (!taken) return start + window.ms;
    }
    return 0;
  }

  async function prune(now: number) {
    if (now - prunedAt < HOUR) return;
    prunedAt = now;
    await pruneRateWindows(options.db, new Date(now - 2 * DAY));
  }

  return {
    async take(registry, bucket = 'default', signal) {
      for (;;) {
        const now = clock.now().getTime();
        const openAt = await tryTake(registry, bucket, now);
        if (openAt === 0) {
          await prune(now);
          return;
        }
        if (openAt - now > maxWaitMs) {
          throw new RegistryRateLimitedError(
            `${registry}: the registry's limit is reached until ${new Date(openAt).toISOString()}`,
          );
        }
        await abortableSleep(openAt - now, signal);
      }
    },
  };
}
