import { randomUUID } from 'node:crypto';
import { isValidNip } from '@aml/shared';
import {
  child,
  contentTypeParams,
  escapeXml,
  parseXml,
  text,
  type XmlNode,
} from '../adapters/soap.js';
import {
  FIXTURE_COMPANIES,
  FIXTURE_DOWN_NIP,
  type FixtureCompany,
  type FixturePerson,
} from './fixtures.js';
import type { LoopbackHandler, LoopbackResponse } from './server.js';

/**
 * CRBR's ApiPrzegladoweCRBR 2022/12/01 as the adapter meets it (shared/domain/poland.md 3.7;
 * element names from the service's WSDL, see adapters/crbr.ts): a plain SOAP 1.2 answer with
 * Status IstniejaInformacje and the beneficial owners, BrakInformacji for a company that filed
 * nothing or is unknown, BladFormalny for a NIP or KRS that cannot be one. Every answer has an
 * IdentyfikatorWniosku. The dictionary codes (forms, kinds of rights, units) are invented: the
 * published WSDL does not list them.
 */

const SERVICE_NS =
  'http://www.mf.gov.pl/uslugiBiznesowe/uslugiESB/AP/ApiPrzegladoweCRBR/2022/12/01';
const SCHEMA_NS = 'http://www.mf.gov.pl/schematy/AP/ApiPrzegladoweCRBR/2022/12/01';
const OPERATION = 'PobierzInformacjeOSpolkachIBeneficjentach';

const COUNTRIES: Record<string, string> = { PL: 'POLSKA', CY: 'CYPR', DE: 'NIEMCY' };
const FORMS: Record<string, string> = {
  'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ': '117',
  'SPÓŁKA AKCYJNA': '116',
  FUNDACJA: '048',
};

export const crbrLoopback: LoopbackHandler = (request) => {
  if (
    request.method !== 'POST' ||
    request.url.pathname !== '/uslugiBiznesowe/uslugiESB/AP/ApiPrzegladoweCRBR/2022/12/01'
  ) {
    return { status: 404, body: 'Not Found' };
  }
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^application\/soap\+xml/i.test(contentType)) {
    return fault('env:Sender', 'Expected a SOAP 1.2 message (application/soap+xml)', 415);
  }
  // The action is optional (soapActionRequired="false"), but a wrong one is refused.
  const action = contentTypeParams(contentType).action;
  if (action !== undefined && action !== `${SERVICE_NS}/${OPERATION}`) {
    return fault('env:Sender', `Unknown operation ${action}`);
  }

  let details: XmlNode | undefined;
  try {
    const body = child(child(parseXml(request.body), 'Envelope'), 'Body');
    details = child(child(child(body, OPERATION), `${OPERATION}Dane`), 'SzczegolyWniosku');
  } catch {
    details = undefined;
  }
  if (details === undefined) return fault('env:Sender', 'Nieprawidłowa struktura komunikatu');

  const nip = text(details, 'NIP');
  const krs = text(details, 'KRS');
  if (nip === FIXTURE_DOWN_NIP) return fault('env:Receiver', 'Internal Error (from server)');
  const criteria = nip
    ? `<api:NIP>${escapeXml(nip)}</api:NIP>`
    : `<api:KRS>${escapeXml(krs)}</api:KRS>`;
  if (nip ? !isValidNip(nip) : !/^\d{10}$/.test(krs)) return answer(criteria, 'BladFormalny');

  const company = FIXTURE_COMPANIES.find((candidate) =>
    nip ? candidate.nip === nip : candidate.krs === krs,
  );
  if (!company?.beneficial_owners) return answer(criteria, 'BrakInformacji');
  return answer(criteria, 'IstniejaInformacje', companyXml(company));
};

function answer(criteria: string, status: string, companies = ''): LoopbackResponse {
  const now = new Date().toISOString().slice(0, 19);
  const data =
    `<api:IdentyfikatorWniosku>${randomUUID()}</api:IdentyfikatorWniosku>` +
    `<api:DataICzasZlozeniaWniosku>${now}</api:DataICzasZlozeniaWniosku>` +
    `<api:DataICzasUdostepnieniaWniosku>${now}</api:DataICzasUdostepnieniaWniosku>` +
    (companies
      ? `<api:ListaInformacjiOSpolkachIBeneficjentach>${companies}</api:ListaInformacjiOSpolkachIBeneficjentach>`
      : '') +
    `<api:SzczegolyWniosku>${criteria}</api:SzczegolyWniosku>` +
    `<api:Status>${status}</api:Status>` +
    '<api:CelZapytania>BeneficjenciISpolki</api:CelZapytania>';
  return soap(
    200,
    `<ns0:${OPERATION}Odpowiedz xmlns:ns0="${SERVICE_NS}" xmlns:api="${SCHEMA_NS}">` +
      `<${OPERATION}OdpowiedzDane>${data}</${OPERATION}OdpowiedzDane></ns0:${OPERATION}Odpowiedz>`,
  );
}

