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
