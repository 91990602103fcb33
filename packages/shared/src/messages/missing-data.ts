import type { Language } from '../constants.js';
import type { Bilingual } from './message.js';

/**
 * What a risk rule lacks, named in words: the rules report absent data as paths of the party
 * or transaction contract (`beneficiaries[1].pep`, `business_address.country`), and people
 * read "PEP status of beneficial owner Ivan Petrov". One table for the API (rule explanations,
 * the task that asks for the data) and the web (a rule result's missing data), so both say
 * the same. Lower case: the labels stand inside sentences and lists.
 */
export const MISSING_DATA_LABELS: Record<string, Bilingual> = {
  // What the party rules ask for (docs/risk-rules.md).
  citizenships: { en: 'citizenship', pl: 'obywatelstwo' },
  pep: { en: 'PEP status', pl: 'status PEP' },
  birth_date: { en: 'date of birth', pl: 'data urodzenia' },
  gender: { en: 'gender', pl: 'płeć' },
  industries: { en: 'industry (PKD code)', pl: 'branża (kod PKD)' },
  relation_start: {
    en: 'start of the business relationship',
    pl: 'data nawiązania stosunków gospodarczych',
  },
  'business_address.country': { en: 'country of the registered office', pl: 'kraj siedziby' },
  // What the transaction rules ask for (docs/transaction-rules.md).
  payment_method: { en: 'payment method', pl: 'forma płatności' },
  parties: { en: 'parties of the transaction', pl: 'strony transakcji' },
  country_of_order: { en: 'country of the order', pl: 'kraj zlecenia' },
  // Other fields of the party contract, should a rule ask for them.
  name: { en: 'company name', pl: 'nazwa firmy' },
  first_name: { en: 'first name', pl: 'imię' },
  last_name: { en: 'last name', pl: 'nazwisko' },
  pesel: { en: 'PESEL', pl: 'PESEL' },
  tax_id: { en: 'tax ID (NIP)', pl: 'NIP' },
  regon: { en: 'REGON', pl: 'REGON' },
  birth_country: { en: 'country of birth', pl: 'kraj urodzenia' },
  employment_type: { en: 'employment', pl: 'zatrudnienie' },
  'document.type': { en: 'identity document type', pl: 'rodzaj dokumentu tożsamości' },
  'document.number': { en: 'identity document number', pl: 'numer dokumentu tożsamości' },
  'document.expiry_date': {
    en: 'identity document expiry date',
    pl: 'data ważności dokumentu tożsamości',
  },
  'accommodation_address.country': { en: 'country of residence', pl: 'kraj zamieszkania' },
};

/** Said of data no label names (a rule newer than this table): never the raw path. */
const OTHER_DATA: Bilingual = { en: 'other data', pl: 'inne dane' };

const PERSON_PATH = /^(beneficiaries|board_members)\[(\d+)\]\.(.+)$/;

/** A missing field: its contract path, and the name of the person it is of, when known. */
export type MissingField = { path: string; person: string | null };

/** Whether the table names the field of a path (the engine's tests hold every path to it). */
export function hasMissingDataLabel(path: string): boolean {
  const field = PERSON_PATH.exec(path)?.[3] ?? path;
  return field in MISSING_DATA_LABELS;
}

/**
 * A missing field in words: "PEP status of beneficial owner Ivan Petrov", "obywatelstwo
 * członka zarządu Jan Nowak"; without the person's name, by their number on the party
 * ("beneficial owner no. 2").
 */
export function missingDataText(
  { path, person }: { path: string; person?: string | null },
  language: Language,
): string {
  const match = PERSON_PATH.exec(path);
  const field = match?.[3] ?? path;
  const label = (MISSING_DATA_LABELS[field] ?? OTHER_DATA)[language];
  if (!match) return label;
  const who =
    person?.trim() ||
    (language === 'pl' ? `nr ${Number(match[2]) + 1}` : `no. ${Number(match[2]) + 1}`);
  const beneficiary = match[1] === 'beneficiaries';
  if (language === 'pl') {
    return `${label} ${beneficiary ? 'beneficjenta rzeczywistego' : 'członka zarządu'} ${who}`;
  }
  return `${label} of ${beneficiary ? 'beneficial owner' : 'board member'} ${who}`;
}

/**
 * The missing fields of paths with the names of the people they are of, by their place on the
 * party (`beneficiaries[1]` is the second beneficial owner the party lists).
 */
export function missingFieldsOf(
  paths: readonly string[],
  people: { beneficiaries?: readonly string[]; board_members?: readonly string[] } = {},
): MissingField[] {
  return paths.map((path) => {
    const match = PERSON_PATH.exec(path);
    if (!match) return { path, person: null };
    const names = match[1] === 'beneficiaries' ? people.beneficiaries : people.board_members;
    return { path, person: names?.[Number(match[2])] ?? null };
  });
}
