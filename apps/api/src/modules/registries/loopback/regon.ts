import { randomBytes, randomUUID } from 'node:crypto';
import { child, escapeXml, parseXml, text, type XmlNode } from '../adapters/soap.js';
import { FIXTURE_COMPANIES, FIXTURE_DOWN_NIP, type FixtureCompany } from './fixtures.js';
import type { LoopbackHandler, LoopbackResponse } from './server.js';

/**
 * GUS REGON BIR1.1 with the BIR1.2 reports, as the adapter meets it (shared/domain/poland.md
 * 3.2; formats confirmed in adapters/regon.ts): SOAP 1.2 answers wrapped in MTOM
 * multipart/related, wsa:Action checked (WCF refuses any other with a 500 fault), the session
 * id in the `sid` header, data as an escaped `<root><dane>…</dane></root>` string, an empty
 * result explained by GetValue(KomunikatKod). The public test key is the only key accepted.
 */

export const LOOPBACK_REGON_KEY = 'abcde12345abcde12345';

const PUBL_NS = 'http://CIS/BIR/PUBL/2014/07';
const BIR_NS = 'http://CIS/BIR/2014/07';
const PUBL_ACTIONS = `${PUBL_NS}/IUslugaBIRzewnPubl/`;
const ACTIONS: Record<string, string> = {
  Zaloguj: `${PUBL_ACTIONS}Zaloguj`,
  Wyloguj: `${PUBL_ACTIONS}Wyloguj`,
  DaneSzukajPodmioty: `${PUBL_ACTIONS}DaneSzukajPodmioty`,
  DanePobierzPelnyRaport: `${PUBL_ACTIONS}DanePobierzPelnyRaport`,
  GetValue: 'http://CIS/BIR/2014/07/IUslugaBIR/GetValue',
};

const MESSAGES: Record<string, string> = {
  '0': '',
  '4': 'Nie znaleziono podmiotów.',
  '7': 'Brak sesji. Sesja wygasła lub przekazano nieprawidłową wartość nagłówka sid.',
};

/** Open sessions, each with the KomunikatKod of its last search. */
const sessions = new Map<string, string>();

/** Ends every session, as BIR does after an idle hour (tests of the adapter's new login). */
export function expireRegonSessions() {
  sessions.clear();
}

