import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureBy, FIXTURE_DOWN_NIP } from '../loopback/fixtures.js';
import { expireRegonSessions, localUnitRegon, LOOPBACK_REGON_KEY } from '../loopback/regon.js';
import {
  LOOPBACK_PATHS,
  startLoopbackRegistries,
  type LoopbackRegistries,
} from '../loopback/server.js';
import { createRegistryHttp } from '../registry-http.js';
import { createRegonAdapter } from './regon.js';
import { RegistryUnavailableError } from './types.js';

let loopback: LoopbackRegistries;
/** The BIR operations sent, read from each request's wsa:Action. */
let operations: string[] = [];

beforeAll(async () => {
  loopback = await startLoopbackRegistries();
});
afterAll(() => loopback.close());
beforeEach(() => {
  operations = [];
  expireRegonSessions();
});

function adapter(key: string | undefined = LOOPBACK_REGON_KEY) {
  const http = createRegistryHttp({
    registry: 'regon',
    limiter: { take: async () => {} },
    backoffMs: 1,
  });
  return createRegonAdapter({
    baseUrl: `${loopback.url}${LOOPBACK_PATHS.regon}`,
    key,
    http: (request) => {
      operations.push(/<wsa:Action>[^<]*\/(\w+)<\/wsa:Action>/.exec(request.body ?? '')?.[1] ?? '');
      return http(request);
    },
  });
}

const kantor = fixtureBy('nip', '5252700001')!;
const kantorEntity = {
  name: kantor.name,
  legal_form: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  nip: '5252700001',
  regon: '146552108',
  krs: '0000612345',
  entity_kind: 'legal_person',
  address: {
    country: 'PL',
    region: 'MAZOWIECKIE',
    city: 'Warszawa',
    street: 'ul. Marszałkowska',
    postal_code: '00-017',
    house_number: '104/122',
    flat_number: '5',
  },
  // BIR lists 64.99.Z before the main 66.19.Z; the adapter puts the main one first.
  pkd: [
    { code: '66.19.Z', name: kantor.pkd[0]!.name, main: true },
    { code: '64.99.Z', name: kantor.pkd[1]!.name, main: false },
  ],
  registration_date: '2016-04-12',
};

describe('REGON adapter', () => {
  it('finds a legal person by NIP: the entity, not its local unit, with its reports', async () => {
    const result = await adapter().lookup({ kind: 'nip', value: '5252700001' });

    expect(result).toEqual({ status: 'found', entity: kantorEntity });
    expect(operations).toEqual([
      'Zaloguj',
      'DaneSzukajPodmioty',
      'DanePobierzPelnyRaport',
      'DanePobierzPelnyRaport',
    ]);
  });

  it('finds the same entity by KRS, by REGON and by a local unit’s 14-digit REGON', async () => {
    const regon = adapter();
    for (const id of [
      { kind: 'krs', value: '0000612345' },
      { kind: 'regon', value: '146552108' },
      { kind: 'regon', value: localUnitRegon(kantor) },
    ] as const) {
      expect(await regon.lookup(id)).toEqual({ status: 'found', entity: kantorEntity });
    }
  });

  it('finds a sole trader (Typ F) with the CEIDG activity report', async () => {
    const result = await adapter().lookup({ kind: 'nip', value: '6762300005' });

    expect(result).toEqual({
      status: 'found',
      entity: {
        name: 'Anna Wiśniewska Biuro Rachunkowe Bilans',
        legal_form: 'OSOBA FIZYCZNA PROWADZĄCA DZIAŁALNOŚĆ GOSPODARCZĄ',
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
          {
            code: '69.20.Z',
            name: 'Działalność rachunkowo-księgowa; doradztwo podatkowe',
            main: true,
          },
          {
            code: '70.22.Z',
            name: 'Pozostałe doradztwo w zakresie prowadzenia działalności',
            main: false,
          },
        ],
        registration_date: '2015-09-01',
      },
    });
    expect(operations.filter((operation) => operation === 'DanePobierzPelnyRaport')).toHaveLength(
      3,
    );
  });

  it('answers not_found when the search is empty and KomunikatKod is 4', async () => {
    const result = await adapter().lookup({ kind: 'nip', value: '5261040828' });

    expect(result).toEqual({ status: 'not_found' });
    expect(operations).toEqual(['Zaloguj', 'DaneSzukajPodmioty', 'GetValue']);
  });

  it('reports a refused key (an empty session id) as unavailable', async () => {
    const lookup = adapter('wrong-key-0000000000').lookup({ kind: 'nip', value: '5252700001' });

    await expect(lookup).rejects.toThrow(RegistryUnavailableError);
    await expect(lookup).rejects.toThrow(/refused the user key/);
    expect(operations).toEqual(['Zaloguj']);
  });

  it('reuses its session, and logs in again once when BIR ended it', async () => {
    const regon = adapter();
    await Promise.all([
      regon.lookup({ kind: 'nip', value: '5252700001' }),
      regon.lookup({ kind: 'nip', value: '6762300005' }),
    ]);
    await regon.lookup({ kind: 'regon', value: '146552108' });
    expect(operations.filter((operation) => operation === 'Zaloguj')).toHaveLength(1);

    operations = [];
    expireRegonSessions();
    const result = await regon.lookup({ kind: 'krs', value: '0000612345' });

    expect(result).toEqual({ status: 'found', entity: kantorEntity });
    expect(operations.slice(0, 5)).toEqual([
      'DaneSzukajPodmioty',
      'GetValue', // KomunikatKod 7: no session
      'Zaloguj',
      'DaneSzukajPodmioty',
      'DanePobierzPelnyRaport',
    ]);
  });

  it('retries a 500 and then answers', async () => {
    loopback.failNext('regon', 1);
    const result = await adapter().lookup({ kind: 'nip', value: '5252700001' });

    expect(result).toEqual({ status: 'found', entity: kantorEntity });
  });

  it('reports a registry that keeps failing as unavailable', async () => {
    const regon = adapter();
    await expect(regon.lookup({ kind: 'nip', value: FIXTURE_DOWN_NIP })).rejects.toThrow(
      RegistryUnavailableError,
    );
    loopback.failNext('regon', 3);
    await expect(regon.lookup({ kind: 'nip', value: '5252700001' })).rejects.toThrow(/HTTP 500/);
  });

  it('needs a key', async () => {
    await expect(adapter('').lookup({ kind: 'nip', value: '5252700001' })).rejects.toThrow(
      /REGON_API_KEY/,
    );
  });
});

describe('REGON loopback', () => {
  it('refuses a request whose wsa:Action does not match the operation', async () => {
    const response = await fetch(`${loopback.url}${LOOPBACK_PATHS.regon}`, {
      method: 'POST',
      headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
      body:
        '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:ns="http://CIS/BIR/PUBL/2014/07">' +
        '<soap:Header xmlns:wsa="http://www.w3.org/2005/08/addressing">' +
        '<wsa:Action>http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/Wyloguj</wsa:Action></soap:Header>' +
        `<soap:Body><ns:Zaloguj><ns:pKluczUzytkownika>${LOOPBACK_REGON_KEY}</ns:pKluczUzytkownika></ns:Zaloguj></soap:Body>` +
        '</soap:Envelope>',
    });

    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^multipart\/related/);
    expect(await response.text()).toContain('a:ActionNotSupported');
  });
});
