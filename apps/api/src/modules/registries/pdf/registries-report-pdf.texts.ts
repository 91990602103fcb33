import type {
  Language,
  RedFlag,
  RegistryAnswerStatus,
  RegistryEntity,
  RegistryIdentifierKind,
  RegistryName,
  ScanHit,
} from '@aml/shared';
import type { SummaryTexts } from '../../../lib/pdf/summary-writer.js';

type VatStatus = NonNullable<RegistryEntity['vat_status']>;
type EntityKind = NonNullable<RegistryEntity['entity_kind']>;
/** The lists of people an entity may name, each printed as a table of its own. */
export type PeopleList = 'board' | 'shareholders' | 'representatives' | 'beneficial_owners';

/**
 * The registries as the report names them: the official name and, where it has one, its
 * translation, the same in both languages so that a reader finds the register either way.
 */
export const REGISTRY_NAMES: Record<RegistryName, string> = {
  regon: 'GUS REGON (BIR)',
  krs: 'KRS (Ministry of Justice / Ministerstwo Sprawiedliwości)',
  ceidg: 'CEIDG',
  white_list: 'VAT White List / Biała lista podatników VAT',
  vies: 'VIES',
  crbr: 'CRBR (Central Register of Beneficial Owners / Centralny Rejestr Beneficjentów Rzeczywistych)',
};

/** The texts of a registries report's PDF, kept server-side in both languages of the app. */
export type RegistriesReportPdfTexts = SummaryTexts & {
  code: string;
  generatedAt: string;
  yes: string;
  no: string;
  noRedFlags: string;
  /** Under a table with a name KRS masked. */
  maskedNote: string;
  /** When no sanctions list was imported: nothing could be screened. */
  noScreening: string;
  noHits: string;
  main: string;
  sections: { report: string; redFlags: string; screening: string };
  fields: {
    identifier: string;
    company: string;
    createdAt: string;
    createdBy: string;
    party: string;
    institution: string;
    redFlag: string;
    registry: string;
    status: string;
    asOf: string;
    requestId: string;
    message: string;
    name: string;
    legalForm: string;
    entityKind: string;
    nip: string;
    regon: string;
    krs: string;
    address: string;
    pkd: string;
    vatStatus: string;
    vatEu: string;
    registrationDate: string;
    endDate: string;
    removalDate: string;
    restorationDate: string;
    liquidation: string;
    bankruptcy: string;
    accounts: string;
    role: string;
    identification: string;
    control: string;
    pesel: string;
    born: string;
    citizenships: string;
    residence: string;
    share: string;
    votes: string;
    screened: string;
    subject: string;
    list: string;
    entry: string;
    score: string;
  };
  identifierKinds: Record<RegistryIdentifierKind, string>;
  statuses: Record<RegistryAnswerStatus, string>;
  vatStatuses: Record<VatStatus, string>;
  vatEu: { valid: string; invalid: string };
  entityKinds: Record<EntityKind, string>;
  /** The header of each table of people, naming the list. */
  people: Record<PeopleList, string>;
  roles: Record<ScanHit['role'], string>;
  /** Each red flag as a sentence; `detail` (a day, an account, a status) is already worded. */
  redFlags: Record<RedFlag, (detail: string | null) => string>;
};

/** " (detail)" or nothing, for sentences whose detail is optional. */
const paren = (detail: string | null, prefix = '') => (detail ? ` (${prefix}${detail})` : '');
const colon = (detail: string | null) => (detail ? `: ${detail}` : '');

