/**
 * CEIDG v3 (biznes.gov.pl): sole traders, with a JWT issued on application.
 *
 * Confirmed (shared/domain/poland.md 3.4, and public clients of the v3 API, one of them checked
 * against the live service in 2026):
 * - GET {base}/firmy?nip=… (or regon=…) with `Authorization: Bearer <JWT>`; 204 with an empty
 *   body when nothing is found (not 404); limits 50 requests / 3 min and 1,000 / hour.
 * - The list answers {firmy: [{id, nazwa, adresDzialalnosci {ulica, budynek, lokal, miasto, kod,
 *   gmina, powiat, wojewodztwo, kraj}, wlasciciel {imie, nazwisko, nip, regon}, dataRozpoczecia
 *   (YYYY-MM-DD), status (AKTYWNY, ZAWIESZONY, WYKRESLONY, …), link}], count, links}. A NIP
 *   can have several entries (an old, deleted business and the current one).
 * - The list carries no PKD codes: the entry itself (GET {base}/firma/{id}, the `link`) adds
 *   pkdGlowny and pkd[] (codes without dots, "6920Z", with their nazwa), obywatelstwa[] {symbol},
 *   adresKorespondencyjny and the dates of suspension and ending.
 *
 * Uncertain: whether /firma/{id} wraps the entry in an array ({firma: [{…}]}, as most clients
 * read it) or gives the object (both are read); whether pkdGlowny / pkd[] are objects {kod,
 * nazwa} or bare codes (both are read); the name of the ending date (dataZakonczenia, else
 * dataWykreslenia); the body of 401/403.
 */
import type { RegistryEntity } from '@aml/shared';
import type { RegistryResponse } from '../registry-http.js';
import {
  RegistryUnavailableError,
  type AdapterOptions,
  type AdapterResult,
  type RegistryAdapter,
} from './types.js';

type CeidgPkd = string | { kod?: string; nazwa?: string };

type CeidgFirm = {
  id?: string;
  nazwa?: string;
  status?: string;
  dataRozpoczecia?: string;
  dataZakonczenia?: string;
  dataWykreslenia?: string;
  adresDzialalnosci?: {
    ulica?: string;
    budynek?: string;
    lokal?: string;
    miasto?: string;
    kod?: string;
    wojewodztwo?: string;
    kraj?: string;
  };
  wlasciciel?: { imie?: string; nazwisko?: string; nip?: string; regon?: string };
  obywatelstwa?: Array<{ symbol?: string }>;
  pkdGlowny?: CeidgPkd;
  pkd?: CeidgPkd[];
};

/** Which entry of a NIP is the business as it is now. */
const STATUS_ORDER = ['AKTYWNY', 'ZAWIESZONY', 'OCZEKUJE_NA_ROZPOCZECIE_DZIALANOSCI'];

export function createCeidgAdapter(options: AdapterOptions): RegistryAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');

  /** The answer's JSON, or null when CEIDG has nothing (204, or an empty body). */
  async function get(path: string, signal?: AbortSignal): Promise<unknown> {
    if (!options.key) throw new RegistryUnavailableError('CEIDG has no token configured');
    const response = await options.http({
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${options.key}`, accept: 'application/json' },
      signal,
    });
    if (response.status === 401 || response.status === 403) {
      throw new RegistryUnavailableError(
        `CEIDG refused the token (HTTP ${response.status}): check CEIDG_API_TOKEN`,
      );
    }
    // 204 is CEIDG's "no data"; a 404 means a wrong address (CEIDG_API_URL), not a firm unknown.
    if (response.status === 204) return null;
    if (response.status !== 200) {
      throw new RegistryUnavailableError(`CEIDG answered HTTP ${response.status}`);
    }
    return parse(response);
  }

  return {
    registry: 'ceidg',
    accepts: ['nip', 'regon'],
    async lookup(id, signal): Promise<AdapterResult> {
      if (id.kind !== 'nip' && id.kind !== 'regon') {
        throw new Error(`CEIDG is not searched by ${id.kind}`);
      }
      const list = (await get(`/firmy?${id.kind}=${encodeURIComponent(id.value)}`, signal)) as {
        firmy?: CeidgFirm[];
      } | null;
      const firm = current(list?.firmy ?? []);
      if (!firm) return { status: 'not_found' };
      // The list has no PKD codes; the entry's own page has them (one more request).
      const detail = firm.id
        ? ((await get(`/firma/${encodeURIComponent(firm.id)}`, signal)) as {
            firma?: CeidgFirm | CeidgFirm[];
          } | null)
        : null;
      const full = Array.isArray(detail?.firma) ? detail.firma[0] : detail?.firma;
      return { status: 'found', entity: toEntity({ ...firm, ...full }) };
    },
  };
}

function parse(response: RegistryResponse): unknown {
  const body = response.text();
  if (!body.trim()) return null;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new RegistryUnavailableError('CEIDG answered something other than JSON', {
      cause: error,
    });
  }
}

/** The active entry first, then suspended ones; among equals the latest started. */
function current(firms: CeidgFirm[]): CeidgFirm | undefined {
  const rank = (firm: CeidgFirm) => {
    const index = STATUS_ORDER.indexOf(firm.status ?? '');
    return index < 0 ? STATUS_ORDER.length : index;
  };
  return [...firms].sort(
    (a, b) => rank(a) - rank(b) || (b.dataRozpoczecia ?? '').localeCompare(a.dataRozpoczecia ?? ''),
  )[0];
}

function toEntity(firm: CeidgFirm): RegistryEntity {
  const address = firm.adresDzialalnosci;
  const owner = firm.wlasciciel;
  const codes = [
    pkd(firm.pkdGlowny, true),
    ...(firm.pkd ?? []).map((item) => pkd(item, false)),
  ].filter((item) => item !== null);

  return {
    name: firm.nazwa,
    nip: owner?.nip,
    regon: owner?.regon,
    entity_kind: 'sole_trader',
    address: address && {
      country: address.kraj ?? 'PL',
      region: address.wojewodztwo,
      city: address.miasto,
      street: address.ulica,
      postal_code: address.kod,
      house_number: address.budynek,
      flat_number: address.lokal,
    },
    // pkd[] repeats the main code: each code once, the main one first.
    pkd: codes.filter(
      (item, index) => codes.findIndex((other) => other.code === item.code) === index,
    ),
    representatives: owner
      ? [
          {
            first_name: owner.imie,
            last_name: owner.nazwisko,
            role: 'właściciel',
            nip: owner.nip,
            citizenships: firm.obywatelstwa
              ?.map((citizenship) => citizenship.symbol)
              .filter((symbol) => symbol !== undefined),
          },
        ]
      : [],
    registration_date: firm.dataRozpoczecia,
    end_date: firm.dataZakonczenia ?? firm.dataWykreslenia,
  };
}

/** "6920Z" or {kod: "6920Z", nazwa} to {code: "69.20.Z", name}. */
function pkd(item: CeidgPkd | undefined, main: boolean) {
  const code = typeof item === 'string' ? item : item?.kod;
  if (!code) return null;
  const parts = /^(\d{2})\.?(\d{2})\.?([A-Z])$/.exec(code.trim().toUpperCase());
  return {
    code: parts ? `${parts[1]}.${parts[2]}.${parts[3]}` : code,
    name: typeof item === 'string' ? undefined : item?.nazwa,
    main,
  };
}
