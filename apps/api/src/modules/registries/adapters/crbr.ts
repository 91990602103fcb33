import type { RegistryEntity, RegistryPerson } from '@aml/shared';
import {
  child,
  children,
  escapeXml,
  extractSoapEnvelope,
  SOAP12_CONTENT_TYPE,
  soapBody,
  soapEnvelope,
  text,
  type XmlNode,
} from './soap.js';
import {
  type AdapterOptions,
  type AdapterResult,
  type RegistryAdapter,
  RegistryUnavailableError,
} from './types.js';

/*
 * CRBR, the Central Register of Beneficial Owners: ApiPrzegladoweCRBR 2022/12/01, SOAP 1.2,
 * public, no key (shared/domain/poland.md 3.7).
 *
 * Confirmed against the service's WSDL (ApiPrzegladoweCRBR.wsdl 2022/12/01, as published in
 * mikolajroszak/WPIS-WYKRESLONY) and public clients of it:
 * - soapAction …/ApiPrzegladoweCRBR/2022/12/01/PobierzInformacjeOSpolkachIBeneficjentach, not
 *   required (soapActionRequired="false"); SOAP 1.2 carries it as the content type's `action`.
 *   No WS-Addressing.
 * - Request: PobierzInformacjeOSpolkachIBeneficjentach (service namespace) >
 *   PobierzInformacjeOSpolkachIBeneficjentachDane (unqualified) > SzczegolyWniosku (schema
 *   namespace, qualified) > one of NIP, PESEL, KRS, Nazwa (or birth date and name).
 * - Answer: …Odpowiedz > …OdpowiedzDane: IdentyfikatorWniosku, DataICzasZlozeniaWniosku,
 *   DataICzasUdostepnieniaWniosku, ListaInformacjiOSpolkachIBeneficjentach > SpolkaIBeneficjenci*
 *   (Nazwa, NIP, KRS, KodFormyOrganizacyjnej, OpisFormyOrganizacyjnej, address, Teryt,
 *   ListaBeneficjentowRzeczywistych, ListaZglaszajacych, DataPoczatkuPrezentacjiZgloszenia,
 *   DataKoncaPrezentacjiZgloszenia, NumerReferencyjny, …), SzczegolyWniosku, Status
 *   (IstniejaInformacje | BrakInformacji | BladFormalny), CelZapytania. Status carries no
 *   reason for a formal error.
 * - BeneficjentRzeczywisty: PierwszeImie, KolejneImiona, Nazwisko, PESEL or DataUrodzenia,
 *   Obywatelstwo (1–10, each Kod + Nazwa), KrajZamieszkania (Kod + Nazwa),
 *   ListaInformacjiOUdzialach > InformacjaOUdzialach+ > UprawnieniaWlascicielskieBezposrednie
 *   (UprawnieniaWlascicielskie {Kod, Opis}, JednostkaMiary {Kod, Opis}, Ilosc as xsd:double,
 *   InformacjaOUprzywilejowaniu), UprawnieniaWlascicielskiePosrednie (text), InneUprawnienia
 *   (RodzajInnychUprawnien {Kod, Opis}, OpisInnychUprawnien); or, for a group,
 *   NazwaBeneficjentaGrupowego.
 * Uncertain: the dictionaries behind the Kod/Opis pairs (which unit means per cent, which kind
 * means votes): a quantity counts as a share or votes only when its unit reads as per cent, its
 * kind naming votes ("głos"); anything else is kept as words in other_control. Whether Kod of a
 * country is its ISO code (the XSD only says string): the code is used, else the name. The
 * format of IdentyfikatorWniosku. One public client reported persistent HTTP 500s (April 2026).
 */

const SERVICE_NS =
  'http://www.mf.gov.pl/uslugiBiznesowe/uslugiESB/AP/ApiPrzegladoweCRBR/2022/12/01';
const SCHEMA_NS = 'http://www.mf.gov.pl/schematy/AP/ApiPrzegladoweCRBR/2022/12/01';
const OPERATION = 'PobierzInformacjeOSpolkachIBeneficjentach';

/** Elements that repeat, read as arrays even when there is one. */
const REPEATED = [
  'SpolkaIBeneficjenci',
  'BeneficjentRzeczywisty',
  'Obywatelstwo',
  'InformacjaOUdzialach',
  'Zglaszajacy',
  'Funkcja',
];

