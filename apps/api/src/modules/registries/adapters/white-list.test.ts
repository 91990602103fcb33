import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOWN_NIP } from '../loopback/fixtures.js';
import {
  LOOPBACK_PATHS,
  startLoopbackRegistries,
  type LoopbackRegistries,
} from '../loopback/server.js';
import { WHITE_LIST_LIMIT_NIP } from '../loopback/white-list.js';
import { createRegistryHttp, type RegistryLimiter } from '../registry-http.js';
import { RegistryRateLimitedError, RegistryUnavailableError } from './types.js';
import { createWhiteListAccountCheck, createWhiteListAdapter } from './white-list.js';

let loopback: LoopbackRegistries;
beforeAll(async () => {
  loopback = await startLoopbackRegistries();
});
afterAll(() => loopback.close());

/** 23:30 UTC on 28 November is already the 29th in Warsaw. */
const clock = { now: () => new Date('2026-11-28T23:30:00Z') };
const buckets: Array<string | undefined> = [];
const limiter: RegistryLimiter = {
  take: async (_registry, bucket) => {
    buckets.push(bucket);
  },
};
const options = () => ({
  baseUrl: `${loopback.url}${LOOPBACK_PATHS.white_list}`,
  http: createRegistryHttp({ registry: 'white_list', limiter, backoffMs: 1 }),
});

const asked = (from: number) =>
  loopback.requests
    .slice(from)
    .map((request) => request.path.replace(LOOPBACK_PATHS.white_list, ''));

describe('White List adapter', () => {
  it("searches by NIP as of today in Warsaw and keeps the register's request id", async () => {
    const from = loopback.requests.length;
    buckets.length = 0;
    const result = await createWhiteListAdapter(options(), clock).lookup({
      kind: 'nip',
      value: '5252700001',
    });

    expect(asked(from)).toEqual(['/api/search/nip/5252700001?date=2026-11-29']);
    expect(buckets).toEqual(['search']);
    expect(result).toEqual({
      status: 'found',
      requestId: expect.stringMatching(/^\w{5}-\w{7}$/),
      entity: {
        name: 'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
        nip: '5252700001',
        regon: '146552108',
        krs: '0000612345',
        address: {
          country: 'PL',
          street: 'MARSZAŁKOWSKA 104/122/5',
          postal_code: '00-017',
          city: 'WARSZAWA',
        },
        representatives: [
          { first_name: 'JAN', last_name: 'KOWALSKI', role: 'reprezentant' },
          { first_name: 'KATARZYNA', last_name: 'WIŚNIEWSKA-ZAJĄC', role: 'reprezentant' },
        ],
        accounts: ['51105014451000009031234567', '27114020040000300201355387'],
        vat_status: 'active',
        registration_date: '2016-04-12',
      },
    });
  });

  it('reads a removal, a restoration and other statuses as not registered or active', async () => {
    const adapter = createWhiteListAdapter(options(), clock);
    expect(await adapter.lookup({ kind: 'nip', value: '9512000002' })).toMatchObject({
      status: 'found',
      entity: { vat_status: 'not_registered', removal_date: '2026-03-01', accounts: [] },
    });
    expect(await adapter.lookup({ kind: 'regon', value: '387654322' })).toMatchObject({
      status: 'found',
      entity: { vat_status: 'active', restoration_date: '2026-09-15' },
    });
  });

  it('is not found, with the request id, when the subject is null', async () => {
    const result = await createWhiteListAdapter(options(), clock).lookup({
      kind: 'nip',
      value: '1111111111',
    });
    expect(result).toEqual({ status: 'not_found', requestId: expect.any(String) });
  });

  it('is not found when the register rejects the NIP as invalid', async () => {
    const result = await createWhiteListAdapter(options(), clock).lookup({
      kind: 'nip',
      value: '5252700002',
    });
    expect(result).toEqual({ status: 'not_found' });
  });

  it("reports the day's limit as rate limited", async () => {
    await expect(
      createWhiteListAdapter(options(), clock).lookup({ kind: 'nip', value: WHITE_LIST_LIMIT_NIP }),
    ).rejects.toThrow(RegistryRateLimitedError);
  });

  it('retries a server error once and then reads the answer', async () => {
    loopback.failNext('white_list', 1);
    const result = await createWhiteListAdapter(options(), clock).lookup({
      kind: 'nip',
      value: '5252700001',
    });
    expect(result.status).toBe('found');
  });

  it('reports the registry unavailable when the errors persist', async () => {
    await expect(
      createWhiteListAdapter(options(), clock).lookup({ kind: 'nip', value: FIXTURE_DOWN_NIP }),
    ).rejects.toThrow(RegistryUnavailableError);
  });
});

describe('White List account check', () => {
  it('answers TAK for an account on the list, with the request id, in the check bucket', async () => {
    const from = loopback.requests.length;
    buckets.length = 0;
    const check = createWhiteListAccountCheck(options(), clock);

    expect(await check.check('5252700001', 'PL51 1050 1445 1000 0090 3123 4567')).toEqual({
      assigned: true,
      requestId: expect.stringMatching(/^\w{5}-\w{7}$/),
    });
    expect(asked(from)).toEqual([
      '/api/check/nip/5252700001/bank-account/51105014451000009031234567?date=2026-11-29',
    ]);
    expect(buckets).toEqual(['check']);
  });

  it('answers NIE for an account that is not on the list', async () => {
    const check = createWhiteListAccountCheck(options(), clock);
    expect(await check.check('5252700001', '80102035410000550201234567')).toEqual({
      assigned: false,
      requestId: expect.any(String),
    });
  });

  it("reports the day's limit as rate limited", async () => {
    const check = createWhiteListAccountCheck(options(), clock);
    await expect(check.check(WHITE_LIST_LIMIT_NIP, '80102035410000550201234567')).rejects.toThrow(
      RegistryRateLimitedError,
    );
  });
});
