import type { RegistryAddress, RegistryEntity, RegistryIdentifierKind } from '@aml/shared';
import {
  child,
  escapeXml,
  extractSoapEnvelope,
  parseXml,
  SOAP12_CONTENT_TYPE,
  soapBody,
  soapEnvelope,
  text,
} from './soap.js';
import {
  type AdapterOptions,
  type AdapterResult,
  type RegistryAdapter,
  RegistryUnavailableError,
} from './types.js';

/*
 * GUS REGON, BIR1.1 service with the BIR1.2 reports (shared/domain/poland.md 3.2).
 *
 * Confirmed against johnzuk/GusApi (HEAD 2025-10: SoapActionMapper, GusApiClient, ReportTypes,
 * the WSDL/XSD copies in tests/resources/service, the integration test) and against published
 * sample answers of the service:
 * - SOAP 1.2 with WS-Addressing wsa:To (the endpoint) and wsa:Action; actions are
 *   http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/{Operation}, except GetValue
 *   (http://CIS/BIR/2014/07/IUslugaBIR/GetValue, its element in namespace http://CIS/BIR/2014/07).
 * - Operation elements in http://CIS/BIR/PUBL/2014/07; the search parameters (Nip, Regon, Krs, …)
 *   in http://CIS/BIR/PUBL/2014/07/DataContract.
 * - Answers are MTOM (multipart/related); {Operation}Response/{Operation}Result holds the data as
 *   an escaped XML string <root><dane>…</dane></root>.
 * - Zaloguj answers an empty ZalogujResult for a refused key; the session id goes in the HTTP
 *   header `sid`.
 * - An empty search result is explained by GetValue(KomunikatKod): 4 = not found ("Nie
 *   znaleziono podmiotów."), 7 = no session; StatusSesji is 1 or 0. Newer answers may instead
 *   carry a <dane> with ErrorCode/ErrorMessagePl (4 for nothing found, 5 for a bad report name):
 *   both are read.
 * - Search fields Regon, Nip, Nazwa, Wojewodztwo, …, Typ (P, F, LP, LF), SilosID; full reports
 *   use the 9-digit REGON for the reports read here.
 * - Report fields: praw_nazwa, praw_nip, praw_regon9, praw_numerWRejestrzeEwidencji (spelled
 *   …Wrejestrze… in older answers: keys are matched case-insensitively), praw_dataPowstania,
 *   praw_dataRozpoczeciaDzialalnosci, praw_dataZakonczeniaDzialalnosci,
 *   praw_adSiedz{Wojewodztwo,Miejscowosc,Ulica}_Nazwa, praw_adSiedzKodPocztowy (digits only,
 *   "00925"), praw_adSiedzNumerNieruchomosci, praw_adSiedzNumerLokalu,
 *   praw_podstawowaFormaPrawna_Nazwa ("OSOBA PRAWNA") and praw_szczegolnaFormaPrawna_Nazwa
 *   ("SPÓŁKI Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ"); the fiz_ equivalents for a natural person's
 *   business, fiz_imie1/fiz_nazwisko/fiz_nip in …DaneOgolne; PKD rows praw_pkdKod /
 *   praw_pkdNazwa / praw_pkdPrzewazajace and fiz_pkd_Kod / fiz_pkd_Nazwa / fiz_pkd_Przewazajace
 *   (with fiz_SilosID), codes written "6201Z".
 * Uncertain: the exact KomunikatKod after a session expired (7 is GusApi's SESSION_ERROR); whether
 * the BIR12 reports renamed any field read here; praw_numerWRejestrzeEwidencji is taken as the
 * KRS number only when it has ten digits (other registers use the same field).
 */

const PUBL_NS = 'http://CIS/BIR/PUBL/2014/07';
const BIR_NS = 'http://CIS/BIR/2014/07';
const DATA_NS = 'http://CIS/BIR/PUBL/2014/07/DataContract';
const NAMESPACES = { ns: PUBL_NS, bir: BIR_NS, dat: DATA_NS };

const actionOf = (operation: string) =>
  operation === 'GetValue'
    ? 'http://CIS/BIR/2014/07/IUslugaBIR/GetValue'
    : `${PUBL_NS}/IUslugaBIRzewnPubl/${operation}`;

const SEARCH_FIELD: Record<RegistryIdentifierKind, string> = {
  nip: 'Nip',
  regon: 'Regon',
  krs: 'Krs',
};

