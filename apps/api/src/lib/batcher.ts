/**
 * Group commit (and group reads): items that arrive while others are in flight go to the
 * database together, as one statement (and one commit), instead of one round trip each.
 * Nothing waits on a timer: a batch starts at once when a slot is free, and whatever queued
 * meanwhile goes with the next one (docs/decisions/0006-transactions-recorded-in-one-statement.md).
 *
 * Items that touch the same key (a party whose aggregates a write changes) never share a
 * statement, nor run in two statements at once: the later waits for the next batch. When a
 * batch fails, each of its items runs again alone, so one item's error (a conflict, a record
 * deleted meanwhile) is that item's only.
 */
export type Batcher<T, R> = {
  submit: (item: T) => Promise<R>;
};

type Pending<T, R> = {
  item: T;
  keys: string[];
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
};

export function createBatcher<T, R>(options: {
  /** Runs the items in one statement; answers one result per item, in their order. */
  runMany: (items: T[]) => Promise<R[]>;
  keysOf: (item: T) => string[];
  maxBatch: number;
  /** Statements in flight at once (1 on the embedded database, which has one connection). */
  concurrency: number;
}): Batcher<T, R> {
  const queue: Array<Pending<T, R>> = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;

  /** The next batch: queued items in order, skipping those whose keys are taken. */
  function takeBatch(): Array<Pending<T, R>> {
    const batch: Array<Pending<T, R>> = [];
    const taken = new Set(busyKeys);
    for (let index = 0; index < queue.length && batch.length < options.maxBatch;) {
      const pending = queue[index]!;
      if (pending.keys.some((key) => taken.has(key))) {
        index += 1;
        continue;
      }
      pending.keys.forEach((key) => taken.add(key));
      batch.push(pending);
      queue.splice(index, 1);
    }
    return batch;
  }

  async function runAlone(pending: Pending<T, R>) {
    try {
      const [result] = await options.runMany([pending.item]);
      pending.resolve(result!);
    } catch (error) {
      pending.reject(error);
    }
  }

  async function run(batch: Array<Pending<T, R>>) {
    try {
      const results = await options.runMany(batch.map((pending) => pending.item));
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const pending of batch) await runAlone(pending);
    }
  }

  function pump() {
    while (inFlight < options.concurrency && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      const keys = batch.flatMap((pending) => pending.keys);
      keys.forEach((key) => busyKeys.add(key));
      inFlight += 1;
      void run(batch).finally(() => {
        keys.forEach((key) => busyKeys.delete(key));
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    submit: (item) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ item, keys: options.keysOf(item), resolve, reject });
        pump();
      }),
  };
}
