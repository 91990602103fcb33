/**
 * The VAT White List of the Ministry of Finance (wl-api.mf.gov.pl), no key.
 *
 * Confirmed (shared/domain/poland.md 3.5, and public clients, one answer checked live in 2026):
 * - GET /api/search/nip/{nip}?date=YYYY-MM-DD (or /search/regon/{regon}); the date is required,
 *   not in the future. Answer {result: {subject, requestId, requestDateTime}}; subject is null
 *   when the NIP is not in the register.
 * - subject: name, nip, statusVat ("Czynny", "Zwolniony", "Niezarejestrowany"), regon, pesel,
 *   krs, residenceAddress / workingAddress (one string, "PROSTA 67, 00-838 WARSZAWA"),
 *   representatives[], authorizedClerks[], partners[] (each {companyName, firstName, lastName,
 *   pesel, nip}), registrationLegalDate, registrationDenialDate, restorationDate, removalDate
 *   (YYYY-MM-DD), accountNumbers[] (26-digit NRBs), hasVirtualAccounts.
 * - GET /api/check/nip/{nip}/bank-account/{nrb}?date= answers
 *   {result: {accountAssigned: "TAK" | "NIE", requestId, requestDateTime}}.
 * - Errors are {code, message}: WL-100 server error, WL-101…103 date, WL-104…107 REGON,
 *   WL-108…111 account, WL-112…115 NIP, WL-118 date before the register, WL-130 too many
 *   arguments, WL-190 invalid request, WL-191 the day's limit for this IP address is spent,
 *   WL-195 database updated (ask again), WL-196 database being updated.
 * - Limits: search 100 requests a day, check 5,000 (counted apart: buckets 'search', 'check').
 *
 * Uncertain: the HTTP status of the errors (read from any non-200 answer; if WL-191 came as 429,
 * RegistryHttp would retry it and report the registry unavailable rather than rate-limited);
 * whether some answers wrap the error as {exception: {code, message}} (both are read); the
 * exact statusVat spelling of an unregistered subject (anything but Czynny and Zwolniony is
 * not registered).
 */
import type { RegistryEntity, RegistryPerson } from '@aml/shared';
import type { Clock } from '../../../lib/clock.js';
import { warsawDay } from '../../../lib/warsaw-time.js';
import type { RegistryResponse } from '../registry-http.js';
import {
  RegistryRateLimitedError,
  RegistryUnavailableError,
  type AccountCheck,
  type AdapterOptions,
  type AdapterResult,
  type RegistryAdapter,
} from './types.js';

type WhiteListPerson = {
  companyName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  pesel?: string | null;
  nip?: string | null;
};

type WhiteListSubject = {
  name?: string | null;
  nip?: string | null;
  statusVat?: string | null;
  regon?: string | null;
  krs?: string | null;
  residenceAddress?: string | null;
  workingAddress?: string | null;
  representatives?: WhiteListPerson[] | null;
  authorizedClerks?: WhiteListPerson[] | null;
  partners?: WhiteListPerson[] | null;
  registrationLegalDate?: string | null;
  removalDate?: string | null;
  restorationDate?: string | null;
  accountNumbers?: string[] | null;
};

type WhiteListAnswer<T> = { result?: T & { requestId?: string } };

/** The identifier given is not a valid NIP or REGON: the register has no such subject. */
const INVALID_IDENTIFIER = new Set([
  'WL-104',
  'WL-105',
  'WL-106',
  'WL-107',
  'WL-112',
  'WL-113',
  'WL-114',
  'WL-115',
]);
const LIMIT_SPENT = 'WL-191';

export function createWhiteListAdapter(options: AdapterOptions, clock: Clock): RegistryAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');

  return {
    registry: 'white_list',
    accepts: ['nip', 'regon'],
    async lookup(id, signal): Promise<AdapterResult> {
      if (id.kind !== 'nip' && id.kind !== 'regon') {
        throw new Error(`The White List is not searched by ${id.kind}`);
      }
      const response = await options.http({
        // The register as of today in Poland: the day the officer can prove the check for.
        url: `${base}/api/search/${id.kind}/${id.value}?date=${warsawDay(clock.now())}`,
        headers: { accept: 'application/json' },
        bucket: 'search',
        signal,
      });
      if (response.status !== 200) {
        const code = errorCode(response);
        if (code && INVALID_IDENTIFIER.has(code)) return { status: 'not_found' };
        throw failure(response, code);
      }
      const result = parse<{ subject?: WhiteListSubject | null }>(response);
      if (!result.subject) return { status: 'not_found', requestId: result.requestId };
      return { status: 'found', entity: toEntity(result.subject), requestId: result.requestId };
    },
  };
}

