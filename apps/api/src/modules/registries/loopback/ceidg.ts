import { FIXTURE_COMPANIES, FIXTURE_DOWN_NIP, type FixtureCompany } from './fixtures.js';
import type { LoopbackHandler, LoopbackResponse } from './server.js';

/**
 * CEIDG v3 as adapters/ceidg.ts describes it: GET /api/ceidg/v3/firmy?nip=|regon= (the list,
 * without PKD codes) and GET /api/ceidg/v3/firma/{id} (the entry), both behind
 * `Authorization: Bearer <token>` (401 otherwise); 204 with no body when nothing is found. Only
 * the sole traders (REGON type F) are in CEIDG. FIXTURE_DOWN_NIP answers 500.
 */
export const ceidgLoopback: LoopbackHandler = (request) => {
  if (request.headers.authorization !== `Bearer ${LOOPBACK_TOKEN}`) {
    return json(401, { message: 'Unauthorized' });
  }
  const path = request.url.pathname.replace(/^\/api\/ceidg\/v3/, '');
  if (request.method !== 'GET') return json(405, { message: 'Method Not Allowed' });

  if (path === '/firmy') {
    const nip = request.url.searchParams.get('nip');
    const regon = request.url.searchParams.get('regon');
    if (nip === FIXTURE_DOWN_NIP) return { status: 500, body: '500 Internal Server Error' };
    const firms = SOLE_TRADERS.filter(
      (company) => (nip && company.nip === nip) || (regon && company.regon === regon),
    );
    if (firms.length === 0) return { status: 204, body: '' };
    return json(200, {
      firmy: firms.map(listEntry),
      count: firms.length,
      links: { self: `https://dane.biznes.gov.pl/api/ceidg/v3/firmy${request.url.search}` },
    });
  }

  const entry = /^\/firma\/([0-9A-F-]+)$/.exec(path);
  const company = entry && SOLE_TRADERS.find((candidate) => ceidgId(candidate) === entry[1]);
  if (company) return json(200, { firma: [fullEntry(company)] });
  return entry ? { status: 204, body: '' } : json(404, { message: 'Not Found' });
};

/** The token startLoopbackRegistries gives the application (CEIDG_API_TOKEN). */
const LOOPBACK_TOKEN = 'loopback-token';

const SOLE_TRADERS = FIXTURE_COMPANIES.filter((company) => company.type === 'F');

const json = (status: number, body: unknown): LoopbackResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** CEIDG identifies an entry by a GUID; here one derived from the REGON. */
const ceidgId = (company: FixtureCompany) =>
  `3C1E5A7B-1F2D-4E6A-9B8C-${company.regon.padStart(12, '0')}`;

function listEntry(company: FixtureCompany) {
  const owner = company.owner;
  const { address } = company;
  return {
    id: ceidgId(company),
    nazwa: company.name,
    adresDzialalnosci: {
      ulica: address.street,
      budynek: address.house_number,
      ...(address.flat_number ? { lokal: address.flat_number } : {}),
      miasto: address.city,
      wojewodztwo: address.voivodeship,
      powiat: address.county,
      gmina: address.commune,
      kraj: 'PL',
      kod: address.postal_code,
    },
    wlasciciel: {
      imie: owner?.first_name,
      nazwisko: owner?.last_name,
      nip: company.nip,
      regon: company.regon,
    },
    dataRozpoczecia: company.registration_date,
    status: company.end_date ? 'WYKRESLONY' : 'AKTYWNY',
    link: `https://dane.biznes.gov.pl/api/ceidg/v3/firma/${ceidgId(company)}`,
  };
}

/** The entry adds the PKD codes (without dots), citizenships and the ending date. */
function fullEntry(company: FixtureCompany) {
  const codes = company.pkd.map((item) => ({
    kod: item.code.replace(/\./g, ''),
    nazwa: item.name,
  }));
  return {
    ...listEntry(company),
    obywatelstwa: company.owner ? [{ symbol: company.owner.citizenship, kraj: 'Polska' }] : [],
    rokPkd: '2007',
    pkdGlowny: codes[0],
    pkd: codes,
    ...(company.end_date ? { dataZakonczenia: company.end_date } : {}),
  };
}
