import { FIXTURE_COMPANIES, FIXTURE_DOWN_NIP, type FixtureCompany } from './fixtures.js';
import type { LoopbackHandler, LoopbackResponse } from './server.js';

/** A VAT number of another member state that VIES confirms (the kantor's Cypriot shareholder). */
export const VIES_FOREIGN_COMPANY = {
  countryCode: 'CY',
  vatNumber: '10123456X',
  name: 'ZŁOTÓWKA HOLDINGS LIMITED',
  address: '1 ARCH. MAKARIOU III AVENUE\n1065 NICOSIA',
};

/**
 * The VIES REST API as adapters/vies.ts describes it: POST /check-vat-number {countryCode,
 * vatNumber}. Polish fixtures with `vat_eu` are valid (name and address given), every other
 * number is not ("---"). FIXTURE_DOWN_NIP answers MS_UNAVAILABLE with HTTP 200, as VIES does; a
 * body without both fields is INVALID_INPUT.
 */
export const viesLoopback: LoopbackHandler = (request) => {
  const path = request.url.pathname.replace(/^\/taxation_customs\/vies\/rest-api/, '');
  if (path !== '/check-vat-number' || request.method !== 'POST') {
    return json(404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
  }
  let query: { countryCode?: unknown; vatNumber?: unknown };
  try {
    query = JSON.parse(request.body) as typeof query;
  } catch {
    query = {};
  }
  const { countryCode, vatNumber } = query;
  if (typeof countryCode !== 'string' || typeof vatNumber !== 'string' || !vatNumber) {
    return json(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
  }
  if (countryCode === 'PL' && vatNumber === FIXTURE_DOWN_NIP) {
    return json(200, {
      actionSucceed: false,
      errorWrappers: [
        { error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable' },
      ],
    });
  }

  const company =
    countryCode === 'PL'
      ? FIXTURE_COMPANIES.find((candidate) => candidate.nip === vatNumber && candidate.vat_eu)
      : undefined;
  const foreign =
    countryCode === VIES_FOREIGN_COMPANY.countryCode &&
    vatNumber === VIES_FOREIGN_COMPANY.vatNumber;
  const known = company
    ? { name: company.name.toUpperCase(), address: polishAddress(company) }
    : foreign
      ? VIES_FOREIGN_COMPANY
      : null;

  return json(200, {
    countryCode,
    vatNumber,
    requestDate: new Date().toISOString(),
    valid: known !== null,
    // A consultation number comes only when the requester's own VAT number is sent.
    requestIdentifier: '',
    name: known?.name ?? '---',
    address: known?.address ?? '---',
    traderName: '',
    traderStreet: '',
    traderPostalCode: '',
    traderCity: '',
    traderCompanyType: '',
    traderNameMatch: 'NOT_PROCESSED',
    traderStreetMatch: 'NOT_PROCESSED',
    traderPostalCodeMatch: 'NOT_PROCESSED',
    traderCityMatch: 'NOT_PROCESSED',
    traderCompanyTypeMatch: 'NOT_PROCESSED',
  });
};

const json = (status: number, body: unknown): LoopbackResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** "UL. MARSZAŁKOWSKA 104/122 5\n00-017 WARSZAWA". */
function polishAddress(company: FixtureCompany) {
  const { address } = company;
  const flat = address.flat_number ? ` ${address.flat_number}` : '';
  return `${address.street} ${address.house_number}${flat}\n${address.postal_code} ${address.city}`.toUpperCase();
}
