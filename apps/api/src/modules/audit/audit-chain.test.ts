import { describe, expect, it } from 'vitest';
import {
  findFirstAnchorMismatch,
  findFirstBreak,
  GENESIS_HASH,
  hashEvent,
  linksAfter,
  type ChainAnchors,
  type ChainLink,
} from './audit-chain.js';

function chain(count: number): ChainLink[] {
  const links: ChainLink[] = [];
  let prev = GENESIS_HASH;
  for (let i = 1; i <= count; i++) {
    const event = {
      id: i * 10,
      team_id: 1,
      actor_user_id: 2,
      entity_type: 'team',
      entity_code: 'abc',
      action: 'renamed',
      changes: { name: ['Kantor', `Kantor ${i}`], nested: { b: 1, a: [1, 2] } },
      request_id: `req-${i}`,
      ip: '127.0.0.1',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    };
    const hash = hashEvent(event, i, prev);
    links.push({ position: i, event_id: event.id, prev_hash: prev, hash, event });
    prev = hash;
  }
  return links;
}

/** The link at `index` with its event changed. */
function edited(links: ChainLink[], index: number, change: object): ChainLink {
  return { ...links[index]!, event: { ...links[index]!.event!, ...change } };
}

describe('audit hash chain', () => {
  it('accepts an intact chain', () => {
    const links = chain(5);
    expect(findFirstBreak(links)).toEqual({
      problem: null,
      last: { position: 5, hash: links[4]!.hash },
    });
  });

  it('keeps the hashed text of stored events exactly as it was', () => {
    // Computed with the first implementation of the canonical JSON: a change of the text
    // would make every stored chain fail verification.
    const event = {
      id: 7,
      team_id: 3,
      actor_user_id: null,
      entity_type: 'transaction',
      entity_code: 'T-1',
      action: 'created',
      changes: {
        z: [1, { b: 'ż', a: null, c: undefined }, [], 'x"y'],
        a: { nested: { y: true, x: 0 } },
        e: {},
        n: -1.5,
      },
      request_id: 'r',
      ip: null,
      created_at: new Date('2026-11-26T10:00:00.000Z'),
    };
    expect(hashEvent(event, 5, GENESIS_HASH)).toBe(
      'a79c32411a5f979c04470a9e627debf15a4b06342996d2af872854e2ca8b07e1',
    );
  });

  it('hashes the same content equally whatever the key order', () => {
    const [link] = chain(1);
    const event = link!.event!;
    const reordered = {
      ...event,
      changes: {
        nested: { a: [1, 2], b: 1 },
        name: (event.changes as { name: unknown }).name,
      },
    };
    expect(hashEvent(reordered, 1, GENESIS_HASH)).toBe(link!.hash);
  });

  it('names the first edited event', () => {
    const links = chain(5);
    links[2] = edited(links, 2, { changes: { name: ['Kantor', 'Forged'] } });
    expect(findFirstBreak(links).problem).toEqual({
      eventId: 30,
      position: 3,
      problem: 'altered',
    });
  });

  it('notices a removed event by the link it left, even the newest', () => {
    const links = chain(5);
    links[4] = { ...links[4]!, event: null };
    expect(findFirstBreak(links).problem).toEqual({ eventId: 50, position: 5, problem: 'missing' });
    links[1] = { ...links[1]!, event: null };
    expect(findFirstBreak(links).problem).toEqual({ eventId: 20, position: 2, problem: 'missing' });
  });

  it('notices an event removed with its link', () => {
    const links = chain(5);
    links.splice(1, 1);
    expect(findFirstBreak(links).problem).toEqual({
      eventId: 30,
      position: 3,
      problem: 'missing_before',
    });
  });

  it('notices a changed timestamp or actor', () => {
    const links = chain(3);
    links[0] = edited(links, 0, { actor_user_id: 99 });
    expect(findFirstBreak(links).problem?.problem).toBe('altered');
  });
});

