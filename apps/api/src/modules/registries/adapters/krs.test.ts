import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOWN_NIP } from '../loopback/fixtures.js';
import {
  LOOPBACK_PATHS,
  startLoopbackRegistries,
  type LoopbackRegistries,
} from '../loopback/server.js';
import { createRegistryHttp } from '../registry-http.js';
import { createKrsAdapter } from './krs.js';
import { RegistryUnavailableError } from './types.js';

let loopback: LoopbackRegistries;
beforeAll(async () => {
  loopback = await startLoopbackRegistries();
});
afterAll(() => loopback.close());

const adapter = () =>
  createKrsAdapter({
    baseUrl: `${loopback.url}${LOOPBACK_PATHS.krs}`,
    http: createRegistryHttp({ registry: 'krs', limiter: { take: async () => {} }, backoffMs: 1 }),
  });

/** The paths the adapter asked, below the loopback's KRS prefix. */
const asked = (from: number) =>
  loopback.requests.slice(from).map((request) => request.path.replace(LOOPBACK_PATHS.krs, ''));

describe('KRS adapter', () => {
  it('reads a company: identifiers, seat, PKD main first, masked board and shareholders', async () => {
    const from = loopback.requests.length;
    const result = await adapter().lookup({ kind: 'krs', value: '0000612345' });

    expect(asked(from)).toEqual(['/api/krs/OdpisAktualny/0000612345?rejestr=P&format=json']);
    expect(result.status).toBe('found');
    if (result.status !== 'found') return;
    const { entity } = result;
    expect(entity).toMatchObject({
      name: 'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      legal_form: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      nip: '5252700001',
      regon: '146552108',
      krs: '0000612345',
      entity_kind: 'legal_person',
      registration_date: '2016-04-12',
      address: {
        country: 'PL',
        region: 'MAZOWIECKIE',
        city: 'WARSZAWA',
        street: 'UL. MARSZAŁKOWSKA',
        postal_code: '00-017',
        house_number: '104/122',
        flat_number: '5',
      },
      liquidation: false,
      bankruptcy: false,
    });
    expect(entity.pkd).toEqual([
      {
        code: '66.19.Z',
        name: 'POZOSTAŁA DZIAŁALNOŚĆ WSPOMAGAJĄCA USŁUGI FINANSOWE',
        main: true,
      },
      { code: '64.99.Z', name: 'POZOSTAŁA FINANSOWA DZIAŁALNOŚĆ USŁUGOWA', main: false },
    ]);
    expect(entity.board).toEqual([
      {
        first_name: 'J**',
        last_name: 'K*******',
        role: 'PREZES ZARZĄDU',
        pesel: '7**********',
        masked: true,
      },
      {
        first_name: 'K********',
        // A double-barrelled surname comes in two parts.
        last_name: 'W*********-Z****',
        role: 'CZŁONEK ZARZĄDU',
        pesel: '8**********',
        masked: true,
      },
    ]);
    expect(entity.shareholders).toEqual([
      expect.objectContaining({
        last_name: 'K*******',
        masked: true,
        role: 'wspólnik',
        share: '60',
      }),
      { company_name: 'ZŁOTÓWKA HOLDINGS LIMITED', role: 'wspólnik', share: '40' },
    ]);
  });

  it('reads liquidation and bankruptcy from section 6, the liquidator as the board', async () => {
    const result = await adapter().lookup({ kind: 'krs', value: '0000999001' });

    expect(result.status).toBe('found');
    if (result.status !== 'found') return;
    expect(result.entity).toMatchObject({ liquidation: true, bankruptcy: true });
    expect(result.entity.board).toEqual([
      expect.objectContaining({ first_name: 'A******', role: 'LIKWIDATOR', masked: true }),
    ]);
    expect(result.entity.shareholders).toEqual([
      expect.objectContaining({ last_name: 'N****', share: '100' }),
    ]);
  });

  it('asks the register of associations and foundations when P has no such number', async () => {
    const from = loopback.requests.length;
    const result = await adapter().lookup({ kind: 'krs', value: '0000888002' });

    expect(asked(from)).toEqual([
      '/api/krs/OdpisAktualny/0000888002?rejestr=P&format=json',
      '/api/krs/OdpisAktualny/0000888002?rejestr=S&format=json',
    ]);
    expect(result).toMatchObject({
      status: 'found',
      entity: {
        name: 'FUNDACJA NOWY POCZĄTEK',
        legal_form: 'FUNDACJA',
        board: [expect.objectContaining({ role: 'PREZES ZARZĄDU', masked: true })],
        shareholders: [],
      },
    });
  });

  it('is not found when neither register has the number', async () => {
    const from = loopback.requests.length;
    expect(await adapter().lookup({ kind: 'krs', value: '0000000001' })).toEqual({
      status: 'not_found',
    });
    expect(asked(from)).toHaveLength(2);
  });

  it('retries a server error once and then reads the answer', async () => {
    loopback.failNext('krs', 1);
    const result = await adapter().lookup({ kind: 'krs', value: '0000612345' });
    expect(result.status).toBe('found');
  });

  it('reports the registry unavailable when the errors persist', async () => {
    await expect(adapter().lookup({ kind: 'krs', value: FIXTURE_DOWN_NIP })).rejects.toThrow(
      RegistryUnavailableError,
    );
    loopback.failNext('krs', 3);
    await expect(adapter().lookup({ kind: 'krs', value: '0000612345' })).rejects.toThrow(
      'krs is unavailable (HTTP 500)',
    );
  });
});
