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
  stop: () => Promise<void>;
};

export function createBackgroundLoop(options: {
  name: string;
  work: () => Promise<number>;
  /**
   * The most `work` takes in one run. A shorter run left nothing behind, and what arrives
   * meanwhile waits for the next kick: under load each run then takes many items instead of
   * chasing every few.
   */
  batchSize?: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}): BackgroundLoop {
  const foundMore = (done: number) =>
    options.batchSize === undefined ? done > 0 : done === options.batchSize;
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  async function runUntilIdle() {
    try {
      do {
        kickedWhileRunning = false;
        while (foundMore(await options.work()));
      } while (kickedWhileRunning);
    } catch (error) {
      options.log.error({ err: error }, `${options.name} failed`);
    } finally {
      // In the same step as the last look at kickedWhileRunning: a kick from here on starts a
      // new run instead of joining one that has already decided to stop.
      running = null;
    }
  }

  function kick(): Promise<void> {
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
      await running;
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
