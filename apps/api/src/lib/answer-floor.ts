import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Holds an answer until `floorMs` have passed since `startedAt` (a `performance.now()`), so
 * that its time does not tell which branch it took (an address with an account or without).
 * Real time, not the application clock: it is what a caller measures.
 */
export async function holdUntil(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await sleep(left);
}

/**
 * How long an operation typically takes in this process, as a moving average of its recent
 * durations: what a cheaper branch that must not stand out is held to (`holdUntil`).
 */
export function createTypicalDuration(initialMs: number) {
  let typicalMs = initialMs;
  return {
    record(startedAt: number) {
      typicalMs = 0.8 * typicalMs + 0.2 * (performance.now() - startedAt);
    },
    get: () => typicalMs,
  };
}