/** A natural person's business: the activity report of its silo (SilosID). */
const ACTIVITY_REPORT: Record<string, string> = {
  '1': 'BIR12OsFizycznaDzialalnoscCeidg',
  '2': 'BIR12OsFizycznaDzialalnoscRolnicza',
  '3': 'BIR12OsFizycznaDzialalnoscPozostala',
  '4': 'BIR11OsFizycznaDzialalnoscSkreslonaDo20141108',
};

/** One <dane> of an answer, keys lower-cased (BIR's spelling of some names varies). */
type Row = Map<string, string>;
const get = (row: Row | undefined, name: string) => row?.get(name.toLowerCase()) ?? '';

/** BIR said the session is gone: the lookup logs in again once. */
class SessionExpired extends Error {}

export function createRegonAdapter(options: AdapterOptions): RegistryAdapter {
  const url = options.baseUrl;
  let session: Promise<string> | undefined;

  /** One operation; its {Operation}Result text ('' when BIR answered nothing). */
  async function call(operation: string, body: string, sid: string | null, signal?: AbortSignal) {
    const response = await options.http({
      url,
      method: 'POST',
      headers: { 'content-type': SOAP12_CONTENT_TYPE, ...(sid ? { sid } : {}) },
      body: soapEnvelope(body, { namespaces: NAMESPACES, to: url, action: actionOf(operation) }),
      signal,
    });
    if (response.status !== 200) {
      throw new RegistryUnavailableError(`REGON answered HTTP ${response.status} to ${operation}`);
    }
    let answer: ReturnType<typeof soapBody>;
    try {
      answer = soapBody(extractSoapEnvelope(response.body, response.headers.get('content-type')));
    } catch (error) {
      throw new RegistryUnavailableError(`REGON answered ${operation} in an unknown format`, {
        cause: error,
      });
    }
    if (answer.fault) {
      throw new RegistryUnavailableError(`REGON refused ${operation}: ${answer.fault}`);
    }
    const result = child(answer.body, `${operation}Response`);
    if (result === undefined) {
      throw new RegistryUnavailableError(`REGON answered ${operation} without its result`);
    }
    return text(result, `${operation}Result`);
  }

  async function login() {
    if (!options.key) throw new RegistryUnavailableError('REGON needs a user key (REGON_API_KEY)');
    const sid = await call(
      'Zaloguj',
      `<ns:Zaloguj><ns:pKluczUzytkownika>${escapeXml(options.key)}</ns:pKluczUzytkownika></ns:Zaloguj>`,
      null,
    );
    // BIR answers a refused key with an empty session id, not with an error.
    if (!sid) {
      throw new RegistryUnavailableError(
        'REGON refused the user key (Zaloguj gave no session id): check REGON_API_KEY',
      );
    }
    return sid;
  }

  /**
   * The session every lookup shares: BIR counts logins against the limits too. The login runs
   * without the caller's signal, since other lookups may wait for it.
   */
  function currentSession() {
    if (!session) {
      const attempt = login();
      session = attempt;
      attempt.catch(() => {
        if (session === attempt) session = undefined;
      });
    }
    return session;
  }

  /** `work` with the session; once more with a new session when BIR ended the first. */
  async function withSession<T>(work: (sid: string) => Promise<T>) {
    const first = await currentSession();
    try {
      return await work(first);
    } catch (error) {
      if (!(error instanceof SessionExpired)) throw error;
    }
    // Sessions end after an idle hour; another lookup may already have logged in again.
    if (session && (await session.catch(() => '')) === first) session = undefined;
    try {
      return await work(await currentSession());
    } catch (error) {
      if (error instanceof SessionExpired) {
        throw new RegistryUnavailableError('REGON ended a new session at once');
      }
      throw error;
    }
  }

  const getValue = (name: string, sid: string, signal?: AbortSignal) =>
    call(
      'GetValue',
      `<bir:GetValue><bir:pNazwaParametru>${name}</bir:pNazwaParametru></bir:GetValue>`,
      sid,
      signal,
    );

  /**
   * The <dane> rows of a search or report. An empty answer (or BIR's error row) is explained by
   * KomunikatKod: nothing found gives no rows, an ended session throws SessionExpired.
   */
  async function rows(operation: string, body: string, sid: string, signal?: AbortSignal) {
    const result = await call(operation, body, sid, signal);
    const found = result ? parseRows(result) : [];
    const error = found.find((row) => get(row, 'ErrorCode'));
    if (found.length > 0 && !error) return found;

    const code = error ? get(error, 'ErrorCode') : await getValue('KomunikatKod', sid, signal);
    if (code === '4') return [];
    if (code === '7' || (await getValue('StatusSesji', sid, signal)) === '0') {
      throw new SessionExpired();
    }
    const message = get(error, 'ErrorMessagePl') || (await getValue('KomunikatTresc', sid, signal));
    throw new RegistryUnavailableError(
      `REGON could not answer ${operation} (KomunikatKod ${code || 'none'}${message ? `: ${message}` : ''})`,
    );
  }

  const search = (field: string, value: string, sid: string, signal?: AbortSignal) =>
    rows(
      'DaneSzukajPodmioty',
      `<ns:DaneSzukajPodmioty><ns:pParametryWyszukiwania><dat:${field}>${escapeXml(value)}</dat:${field}></ns:pParametryWyszukiwania></ns:DaneSzukajPodmioty>`,
      sid,
      signal,
    );

  const report = (regon: string, name: string, sid: string, signal?: AbortSignal) =>
    rows(
      'DanePobierzPelnyRaport',
      `<ns:DanePobierzPelnyRaport><ns:pRegon>${regon}</ns:pRegon><ns:pNazwaRaportu>${name}</ns:pNazwaRaportu></ns:DanePobierzPelnyRaport>`,
      sid,
      signal,
    );

  async function legalPerson(unit: Row, regon: string, sid: string, signal?: AbortSignal) {
    const [general, activities] = await Promise.all([
      report(regon, 'BIR12OsPrawna', sid, signal),
      report(regon, 'BIR12OsPrawnaPkd', sid, signal),
    ]);
    const row = general[0];
    if (!row) throw new RegistryUnavailableError(`REGON has no BIR12OsPrawna report for ${regon}`);
    const krs = get(row, 'praw_numerWRejestrzeEwidencji');
    return withoutEmpty<RegistryEntity>({
      name: get(row, 'praw_nazwa') || get(unit, 'Nazwa'),
      legal_form:
        get(row, 'praw_szczegolnaFormaPrawna_Nazwa') ||
        get(row, 'praw_podstawowaFormaPrawna_Nazwa'),
      nip: get(row, 'praw_nip') || get(unit, 'Nip'),
      regon: get(row, 'praw_regon9') || regon,
      krs: /^\d{10}$/.test(krs) ? krs : '',
      entity_kind: 'legal_person',
      address: addressOf(row, 'praw_'),
      pkd: pkdOf(activities, 'praw_pkdKod', 'praw_pkdNazwa', 'praw_pkdPrzewazajace'),
      registration_date:
        isoDate(get(row, 'praw_dataPowstania')) ||
        isoDate(get(row, 'praw_dataRozpoczeciaDzialalnosci')),
      end_date: isoDate(get(row, 'praw_dataZakonczeniaDzialalnosci')),
    });
  }

  async function soleTrader(unit: Row, regon: string, sid: string, signal?: AbortSignal) {
    const silo = get(unit, 'SilosID');
    const activityReport = ACTIVITY_REPORT[silo];
    if (!activityReport) {
      throw new RegistryUnavailableError(`REGON gave SilosID ${silo || 'none'} for ${regon}`);
    }
    const [general, activity, activities] = await Promise.all([
      report(regon, 'BIR12OsFizycznaDaneOgolne', sid, signal),
      report(regon, activityReport, sid, signal),
      report(regon, 'BIR12OsFizycznaPkd', sid, signal),
    ]);
    const owner = general[0];
    const business = activity[0];
    if (!owner || !business) {
      throw new RegistryUnavailableError(`REGON has no ${activityReport} report for ${regon}`);
    }
    // The PKD report lists every business of the person; keep this silo's.
    const ofSilo = activities.filter((row) => [silo, ''].includes(get(row, 'fiz_SilosID')));
    return withoutEmpty<RegistryEntity>({
      name: get(business, 'fiz_nazwa') || get(unit, 'Nazwa'),
      // The basic form says "OSOBA FIZYCZNA PROWADZĄCA DZIAŁALNOŚĆ GOSPODARCZĄ"; the specific
      // one only repeats it in the plural.
      legal_form:
        get(owner, 'fiz_podstawowaFormaPrawna_Nazwa') ||
        get(owner, 'fiz_szczegolnaFormaPrawna_Nazwa'),
      nip: get(owner, 'fiz_nip') || get(unit, 'Nip'),
      regon: get(owner, 'fiz_regon9') || regon,
      entity_kind: 'sole_trader',
      address: addressOf(business, 'fiz_'),
      pkd: pkdOf(ofSilo, 'fiz_pkd_Kod', 'fiz_pkd_Nazwa', 'fiz_pkd_Przewazajace'),
      registration_date:
        isoDate(get(business, 'fiz_dataPowstania')) ||
        isoDate(get(business, 'fiz_dataRozpoczeciaDzialalnosci')),
      end_date: isoDate(get(business, 'fiz_dataZakonczeniaDzialalnosci')),
    });
  }

  async function lookupWith(
    sid: string,
    kind: RegistryIdentifierKind,
    value: string,
    signal?: AbortSignal,
  ): Promise<AdapterResult> {
    const found = await search(SEARCH_FIELD[kind], value, sid, signal);
    let unit = mainUnit(found);
    if (!unit && found[0]) {
      // Only local units (a 14-digit REGON): their entity has the REGON they start with.
      unit = mainUnit(await search('Regon', get(found[0], 'Regon').slice(0, 9), sid, signal));
    }
    if (!unit) return { status: 'not_found' };
    const regon = get(unit, 'Regon').slice(0, 9);
    const entity =
      get(unit, 'Typ').toUpperCase() === 'P'
        ? await legalPerson(unit, regon, sid, signal)
        : await soleTrader(unit, regon, sid, signal);
    return { status: 'found', entity };
  }

  return {
    registry: 'regon',
    accepts: ['nip', 'regon', 'krs'],
    lookup: (id, signal) => withSession((sid) => lookupWith(sid, id.kind, id.value, signal)),
  };
}

