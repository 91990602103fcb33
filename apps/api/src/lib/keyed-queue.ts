/**
 * Work done one at a time per key, within this process: a call waits until every earlier call
 * that shares one of its keys has finished, and calls with no key in common run side by side.
 *
 * The transaction path uses it per party (ADR 6): two requests for one party read its
 * aggregates one after the other, so the second one reads what the first one wrote instead of
 * failing its version check and taking its whole write batch down with it. A call only ever
 * waits for calls registered before it, so no two can wait for each other.
 */
export type KeyedQueue = <T>(keys: readonly string[], work: () => Promise<T>) => Promise<T>;

export function createKeyedQueue(): KeyedQueue {
  /** Per key, the latest call's end. */
  const lastOf = new Map<string, Promise<void>>();
  return async (keys, work) => {
    const earlier = keys.flatMap((key) => lastOf.get(key) ?? []);
    let finish!: () => void;
    const end = new Promise<void>((resolve) => (finish = resolve));
    for (const key of keys) lastOf.set(key, end);
    try {
      await Promise.all(earlier);
      return await work();
    } finally {
      finish();
      for (const key of keys) if (lastOf.get(key) === end) lastOf.delete(key);
    }
  };
}
