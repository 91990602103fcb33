import { CreatePartySchema, type Party, type PartyType } from '@aml/shared';
import { resolverFor } from '../../../lib/forms';

/** Form state: every field a string (or boolean), as the inputs hold them. */
export type AddressValues = {
  country: string;
  region: string;
  city: string;
  street: string;
  postal_code: string;
  house_number: string;
  flat_number: string;
};
export type ContactValues = { email: string; phone: string; phone_country_code: string };
export type DocumentValues = {
  type: string;
  number: string;
  expiry_date: string;
  without_expiration: boolean;
};

export type PartyFormValues = {
  type: PartyType;
  name: string;
  first_name: string;
  last_name: string;
  gender: string;
  pesel: string;
  birth_date: string;
  birth_country: string;
  /** ISO codes, as the country picker holds them. */
  citizenships: string[];
  tax_id: string;
  tax_id_country: string;
  regon: string;
  legal_form: string;
  bank_account: string;
  employment_type: string;
  document: DocumentValues;
  accommodation_address: AddressValues;
  forwarding_address: AddressValues;
  business_address: AddressValues;
  contact: ContactValues;
  company_contact: ContactValues;
  references: string;
  /** PKD codes separated by commas. */
  industries: string;
  pep: boolean;
};

const emptyAddress = (country = ''): AddressValues => ({
  country,
  region: '',
  city: '',
  street: '',
  postal_code: '',
  house_number: '',
  flat_number: '',
});
const emptyContact = (): ContactValues => ({ email: '', phone: '', phone_country_code: '' });
export const emptyDocument = (): DocumentValues => ({
  type: '',
  number: '',
  expiry_date: '',
  without_expiration: false,
});

/** A stored document (of a party or of its people) as form values. */
export const documentValues = (document: Party['document']): DocumentValues =>
  document
    ? {
        type: document.type,
        number: document.number,
        expiry_date: document.expiry_date ?? '',
        without_expiration: document.without_expiration,
      }
    : emptyDocument();

export function emptyPartyValues(type: PartyType): PartyFormValues {
  return {
    type,
    name: '',
    first_name: '',
    last_name: '',
    gender: '',
    pesel: '',
    birth_date: '',
    birth_country: '',
    citizenships: [],
    tax_id: '',
    tax_id_country: '',
    regon: '',
    legal_form: '',
    bank_account: '',
    employment_type: '',
    document: emptyDocument(),
    accommodation_address: emptyAddress(),
    forwarding_address: emptyAddress(),
    business_address: emptyAddress(),
    contact: emptyContact(),
    company_contact: emptyContact(),
    references: '',
    industries: '',
    pep: false,
  };
}

/** A stored party as form values, for editing. */
export function partyToValues(party: Party): PartyFormValues {
  const empty = emptyPartyValues(party.type);
  const text = (value: string | null | undefined) => value ?? '';
  const merge = <T extends object>(base: T, stored: Partial<T> | null) => ({
    ...base,
    ...(stored ?? {}),
  });
  return {
    ...empty,
    name: text(party.name),
    first_name: text(party.first_name),
    last_name: text(party.last_name),
    gender: text(party.gender),
    pesel: text(party.pesel),
    birth_date: text(party.birth_date),
    birth_country: text(party.birth_country),
    citizenships: party.citizenships,
    tax_id: text(party.tax_id),
    tax_id_country: text(party.tax_id_country),
    regon: text(party.regon),
    legal_form: text(party.legal_form),
    bank_account: text(party.bank_account),
    employment_type: text(party.employment_type),
    document: documentValues(party.document),
    accommodation_address: merge(empty.accommodation_address, party.accommodation_address),
    forwarding_address: merge(empty.forwarding_address, party.forwarding_address),
    business_address: merge(empty.business_address, party.business_address),
    contact: merge(empty.contact, party.contact),
    company_contact: merge(empty.company_contact, party.company_contact),
    references: text(party.references),
    industries: party.industries.join(', '),
    pep: party.pep ?? false,
  };
}

export const list = (text: string, upper = false) =>
  text
    .split(/[,;\s]+/)
    .map((item) => (upper ? item.trim().toUpperCase() : item.trim()))
    .filter(Boolean);

/** Drops empty strings; an object left with nothing filled in becomes undefined. */
function compact<T extends Record<string, unknown>>(values: T): Partial<T> | undefined {
  const kept = Object.entries(values).filter(([, value]) => value !== '' && value !== false);
  return kept.length === 0 ? undefined : (Object.fromEntries(kept) as Partial<T>);
}

const upper = (text: string) => text.trim().toUpperCase() || undefined;

/**
 * Form values as the API takes them: empty fields left out (null where `clear` is set, so an
 * edit can empty a field), lists split, country codes in capitals.
 */
export function valuesToInput(values: PartyFormValues, clear = false): Record<string, unknown> {
  const missing = clear ? null : undefined;
  const address = (a: AddressValues) =>
    compact({ ...a, country: a.country.trim().toUpperCase() }) ?? missing;
  const fields: Record<string, unknown> = {
    type: values.type,
    name: values.name.trim() || missing,
    first_name: values.first_name.trim() || missing,
    last_name: values.last_name.trim() || missing,
    gender: values.gender || missing,
    pesel: values.pesel.trim() || missing,
    birth_date: values.birth_date || missing,
    birth_country: upper(values.birth_country) ?? missing,
    citizenships: values.citizenships.length > 0 ? values.citizenships : missing,
    tax_id: values.tax_id.trim() || missing,
    tax_id_country: upper(values.tax_id_country) ?? missing,
    regon: values.regon.trim() || missing,
    legal_form: values.legal_form.trim() || missing,
    bank_account: values.bank_account.trim() || missing,
    employment_type: values.employment_type || missing,
    document: documentInput(values.document) ?? missing,
    accommodation_address: address(values.accommodation_address),
    forwarding_address: address(values.forwarding_address),
    business_address: address(values.business_address),
    contact: compact(values.contact) ?? missing,
    company_contact: compact(values.company_contact) ?? missing,
    references: values.references.trim() || missing,
    industries: values.industries.trim() ? list(values.industries) : missing,
    pep: values.pep,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A document's form values as the API takes them; undefined when neither type nor number. */
export function documentInput(document: DocumentValues) {
  if (!document.type && !document.number.trim()) return undefined;
  return {
    type: document.type,
    number: document.number.trim(),
    without_expiration: document.without_expiration,
    ...(document.expiry_date && !document.without_expiration
      ? { expiry_date: document.expiry_date }
      : {}),
  };
}

/** Validates the party form with the shared schema of POST /int/parties. */
export const partyFormResolver = resolverFor<PartyFormValues>(CreatePartySchema, (values) =>
  valuesToInput(values),
);
