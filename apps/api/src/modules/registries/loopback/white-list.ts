import { randomBytes } from 'node:crypto';
import { isValidNip, isValidRegon } from '@aml/shared';
import { FIXTURE_COMPANIES, FIXTURE_DOWN_NIP, type FixtureCompany } from './fixtures.js';
import type { LoopbackHandler, LoopbackResponse } from './server.js';

/** A valid NIP the White List answers with WL-191, its daily limit spent (tests of the limit). */
export const WHITE_LIST_LIMIT_NIP = '5261000007';

/**
 * The VAT White List as adapters/white-list.ts describes it: /api/search/nip/{nip},
 * /api/search/regon/{regon} and /api/check/nip/{nip}/bank-account/{nrb}, each with ?date=;
 * subject null for a valid NIP it does not know, {code: "WL-1xx", message} with 400 for an
 * invalid one, a new requestId for every answer. FIXTURE_DOWN_NIP answers 500.
 */
export const whiteListLoopback: LoopbackHandler = (request) => {
  if (request.method !== 'GET') return error('WL-190', 'Nieprawidłowe żądanie.');
  const date = request.url.searchParams.get('date');
  if (!date) return error('WL-101', 'Pole "data" nie może być puste.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    return error('WL-102', 'Pole "data" ma nieprawidłowy format.');

  const path = request.url.pathname;
  const search = /^\/api\/search\/(nip|regon)\/([^/]+)$/.exec(path);
  const check = /^\/api\/check\/nip\/([^/]+)\/bank-account\/([^/]+)$/.exec(path);
  const nip = search?.[1] === 'nip' ? search[2] : check?.[1];

  if (nip !== undefined) {
    if (nip === FIXTURE_DOWN_NIP) return { status: 500, body: '500 Internal Server Error' };
    if (nip === WHITE_LIST_LIMIT_NIP) {
      return error('WL-191', 'Wyczerpano dzienny limit zapytań dla tego adresu IP.');
    }
    if (!/^\d{10}$/.test(nip)) return error('WL-113', 'Pole "NIP" ma nieprawidłową długość.');
    if (!isValidNip(nip)) return error('WL-115', 'Nieprawidłowy NIP.');
  }

  if (search?.[1] === 'regon') {
    const regon = search[2]!;
    if (!/^\d{9}(\d{5})?$/.test(regon)) {
      return error('WL-105', 'Pole "REGON" ma nieprawidłową długość.');
    }
    if (!isValidRegon(regon)) return error('WL-107', 'Nieprawidłowy REGON.');
    const company = FIXTURE_COMPANIES.find((candidate) => candidate.regon === regon);
    return ok({ subject: company ? subject(company) : null });
  }
  if (search) {
    const company = FIXTURE_COMPANIES.find((candidate) => candidate.nip === nip);
    return ok({ subject: company ? subject(company) : null });
  }
  if (check) {
    const account = check[2]!;
    if (!/^\d{26}$/.test(account)) {
      return error('WL-109', 'Pole "numer rachunku" ma nieprawidłową długość.');
    }
    const company = FIXTURE_COMPANIES.find((candidate) => candidate.nip === nip);
    return ok({ accountAssigned: company?.accounts.includes(account) ? 'TAK' : 'NIE' });
  }
  return error('WL-190', 'Nieprawidłowe żądanie.');
};

const json = (status: number, body: unknown): LoopbackResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

const error = (code: string, message: string) => json(400, { code, message });

/** Every answer gets its own request id, the proof the officer keeps. */
function ok(result: Record<string, unknown>) {
  const id = randomBytes(8).toString('hex');
  const now = new Date().toISOString();
  // dd-MM-yyyy HH:mm:ss, as the register writes it.
  const dateTime = `${now.slice(8, 10)}-${now.slice(5, 7)}-${now.slice(0, 4)} ${now.slice(11, 19)}`;
  return json(200, {
    result: {
      ...result,
      requestDateTime: dateTime,
      requestId: `${id.slice(0, 5)}-${id.slice(5, 12)}`,
    },
  });
}

function subject(company: FixtureCompany) {
  const { address } = company;
  const street = address.street.replace(/^ul\.\s*/i, '').toUpperCase();
  const number = address.flat_number
    ? `${address.house_number}/${address.flat_number}`
    : address.house_number;
  return {
    name: company.name.toUpperCase(),
    nip: company.nip,
    statusVat: company.vat_status,
    regon: company.regon,
    pesel: null,
    krs: company.krs ?? null,
    residenceAddress: null,
    workingAddress: `${street} ${number}, ${address.postal_code} ${address.city.toUpperCase()}`,
    representatives: company.board
      .filter((member) => member.role !== 'LIKWIDATOR')
      .map((member) => ({
        companyName: null,
        firstName: member.first_name.toUpperCase(),
        lastName: member.last_name.toUpperCase(),
        pesel: null,
        nip: null,
      })),
    authorizedClerks: [],
    partners: [],
    registrationLegalDate: company.registration_date,
    registrationDenialBasis: null,
    registrationDenialDate: null,
    restorationBasis: company.restoration_date ? 'Art. 96 ust. 9a ustawy o VAT' : null,
    restorationDate: company.restoration_date ?? null,
    removalBasis: company.removal_date ? 'Art. 96 ust. 9 pkt 1 ustawy o VAT' : null,
    removalDate: company.removal_date ?? null,
    exemptionSmeDate: null,
    accountNumbers: company.accounts,
    hasVirtualAccounts: false,
  };
}
