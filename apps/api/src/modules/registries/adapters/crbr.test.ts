import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBy, FIXTURE_DOWN_NIP } from '../loopback/fixtures.js';
import {
  LOOPBACK_PATHS,
  startLoopbackRegistries,
  type LoopbackRegistries,
} from '../loopback/server.js';
import { createRegistryHttp } from '../registry-http.js';
import { createCrbrAdapter } from './crbr.js';
import { RegistryUnavailableError } from './types.js';

let loopback: LoopbackRegistries;

beforeAll(async () => {
  loopback = await startLoopbackRegistries();
});
afterAll(() => loopback.close());

function adapter() {
  return createCrbrAdapter({
    baseUrl: `${loopback.url}${LOOPBACK_PATHS.crbr}`,
    http: createRegistryHttp({ registry: 'crbr', limiter: { take: async () => {} }, backoffMs: 1 }),
  });
}

const kantor = fixtureBy('nip', '5252700001')!;
const [jan, andrzej] = kantor.beneficial_owners!;

describe('CRBR adapter', () => {
  it('reads the beneficial owners of IstniejaInformacje, with the request id and the extract', async () => {
    const result = await adapter().lookup({ kind: 'nip', value: '5252700001' });

    expect(result).toMatchObject({
      status: 'found',
      entity: {
        name: kantor.name,
        nip: '5252700001',
        krs: '0000612345',
        beneficial_owners: [
          {
            first_name: 'Jan',
            last_name: 'Kowalski',
            pesel: jan!.pesel,
            citizenships: ['PL'],
            residence_country: 'PL',
            share: '60',
          },
          {
            first_name: 'Andrzej',
            last_name: 'Nowak',
            pesel: andrzej!.pesel,
            citizenships: ['PL'],
            residence_country: 'CY',
            share: '40',
            other_control: 'Udziały pośrednie przez ZŁOTÓWKA HOLDINGS LIMITED',
          },
        ],
      },
    });
    if (result.status !== 'found') throw new Error('not found');
    // Nothing but what CRBR said: no empty fields.
    expect(Object.keys(result.entity.beneficial_owners![0]!).sort()).toEqual(
      ['citizenships', 'first_name', 'last_name', 'pesel', 'residence_country', 'share'].sort(),
    );
    expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.raw).toContain('<api:Status>IstniejaInformacje</api:Status>');
    expect(result.raw).toContain(`<api:IdentyfikatorWniosku>${result.requestId}<`);
  });

  it('asks by KRS, and reads other means of control', async () => {
    const result = await adapter().lookup({ kind: 'krs', value: '0000888002' });

    expect(result).toMatchObject({
      status: 'found',
      entity: {
        name: 'FUNDACJA NOWY POCZĄTEK',
        nip: '1131000001',
        krs: '0000888002',
        beneficial_owners: [
          {
            first_name: 'Katarzyna',
            last_name: 'Wiśniewska-Zając',
            other_control: 'Osoba zajmująca wyższe stanowisko kierownicze',
          },
        ],
      },
    });
    if (result.status === 'found')
      expect(result.entity.beneficial_owners![0]!.share).toBeUndefined();
  });

  it('answers not_found with the request id for BrakInformacji', async () => {
    const crbr = adapter();
    // A sole trader files nothing; an unknown NIP has nothing either.
    for (const nip of ['6762300005', '5261040828']) {
      const result = await crbr.lookup({ kind: 'nip', value: nip });
      expect(result).toEqual({ status: 'not_found', requestId: expect.any(String) });
    }
  });

  it('reports BladFormalny as unavailable, naming it', async () => {
    const lookup = adapter().lookup({ kind: 'nip', value: '5252700002' });

    await expect(lookup).rejects.toThrow(RegistryUnavailableError);
    await expect(lookup).rejects.toThrow(/BladFormalny.*NIP 5252700002/);
  });

  it('retries a 500 and then answers', async () => {
    loopback.failNext('crbr', 1);
    const result = await adapter().lookup({ kind: 'nip', value: '5252700001' });

    expect(result.status).toBe('found');
  });

  it('reports a registry that keeps answering 500 as unavailable', async () => {
    await expect(adapter().lookup({ kind: 'nip', value: FIXTURE_DOWN_NIP })).rejects.toThrow(
      /crbr is unavailable \(HTTP 500\)/,
    );
  });
});