function parseRows(xml: string): Row[] {
  let root: ReturnType<typeof parseXml>;
  try {
    root = parseXml(xml, ['dane']);
  } catch (error) {
    throw new RegistryUnavailableError('REGON answered data that is not XML', { cause: error });
  }
  const dane = child(root, 'root');
  if (dane === undefined || typeof dane === 'string') return [];
  return (Array.isArray(dane.dane) ? dane.dane : []).map(
    (row) =>
      new Map(
        typeof row === 'string'
          ? []
          : Object.entries(row).map(([key, value]) => [
              key.toLowerCase(),
              typeof value === 'string' ? value.trim() : '',
            ]),
      ),
  );
}

/**
 * The entity itself among the search's rows: a search may also return its local units (LP, LF).
 * A person with several businesses has a row for each: the CEIDG one (silo 1) first.
 */
function mainUnit(found: Row[]): Row | undefined {
  const typ = (row: Row) => get(row, 'Typ').toUpperCase();
  return (
    found.find((row) => typ(row) === 'P') ??
    found.find((row) => typ(row) === 'F' && get(row, 'SilosID') === '1') ??
    found.find((row) => typ(row) === 'F')
  );
}

function addressOf(row: Row, prefix: 'praw_' | 'fiz_'): RegistryAddress {
  const field = (name: string) => get(row, `${prefix}adSiedz${name}`);
  return withoutEmpty<RegistryAddress>({
    country: field('Kraj_Symbol') || 'PL',
    region: field('Wojewodztwo_Nazwa'),
    city: field('Miejscowosc_Nazwa'),
    street: field('Ulica_Nazwa'),
    postal_code: postalCode(field('KodPocztowy')),
    house_number: field('NumerNieruchomosci'),
    flat_number: field('NumerLokalu'),
  });
}

/** The reports write postal codes as five digits ("00925"); the product as 00-925. */
function postalCode(raw: string): string {
  return /^\d{5}$/.test(raw) ? `${raw.slice(0, 2)}-${raw.slice(2)}` : raw;
}

/** PKD codes as 62.01.Z (the reports write 6201Z), the main activity first. */
function pkdOf(found: Row[], codeKey: string, nameKey: string, mainKey: string) {
  return found
    .map((row) => ({
      code: pkdCode(get(row, codeKey)),
      name: get(row, nameKey),
      main: get(row, mainKey) === '1',
    }))
    .filter((pkd) => pkd.code)
    .map(({ name, ...pkd }) => (name ? { ...pkd, name } : pkd))
    .sort((a, b) => Number(b.main) - Number(a.main));
}

function pkdCode(raw: string): string {
  const match = /^(\d{2})\.?(\d{2})\.?([A-Z])$/i.exec(raw.replace(/\s/g, ''));
  return match ? `${match[1]}.${match[2]}.${match[3]!.toUpperCase()}` : raw.trim();
}

const isoDate = (raw: string) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '');

/** The entity without the fields BIR left empty. */
function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== '' && field !== undefined),
  ) as T;
}
