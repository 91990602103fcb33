/**
 * Group commit (and group reads): items that arrive while a statement is in flight go to the
 * database together, as the next statement (and one commit), instead of one round trip each.
 * One statement at a time: on a 2-core machine, a single writer forms batches large enough
 * that the server does less work per item than with several smaller ones at once (see
 * docs/decisions/0006-transactions-recorded-in-one-statement.md). Nothing waits on a timer: a
 * batch starts one event-loop turn after the previous one ends.
 *
 * Items that touch the same key (a party whose aggregates a write changes) never share a
 * statement: the later waits for the next batch. When a batch fails, each of its items runs
 * again alone, so one item's error (a conflict, a record deleted meanwhile) is that item's only.
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
}): Batcher<T, R> {
  const queue: Array<Pending<T, R>> = [];
  let running = false;

  /** The next batch: queued items in order, leaving for later those whose keys are taken. */
  function takeBatch(): Array<Pending<T, R>> {
    const batch: Array<Pending<T, R>> = [];
    const taken = new Set<string>();
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
    if (running || queue.length === 0) return;
    running = true;
    // One turn of the event loop first: requests already received join this batch instead of
    // the next one (larger batches, less work per item on the server; figures in
    // docs/performance-history.md).
    setImmediate(() => {
      void run(takeBatch()).finally(() => {
        running = false;
        pump();
      });
    });
  }

  return {
    submit: (item) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ item, keys: options.keysOf(item), resolve, reject });
        pump();
      }),
  };
}
