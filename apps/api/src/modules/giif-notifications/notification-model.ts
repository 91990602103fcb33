import {
  GiifNotificationModelSchema,
  partyDisplayName,
  type GiifIssue,
  type GiifNotificationKind,
  type GiifPersonRole,
  type ObligatedInstitutionResponse,
} from '@aml/shared';
import type { z } from 'zod';

/**
 * The canonical model of a notification (GiifNotificationModelSchema, packages/shared
 * contracts/giif.ts), put together from the notification, the institution's company data, its
 * parties with their art. 36 data and its transactions. What is missing stays empty or null, so
 * parsing the draft with the model's schema lists exactly what to complete, each issue naming
 * the party whose form completes it.
 */

type Address = Partial<
  Record<'country' | 'city' | 'street' | 'house_number' | 'flat_number' | 'postal_code', string>
>;

/** A party as the model reads it (the columns of the parties table it needs). */
export type ModelParty = {
  code: string;
  type: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  pesel: string | null;
  birth_date: string | null;
  birth_country: string | null;
  citizenships: string[];
  tax_id: string | null;
  regon: string | null;
  bank_account: string | null;
  document: { type: string; number: string } | null;
  accommodation_address: Address | null;
  business_address: Address | null;
};

export type ModelTransaction = {
  code: string;
  amount: string;
  currency: string;
  booked_at: Date;
  description: string | null;
  /** The accounts of its parties, as recorded. */
  accounts: string[];
};

/** A person of the notification and the party it comes from. */
export type ModelPerson = { party: ModelParty; role: GiifPersonRole; subject: boolean };

export type ModelInput = {
  kind: GiifNotificationKind;
  legal_basis: string;
  justification: string;
  suspicion_confirmed_at: Date | null;
  giif_receipt_at: Date | null;
  assets: { description: string; held_at: string }[];
  institution: ObligatedInstitutionResponse['data'];
  persons: ModelPerson[];
  transactions: ModelTransaction[];
  attachments: { name: string; sha256: string }[];
};

/** How a transaction's party takes part, as a person of a notification. */
export const roleOf = (transactionRole: string): GiifPersonRole =>
  transactionRole === 'beneficiary'
    ? 'beneficiary'
    : transactionRole === 'representative'
      ? 'representative'
      : 'orderer';

const address = (a: Address | null) => ({
  country: a?.country || 'PL',
  city: a?.city ?? '',
  street: a?.street ?? '',
  house_number: a?.house_number ?? '',
  flat_number: a?.flat_number ?? '',
  postal_code: a?.postal_code ?? '',
});

const blankToNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

export const personKindOf = (type: string) =>
  type === 'company'
    ? 'legal_person'
    : type === 'sole_proprietorship'
      ? 'sole_trader'
      : 'natural_person';

/** A party as a person of the model: a legal person, a sole trader or a natural person. */
export function personOf(party: ModelParty, role: GiifPersonRole) {
  if (party.type === 'company') {
    return {
      kind: 'legal_person' as const,
      role,
      name: party.name ?? '',
      // Parties do not record their legal form yet: it is completed on GIIF's form.
      legal_form: '',
      address: address(party.business_address ?? party.accommodation_address),
      nip: blankToNull(party.tax_id),
      regon: blankToNull(party.regon),
      krs: null,
      register: null,
    };
  }
  const natural = {
    role,
    first_name: party.first_name ?? '',
    last_name: party.last_name ?? '',
    citizenships: party.citizenships,
    pesel: blankToNull(party.pesel),
    birth_date: party.birth_date,
    birth_country: blankToNull(party.birth_country),
    document: { type: party.document?.type ?? '', number: party.document?.number ?? '' },
    address: address(party.accommodation_address),
  };
  if (party.type === 'sole_proprietorship') {
    return {
      kind: 'sole_trader' as const,
      ...natural,
      nip: party.tax_id ?? '',
      business_name: party.name ?? '',
      business_address: address(party.business_address),
    };
  }
  return { kind: 'natural_person' as const, ...natural };
}

