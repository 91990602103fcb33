import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.js';

/** Lets the batcher hand over: the answer settles, then the next batch starts a turn later. */
const turns = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** A statement that answers when told to, recording the batches it was given. */
function controlledStatements() {
  const batches: string[][] = [];
  const releases: Array<() => void> = [];
  const runMany = (items: string[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      releases.push(() =>
        items.includes('bad') ? reject(new Error('bad item')) : resolve(items.map((i) => `${i}!`)),
      );
    });
  };
  const releaseNext = async () => {
    releases.shift()!();
    await turns();
  };
  return { batches, runMany, releaseNext };
}

const keyOf = (item: string) => [item.split(':')[0]!];

describe('createBatcher', () => {
  it('sends what arrives while a statement is in flight together, one statement at a time', async () => {
    const statements = controlledStatements();
    const batcher = createBatcher({ runMany: statements.runMany, keysOf: keyOf, maxBatch: 10 });
    const first = batcher.submit('a');
    const more = ['b', 'c'].map((item) => batcher.submit(item));
    await turns();
    // What arrived before the batch started went with it.
    expect(statements.batches).toEqual([['a', 'b', 'c']]);
    const later = ['d', 'e'].map((item) => batcher.submit(item));
    await turns();
    expect(statements.batches).toHaveLength(1);
    await statements.releaseNext();
    expect(statements.batches).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    await statements.releaseNext();
    expect(await Promise.all([first, ...more, ...later])).toEqual(['a!', 'b!', 'c!', 'd!', 'e!']);
  });

  it('never puts two items of the same key in one statement, and keeps at most maxBatch', async () => {
    const statements = controlledStatements();
    const batcher = createBatcher({ runMany: statements.runMany, keysOf: keyOf, maxBatch: 2 });
    const answers = ['x:0', 'p:1', 'p:2', 'q:1', 'r:1'].map((item) => batcher.submit(item));
    await turns();
    expect(statements.batches[0]).toEqual(['x:0', 'p:1']);
    await statements.releaseNext();
    expect(statements.batches[1]).toEqual(['p:2', 'q:1']);
    await statements.releaseNext();
    expect(statements.batches[2]).toEqual(['r:1']);
    await statements.releaseNext();
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('runs a failed batch again item by item, so only the failing item fails', async () => {
    const statements = controlledStatements();
    const batcher = createBatcher({ runMany: statements.runMany, keysOf: keyOf, maxBatch: 10 });
    const first = batcher.submit('first');
    await turns();
    const good = batcher.submit('good');
    const bad = batcher.submit('bad').catch((error: Error) => error.message);
    await statements.releaseNext();
    await statements.releaseNext();
    // The failed batch [good, bad]: again alone, each.
    await statements.releaseNext();
    await statements.releaseNext();
    await expect(first).resolves.toBe('first!');
    await expect(good).resolves.toBe('good!');
    await expect(bad).resolves.toBe('bad item');
    expect(statements.batches).toEqual([['first'], ['good', 'bad'], ['good'], ['bad']]);
  });
});
