import { describe, expect, it } from 'vitest';
import { createBackgroundLoop } from './background-loop.js';

const log = { error: () => {} } as never;

/** A loop over `answers` (what each run reports done), answering how many runs a kick made. */
async function runsOf(answers: number[], batchSize?: number) {
  let runs = 0;
  const loop = createBackgroundLoop({
    name: 'test',
    work: async () => answers[runs++] ?? 0,
    batchSize,
    intervalMs: 60_000,
    log,
  });
  await loop.kick();
  return runs;
}

describe('background loop', () => {
  it('runs again while work finds some', async () => {
    expect(await runsOf([3, 1, 0])).toBe(3);
  });

  it('with a batch size, runs again only after a full batch', async () => {
    expect(await runsOf([3, 3, 1, 5], 3)).toBe(3);
    expect(await runsOf([2, 3], 3)).toBe(1);
  });

  it('never loses a kick, however close to the end of a run it comes', async () => {
    for (let hops = 0; hops < 12; hops += 1) {
      let runs = 0;
      const loop = createBackgroundLoop({
        name: 'test',
        work: async () => {
          runs += 1;
          return 0;
        },
        intervalMs: 60_000,
        log,
      });
      const first = loop.kick();
      let later = Promise.resolve();
      for (let hop = 0; hop < hops; hop += 1) later = later.then(() => {});
      const second = later.then(() => loop.kick());
      await Promise.all([first, second]);
      // The second kick came after the first run had begun its work: it needs a run of its own.
      expect({ hops, runs }).toEqual({ hops, runs: 2 });
    }
  });
});

describe('stopping a background loop', () => {
  /** A log that keeps what was written at each level. */
  function recordingLog() {
    const lines: Record<'error' | 'warn', unknown[]> = { error: [], warn: [] };
    return {
      lines,
      log: {
        error: (...args: unknown[]) => lines.error.push(args),
        warn: (...args: unknown[]) => lines.warn.push(args),
      } as never,
    };
  }

  it('aborts the run in flight and waits for it to end, without calling it a failure', async () => {
    const { lines, log } = recordingLog();
    let runs = 0;
    let ended = false;
    const loop = createBackgroundLoop({
      name: 'download',
      // A run that waits (for a server) until it is aborted, then fails as fetch does.
      work: (signal) =>
        new Promise<number>((_resolve, reject) => {
          runs += 1;
          signal.addEventListener('abort', () => {
            ended = true;
            reject(signal.reason);
          });
        }),
      intervalMs: 60_000,
      log,
    });
    const run = loop.kick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = performance.now();
    await loop.stop();
    expect(performance.now() - started).toBeLessThan(500);
    expect(ended).toBe(true);
    await run;
    expect(lines).toEqual({ error: [], warn: [] });

    // Later kicks (a request still in flight) start nothing.
    await loop.kick();
    expect(runs).toBe(1);
  });

  it('stops between batches of work that keeps finding more', async () => {
    let runs = 0;
    const loop = createBackgroundLoop({
      name: 'queue',
      work: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return 10;
      },
      batchSize: 10,
      intervalMs: 60_000,
      log: recordingLog().log,
    });
    void loop.kick();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await loop.stop();
    const atStop = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(atStop);
  });

  it('gives up on a run that ignores the abort after its grace, and says so', async () => {
    const { lines, log } = recordingLog();
    const loop = createBackgroundLoop({
      name: 'Stubborn job',
      work: () => new Promise<number>(() => {}),
      intervalMs: 60_000,
      log,
      stopGraceMs: 50,
    });
    void loop.kick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = performance.now();
    await loop.stop();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(lines.warn).toEqual([['Stubborn job did not stop within 50 ms: left unfinished']]);
  });
});
