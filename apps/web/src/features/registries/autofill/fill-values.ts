import type { Autofill, RegistryAnswer, RegistryName, RegistryPerson } from '@aml/shared';

/** The fields a form may take from the registries, whatever the form calls them. */
export const FILL_FIELDS = [
  'name',
  'legal_form',
  'nip',
  'regon',
  'krs',
  'address',
  'industries',
  'bank_account',
] as const;
export type FillField = (typeof FILL_FIELDS)[number];

/** An address as the forms hold it: every part a string, the country an ISO code. */
export type AddressParts = {
  country: string;
  region: string;
  city: string;
  street: string;
  postal_code: string;
  house_number: string;
  flat_number: string;
};

const ADDRESS_PARTS = [
  'street',
  'house_number',
  'flat_number',
  'postal_code',
  'city',
  'region',
  'country',
] as const satisfies readonly (keyof AddressParts)[];

export type FillValues = {
  name: string;
  legal_form: string;
  nip: string;
  regon: string;
  krs: string;
  address: AddressParts;
  /** PKD codes, the main activity first. */
  industries: string[];
  bank_account: string;
};

/** What a form holds now of the fields it has; a field it does not have is left out. */
export type FormHolds = Partial<FillValues>;

/**
 * A value the registries propose for one field of the form: `empty` when the form has nothing
 * there yet (taken unless the officer says otherwise), `same` when it holds that already,
 * `differs` when the officer typed something else (kept unless the officer says otherwise).
 */
export type Proposal = {
  [K in FillField]: {
    field: K;
    value: FillValues[K];
    current: FillValues[K] | undefined;
    source: RegistryName;
    as_of: string;
    state: 'empty' | 'same' | 'differs';
    /** The other values the registry gives (the White List's other accounts). */
    others: string[];
  };
}[FillField];

const fold = (text: string | undefined) =>
  (text ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleUpperCase('pl');
const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');
/** An account as its 26 digits (an NRB), whether typed as a Polish IBAN or not. */
const accountKey = (text: string | undefined) =>
  (text ?? '')
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/^PL(?=\d{26}$)/, '');

export const emptyAddress = (): AddressParts => ({
  country: '',
  region: '',
  city: '',
  street: '',
  postal_code: '',
  house_number: '',
  flat_number: '',
});

/** Whether an address is not filled in: a country chosen in advance alone does not count. */
const isEmptyAddress = (address: Partial<AddressParts> | undefined) =>
  ADDRESS_PARTS.every((part) => part === 'country' || !address?.[part]?.trim());

/** Whether the form already holds `value`, or holds nothing, or something else. */
function compare<K extends FillField>(
  field: K,
  value: FillValues[K],
  current: FillValues[K] | undefined,
): Proposal['state'] {
  switch (field) {
    case 'address': {
      const held = current as AddressParts | undefined;
      if (isEmptyAddress(held)) return 'empty';
      const proposed = value as AddressParts;
      return ADDRESS_PARTS.every((part) => fold(held?.[part]) === fold(proposed[part]))
        ? 'same'
        : 'differs';
    }
    case 'industries': {
      const held = (current as string[] | undefined) ?? [];
      if (held.length === 0) return 'empty';
      return fold(held.join(',')) === fold((value as string[]).join(',')) ? 'same' : 'differs';
    }
    case 'nip':
    case 'krs':
      if (!digits(current as string)) return 'empty';
      return digits(current as string) === digits(value as string) ? 'same' : 'differs';
    case 'regon':
      // A local unit's 14 digits begin with its company's 9.
      if (!digits(current as string)) return 'empty';
      return digits(current as string).slice(0, 9) === digits(value as string).slice(0, 9)
        ? 'same'
        : 'differs';
    case 'bank_account':
      if (!accountKey(current as string)) return 'empty';
      return accountKey(current as string) === accountKey(value as string) ? 'same' : 'differs';
    default:
      if (!fold(current as string)) return 'empty';
      return fold(current as string) === fold(value as string) ? 'same' : 'differs';
  }
}

/** A registry's address with every part the form has, the missing ones empty. */
const addressParts = (address: Partial<AddressParts>): AddressParts => ({
  ...emptyAddress(),
  ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, address[part] ?? ''])),
});

/**
 * What the registries propose for the fields the form has (`holds`), in the order of
 * FILL_FIELDS, each with its source and whether the form holds it already. The bank account is
 * the White List's first; an account the form holds that is on the list is the same.
 */