describe('the first break of several', () => {
  it('names the first of two edited events, not the last', () => {
    const links = chain(6);
    links[1] = edited(links, 1, { action: 'forged' });
    links[4] = edited(links, 4, { action: 'forged' });
    expect(findFirstBreak(links).problem).toEqual({ eventId: 20, position: 2, problem: 'altered' });
    expect(findFirstBreak(links).last).toEqual({ position: 1, hash: links[0]!.hash });
  });

  it('names the first problem whatever its kind', () => {
    const links = chain(6);
    links[3] = { ...links[3]!, event: null };
    links[1] = edited(links, 1, { ip: '10.0.0.1' });
    links.splice(5, 1);
    expect(findFirstBreak(links).problem).toEqual({ eventId: 20, position: 2, problem: 'altered' });
    const later = chain(6);
    later[3] = { ...later[3]!, event: null };
    later[4] = edited(later, 4, { ip: '10.0.0.1' });
    expect(findFirstBreak(later).problem).toEqual({ eventId: 40, position: 4, problem: 'missing' });
  });

  it('continues from where an earlier page ended', () => {
    const links = chain(4);
    const first = findFirstBreak(links.slice(0, 2));
    expect(first).toEqual({ problem: null, last: { position: 2, hash: links[1]!.hash } });
    expect(findFirstBreak(links.slice(2), first.last)).toEqual({
      problem: null,
      last: { position: 4, hash: links[3]!.hash },
    });
    // A page that does not follow the one before it: its first link is reported.
    expect(findFirstBreak(links.slice(3), first.last).problem).toEqual({
      eventId: 40,
      position: 4,
      problem: 'missing_before',
    });
    // A link whose own prev_hash was rewritten, its position still in order.
    const rewritten = [links[0]!, { ...links[1]!, prev_hash: 'f'.repeat(64) }];
    expect(findFirstBreak(rewritten).problem).toEqual({
      eventId: 20,
      position: 2,
      problem: 'missing_before',
    });
  });

  it('hashes every field of an event and its position', () => {
    const [link] = chain(1);
    const event = link!.event!;
    const changes: Array<Partial<typeof event>> = [
      { id: 11 },
      { team_id: 2 },
      { actor_user_id: 3 },
      { entity_type: 'party' },
      { entity_code: 'abd' },
      { action: 'created' },
      { changes: { name: ['Kantor', 'Kantor 2'], nested: { b: 1, a: [1, 2] } } },
      { request_id: 'req-2' },
      { ip: '127.0.0.2' },
      { created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, 2)) },
    ];
    for (const change of changes)
      expect(hashEvent({ ...event, ...change }, 1, GENESIS_HASH), JSON.stringify(change)).not.toBe(
        link!.hash,
      );
    expect(hashEvent(event, 2, GENESIS_HASH)).not.toBe(link!.hash);
    expect(hashEvent(event, 1, 'f'.repeat(64))).not.toBe(link!.hash);
    // Null and absent are the same; an array is not an object of its indices.
    expect(hashEvent({ ...event, changes: { a: null } }, 1, GENESIS_HASH)).toBe(
      hashEvent({ ...event, changes: { a: null, b: undefined } }, 1, GENESIS_HASH),
    );
    expect(hashEvent({ ...event, changes: [1, 2] }, 1, GENESIS_HASH)).not.toBe(
      hashEvent({ ...event, changes: { 0: 1, 1: 2 } }, 1, GENESIS_HASH),
    );
    expect(hashEvent({ ...event, changes: [1, 2] }, 1, GENESIS_HASH)).not.toBe(
      hashEvent({ ...event, changes: [12] }, 1, GENESIS_HASH),
    );
  });
});

describe('linking and anchoring', () => {
  it('links events after a head as the chain does', () => {
    const links = chain(4);
    const events = links.slice(2).map((link) => link.event!);
    expect(linksAfter({ position: 2, hash: links[1]!.hash }, events)).toEqual(
      links.slice(2).map(({ event: _event, ...link }) => link),
    );
    expect(linksAfter({ position: 0, hash: GENESIS_HASH }, [])).toEqual([]);
  });

  it('names the first link that differs from what a checkpoint recorded', () => {
    const links = chain(4);
    const anchors: ChainAnchors = new Map([
      [2, { eventId: 20, hash: links[1]!.hash }],
      [4, { eventId: 40, hash: links[3]!.hash }],
    ]);
    expect(findFirstAnchorMismatch(links, anchors)).toBeNull();
    const rewritten = [...links.slice(0, 3), { ...links[3]!, hash: 'f'.repeat(64) }];
    expect(findFirstAnchorMismatch(rewritten, anchors)).toEqual({
      eventId: 40,
      position: 4,
      problem: 'differs_from_checkpoint',
    });
    const otherEvent = [links[0]!, { ...links[1]!, event_id: 21 }, ...links.slice(2)];
    expect(findFirstAnchorMismatch(otherEvent, anchors)).toMatchObject({
      eventId: 20,
      position: 2,
    });
  });
});
