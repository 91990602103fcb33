import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.js';

/** Work that ends when told to, logging its start and end. */
function controlledWork(log: string[]) {
  const ends = new Map<string, () => void>();
  const work =
    (name: string, fail = false) =>
    () => {
      log.push(`start ${name}`);
      return new Promise<string>((resolve, reject) =>
        ends.set(name, () => {
          log.push(`end ${name}`);
          if (fail) reject(new Error(name));
          else resolve(name);
        }),
      );
    };
  const end = async (name: string) => {
    ends.get(name)!();
    // Lets the queue hand over to the next call.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { work, end };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createKeyedQueue', () => {
  it('runs calls sharing a key one after another, in the order they came', async () => {
    const log: string[] = [];
    const { work, end } = controlledWork(log);
    const queue = createKeyedQueue();
    const first = queue(['p'], work('first'));
    const second = queue(['p'], work('second'));
    const third = queue(['p'], work('third'));
    await settle();
    expect(log).toEqual(['start first']);
    await end('first');
    expect(log).toEqual(['start first', 'end first', 'start second']);
    await end('second');
    await end('third');
    expect(await Promise.all([first, second, third])).toEqual(['first', 'second', 'third']);
    expect(log).toEqual([
      'start first',
      'end first',
      'start second',
      'end second',
      'start third',
      'end third',
    ]);
  });

  it('runs calls with no key in common side by side', async () => {
    const log: string[] = [];
    const { work, end } = controlledWork(log);
    const queue = createKeyedQueue();
    const answers = [queue(['p'], work('p')), queue(['q', 'r'], work('qr'))];
    await settle();
    expect(log).toEqual(['start p', 'start qr']);
    await end('qr');
    await end('p');
    expect(await Promise.all(answers)).toEqual(['p', 'qr']);
  });

  it('makes a call with several keys wait for each of them, and lets a failure pass on', async () => {
    const log: string[] = [];
    const { work, end } = controlledWork(log);
    const queue = createKeyedQueue();
    const p = queue(['p'], work('p', true));
    const q = queue(['q'], work('q'));
    const both = queue(['q', 'p'], work('both'));
    const after = queue(['p'], work('after'));
    await settle();
    expect(log).toEqual(['start p', 'start q']);
    await end('p');
    await expect(p).rejects.toThrow('p');
    // 'both' still waits for q; 'after' waits for 'both'.
    expect(log).toEqual(['start p', 'start q', 'end p']);
    await end('q');
    expect(log.slice(-2)).toEqual(['end q', 'start both']);
    await end('both');
    await end('after');
    expect(await Promise.all([q, both, after])).toEqual(['q', 'both', 'after']);
  });
});
