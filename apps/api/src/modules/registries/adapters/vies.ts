/**
 * VIES, the European Commission's check of EU VAT numbers, through its REST API.
 *
 * Confirmed (shared/domain/poland.md 3.6, the swagger's models as public clients carry them, and
 * their changelogs):
 * - POST {base}/check-vat-number with {countryCode, vatNumber} (the number without the country
 *   prefix). The answer: countryCode, vatNumber, requestDate, valid, requestIdentifier (a
 *   consultation number, given only when the requester's own VAT number is sent), name, address
 *   (one string, lines separated by "\n"; "---" when the member state does not share it),
 *   trader… fields and their …Match.
 * - Errors come as {actionSucceed: false, errorWrappers: [{error, message}]}, sometimes with
 *   HTTP 200: INVALID_INPUT, INVALID_REQUESTER_INFO, SERVICE_UNAVAILABLE, MS_UNAVAILABLE,
 *   TIMEOUT, VAT_BLOCKED, IP_BLOCKED, GLOBAL_MAX_CONCURRENT_REQ(_TIME),
 *   MS_MAX_CONCURRENT_REQ(_TIME).
 * - VIES confirms registration for intra-EU trade, not the domestic VAT status (White List).
 * - Greece is "EL" in VIES, not its ISO code "GR".
 *
 * Uncertain: the HTTP status of each error (the body is read whatever the status; a 5xx is
 * retried by RegistryHttp first); the exact layout of Polish addresses (the last line is read
 * as "00-000 CITY" when it looks like one, everything else stays in `street`).
 */
import type { RegistryEntity } from '@aml/shared';
import type { RegistryResponse } from '../registry-http.js';
import {
  RegistryUnavailableError,
  type AdapterOptions,
  type AdapterResult,
  type RegistryAdapter,
} from './types.js';

type ViesAnswer = {
  valid?: boolean;
  name?: string;
  address?: string;
  requestIdentifier?: string;
  actionSucceed?: boolean;
  errorWrappers?: Array<{ error?: string; message?: string }>;
};

/** VIES refused the number itself: the answer is that it is not a valid VAT number. */
const INVALID_NUMBER = 'INVALID_INPUT';

export function createViesAdapter(options: AdapterOptions): RegistryAdapter {
  return {
    registry: 'vies',
    accepts: ['nip'],
    lookup(id, signal) {
      if (id.kind !== 'nip') throw new Error(`VIES is not searched by ${id.kind}`);
      return checkVies(options, 'PL', id.value, signal);
    },
  };
}

/**
 * One VAT number of any member state. A number VIES does not confirm is still an answer
 * (found, vat_eu_valid false); a member state or VIES being down is not.
 */
export async function checkVies(
  options: AdapterOptions,
  country: string,
  vatNumber: string,
  signal?: AbortSignal,
): Promise<AdapterResult> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const countryCode = country.toUpperCase() === 'GR' ? 'EL' : country.toUpperCase();
  const response = await options.http({
    url: `${base}/check-vat-number`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ countryCode, vatNumber }),
    signal,
  });
  const answer = parse(response);
  const errors = (answer.errorWrappers ?? []).map((wrapper) => wrapper.error ?? 'UNKNOWN');
  if (errors.length > 0 || answer.actionSucceed === false) {
    if (errors.includes(INVALID_NUMBER)) {
      return { status: 'found', entity: { vat_eu_valid: false } };
    }
    throw new RegistryUnavailableError(`VIES could not answer (${errors.join(', ') || 'error'})`);
  }
  if (response.status !== 200 || typeof answer.valid !== 'boolean') {
    throw new RegistryUnavailableError(`VIES answered HTTP ${response.status} without a result`);
  }

  const entity: RegistryEntity = {
    vat_eu_valid: answer.valid,
    name: shared(answer.name),
    address: address(country.toUpperCase(), shared(answer.address)),
  };
  if (country.toUpperCase() === 'PL') entity.nip = vatNumber;
  return { status: 'found', entity, requestId: answer.requestIdentifier || undefined };
}

function parse(response: RegistryResponse): ViesAnswer {
  try {
    return (JSON.parse(response.text()) ?? {}) as ViesAnswer;
  } catch (error) {
    throw new RegistryUnavailableError(
      `VIES answered HTTP ${response.status} with something other than JSON`,
      { cause: error },
    );
  }
}

/** "---" is how VIES says a member state does not share the name or address. */
function shared(value: string | undefined) {
  const trimmed = value?.trim();
  return trimmed && trimmed !== '---' ? trimmed : undefined;
}

/**
 * VIES gives one address string. A Polish one ending in "00-000 CITY" is split into street,
 * postal code and city; any other stays whole in `street`.
 */
function address(country: string, text: string | undefined): RegistryEntity['address'] {
  if (!text) return undefined;
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const cityLine = country === 'PL' ? /^(\d{2}-\d{3})\s+(.+)$/.exec(lines.at(-1) ?? '') : null;
  if (!cityLine || lines.length < 2) return { country, street: lines.join(', ') };
  return {
    country,
    street: lines.slice(0, -1).join(', '),
    postal_code: cityLine[1],
    city: cityLine[2],
  };
}
