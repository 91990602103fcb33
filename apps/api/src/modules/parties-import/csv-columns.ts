import { stringify } from 'csv-stringify/sync';
import {
  isValidationCode,
  type CreatePartyInput,
  type ImportPartyType,
  type PartyImportCellError,
} from '@aml/shared';

/**
 * The CSV columns of a party import: the fields of CreatePartySchema, flattened. The nested
 * objects have prefixed columns (document_*, address_*); the address is the residence of an
 * individual and the business address of a company or sole proprietorship; the contact is
 * the person's own for an individual and the business one for the others.
 */
const PERSON_COLUMNS = [
  'first_name',
  'last_name',
  'pesel',
  'birth_date',
  'gender',
  'birth_country',
  'citizenships',
] as const;
const DOCUMENT_COLUMNS = [
  'document_type',
  'document_number',
  'document_expiry_date',
  'document_without_expiration',
] as const;
const ADDRESS_COLUMNS = [
  'address_country',
  'address_region',
  'address_city',
  'address_street',
  'address_postal_code',
  'address_house_number',
  'address_flat_number',
] as const;
const CONTACT_COLUMNS = ['email', 'phone', 'phone_country_code'] as const;
const BUSINESS_COLUMNS = ['name', 'tax_id', 'tax_id_country', 'regon'] as const;

export const IMPORT_COLUMNS: Record<ImportPartyType, readonly string[]> = {
  individual: [
    ...PERSON_COLUMNS,
    'employment_type',
    ...DOCUMENT_COLUMNS,
    ...ADDRESS_COLUMNS,
    ...CONTACT_COLUMNS,
    'pep',
    'bank_account',
    'references',
  ],
  sole_proprietorship: [
    ...BUSINESS_COLUMNS,
    ...PERSON_COLUMNS,
    ...DOCUMENT_COLUMNS,
    ...ADDRESS_COLUMNS,
    ...CONTACT_COLUMNS,
    'pep',
    'industries',
    'bank_account',
    'references',
  ],
  company: [
    ...BUSINESS_COLUMNS,
    ...ADDRESS_COLUMNS,
    ...CONTACT_COLUMNS,
    'industries',
    'bank_account',
    'references',
  ],
};

/** Columns a file must have (their cells are required by the schema). */
export const REQUIRED_COLUMNS: Record<ImportPartyType, readonly string[]> = {
  individual: ['first_name', 'last_name'],
  sole_proprietorship: ['name'],
  company: ['name'],
};

/** The natural key a re-import is recognised by. */
export const NATURAL_KEY: Record<ImportPartyType, 'pesel' | 'tax_id'> = {
  individual: 'pesel',
  sole_proprietorship: 'tax_id',
  company: 'tax_id',
};

const ADDRESS_FIELD: Record<ImportPartyType, 'accommodation_address' | 'business_address'> = {
  individual: 'accommodation_address',
  sole_proprietorship: 'business_address',
  company: 'business_address',
};
const CONTACT_FIELD: Record<ImportPartyType, 'contact' | 'company_contact'> = {
  individual: 'contact',
  sole_proprietorship: 'company_contact',
  company: 'company_contact',
};

/** Test values (shared/domain/poland.md section 4) that pass every check. */
const PERSON_EXAMPLE: Record<string, string> = {
  first_name: 'Jan',
  last_name: 'Kowalski',
  pesel: '44051401359',
  birth_date: '1944-05-14',
  gender: 'male',
  birth_country: 'PL',
  citizenships: 'PL',
  employment_type: 'retiree',
  document_type: 'id_card',
  document_number: 'ABA300000',
  document_expiry_date: '2030-01-31',
  document_without_expiration: 'nie',
  pep: 'nie',
};
const ADDRESS_EXAMPLE: Record<string, string> = {
  address_country: 'PL',
  address_region: 'łódzkie',
  address_city: 'Łódź',
  address_street: 'Piotrkowska',
  address_postal_code: '90-001',
  address_house_number: '1',
  address_flat_number: '2',
};
const EXAMPLES: Record<ImportPartyType, Record<string, string>> = {
  individual: {
    ...PERSON_EXAMPLE,
    ...ADDRESS_EXAMPLE,
    email: 'jan.kowalski@example.pl',
    phone: '600 100 200',
    phone_country_code: '+48',
    bank_account: 'PL61109010140000071219812874',
    references: 'Klient polecony przez oddział w Łodzi',
  },
  sole_proprietorship: {
    ...PERSON_EXAMPLE,
    ...ADDRESS_EXAMPLE,
    name: 'Jan Kowalski Usługi Księgowe',
    tax_id: '8567346215',
    tax_id_country: 'PL',
    regon: '123456785',
    email: 'biuro@example.pl',
    phone: '42 600 10 20',
    phone_country_code: '+48',
    industries: '69.20.Z',
    bank_account: 'PL61109010140000071219812874',
    references: '',
  },
  company: {
    ...ADDRESS_EXAMPLE,
    name: 'Przykład sp. z o.o.',
    tax_id: '7987973094',
    tax_id_country: 'PL',
    regon: '123456785',
    email: 'biuro@przyklad.example.pl',
    phone: '22 600 10 20',
    phone_country_code: '+48',
    industries: '69.20.Z|64.19.Z',
    bank_account: 'PL61109010140000071219812874',
    references: '',
  },
};

