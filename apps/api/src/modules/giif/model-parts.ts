import {
  partyDisplayName,
  type GiifIssue,
  type GiifPersonRole,
  type ObligatedInstitutionResponse,
} from '@aml/shared';
import type { z } from 'zod';

/**
 * The parts of GIIF's canonical model (packages/shared contracts/giif.ts) every report shares:
 * a party as a person with the data of art. 36, and the institution from the company data.
 * What a record lacks stays empty, so the model's schema names it.
 */

type Address = Partial<
  Record<'country' | 'city' | 'street' | 'house_number' | 'flat_number' | 'postal_code', string>
>;

/** What a person of a report is made from: a party's identification. */
export type ModelParty = {
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
  legal_form: string | null;
  document: { type: string; number: string } | null;
  accommodation_address: Address | null;
  business_address: Address | null;
};

export const address = (a: Address | null) => ({
  country: a?.country ?? 'PL',
  city: a?.city ?? '',
  street: a?.street ?? '',
  house_number: a?.house_number ?? '',
  flat_number: a?.flat_number ?? '',
  postal_code: a?.postal_code ?? '',
});

export const blankToNull = (v: string | null | undefined) =>
  v && v.trim() !== '' ? v.trim() : null;

/** A party as a person of the model: a legal person, a sole trader or a natural person. */
export function personOf(party: ModelParty, role: GiifPersonRole) {
  if (party.type === 'company') {
    return {
      kind: 'legal_person' as const,
      role,
      name: party.name ?? '',
      legal_form: party.legal_form ?? '',
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

/** The institution as the model has it, from the company data; null before it is entered. */
export function institutionOf(data: ObligatedInstitutionResponse['data']) {
  if (!data) return null;
  const a = data.address;
  return {
    nip: data.nip,
    name: data.name,
    legal_form: data.legal_form,
    institution_type: data.institution_type,
    regon: data.regon,
    address: {
      country: a.country,
      city: a.city,
      street: a.street,
      house_number: a.house_number,
      flat_number: a.flat_number,
      postal_code: a.postal_code,
    },
    contact_person: { ...data.contact_person, position: '' },
    intermediary: null,
  };
}

/** The party an issue names: its code to link to and its name to show. */
export const issueParty = (party: Parameters<typeof partyDisplayName>[0] | undefined) =>
  party ? { code: party.code, name: partyDisplayName(party) } : null;

/**
 * What a draft lacks, from the model schema's refusal: each issue names its field (a path in the
 * model) and, for a person, the party whose form completes it. Without the company data, the
 * institution's fields are one issue.
 */
export function modelIssues(
  error: z.ZodError,
  context: {
    transactionCode: string | null;
    partyAt: (personIndex: number) => { code: string; name: string } | null;
    institutionMissing?: boolean;
  },
): GiifIssue[] {
  const seen = new Set<string>();
  const issues: GiifIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const nested =
      issue.code === 'invalid_union' ? unionIssues(issue) : [{ path, message: issue.message }];
    for (const one of nested) {
      const missing = context.institutionMissing && one.path[0] === 'institution';
      const field = missing ? 'institution' : one.path.join('.');
      const message = missing ? 'institution_missing' : one.message;
      const code = message && !message.includes(' ') ? message : 'invalid_value';
      const key = `${field}:${code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const personIndex =
        one.path[0] === 'persons' && one.path.length > 1 ? Number(one.path[1]) : NaN;
      const party = Number.isNaN(personIndex) ? null : context.partyAt(personIndex);
      issues.push({
        transaction_code: context.transactionCode,
        party_code: party?.code ?? null,
        ...(party ? { party_name: party.name } : {}),
        field,
        code: field === 'giif_id' ? 'required' : code,
      });
    }
  }
  return issues;
}

type UnionIssue = z.core.$ZodIssueInvalidUnion;

/**
 * A person that is none of the kinds: zod reports each branch of the union; the branch whose
 * kind literal matched is the one that tells what is missing.
 */
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
