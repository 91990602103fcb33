import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` now and then in the background: on a timer, and at once when kicked. `work`
 * answers how much it did; it runs again while it keeps finding some (with `batchSize`, only
 * after a full batch), and never twice at the same time within this process.
 */
export type BackgroundLoop = {
  /** Runs now (or again after the current run); resolves when nothing is left. */
  kick: () => Promise<void>;
  start: () => void;
  /**
   * Takes no more work, aborts the signal of the run in flight and waits for that run to end,
   * at most `stopGraceMs`: a shutdown must not wait on a slow download or mail server.
   */
  stop: () => Promise<void>;
};

/** How long `stop` waits for a run that does not end when aborted. */
export const STOP_GRACE_MS = 2_000;

/**
 * Waits for `work` at most `ms`; answers whether it ended in time. The timer does not keep
 * the process alive.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createBackgroundLoop(options: {
  name: string;
  /**
   * One run. `signal` is aborted when the loop is stopped: work that waits (a download, a
   * pause between retries, the next page) passes it on or checks it, and ends early.
   */
  work: (signal: AbortSignal) => Promise<number>;
  /**
   * The most `work` takes in one run. A shorter run left nothing behind, and what arrives
   * meanwhile waits for the next kick: under load each run then takes many items instead of
   * chasing every few.
   */
  batchSize?: number;
  intervalMs: number;
  log: FastifyBaseLogger;
  stopGraceMs?: number;
}): BackgroundLoop {
  const foundMore = (done: number) =>
    options.batchSize === undefined ? done > 0 : done === options.batchSize;
  const stopping = new AbortController();
  const { signal } = stopping;
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  async function runUntilIdle() {
    try {
      do {
        kickedWhileRunning = false;
        while (!signal.aborted && foundMore(await options.work(signal)));
      } while (kickedWhileRunning && !signal.aborted);
    } catch (error) {
      // A run cut short by the stop is not a failure.
      if (!signal.aborted) options.log.error({ err: error }, `${options.name} failed`);
    } finally {
      // In the same step as the last look at kickedWhileRunning: a kick from here on starts a
      // new run instead of joining one that has already decided to stop.
      running = null;
    }
  }

  function kick(): Promise<void> {
    // After a stop, requests still in flight may kick: the database is closing.
    if (signal.aborted) return Promise.resolve();
    if (running) {
      kickedWhileRunning = true;
      return running;
    }
    // Started on the next tick, so that its `finally` always comes after this assignment.
    running = Promise.resolve().then(runUntilIdle);
    return running;
  }

  return {
    kick,
    start() {
      timer = setInterval(() => void kick(), options.intervalMs);
      timer.unref();
      void kick();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      if (!running) return;
      const graceMs = options.stopGraceMs ?? STOP_GRACE_MS;
      if (!(await settlesWithin(running, graceMs))) {
        options.log.warn(`${options.name} did not stop within ${graceMs} ms: left unfinished`);
      }
    },
  };
}

/**
 * A kick that runs the loop at most once per `ms`: for work that piles up with every request
 * (linking audit events), one run per interval links many at a time instead of a few per run.
 */
export function kickAtMostEvery(loop: BackgroundLoop, ms: number): () => void {
  let timer: NodeJS.Timeout | null = null;
  return () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void loop.kick();
    }, ms);
    timer.unref();
  };
}