/**
 * The template of a type: a UTF-8 file with a BOM and semicolons, as Excel in a Polish locale
 * opens it, with the header and one example row.
 */
export function csvTemplate(type: ImportPartyType): string {
  const columns = IMPORT_COLUMNS[type];
  const example = columns.map((column) => EXAMPLES[type][column] ?? '');
  return `\uFEFF${stringify([columns, example], { delimiter: ';', record_delimiter: '\r\n' })}`;
}

const TRUE_WORDS = new Set(['yes', 'tak', 'true', '1', 't', 'y']);
const FALSE_WORDS = new Set(['no', 'nie', 'false', '0', 'f', 'n']);

const list = (value: string) =>
  value
    .split(/[|,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Excel turns a PESEL of someone born in 2000–2009 into a number and drops its leading zero. */
const pesel = (value: string) => (/^\d{10}$/.test(value) ? `0${value}` : value);

/** Cells of one record, by column name; empty cells are absent. */
export type CsvCells = Map<string, string>;

/**
 * One record as the input of CreatePartySchema (type fixed, status left to its default), with
 * the errors of cells that cannot be turned into a value at all (a yes/no that is neither).
 */
export function recordToInput(
  type: ImportPartyType,
  cells: CsvCells,
): { input: CreatePartyInput; errors: PartyImportCellError[] } {
  const errors: PartyImportCellError[] = [];
  const get = (column: string) => cells.get(column);
  const flag = (column: string): boolean | undefined => {
    const value = get(column)?.toLowerCase();
    if (value === undefined) return undefined;
    if (TRUE_WORDS.has(value)) return true;
    if (FALSE_WORDS.has(value)) return false;
    errors.push({ column, code: 'invalid_value', allowed: ['yes', 'no', 'tak', 'nie'] });
    return undefined;
  };
  const upper = (column: string) => get(column)?.toUpperCase();
  const lower = (column: string) => get(column)?.toLowerCase();
  const compact = <T extends object>(object: T): T | undefined =>
    Object.values(object).some((value) => value !== undefined) ? object : undefined;

  const taxIdCountry = upper('tax_id_country');
  const taxId = get('tax_id');
  const input: Record<string, unknown> = {
    type,
    name: get('name'),
    first_name: get('first_name'),
    last_name: get('last_name'),
    gender: lower('gender'),
    pesel: cells.has('pesel') ? pesel(get('pesel')!) : undefined,
    birth_date: get('birth_date'),
    birth_country: upper('birth_country'),
    citizenships: cells.has('citizenships') ? list(upper('citizenships')!) : undefined,
    // A Polish NIP is kept as its ten digits, so that "856-734-62-15" finds "8567346215".
    tax_id:
      taxId !== undefined && (taxIdCountry ?? 'PL') === 'PL' ? taxId.replace(/[\s-]/g, '') : taxId,
    tax_id_country: taxIdCountry,
    regon: get('regon'),
    bank_account: get('bank_account')?.replace(/\s/g, ''),
    employment_type: get('employment_type'),
    pep: flag('pep'),
    industries: cells.has('industries') ? list(upper('industries')!) : undefined,
    references: get('references'),
  };
  const withoutExpiration = flag('document_without_expiration');
  const document = compact<Record<string, string | boolean | undefined>>({
    type: lower('document_type'),
    number: get('document_number'),
    expiry_date: get('document_expiry_date'),
    // "no" alone, in a row without a document, does not make one.
    without_expiration: withoutExpiration || undefined,
  });
  if (document && withoutExpiration === false) document.without_expiration = false;
  input.document = document;
  input[ADDRESS_FIELD[type]] = compact({
    country: upper('address_country'),
    region: get('address_region'),
    city: get('address_city'),
    street: get('address_street'),
    postal_code: get('address_postal_code'),
    house_number: get('address_house_number'),
    flat_number: get('address_flat_number'),
  });
  input[CONTACT_FIELD[type]] = compact({
    email: get('email'),
    phone: get('phone'),
    phone_country_code: get('phone_country_code'),
  });
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return { input: input as CreatePartyInput, errors };
}

/** A Map: the head comes from an issue path, and 'constructor' must not find Object's. */
const NESTED_PREFIX = new Map([
  ['document', 'document_'],
  ['accommodation_address', 'address_'],
  ['business_address', 'address_'],
  ['contact', ''],
  ['company_contact', ''],
]);

/** The CSV column a schema issue path points at: ['document', 'type'] → document_type. */
export function columnOfPath(path: readonly PropertyKey[]): string {
  const [head, sub] = path.map(String);
  if (head === undefined) return '*';
  const prefix = NESTED_PREFIX.get(head);
  if (prefix === undefined || sub === undefined) return head;
  return `${prefix}${sub}`;
}

/**
 * A schema issue as a cell error: its message when that is one of our codes, else its kind;
 * a value outside an enumeration (gender, employment, document type) names the allowed ones.
 */
export function issueToCellError(issue: {
  path: readonly PropertyKey[];
  message: string;
  code: string;
  values?: readonly unknown[];
}): PartyImportCellError {
  const allowed = issue.values?.filter((value) => typeof value === 'string');
  return {
    column: columnOfPath(issue.path),
    code: isValidationCode(issue.message) ? issue.message : issue.code,
    ...(allowed && allowed.length > 0 ? { allowed } : {}),
  };
}