const en: RegistriesReportPdfTexts = {
  locale: 'en-GB',
  title: 'Registries report',
  page: (page, pages) => `Page ${page} of ${pages}`,
  code: 'Code',
  generatedAt: 'Generated',
  yes: 'Yes',
  no: 'No',
  noRedFlags: 'No red flags',
  maskedNote:
    'KRS masks the names and PESEL numbers of natural persons: they are shown as KRS gives them.',
  noScreening: 'No sanctions list has been imported yet: the names were not screened.',
  noHits: 'No hits',
  main: 'main',
  sections: { report: 'Report', redFlags: 'Red flags', screening: 'Sanctions screening' },
  fields: {
    identifier: 'Identifier',
    company: 'Company',
    createdAt: 'Made',
    createdBy: 'Made by',
    party: 'Customer',
    institution: 'Obligated institution',
    redFlag: 'Red flag',
    registry: 'Registry',
    status: 'Status',
    asOf: 'Date of the answer',
    requestId: 'Request identifier',
    message: 'Message',
    name: 'Name',
    legalForm: 'Legal form',
    entityKind: 'Kind',
    nip: 'NIP',
    regon: 'REGON',
    krs: 'KRS',
    address: 'Address',
    pkd: 'PKD codes',
    vatStatus: 'VAT status',
    vatEu: 'VAT-EU number',
    registrationDate: 'Registered',
    endDate: 'Business ended',
    removalDate: 'Removed from the VAT register',
    restorationDate: 'Restored to the VAT register',
    liquidation: 'Liquidation',
    bankruptcy: 'Bankruptcy or restructuring',
    accounts: 'Bank accounts',
    role: 'Role',
    identification: 'Identification',
    control: 'Share and control',
    pesel: 'PESEL',
    born: 'born',
    citizenships: 'citizenship',
    residence: 'residence',
    share: 'shares',
    votes: 'votes',
    screened: 'Names screened',
    subject: 'Name screened',
    list: 'List',
    entry: 'Entry on the list',
    score: 'Score',
  },
  identifierKinds: { nip: 'NIP', regon: 'REGON', krs: 'KRS' },
  statuses: {
    found: 'Found',
    not_found: 'Not found',
    not_configured: 'Not configured: not asked',
    not_applicable: 'Not applicable to this company',
    unavailable: 'Unavailable',
    rate_limited: 'Request limit reached: not asked',
  },
  vatStatuses: { active: 'Active', exempt: 'Exempt', not_registered: 'Not registered' },
  vatEu: { valid: 'Valid', invalid: 'Not valid' },
  entityKinds: { legal_person: 'Legal person', sole_trader: 'Sole trader' },
  people: {
    board: 'Board and proxies',
    shareholders: 'Shareholders',
    representatives: 'Representatives and partners',
    beneficial_owners: 'Beneficial owners',
  },
  roles: {
    company: 'Company',
    board_member: 'Board member',
    shareholder: 'Shareholder',
    representative: 'Representative',
    beneficial_owner: 'Beneficial owner',
  },
  redFlags: {
    vat_not_active: (status) => `VAT status is not active (White List)${colon(status)}`,
    vat_removed: (day) => `Removed from the VAT register${paren(day, 'on ')} (White List)`,
    vat_restored: (day) => `Restored to the VAT register${paren(day, 'on ')} (White List)`,
    business_ended: (day) => `The business has ended${paren(day, 'on ')}`,
    liquidation: () => 'In liquidation (KRS section 6)',
    bankruptcy: () => 'Bankruptcy or restructuring entered (KRS section 6)',
    registered_recently: (day) => `Registered less than six months ago${paren(day, 'on ')}`,
    accounts_not_on_white_list: (account) =>
      account
        ? `Account ${account} is not on the White List`
        : 'An account is not on the White List',
    crbr_missing: () => 'No beneficial owners registered in CRBR',
    crbr_differs: (name) =>
      `The beneficial owners in CRBR differ from those the institution established${colon(name)}`,
    sanctions_hit: (name) => `Possible match on a sanctions list${colon(name)}`,
  },
};