/** The institution as the model has it, from the company data. */
export function institutionOf(data: ObligatedInstitutionResponse['data']) {
  if (!data) return null;
  return {
    nip: data.nip,
    name: data.name,
    legal_form: data.legal_form,
    institution_type: data.institution_type,
    regon: data.regon,
    address: {
      country: data.address.country,
      city: data.address.city,
      street: data.address.street,
      house_number: data.address.house_number,
      flat_number: data.address.flat_number ?? '',
      postal_code: data.address.postal_code,
    },
    contact_person: {
      first_name: data.contact_person.first_name ?? '',
      last_name: data.contact_person.last_name ?? '',
      position: '',
      phone: data.contact_person.phone ?? '',
      email: data.contact_person.email ?? '',
    },
    intermediary: null,
  };
}

const trimDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The model as far as it can be completed: the input of the model's schema. */
export function draftModel(input: ModelInput) {
  return {
    kind: input.kind,
    legal_basis: input.legal_basis,
    institution: institutionOf(input.institution),
    justification: input.justification,
    suspicion_confirmed_at: input.suspicion_confirmed_at?.toISOString() ?? null,
    persons: input.persons.map((p) => personOf(p.party, p.role)),
    transactions: input.transactions.map((t) => ({
      code: t.code,
      occurred_at: t.booked_at.toISOString(),
      amount: trimDecimal(t.amount),
      currency: t.currency,
      accounts: t.accounts,
      description: t.description ?? '',
    })),
    assets: input.assets,
    attachments: input.attachments,
    giif_receipt_at: input.giif_receipt_at?.toISOString() ?? null,
  };
}

/**
 * The model and what it lacks: each issue names the field (a path in the model) and, for a
 * person, the party whose form completes it.
 */
export function checkModel(input: ModelInput): {
  model: ReturnType<typeof draftModel>;
  issues: GiifIssue[];
} {
  const model = draftModel(input);
  const parsed = GiifNotificationModelSchema.safeParse(model);
  if (parsed.success) return { model, issues: [] };
  return { model, issues: issuesOf(parsed.error, input.persons, model.institution === null) };
}

type UnionIssue = z.core.$ZodIssueInvalidUnion;

/** The issues of the union's branch whose kind the person has (the others' literal failed). */
function unionIssues(issue: z.core.$ZodIssue): { path: string[]; message: string }[] {
  const union = issue as UnionIssue;
  const base = issue.path.map(String);
  const branch =
    union.errors.find(
      (errors) => !errors.some((e) => e.code === 'invalid_value' && e.path[0] === 'kind'),
    ) ??
    union.errors[0] ??
    [];
  return branch.map((e) => ({ path: [...base, ...e.path.map(String)], message: e.message }));
}

function issuesOf(
  error: z.ZodError,
  persons: ModelPerson[],
  institutionMissing: boolean,
): GiifIssue[] {
  const seen = new Set<string>();
  const issues: GiifIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const nested =
      issue.code === 'invalid_union' ? unionIssues(issue) : [{ path, message: issue.message }];
    for (const one of nested) {
      if (one.path[0] === 'institution' && institutionMissing) {
        one.path = ['institution'];
        one.message = 'institution_missing';
      }
      const field = one.path.join('.');
      const code = one.message && !one.message.includes(' ') ? one.message : 'invalid_value';
      const key = `${field}:${code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const personIndex =
        one.path[0] === 'persons' && one.path.length > 1 ? Number(one.path[1]) : NaN;
      issues.push({
        transaction_code: null,
        party_code: Number.isNaN(personIndex) ? null : (persons[personIndex]?.party.code ?? null),
        field,
        code,
      });
    }
  }
  return issues;
}

/** A person's name as the notification shows it. */
export const personName = (party: ModelParty) => partyDisplayName(party);
