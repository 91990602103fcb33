import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOWN_NIP } from '../loopback/fixtures.js';
import {
  LOOPBACK_PATHS,
  startLoopbackRegistries,
  type LoopbackRegistries,
} from '../loopback/server.js';
import { VIES_FOREIGN_COMPANY } from '../loopback/vies.js';
import { createRegistryHttp } from '../registry-http.js';
import { RegistryUnavailableError } from './types.js';
import { checkVies, createViesAdapter } from './vies.js';

let loopback: LoopbackRegistries;
beforeAll(async () => {
  loopback = await startLoopbackRegistries();
});
afterAll(() => loopback.close());

const options = () => ({
  baseUrl: `${loopback.url}${LOOPBACK_PATHS.vies}`,
  http: createRegistryHttp({ registry: 'vies', limiter: { take: async () => {} }, backoffMs: 1 }),
});

describe('VIES adapter', () => {
  it('confirms a Polish VAT-EU number with its name and address', async () => {
    const from = loopback.requests.length;
    const result = await createViesAdapter(options()).lookup({ kind: 'nip', value: '5252700001' });

    expect(loopback.requests.slice(from)).toEqual([
      {
        registry: 'vies',
        method: 'POST',
        path: `${LOOPBACK_PATHS.vies}/check-vat-number`,
      },
    ]);
    expect(result).toEqual({
      status: 'found',
      entity: {
        vat_eu_valid: true,
        nip: '5252700001',
        name: 'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
        address: {
          country: 'PL',
          street: 'UL. MARSZAŁKOWSKA 104/122 5',
          postal_code: '00-017',
          city: 'WARSZAWA',
        },
      },
    });
  });

  it('answers found and not valid for a number VIES does not confirm', async () => {
    const result = await createViesAdapter(options()).lookup({ kind: 'nip', value: '6762300005' });
    expect(result).toEqual({
      status: 'found',
      entity: { vat_eu_valid: false, nip: '6762300005' },
    });
  });

  it('reports the registry unavailable when the member state is (MS_UNAVAILABLE)', async () => {
    const lookup = createViesAdapter(options()).lookup({ kind: 'nip', value: FIXTURE_DOWN_NIP });
    await expect(lookup).rejects.toThrow(RegistryUnavailableError);
    await expect(lookup).rejects.toThrow('MS_UNAVAILABLE');
  });

  it('retries a server error once and then reads the answer', async () => {
    loopback.failNext('vies', 1);
    const result = await createViesAdapter(options()).lookup({ kind: 'nip', value: '5252700001' });
    expect(result).toMatchObject({ status: 'found', entity: { vat_eu_valid: true } });
  });

  it('reports the registry unavailable when server errors persist', async () => {
    loopback.failNext('vies', 3);
    await expect(
      createViesAdapter(options()).lookup({ kind: 'nip', value: '5252700001' }),
    ).rejects.toThrow('vies is unavailable (HTTP 500)');
  });
});

describe('checkVies', () => {
  it("checks another member state's number, its address kept whole", async () => {
    const result = await checkVies(options(), 'CY', VIES_FOREIGN_COMPANY.vatNumber);
    expect(result).toEqual({
      status: 'found',
      entity: {
        vat_eu_valid: true,
        name: 'ZŁOTÓWKA HOLDINGS LIMITED',
        address: { country: 'CY', street: '1 ARCH. MAKARIOU III AVENUE, 1065 NICOSIA' },
      },
    });
  });

  it('reads INVALID_INPUT as a number that is not valid', async () => {
    expect(await checkVies(options(), 'DE', '')).toEqual({
      status: 'found',
      entity: { vat_eu_valid: false },
    });
  });
});
