import { describe, expect, it } from 'vitest';
import { RegistryUnavailableError } from './adapters/types.js';
import { createRegistryHttp } from './registry-http.js';

const noLimits = { take: async () => {} };

describe('registry HTTP', () => {
  it('never quotes an address or a token in the reason it gives', async () => {
    const http = createRegistryHttp({ registry: 'krs', limiter: noLimits, retries: 0 });
    const failure = await http({ url: 'http://user:s3cret@127.0.0.1:9/api' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RegistryUnavailableError);
    expect(String((failure as Error).message)).not.toContain('s3cret');
    const header = await http({
      url: 'http://127.0.0.1:9/api',
      headers: { authorization: 'Bearer tok\nen-s3cret' },
    }).catch((error: unknown) => error);
    expect(String((header as Error).message)).not.toContain('s3cret');
  });

  it('takes a slot of the limit before every attempt', async () => {
    let taken = 0;
    const http = createRegistryHttp({
      registry: 'vies',
      limiter: { take: async () => void (taken += 1) },
      retries: 2,
      backoffMs: 1,
    });
    await expect(http({ url: 'http://127.0.0.1:9/' })).rejects.toBeInstanceOf(
      RegistryUnavailableError,
    );
    expect(taken).toBe(3);
  });
});