export function createCrbrAdapter(options: AdapterOptions): RegistryAdapter {
  return {
    registry: 'crbr',
    accepts: ['nip', 'krs'],
    async lookup(id, signal): Promise<AdapterResult> {
      const field = id.kind === 'krs' ? 'KRS' : 'NIP';
      const response = await options.http({
        url: options.baseUrl,
        method: 'POST',
        headers: {
          'content-type': `${SOAP12_CONTENT_TYPE}; action="${SERVICE_NS}/${OPERATION}"`,
        },
        body: soapEnvelope(
          `<ns:${OPERATION}><${OPERATION}Dane><api:SzczegolyWniosku>` +
            `<api:${field}>${escapeXml(id.value)}</api:${field}>` +
            `</api:SzczegolyWniosku></${OPERATION}Dane></ns:${OPERATION}>`,
          { namespaces: { ns: SERVICE_NS, api: SCHEMA_NS } },
        ),
        signal,
      });
      if (response.status !== 200) {
        throw new RegistryUnavailableError(`CRBR answered HTTP ${response.status}`);
      }

      let envelope: string;
      let answer: ReturnType<typeof soapBody>;
      try {
        envelope = extractSoapEnvelope(response.body, response.headers.get('content-type'));
        answer = soapBody(envelope, REPEATED);
      } catch (error) {
        throw new RegistryUnavailableError('CRBR answered in an unknown format', { cause: error });
      }
      if (answer.fault)
        throw new RegistryUnavailableError(`CRBR refused the query: ${answer.fault}`);

      const data = child(child(answer.body, `${OPERATION}Odpowiedz`), `${OPERATION}OdpowiedzDane`);
      const status = text(data, 'Status');
      const requestId = text(data, 'IdentyfikatorWniosku') || undefined;
      switch (status) {
        case 'IstniejaInformacje': {
          const company = currentFiling(
            children(child(data, 'ListaInformacjiOSpolkachIBeneficjentach'), 'SpolkaIBeneficjenci'),
          );
          if (!company) {
            throw new RegistryUnavailableError('CRBR said IstniejaInformacje but sent no company');
          }
          return {
            status: 'found',
            entity: entityOf(company),
            ...(requestId ? { requestId } : {}),
            // The answer is the CRBR extract the institution keeps (art. 61a).
            raw: envelope,
          };
        }
        case 'BrakInformacji':
          return { status: 'not_found', ...(requestId ? { requestId } : {}) };
        case 'BladFormalny':
          throw new RegistryUnavailableError(
            `CRBR refused the query as formally wrong (BladFormalny) for ${field} ${id.value}`,
          );
        default:
          throw new RegistryUnavailableError(`CRBR answered an unknown status "${status}"`);
      }
    },
  };
}

/**
 * The filing in force: CRBR may list a company's earlier filings too, each with the dates it was
 * shown from and until; the one without an end (or the latest) is current.
 */
function currentFiling(filings: XmlNode[]): XmlNode | undefined {
  const open = filings.filter((filing) => !text(filing, 'DataKoncaPrezentacjiZgloszenia'));
  const candidates = open.length > 0 ? open : filings;
  return [...candidates].sort((a, b) =>
    text(b, 'DataPoczatkuPrezentacjiZgloszenia').localeCompare(
      text(a, 'DataPoczatkuPrezentacjiZgloszenia'),
    ),
  )[0];
}

function entityOf(company: XmlNode): RegistryEntity {
  const owners = children(
    child(company, 'ListaBeneficjentowRzeczywistych'),
    'BeneficjentRzeczywisty',
  );
  return withoutEmpty<RegistryEntity>({
    name: text(company, 'Nazwa'),
    nip: text(company, 'NIP'),
    krs: text(company, 'KRS'),
    beneficial_owners: owners.map(ownerOf),
  });
}

function ownerOf(owner: XmlNode): RegistryPerson {
  const holdings = children(child(owner, 'ListaInformacjiOUdzialach'), 'InformacjaOUdzialach');
  const control = holdings.map(controlOf);
  const group = text(owner, 'NazwaBeneficjentaGrupowego');
  if (group) {
    // A group of beneficiaries (a trust's class of persons) has a name and a description only.
    return withoutEmpty<RegistryPerson>({
      company_name: group,
      other_control: text(
        owner,
        'InformacjeOUprawnieniachPrzyslugujacychBeneficjentowiGrupowemuTrust',
      ),
    });
  }
  return withoutEmpty<RegistryPerson>({
    first_name: [text(owner, 'PierwszeImie'), text(owner, 'KolejneImiona')]
      .filter(Boolean)
      .join(' '),
    last_name: text(owner, 'Nazwisko'),
    pesel: text(owner, 'PESEL'),
    birth_date: text(owner, 'DataUrodzenia'),
    citizenships: children(owner, 'Obywatelstwo').map(country).filter(Boolean),
    residence_country: country(child(owner, 'KrajZamieszkania')),
    share: control.map((c) => c.share).find(Boolean) ?? '',
    votes: control.map((c) => c.votes).find(Boolean) ?? '',
    other_control: control.flatMap((c) => c.other).join('; '),
  });
}

/** One InformacjaOUdzialach: a per-cent share or votes, else the rights in words. */
function controlOf(holding: XmlNode) {
  const result = { share: '', votes: '', other: [] as string[] };
  const direct = child(holding, 'UprawnieniaWlascicielskieBezposrednie');
  if (direct !== undefined) {
    const kind = text(child(direct, 'UprawnieniaWlascicielskie'), 'Opis');
    const unit = text(child(direct, 'JednostkaMiary'), 'Opis');
    const amount = decimal(text(direct, 'Ilosc'));
    if (amount && /procent|%/i.test(unit)) {
      if (/głos/i.test(kind)) result.votes = amount;
      else result.share = amount;
    } else if (amount || kind) {
      result.other.push([kind, amount, unit].filter(Boolean).join(' '));
    }
  }
  const indirect = text(holding, 'UprawnieniaWlascicielskiePosrednie');
  if (indirect) result.other.push(indirect);
  const other = child(holding, 'InneUprawnienia');
  if (other !== undefined) {
    const described =
      text(other, 'OpisInnychUprawnien') || text(child(other, 'RodzajInnychUprawnien'), 'Opis');
    if (described) result.other.push(described);
  }
  return result;
}

const country = (node: XmlNode | undefined) => text(node, 'Kod') || text(node, 'Nazwa');

/** An xsd:double as an exact decimal string: "60.0" → "60", "33.330" → "33.33". */
function decimal(raw: string): string {
  const match = /^(\d+)(?:\.(\d*?)0*)?$/.exec(raw.trim());
  if (match) return match[2] ? `${match[1]}.${match[2]}` : match[1]!;
  const number = Number(raw);
  return raw.trim() && Number.isFinite(number) ? String(number) : '';
}

/** The object without the fields CRBR left empty. */
function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) =>
        field !== '' && field !== undefined && !(Array.isArray(field) && field.length === 0),
    ),
  ) as T;
}