const pl: RegistriesReportPdfTexts = {
  locale: 'pl-PL',
  title: 'Raport z rejestrów',
  page: (page, pages) => `Strona ${page} z ${pages}`,
  code: 'Kod',
  generatedAt: 'Wygenerowano',
  yes: 'Tak',
  no: 'Nie',
  noRedFlags: 'Brak sygnałów ostrzegawczych',
  maskedNote:
    'KRS maskuje imiona, nazwiska i numery PESEL osób fizycznych: podano je tak, jak podaje je KRS.',
  noScreening: 'Nie zaimportowano jeszcze żadnej listy sankcyjnej: nazw nie sprawdzono na listach.',
  noHits: 'Brak trafień',
  main: 'przeważająca',
  sections: {
    report: 'Raport',
    redFlags: 'Sygnały ostrzegawcze',
    screening: 'Sprawdzenie list sankcyjnych',
  },
  fields: {
    identifier: 'Identyfikator',
    company: 'Podmiot',
    createdAt: 'Sporządzono',
    createdBy: 'Sporządził(a)',
    party: 'Klient',
    institution: 'Instytucja obowiązana',
    redFlag: 'Sygnał ostrzegawczy',
    registry: 'Rejestr',
    status: 'Status',
    asOf: 'Data odpowiedzi',
    requestId: 'Identyfikator zapytania',
    message: 'Komunikat',
    name: 'Nazwa',
    legalForm: 'Forma prawna',
    entityKind: 'Rodzaj',
    nip: 'NIP',
    regon: 'REGON',
    krs: 'KRS',
    address: 'Adres',
    pkd: 'Kody PKD',
    vatStatus: 'Status VAT',
    vatEu: 'Numer VAT-UE',
    registrationDate: 'Data rejestracji',
    endDate: 'Zakończenie działalności',
    removalDate: 'Wykreślenie z rejestru VAT',
    restorationDate: 'Przywrócenie do rejestru VAT',
    liquidation: 'Likwidacja',
    bankruptcy: 'Upadłość lub restrukturyzacja',
    accounts: 'Rachunki bankowe',
    role: 'Funkcja',
    identification: 'Identyfikacja',
    control: 'Udziały i kontrola',
    pesel: 'PESEL',
    born: 'ur.',
    citizenships: 'obywatelstwo',
    residence: 'zamieszkanie',
    share: 'udziały',
    votes: 'głosy',
    screened: 'Sprawdzone nazwy',
    subject: 'Sprawdzana nazwa',
    list: 'Lista',
    entry: 'Wpis na liście',
    score: 'Zgodność',
  },
  identifierKinds: { nip: 'NIP', regon: 'REGON', krs: 'KRS' },
  statuses: {
    found: 'Znaleziono',
    not_found: 'Nie znaleziono',
    not_configured: 'Nieskonfigurowany: nie zapytano',
    not_applicable: 'Nie dotyczy tego podmiotu',
    unavailable: 'Niedostępny',
    rate_limited: 'Wyczerpany limit zapytań: nie zapytano',
  },
  vatStatuses: { active: 'Czynny', exempt: 'Zwolniony', not_registered: 'Niezarejestrowany' },
  vatEu: { valid: 'Ważny', invalid: 'Nieważny' },
  entityKinds: {
    legal_person: 'Osoba prawna',
    sole_trader: 'Osoba fizyczna prowadząca działalność gospodarczą',
  },
  people: {
    board: 'Zarząd i prokurenci',
    shareholders: 'Wspólnicy',
    representatives: 'Reprezentanci i wspólnicy',
    beneficial_owners: 'Beneficjenci rzeczywiści',
  },
  roles: {
    company: 'Podmiot',
    board_member: 'Członek zarządu',
    shareholder: 'Wspólnik',
    representative: 'Reprezentant',
    beneficial_owner: 'Beneficjent rzeczywisty',
  },
  redFlags: {
    vat_not_active: (status) => `Status VAT inny niż czynny (Biała lista)${colon(status)}`,
    vat_removed: (day) => `Wykreślony z rejestru VAT${paren(day, 'dnia ')} (Biała lista)`,
    vat_restored: (day) => `Przywrócony do rejestru VAT${paren(day, 'dnia ')} (Biała lista)`,
    business_ended: (day) => `Działalność zakończona${paren(day, 'dnia ')}`,
    liquidation: () => 'W likwidacji (dział 6 KRS)',
    bankruptcy: () => 'Wpis o upadłości lub restrukturyzacji (dział 6 KRS)',
    registered_recently: (day) =>
      `Zarejestrowany mniej niż sześć miesięcy temu${paren(day, 'dnia ')}`,
    accounts_not_on_white_list: (account) =>
      account
        ? `Rachunek ${account} nie figuruje na Białej liście`
        : 'Rachunek nie figuruje na Białej liście',
    crbr_missing: () => 'Brak beneficjentów rzeczywistych zgłoszonych do CRBR',
    crbr_differs: (name) =>
      `Beneficjenci rzeczywiści w CRBR różnią się od ustalonych przez instytucję${colon(name)}`,
    sanctions_hit: (name) => `Możliwe trafienie na liście sankcyjnej${colon(name)}`,
  },
};

export const REGISTRIES_REPORT_PDF_TEXTS: Record<Language, RegistriesReportPdfTexts> = { en, pl };