export const regonLoopback: LoopbackHandler = (request) => {
  if (request.method !== 'POST' || request.url.pathname !== '/wsBIR/UslugaBIRzewnPubl.svc') {
    return { status: 404, body: 'Not Found' };
  }
  if (!/^application\/soap\+xml/i.test(String(request.headers['content-type'] ?? ''))) {
    // WCF's answer to a SOAP 1.1 or plain request.
    return { status: 415, body: '' };
  }
  let envelope: XmlNode | undefined;
  try {
    envelope = child(parseXml(request.body), 'Envelope');
  } catch {
    envelope = undefined;
  }
  const body = child(envelope, 'Body');
  if (body === undefined) {
    return fault('s:Sender', 'a:InvalidMessage', 'The message is not a SOAP 1.2 envelope.');
  }
  const header = child(envelope, 'Header');
  const operation = typeof body === 'string' ? '' : (Object.keys(body)[0] ?? '');
  const action = text(header, 'Action');
  if (!ACTIONS[operation] || action !== ACTIONS[operation]) {
    return fault(
      's:Sender',
      'a:ActionNotSupported',
      `The message with Action '${action}' cannot be processed at the receiver.`,
    );
  }
  const params = child(body, operation);
  const sidHeader = request.headers.sid;
  const sid = Array.isArray(sidHeader) ? (sidHeader[0] ?? '') : (sidHeader ?? '');

  switch (operation) {
    case 'Zaloguj': {
      if (text(params, 'pKluczUzytkownika') !== LOOPBACK_REGON_KEY) return answer(operation, '');
      // BIR's session ids are 20 lower-case letters and digits.
      const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
      const id = [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join('');
      sessions.set(id, '0');
      return answer(operation, id);
    }
    case 'Wyloguj':
      return answer(operation, String(sessions.delete(text(params, 'pIdentyfikatorSesji'))));
    case 'GetValue':
      return answer(operation, value(text(params, 'pNazwaParametru'), sid));
    case 'DaneSzukajPodmioty':
      return search(params, sid);
    default:
      return fullReport(text(params, 'pRegon'), text(params, 'pNazwaRaportu'), sid);
  }
};

function value(name: string, sid: string): string {
  const code = sessions.get(sid) ?? '7';
  switch (name) {
    case 'KomunikatKod':
      return code;
    case 'KomunikatTresc':
      return MESSAGES[code] ?? '';
    case 'StatusSesji':
      return sessions.has(sid) ? '1' : '0';
    case 'StatusUslugi':
      return '1';
    case 'KomunikatUslugi':
      return 'Usluga dostepna';
    case 'StanDanych':
      return '01-01-2026';
    default:
      return '';
  }
}

function search(params: XmlNode | undefined, sid: string): LoopbackResponse {
  // Without a session BIR answers nothing; KomunikatKod then says 7.
  if (!sessions.has(sid)) return answer('DaneSzukajPodmioty', '');
  const criteria = child(params, 'pParametryWyszukiwania');
  const nip = text(criteria, 'Nip');
  const regon = text(criteria, 'Regon');
  const krs = text(criteria, 'Krs');
  if (nip === FIXTURE_DOWN_NIP) {
    return fault('s:Receiver', 'a:InternalServiceFault', 'Internal error.', 500);
  }
  const company = FIXTURE_COMPANIES.find(
    (candidate) =>
      (nip && candidate.nip === nip) ||
      (regon && [candidate.regon, localUnitRegon(candidate)].includes(regon)) ||
      (krs && candidate.krs === krs),
  );
  sessions.set(sid, company ? '0' : '4');
  if (!company) return answer('DaneSzukajPodmioty', '');
  // A NIP or KRS finds the entity and its local units; a unit's own REGON only the unit.
  const units = regon === localUnitRegon(company) ? [] : [searchRow(company)];
  if (company.type === 'P' && regon !== company.regon) units.unshift(localUnitRow(company));
  return answer('DaneSzukajPodmioty', dataXml(units));
}

function searchRow(company: FixtureCompany): Record<string, string> {
  const { address } = company;
  return {
    Regon: company.regon,
    Nip: company.nip,
    StatusNip: '',
    Nazwa: company.name,
    Wojewodztwo: address.voivodeship,
    Powiat: address.county,
    Gmina: address.commune,
    Miejscowosc: address.city,
    KodPocztowy: address.postal_code,
    Ulica: address.street,
    NrNieruchomosci: address.house_number,
    NrLokalu: address.flat_number ?? '',
    Typ: company.type,
    SilosID: company.type === 'P' ? '6' : '1',
    DataZakonczeniaDzialalnosci: company.end_date ?? '',
    MiejscowoscPoczty: address.city,
  };
}

/** Each legal person has one branch in Kraków, so searches show the extra rows BIR gives. */
function localUnitRow(company: FixtureCompany): Record<string, string> {
  return {
    ...searchRow(company),
    Regon: localUnitRegon(company),
    Nazwa: `${company.name} ODDZIAŁ W KRAKOWIE`,
    Wojewodztwo: 'MAŁOPOLSKIE',
    Powiat: 'Kraków',
    Gmina: 'Kraków-Śródmieście',
    Miejscowosc: 'Kraków',
    KodPocztowy: '31-042',
    Ulica: 'ul. Rynek Główny',
    NrNieruchomosci: '1',
    NrLokalu: '',
    Typ: 'LP',
    MiejscowoscPoczty: 'Kraków',
  };
}

/** The branch's 14-digit REGON: the entity's, a unit number, a checksum. */
export function localUnitRegon(company: FixtureCompany): string {
  const digits = `${company.regon}0001`;
  const weights = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return `${digits}${(sum % 11) % 10}`;
}

const REPORTS = [
  'BIR12OsPrawna',
  'BIR12OsPrawnaPkd',
  'BIR12OsFizycznaDaneOgolne',
  'BIR12OsFizycznaDzialalnoscCeidg',
  'BIR12OsFizycznaDzialalnoscRolnicza',
  'BIR12OsFizycznaDzialalnoscPozostala',
  'BIR11OsFizycznaDzialalnoscSkreslonaDo20141108',
  'BIR12OsFizycznaPkd',
  'BIR12OsPrawnaListaJednLokalnych',
  'BIR12OsFizycznaListaJednLokalnych',
  'BIR12TypPodmiotu',
];

function fullReport(regon: string, name: string, sid: string): LoopbackResponse {
  if (!sessions.has(sid)) return answer('DanePobierzPelnyRaport', '');
  const error = (code: string, pl: string, en: string) =>
    answer(
      'DanePobierzPelnyRaport',
      dataXml([
        {
          ErrorCode: code,
          ErrorMessagePl: pl,
          ErrorMessageEn: en,
          pRegon: regon,
          Typ_podmiotu: '',
          Raport: name,
        },
      ]),
    );
  if (!REPORTS.includes(name)) {
    return error('5', 'Nieprawidłowa lub pusta nazwa raportu.', 'Invalid or empty report name.');
  }
  const company = FIXTURE_COMPANIES.find((candidate) => candidate.regon === regon);
  const rows = company ? reportRows(company, name) : [];
  if (rows.length === 0) {
    return error(
      '4',
      'Nie znaleziono wpisu dla podanych kryteriów wyszukiwania.',
      'No data found for the specified search criteria.',
    );
  }
  return answer('DanePobierzPelnyRaport', dataXml(rows));
}

function reportRows(company: FixtureCompany, name: string): Array<Record<string, string>> {
  const legal = company.type === 'P';
  switch (name) {
    case 'BIR12OsPrawna':
      return legal ? [legalPersonRow(company)] : [];
    case 'BIR12OsPrawnaPkd':
      return legal
        ? pkdRows(company).map(({ code, name: pkdName, main }) => ({
            praw_pkdKod: code,
            praw_pkdNazwa: pkdName,
            praw_pkdPrzewazajace: main,
          }))
        : [];
    case 'BIR12OsFizycznaDaneOgolne':
      return legal ? [] : [ownerRow(company)];
    case 'BIR12OsFizycznaDzialalnoscCeidg':
      return legal ? [] : [businessRow(company)];
    case 'BIR12OsFizycznaPkd':
      return legal
        ? []
        : pkdRows(company).map(({ code, name: pkdName, main }) => ({
            fiz_pkd_Kod: code,
            fiz_pkd_Nazwa: pkdName,
            fiz_pkd_Przewazajace: main,
            fiz_SilosID: '1',
            fiz_Silos_Symbol: 'CEIDG',
            fiz_dataSkresleniaDzialalnosciZRegon: '',
          }));
    default:
      return [];
  }
}

/** BIR lists PKD codes by code, without dots; the main one is wherever its code falls. */
function pkdRows(company: FixtureCompany) {
  const main = company.pkd[0]?.code;
  return company.pkd
    .map((pkd) => ({
      code: pkd.code.replace(/\./g, ''),
      name: pkd.name,
      main: pkd.code === main ? '1' : '0',
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The address fields of a report, with the prefix of its kind (praw_, fiz_). */
function addressFields(company: FixtureCompany, prefix: string): Record<string, string> {
  const { address } = company;
  return {
    [`${prefix}adSiedzKraj_Symbol`]: 'PL',
    [`${prefix}adSiedzKodPocztowy`]: address.postal_code.replace('-', ''),
    [`${prefix}adSiedzNumerNieruchomosci`]: address.house_number,
    [`${prefix}adSiedzNumerLokalu`]: address.flat_number ?? '',
    [`${prefix}adSiedzNietypoweMiejsceLokalizacji`]: '',
    [`${prefix}adSiedzKraj_Nazwa`]: 'POLSKA',
    [`${prefix}adSiedzWojewodztwo_Nazwa`]: address.voivodeship,
    [`${prefix}adSiedzPowiat_Nazwa`]: address.county,
    [`${prefix}adSiedzGmina_Nazwa`]: address.commune,
    [`${prefix}adSiedzMiejscowosc_Nazwa`]: address.city,
    [`${prefix}adSiedzMiejscowoscPoczty_Nazwa`]: address.city,
    [`${prefix}adSiedzUlica_Nazwa`]: address.street,
  };
}

function legalPersonRow(company: FixtureCompany): Record<string, string> {
  const entrepreneurs = company.krs_register !== 'S';
  return {
    praw_regon9: company.regon,
    praw_nip: company.nip,
    praw_statusNip: '',
    praw_nazwa: company.name,
    praw_nazwaSkrocona: '',
    praw_numerWRejestrzeEwidencji: company.krs ?? '',
    praw_dataWpisuDoRejestruEwidencji: company.registration_date,
    praw_dataPowstania: company.registration_date,
    praw_dataRozpoczeciaDzialalnosci: company.registration_date,
    praw_dataWpisuDoRegon: company.registration_date,
    praw_dataZawieszeniaDzialalnosci: '',
    praw_dataWznowieniaDzialalnosci: '',
    praw_dataZaistnieniaZmiany: company.registration_date,
    praw_dataZakonczeniaDzialalnosci: company.end_date ?? '',
    praw_dataSkresleniaZRegon: '',
    praw_dataOrzeczeniaOUpadlosci: '',
    praw_dataZakonczeniaPostepowaniaUpadlosciowego: '',
    ...addressFields(company, 'praw_'),
    praw_numerTelefonu: '',
    praw_adresEmail: '',
    praw_adresStronyinternetowej: '',
    praw_podstawowaFormaPrawna_Symbol: '1',
    praw_podstawowaFormaPrawna_Nazwa: 'OSOBA PRAWNA',
    praw_szczegolnaFormaPrawna_Nazwa: company.legal_form,
    praw_formaWlasnosci_Nazwa: 'WŁASNOŚĆ KRAJOWYCH OSÓB FIZYCZNYCH',
    praw_rodzajRejestruEwidencji_Symbol: entrepreneurs ? '138' : '139',
    praw_rodzajRejestruEwidencji_Nazwa: entrepreneurs
      ? 'REJESTR PRZEDSIĘBIORCÓW'
      : 'REJESTR STOWARZYSZEŃ, INNYCH ORGANIZACJI SPOŁECZNYCH I ZAWODOWYCH, FUNDACJI',
    praw_liczbaJednLokalnych: '1',
  };
}

function ownerRow(company: FixtureCompany): Record<string, string> {
  return {
    fiz_regon9: company.regon,
    fiz_nip: company.nip,
    fiz_statusNip: '',
    fiz_nazwisko: company.owner?.last_name ?? '',
    fiz_imie1: company.owner?.first_name ?? '',
    fiz_imie2: '',
    fiz_dataWpisuPodmiotuDoRegon: company.registration_date,
    fiz_dataZaistnieniaZmiany: company.registration_date,
    fiz_dataSkresleniaPodmiotuZRegon: '',
    fiz_podstawowaFormaPrawna_Symbol: '9',
    fiz_szczegolnaFormaPrawna_Symbol: '099',
    fiz_podstawowaFormaPrawna_Nazwa: company.legal_form,
    fiz_szczegolnaFormaPrawna_Nazwa: 'OSOBY FIZYCZNE PROWADZĄCE DZIAŁALNOŚĆ GOSPODARCZĄ',
    fiz_dzialalnoscCeidg: '1',
    fiz_dzialalnoscRolnicza: '0',
    fiz_dzialalnoscPozostala: '0',
    fiz_dzialalnoscSkreslonaDo20141108: '0',
    fiz_liczbaJednLokalnych: '0',
  };
}

function businessRow(company: FixtureCompany): Record<string, string> {
  return {
    fiz_regon9: company.regon,
    fiz_nazwa: company.name,
    fiz_nazwaSkrocona: '',
    fiz_dataPowstania: company.registration_date,
    fiz_dataRozpoczeciaDzialalnosci: company.registration_date,
    fiz_dataWpisuDzialalnosciDoRegon: company.registration_date,
    fiz_dataZawieszeniaDzialalnosci: '',
    fiz_dataWznowieniaDzialalnosci: '',
    fiz_dataZaistnieniaZmianyDzialalnosci: '',
    fiz_dataZakonczeniaDzialalnosci: company.end_date ?? '',
    fiz_dataSkresleniaDzialalnosciZRegon: '',
    ...addressFields(company, 'fiz_'),
    fizC_dataWpisuDoRejestruEwidencji: company.registration_date,
    fizC_numerWRejestrzeEwidencji: '',
    fizC_RodzajRejestru_Symbol: '151',
    fizC_RodzajRejestru_Nazwa: 'CENTRALNA EWIDENCJA I INFORMACJA O DZIAŁALNOŚCI GOSPODARCZEJ',
    fizC_NiePodjetoDzialalnosci: 'false',
  };
}

/** The data string as BIR formats it: CRLF-indented, empty elements self-closed. */
function dataXml(rows: Array<Record<string, string>>): string {
  const dane = rows.map((row) => {
    const fields = Object.entries(row).map(([name, value]) =>
      value ? `    <${name}>${escapeXml(value)}</${name}>` : `    <${name} />`,
    );
    return ['  <dane>', ...fields, '  </dane>'].join('\r\n');
  });
  return ['<root>', ...dane, '</root>'].join('\r\n');
}

/** An {Operation}Response, the data escaped in its Result (WCF writes CR as &#xD;). */
function answer(operation: string, result: string): LoopbackResponse {
  const namespace = operation === 'GetValue' ? BIR_NS : PUBL_NS;
  const escaped = escapeXml(result).replace(/\r/g, '&#xD;');
  return mtom(
    200,
    soapEnvelope(
      `${ACTIONS[operation]}Response`,
      `<${operation}Response xmlns="${namespace}"><${operation}Result>${escaped}</${operation}Result></${operation}Response>`,
    ),
  );
}

function fault(code: string, subcode: string, reason: string, status = 500): LoopbackResponse {
  return mtom(
    status,
    soapEnvelope(
      'http://www.w3.org/2005/08/addressing/soap/fault',
      `<s:Fault><s:Code><s:Value>${code}</s:Value><s:Subcode><s:Value>${subcode}</s:Value></s:Subcode></s:Code>` +
        `<s:Reason><s:Text xml:lang="pl-PL">${escapeXml(reason)}</s:Text></s:Reason></s:Fault>`,
    ),
  );
}

function soapEnvelope(action: string, body: string): string {
  return (
    '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing">' +
    `<s:Header><a:Action s:mustUnderstand="1">${action}</a:Action></s:Header>` +
    `<s:Body>${body}</s:Body></s:Envelope>`
  );
}

/** The envelope as WCF's MTOM encoder sends it: one XOP part in multipart/related. */
function mtom(status: number, soap: string): LoopbackResponse {
  const boundary = `uuid:${randomUUID()}+id=1`;
  return {
    status,
    headers: {
      'content-type':
        `multipart/related; type="application/xop+xml"; start="<http://tempuri.org/0>"; ` +
        `boundary="${boundary}"; start-info="application/soap+xml"`,
    },
    body:
      `--${boundary}\r\n` +
      'Content-ID: <http://tempuri.org/0>\r\n' +
      'Content-Transfer-Encoding: 8bit\r\n' +
      'Content-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"\r\n\r\n' +
      `${soap}\r\n--${boundary}--\r\n`,
  };
}
