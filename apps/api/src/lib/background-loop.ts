import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` now and then in the background: on a timer, and at once when kicked. `work`
 * answers how much it did; it runs again while it keeps finding some, and never twice at
 * the same time within this process.
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
  intervalMs: number;
  log: FastifyBaseLogger;
}): BackgroundLoop {
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  async function runUntilIdle() {
    do {
      kickedWhileRunning = false;
      while ((await options.work()) > 0);
    } while (kickedWhileRunning);
  }

  function kick(): Promise<void> {
    if (running) {
      kickedWhileRunning = true;
      return running;
    }
    running = runUntilIdle()
      .catch((error) => options.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = null;
      });
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