export function proposalsOf(autofill: Autofill, holds: FormHolds): Proposal[] {
  const { fields } = autofill;
  const proposals: Proposal[] = [];
  const add = <K extends FillField>(
    field: K,
    sourced: { source: RegistryName; as_of: string } | undefined,
    value: FillValues[K] | undefined,
    others: string[] = [],
  ) => {
    if (!(field in holds) || !sourced || value === undefined) return;
    const current = holds[field] as FillValues[K] | undefined;
    proposals.push({
      field,
      value,
      current,
      source: sourced.source,
      as_of: sourced.as_of,
      state: compare(field, value, current),
      others,
    } as Proposal);
  };
  add('name', fields.name, fields.name?.value);
  add('legal_form', fields.legal_form, fields.legal_form?.value);
  add('nip', fields.nip, fields.nip?.value);
  add('regon', fields.regon, fields.regon?.value);
  add('krs', fields.krs, fields.krs?.value);
  add(
    'address',
    fields.business_address,
    fields.business_address && addressParts(fields.business_address.value),
  );
  add(
    'industries',
    fields.industries,
    fields.industries?.value.length ? fields.industries.value : undefined,
  );
  const accounts = fields.bank_accounts?.value ?? [];
  if (accounts.length > 0 && 'bank_account' in holds) {
    const held = accountKey(holds.bank_account);
    const listed = accounts.find((account) => accountKey(account) === held);
    // An account the form holds that is on the White List is the customer's, not a difference.
    add('bank_account', fields.bank_accounts, listed ?? accounts[0]!, accounts.slice(1));
  }
  return proposals;
}

/** The values of the proposals the officer chose, as a form applies them. */
export function chosenValues(proposals: Proposal[], chosen: ReadonlySet<FillField>) {
  const values: Partial<FillValues> = {};
  for (const proposal of proposals) {
    if (proposal.state !== 'same' && chosen.has(proposal.field)) {
      (values as Record<string, unknown>)[proposal.field] = proposal.value;
    }
  }
  return values;
}

/** The fields taken unless the officer says otherwise: those the form has nothing in. */
export const takenByDefault = (proposals: Proposal[]) =>
  new Set(proposals.filter((p) => p.state === 'empty').map((p) => p.field));

/**
 * An address on one line, in the order of a Polish envelope: street and number, postal code
 * and town, region, country; `flat` words the flat's number.
 */
export function addressLine(address: Partial<AddressParts>, flat: (number: string) => string) {
  const street = [address.street, address.house_number].filter(Boolean).join(' ');
  const town = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [
    [street, address.flat_number && flat(address.flat_number)].filter(Boolean).join(', '),
    town,
    address.region,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A registry's answer of VIES as the autofill of a foreign EU company: its name and address. */
export function viesAutofill(answer: RegistryAnswer): Autofill {
  const entity = answer.status === 'found' ? answer.entity : null;
  const sourced = <T>(value: T | undefined) =>
    value === undefined || !answer.as_of
      ? undefined
      : { value, source: answer.registry, as_of: answer.as_of };
  return {
    fields: {
      name: sourced(entity?.name || undefined),
      business_address: sourced(entity?.address),
    },
    board_members: [],
    beneficial_owners: [],
    answers: [answer],
  };
}

/** "JAN" as "Jan", "WIŚNIEWSKA-ZAJĄC" as "Wiśniewska-Zając"; mixed case is left as written. */
export function nameCase(text: string): string {
  if (text !== text.toLocaleUpperCase('pl')) return text;
  return text
    .toLocaleLowerCase('pl')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase('pl'),
    );
}

/** "PREZES ZARZĄDU" as "Prezes zarządu": a function as a sentence, not as a register shouts it. */
export function sentenceCase(text: string): string {
  if (text !== text.toLocaleUpperCase('pl')) return text;
  const lower = text.toLocaleLowerCase('pl');
  return lower.charAt(0).toLocaleUpperCase('pl') + lower.slice(1);
}

/** Whether a registry hid this text (KRS shows "J**" for a person's name, "7**********"). */
const hidden = (text: string | undefined) => !text || text.includes('*');

/** A person of a registry as the form of a beneficial owner or board member starts from it. */
export type PersonPrefill = {
  first_name: string;
  last_name: string;
  pesel: string;
  birth_date: string;
  citizenships: string[];
  residence_country: string;
  share: string;
  votes: string;
  other_control: string;
  role: string;
};

/**
 * What a registry says of a person that a form can take: the names and PESEL unless the
 * registry hid them, the dates, the countries as ISO codes and the control as written.
 */
export function personPrefill(person: RegistryPerson): PersonPrefill {
  const country = (code: string | undefined) => (/^[A-Z]{2}$/.test(code ?? '') ? code! : '');
  return {
    first_name: hidden(person.first_name) ? '' : nameCase(person.first_name!),
    last_name: hidden(person.last_name) ? '' : nameCase(person.last_name!),
    pesel: hidden(person.pesel) || !/^\d{11}$/.test(person.pesel!) ? '' : person.pesel!,
    birth_date: /^\d{4}-\d{2}-\d{2}$/.test(person.birth_date ?? '') ? person.birth_date! : '',
    citizenships: (person.citizenships ?? []).map(country).filter(Boolean),
    residence_country: country(person.residence_country),
    share: person.share ?? '',
    votes: person.votes ?? '',
    other_control: person.other_control ?? '',
    role: person.role ? sentenceCase(person.role) : '',
  };
}

/** A person's name as the registry gives it (masked ones as KRS masks them), or a company's. */
export const personName = (person: RegistryPerson) =>
  person.company_name ?? [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
