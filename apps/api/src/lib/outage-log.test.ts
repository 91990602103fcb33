import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createOutageLog, describeFetchError } from './outage-log.js';

describe('createOutageLog', () => {
  it('tells news apart: a first failure, a changed reason, a recovery; not a repeat', () => {
    const outages = createOutageLog<string>();
    expect(outages.failed('nbp', 'no network')).toBe(true);
    expect(outages.failed('nbp', 'no network')).toBe(false);
    expect(outages.failed('nbp', 'no network')).toBe(false);
    expect(outages.failed('nbp', 'HTTP 503')).toBe(true);
    expect(outages.failing()).toEqual(new Map([['nbp', 'HTTP 503']]));
    expect(outages.recovered('nbp')).toBe('HTTP 503');
    expect(outages.recovered('nbp')).toBeUndefined();
    expect(outages.failed('nbp', 'HTTP 503')).toBe(true);
  });
});

describe('describeFetchError', () => {
  it('says why fetch failed, without the host, where node says only "fetch failed"', async () => {
    // A port that was just free: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const refused = await fetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    expect(describeFetchError(refused)).toBe('connection refused (ECONNREFUSED)');

    // .invalid never resolves (RFC 2606): what every official address gives offline.
    const unresolved = await fetch('http://lists.invalid/').catch((error: unknown) => error);
    expect(describeFetchError(unresolved)).toMatch(
      /^host name not resolved \((ENOTFOUND|EAI_AGAIN): no network or no DNS\?\)$/,
    );

    // What AbortSignal.timeout() makes fetch() throw when a server stalls.
    const stalled = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(describeFetchError(stalled)).toBe('no answer in time');
    // A DOMException's code is a number, not a system error's text.
    expect(describeFetchError(new DOMException('This operation was aborted', 'AbortError'))).toBe(
      'stopped',
    );
    expect(describeFetchError(new Error('answered HTTP 503'))).toBe('answered HTTP 503');
  });
});