/** Whether an account is on the White List for a NIP, with the request id as proof. */
export function createWhiteListAccountCheck(options: AdapterOptions, clock: Clock): AccountCheck {
  const base = options.baseUrl.replace(/\/+$/, '');

  return {
    async check(nip, nrb, signal) {
      const account = nrb.replace(/\s/g, '').replace(/^PL/i, '');
      const response = await options.http({
        url: `${base}/api/check/nip/${nip}/bank-account/${account}?date=${warsawDay(clock.now())}`,
        headers: { accept: 'application/json' },
        bucket: 'check',
        signal,
      });
      if (response.status !== 200) throw failure(response, errorCode(response));
      const result = parse<{ accountAssigned?: string }>(response);
      if (result.accountAssigned !== 'TAK' && result.accountAssigned !== 'NIE') {
        throw new RegistryUnavailableError('The White List answered a check without TAK or NIE');
      }
      return { assigned: result.accountAssigned === 'TAK', requestId: result.requestId ?? '' };
    },
  };
}

function parse<T>(response: RegistryResponse): NonNullable<WhiteListAnswer<T>['result']> {
  let answer: WhiteListAnswer<T>;
  try {
    answer = JSON.parse(response.text()) as WhiteListAnswer<T>;
  } catch (error) {
    throw new RegistryUnavailableError('The White List answered something other than JSON', {
      cause: error,
    });
  }
  if (!answer?.result) throw new RegistryUnavailableError('The White List answered no result');
  return answer.result;
}

/** The WL-xxx code of an error answer, when it has one. */
function errorCode(response: RegistryResponse): string | undefined {
  try {
    const body = JSON.parse(response.text()) as {
      code?: string;
      exception?: { code?: string };
    };
    return body?.code ?? body?.exception?.code;
  } catch {
    return undefined;
  }
}

function failure(response: RegistryResponse, code: string | undefined) {
  if (code === LIMIT_SPENT) {
    return new RegistryRateLimitedError("The White List's daily limit for this address is spent");
  }
  return new RegistryUnavailableError(
    `The White List answered HTTP ${response.status}${code ? ` (${code})` : ''}`,
  );
}

function toEntity(subject: WhiteListSubject): RegistryEntity {
  const people = (list: WhiteListPerson[] | null | undefined, role: string): RegistryPerson[] =>
    (list ?? []).map((person) => ({
      company_name: person.companyName ?? undefined,
      first_name: person.firstName ?? undefined,
      last_name: person.lastName ?? undefined,
      role,
      pesel: person.pesel ?? undefined,
      nip: person.nip ?? undefined,
    }));

  return {
    name: subject.name ?? undefined,
    nip: subject.nip ?? undefined,
    regon: subject.regon ?? undefined,
    krs: subject.krs ?? undefined,
    address: address(subject.workingAddress ?? subject.residenceAddress),
    representatives: [
      ...people(subject.representatives, 'reprezentant'),
      ...people(subject.authorizedClerks, 'prokurent'),
      ...people(subject.partners, 'wspólnik'),
    ],
    accounts: subject.accountNumbers ?? [],
    vat_status:
      subject.statusVat === 'Czynny'
        ? 'active'
        : subject.statusVat === 'Zwolniony'
          ? 'exempt'
          : 'not_registered',
    registration_date: subject.registrationLegalDate ?? undefined,
    removal_date: subject.removalDate ?? undefined,
    restoration_date: subject.restorationDate ?? undefined,
  };
}

/**
 * "PROSTA 67, 00-838 WARSZAWA": the part before the postal code stays one street line (the
 * register does not say where the street name ends and the number begins).
 */
function address(text: string | null | undefined): RegistryEntity['address'] {
  if (!text) return undefined;
  const match = /^(.*),\s*(\d{2}-\d{3})\s+(.+)$/.exec(text.trim());
  if (!match) return { country: 'PL', street: text.trim() };
  return { country: 'PL', street: match[1], postal_code: match[2], city: match[3] };
}