const element = (name: string, value: string | undefined) =>
  value ? `<api:${name}>${escapeXml(value)}</api:${name}>` : '';

const countryXml = (name: string, code: string) =>
  `<api:${name}><api:Kod>${code}</api:Kod><api:Nazwa>${COUNTRIES[code] ?? code}</api:Nazwa></api:${name}>`;

/** A dictionary entry (TPozycjaSlownika). */
const entry = (name: string, code: string, description: string) =>
  `<api:${name}><api:Kod>${code}</api:Kod><api:Opis>${escapeXml(description)}</api:Opis></api:${name}>`;

function companyXml(company: FixtureCompany): string {
  const { address } = company;
  const [representative] = company.board;
  return (
    '<api:SpolkaIBeneficjenci>' +
    element('Nazwa', company.name) +
    element('NIP', company.nip) +
    element('KRS', company.krs) +
    element('KodFormyOrganizacyjnej', FORMS[company.legal_form] ?? '999') +
    element('OpisFormyOrganizacyjnej', company.legal_form) +
    element('KodPocztowy', address.postal_code) +
    element('Miejscowosc', address.city) +
    element('Ulica', address.street) +
    element('NrDomu', address.house_number) +
    element('NrLokalu', address.flat_number) +
    `<api:Teryt>${element('Wojewodztwo', address.voivodeship)}${element('Powiat', address.county)}${element('Gmina', address.commune)}</api:Teryt>` +
    `<api:ListaBeneficjentowRzeczywistych>${(company.beneficial_owners ?? []).map(ownerXml).join('')}</api:ListaBeneficjentowRzeczywistych>` +
    (representative
      ? `<api:ListaZglaszajacych><api:Zglaszajacy>${personXml(representative)}` +
        `<api:ListaFunkcjiZglaszajacego><api:Funkcja>${element('Opis', representative.role)}<api:Kod>01</api:Kod></api:Funkcja></api:ListaFunkcjiZglaszajacego>` +
        '</api:Zglaszajacy></api:ListaZglaszajacych>'
      : '') +
    element('DataPoczatkuPrezentacjiZgloszenia', company.registration_date) +
    element('NumerReferencyjny', `CRBR/${company.nip}/1`) +
    '</api:SpolkaIBeneficjenci>'
  );
}

function personXml(person: FixturePerson): string {
  return (
    element('PierwszeImie', person.first_name) +
    element('Nazwisko', person.last_name) +
    element('PESEL', person.pesel) +
    (person.pesel ? '' : element('DataUrodzenia', person.birth_date)) +
    countryXml('Obywatelstwo', person.citizenship) +
    countryXml('KrajZamieszkania', person.residence_country)
  );
}

function ownerXml(owner: NonNullable<FixtureCompany['beneficial_owners']>[number]): string {
  const ownership = (kind: string, amount: string) =>
    '<api:InformacjaOUdzialach><api:UprawnieniaWlascicielskieBezposrednie>' +
    entry('UprawnieniaWlascicielskie', kind === 'głosy' ? '02' : '01', kind) +
    entry('JednostkaMiary', '01', 'procent') +
    // Ilosc is an xsd:double: whole numbers come as 60.0.
    `<api:Ilosc>${amount.includes('.') ? amount : `${amount}.0`}</api:Ilosc>` +
    `<api:InformacjaOUprzywilejowaniu>${entry('RodzajUprzywilejowania', '00', 'brak uprzywilejowania')}</api:InformacjaOUprzywilejowaniu>` +
    '</api:UprawnieniaWlascicielskieBezposrednie></api:InformacjaOUdzialach>';
  const holdings = [
    owner.share ? ownership('udziały', owner.share) : '',
    owner.votes ? ownership('głosy', owner.votes) : '',
    owner.other
      ? '<api:InformacjaOUdzialach><api:InneUprawnienia>' +
        entry('RodzajInnychUprawnien', '99', 'inne uprawnienia') +
        element('OpisInnychUprawnien', owner.other) +
        '</api:InneUprawnienia></api:InformacjaOUdzialach>'
      : '',
  ];
  return (
    `<api:BeneficjentRzeczywisty>${personXml(owner)}` +
    `<api:ListaInformacjiOUdzialach>${holdings.join('')}</api:ListaInformacjiOUdzialach>` +
    '</api:BeneficjentRzeczywisty>'
  );
}

function fault(code: string, reason: string, status = 500): LoopbackResponse {
  return soap(
    status,
    `<env:Fault><env:Code><env:Value>${code}</env:Value></env:Code>` +
      `<env:Reason><env:Text xml:lang="en">${escapeXml(reason)}</env:Text></env:Reason></env:Fault>`,
  );
}

function soap(status: number, body: string): LoopbackResponse {
  return {
    status,
    headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
    body:
      '<?xml version="1.0" encoding="UTF-8"?>' +
      `<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`,
  };
}
