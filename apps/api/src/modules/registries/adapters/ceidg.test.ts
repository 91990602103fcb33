import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOWN_NIP } from '../loopback/fixtures.js';
import {
  LOOPBACK_PATHS,
  startLoopbackRegistries,
  type LoopbackRegistries,
} from '../loopback/server.js';
import { createRegistryHttp } from '../registry-http.js';
import { createCeidgAdapter } from './ceidg.js';
import { RegistryUnavailableError } from './types.js';

let loopback: LoopbackRegistries;
beforeAll(async () => {
  loopback = await startLoopbackRegistries();
});
afterAll(() => loopback.close());

const adapter = (key = loopback.env.CEIDG_API_TOKEN) =>
  createCeidgAdapter({
    baseUrl: `${loopback.url}${LOOPBACK_PATHS.ceidg}`,
    key,
    http: createRegistryHttp({
      registry: 'ceidg',
      limiter: { take: async () => {} },
      backoffMs: 1,
    }),
  });

const asked = (from: number) =>
  loopback.requests.slice(from).map((request) => request.path.replace(LOOPBACK_PATHS.ceidg, ''));

const SOLE_TRADER = {
  name: 'Anna Wiśniewska Biuro Rachunkowe Bilans',
  nip: '6762300005',
  regon: '362015337',
  entity_kind: 'sole_trader',
  address: {
    country: 'PL',
    region: 'MAŁOPOLSKIE',
    city: 'Kraków',
    street: 'ul. Kalwaryjska',
    postal_code: '30-539',
    house_number: '12',
  },
  pkd: [
    { code: '69.20.Z', name: 'Działalność rachunkowo-księgowa; doradztwo podatkowe', main: true },
    {
      code: '70.22.Z',
      name: 'Pozostałe doradztwo w zakresie prowadzenia działalności',
      main: false,
    },
  ],
  representatives: [
    {
      first_name: 'Anna',
      last_name: 'Wiśniewska',
      role: 'właściciel',
      nip: '6762300005',
      citizenships: ['PL'],
    },
  ],
  registration_date: '2015-09-01',
};

describe('CEIDG adapter', () => {
  it('finds a sole trader by NIP and reads its PKD codes from the entry', async () => {
    const from = loopback.requests.length;
    const result = await adapter().lookup({ kind: 'nip', value: '6762300005' });

    expect(asked(from)).toEqual([
      '/firmy?nip=6762300005',
      '/firma/3C1E5A7B-1F2D-4E6A-9B8C-000362015337',
    ]);
    expect(result).toEqual({ status: 'found', entity: SOLE_TRADER });
  });

  it('finds it by REGON too', async () => {
    const result = await adapter().lookup({ kind: 'regon', value: '362015337' });
    expect(result).toEqual({ status: 'found', entity: SOLE_TRADER });
  });

  it('is not found on 204 (a company, or an unknown NIP)', async () => {
    const from = loopback.requests.length;
    expect(await adapter().lookup({ kind: 'nip', value: '5252700001' })).toEqual({
      status: 'not_found',
    });
    expect(asked(from)).toEqual(['/firmy?nip=5252700001']);
  });

  it('says the token was refused on 401', async () => {
    const lookup = adapter('expired-token').lookup({ kind: 'nip', value: '6762300005' });
    await expect(lookup).rejects.toThrow(RegistryUnavailableError);
    await expect(lookup).rejects.toThrow('CEIDG refused the token (HTTP 401)');
  });

  it('retries a server error once and then reads the answer', async () => {
    loopback.failNext('ceidg', 1);
    const result = await adapter().lookup({ kind: 'nip', value: '6762300005' });
    expect(result).toEqual({ status: 'found', entity: SOLE_TRADER });
  });

  it('reports the registry unavailable when the errors persist', async () => {
    await expect(adapter().lookup({ kind: 'nip', value: FIXTURE_DOWN_NIP })).rejects.toThrow(
      'ceidg is unavailable (HTTP 500)',
    );
  });
});
