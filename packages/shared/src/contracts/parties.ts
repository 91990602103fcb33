import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { ALL_RISK_LEVELS, RISK_LEVELS } from '../enums.js';
import {
  isValidIban,
  isValidNip,
  isValidRegon,
  isValidPesel,
  isValidPolishPostalCode,
  peselBirthDate,
  peselSex,
} from '../identifiers/polish-identifiers.js';
import type { FieldError } from '../errors.js';
import { businessDateField, emailField } from './fields.js';
import { codeField } from './teams.js';

/** Value sets of spec sections 3 and 4 for parties. */
export const PARTY_TYPES = [
  'individual',
  'sole_proprietorship',
  'company',
  'unknown',
  'representative',
] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

export const PARTY_ENTITY_TYPES = [
  'individual',
  'individual_entity',
  'beneficiary',
  'board_member',
  'sole_proprietorship',
  'legal_entity',
] as const;
export type PartyEntityType = (typeof PARTY_ENTITY_TYPES)[number];

export const PARTY_STATUSES = [
  'active',
  'occasional',
  'in_acceptance',
  'inactive',
  'draft',
  'kyc_in_progress',
  'rejected',
] as const;
export type PartyStatus = (typeof PARTY_STATUSES)[number];

export const DOCUMENT_TYPES = [
  'id_card',
  'electronic_id_card',
  'passport',
  'residency_card',
  'other',
] as const;
export const EMPLOYMENT_TYPES = [
  'student',
  'retiree',
  'pensioner',
  'entrepreneur',
  'employedUOP',
  'employedUZUOD',
  'unemployed',
  'jobless',
  'annuitant',
] as const;
export const GENDERS = ['female', 'male'] as const;

/**
 * Allowed status changes (docs/parties.md): a party is drafted, verified, accepted or
 * rejected; an accepted relationship can be paused and resumed; a rejection can be reopened
 * as a draft. Anything else is refused.
 */
export const PARTY_STATUS_TRANSITIONS: Record<PartyStatus, readonly PartyStatus[]> = {
  draft: ['kyc_in_progress', 'in_acceptance', 'rejected'],
  kyc_in_progress: ['in_acceptance', 'rejected'],
  in_acceptance: ['active', 'occasional', 'rejected'],
  active: ['inactive'],
  occasional: ['active', 'inactive'],
  inactive: ['active'],
  rejected: ['draft'],
};

const text = (max = TEXT_FIELD_MAX_LENGTH) => z.string().trim().max(max, { error: 'too_long' });
const optionalText = (max = TEXT_FIELD_MAX_LENGTH) => text(max).optional();
const country = z.string().regex(/^[A-Z]{2}$/, { error: 'country_invalid' });
const businessDate = businessDateField;

export const PartyAddressSchema = z
  .strictObject({
    country: country.optional(),
    region: optionalText(),
    city: optionalText(),
    street: optionalText(),
    postal_code: optionalText(16),
    house_number: optionalText(16),
    flat_number: optionalText(16),
  })
  .refine((a) => a.country !== 'PL' || !a.postal_code || isValidPolishPostalCode(a.postal_code), {
    error: 'postal_code_invalid',
    path: ['postal_code'],
  });

const ContactSchema = z.strictObject({
  email: emailField.optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 ()-]{5,20}$/, { error: 'phone_invalid' })
    .optional(),
  phone_country_code: z
    .string()
    .regex(/^\+\d{1,4}$/, { error: 'phone_invalid' })
    .optional(),
});

const DocumentSchema = z
  .strictObject({
    type: z.enum(DOCUMENT_TYPES, { error: 'invalid_value' }),
    number: text(64).min(1, { error: 'required' }),
    expiry_date: businessDate.optional(),
    without_expiration: z.boolean().default(false),
  })
  .refine((d) => d.without_expiration || d.expiry_date, {
    error: 'expiry_required',
    path: ['expiry_date'],
  });

/** The fields a party is created or changed with. */
const partyFields = {
  type: z.enum(PARTY_TYPES, { error: 'invalid_value' }),
  name: optionalText(),
  first_name: optionalText(),
  last_name: optionalText(),
  gender: z.enum(GENDERS, { error: 'invalid_value' }).optional(),
  pesel: z.string().refine(isValidPesel, { error: 'pesel_invalid' }).optional(),
  birth_date: businessDate.optional(),
  birth_country: country.optional(),
  citizenships: z.array(country).max(5).optional(),
  tax_id: optionalText(32),
  tax_id_country: country.optional(),
  regon: z.string().trim().refine(isValidRegon, { error: 'regon_invalid' }).optional(),
  /** A company's legal form (art. 36 ust. 1 pkt 2 lit. b), e.g. "spółka z ograniczoną odpowiedzialnością". */
  legal_form: optionalText(120),
  /** The customer's bank account: an IBAN, or a 26-digit Polish NRB. */
  bank_account: z.string().trim().refine(isValidIban, { error: 'iban_invalid' }).optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'invalid_value' }).optional(),
  document: DocumentSchema.optional(),
  accommodation_address: PartyAddressSchema.optional(),
  forwarding_address: PartyAddressSchema.optional(),
  business_address: PartyAddressSchema.optional(),
  contact: ContactSchema.optional(),
  company_contact: ContactSchema.optional(),
  references: optionalText(),
  industries: z
    .array(z.string().regex(/^\d{2}\.\d{2}\.[A-Z]$/, { error: 'pkd_invalid' }))
    .max(20)
    .optional(),
  pep: z.boolean().optional(),
};

type PartyFields = {
  type?: PartyType;
  name?: string;
  first_name?: string;
  last_name?: string;
  tax_id?: string;
  tax_id_country?: string;
};

/** What each type of party must have, and the Polish tax id checked where it is one. */
function checkParty(party: PartyFields, ctx: z.RefinementCtx) {
  const person = party.type === 'individual' || party.type === 'representative';
  if (person && !party.first_name)
    ctx.addIssue({ code: 'custom', message: 'required', path: ['first_name'] });
  if (person && !party.last_name)
    ctx.addIssue({ code: 'custom', message: 'required', path: ['last_name'] });
  if ((party.type === 'company' || party.type === 'sole_proprietorship') && !party.name) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['name'] });
  }
  if (party.tax_id && (party.tax_id_country ?? 'PL') === 'PL' && !isValidNip(party.tax_id)) {
    ctx.addIssue({ code: 'custom', message: 'nip_invalid', path: ['tax_id'] });
  }
}

/** POST /int/parties */
export const CreatePartySchema = z
  .strictObject({
    ...partyFields,
    status: z.enum(PARTY_STATUSES, { error: 'invalid_value' }).default('draft'),
  })
  .superRefine(checkParty);
export type CreateParty = z.infer<typeof CreatePartySchema>;
export type CreatePartyInput = z.input<typeof CreatePartySchema>;

type NullableFields<T extends Record<string, z.ZodType>> = {
  [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>>;
};

/** The same fields, each of which a change may also clear by sending null. */
function clearable<T extends Record<string, z.ZodType>>(fields: T): NullableFields<T> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.nullable().optional()]),
  ) as NullableFields<T>;
}

const { type: partyType, ...changeableFields } = partyFields;

/**
 * PATCH /int/parties: the code and the fields to change (the status has its own call); a
 * field sent as null is cleared, a field left out stays as it is.
 */
export const UpdatePartySchema = z.strictObject({
  code: z.string().min(8).max(64),
  type: partyType.optional(),
  ...clearable(changeableFields),
});
export type UpdateParty = z.infer<typeof UpdatePartySchema>;

/** POST /int/parties/{id}/status */
export const ChangePartyStatusSchema = z.strictObject({
  status: z.enum(PARTY_STATUSES, { error: 'invalid_value' }),
});

/** POST /int/parties/pdf: the PDF summary of one party, in the caller's language. */
export const PartyPdfRequestSchema = z.strictObject({ code: codeField });
export type PartyPdfRequest = z.infer<typeof PartyPdfRequestSchema>;

/** DELETE /int/parties/group/delete */
export const GroupDeleteSchema = z.strictObject({
  codes: z.array(z.string().min(8).max(64)).min(1).max(500),
});

/** POST /int/parties/search */
export const PartySearchSchema = z.strictObject({
  text: z.string().trim().max(100).optional(),
  type: z.enum(PARTY_TYPES).optional(),
  status: z.enum(PARTY_STATUSES).optional(),
  risk_level: z.enum([...RISK_LEVELS, ALL_RISK_LEVELS]).default(ALL_RISK_LEVELS),
  /** The e-mail address of the user who created the parties. */
  created_by: z.string().trim().max(254).optional(),
  created_from: businessDateField.optional(),
  created_to: businessDateField.optional(),
  sort: z.enum(['created_at', 'name']).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(1).max(200).default(25),
});
export type PartySearch = z.infer<typeof PartySearchSchema>;

const AddressOut = z.object({
  country: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  street: z.string().optional(),
  postal_code: z.string().optional(),
  house_number: z.string().optional(),
  flat_number: z.string().optional(),
});
const ContactOut = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  phone_country_code: z.string().optional(),
});

export const PartySchema = z.object({
  code: z.string(),
  type: z.enum(PARTY_TYPES),
  entity_type: z.enum(PARTY_ENTITY_TYPES),
  status: z.enum(PARTY_STATUSES),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  pesel: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_country: z.string().nullable(),
  citizenships: z.array(z.string()),
  tax_id: z.string().nullable(),
  tax_id_country: z.string().nullable(),
  regon: z.string().nullable(),
  legal_form: z.string().nullable(),
  bank_account: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  document: z
    .object({
      type: z.enum(DOCUMENT_TYPES),
      number: z.string(),
      expiry_date: z.string().optional(),
      without_expiration: z.boolean(),
    })
    .nullable(),
  accommodation_address: AddressOut.nullable(),
  forwarding_address: AddressOut.nullable(),
  business_address: AddressOut.nullable(),
  contact: ContactOut.nullable(),
  company_contact: ContactOut.nullable(),
  references: z.string().nullable(),
  industries: z.array(z.string()),
  pep: z.boolean().nullable(),
  risk_level: z.enum(RISK_LEVELS),
  /**
   * Beneficial owners: their control, as per cent of the shares, per cent of the votes and
   * other means; board members: their function.
   */
  share: z.string().nullable(),
  votes: z.string().nullable(),
  other_control: z.string().nullable(),
  board_role: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Party = z.infer<typeof PartySchema>;

/**
 * GET /int/parties/{id}/summary: what the header of a party's page shows, with the counts of
 * its tabs and whether the caller may change it (and, if not, why).
 */
export const PartySummarySchema = z.object({
  code: z.string(),
  type: z.enum(PARTY_TYPES),
  /** A beneficial owner or board member is a person of a company, not a customer. */
  entity_type: z.enum(PARTY_ENTITY_TYPES),
  status: z.enum(PARTY_STATUSES),
  risk_level: z.enum(RISK_LEVELS),
  display_name: z.string(),
  beneficiaries: z.number().int(),
  board_members: z.number().int(),
  allowed_statuses: z.array(z.enum(PARTY_STATUSES)),
  editable: z.boolean(),
  not_editable_reason: z.enum(['not_owner', 'edit_window_closed', 'read_only_role']).nullable(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type PartySummary = z.infer<typeof PartySummarySchema>;

/** The name a party is shown by: company name, else first and last name, else its code. */
export function partyDisplayName(party: {
  code: string;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}): string {
  const person = [party.first_name, party.last_name].filter(Boolean).join(' ');
  return party.name || person || party.code;
}

/** Things worth a second look that do not block saving (spec section 5 warnings). */
export const PartyWarningSchema = z.object({ path: z.string(), code: z.string() });
export const PartyResultSchema = z.object({
  party: PartySchema,
  warnings: z.array(PartyWarningSchema),
});
export type PartyResult = z.infer<typeof PartyResultSchema>;

export const PartyListSchema = z.object({ items: z.array(PartySchema), total: z.number().int() });

/**
 * PESEL cross-checks (shared/domain/poland.md 4.1): the birth date and sex it encodes should
 * match the ones entered; a mismatch is a warning, since the document may be right.
 */
export function partyWarnings(
  party: { pesel?: string | null; birth_date?: string | null; gender?: string | null },
  today: string,
) {
  const warnings: Array<{ path: string; code: string }> = [];
  if (party.pesel && isValidPesel(party.pesel)) {
    const encoded = peselBirthDate(party.pesel)!.toISOString().slice(0, 10);
    if (party.birth_date && party.birth_date !== encoded)
      warnings.push({ path: 'birth_date', code: 'pesel_birth_date_differs' });
    if (party.gender && party.gender !== peselSex(party.pesel))
      warnings.push({ path: 'gender', code: 'pesel_gender_differs' });
  }
  if (party.birth_date && party.birth_date > today)
    warnings.push({ path: 'birth_date', code: 'date_in_future' });
  return warnings;
}

/** The people of a company: its beneficial owners and its board members. */
export const LINKED_PERSON_KINDS = ['beneficiary', 'board_member'] as const;
export type LinkedPersonKind = (typeof LINKED_PERSON_KINDS)[number];

/**
 * Art. 36 and CRBR data of a beneficial owner or board member: names, PESEL or date of birth,
 * citizenship, country of residence (`accommodation_address.country`), the document and the
 * PEP declaration.
 */
const personFields = {
  first_name: text().min(1, { error: 'required' }),
  last_name: text().min(1, { error: 'required' }),
  gender: partyFields.gender,
  pesel: partyFields.pesel,
  birth_date: partyFields.birth_date,
  birth_country: partyFields.birth_country,
  citizenships: partyFields.citizenships,
  document: partyFields.document,
  accommodation_address: partyFields.accommodation_address,
  contact: partyFields.contact,
  pep: partyFields.pep,
};

/** A share in per cent, as an exact decimal string: more than 0, at most 100, two decimals. */
const percentField = z
  .string({ error: 'required' })
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'share_invalid' })
  .refine((v) => Number(v) > 0 && Number(v) <= 100, { error: 'share_invalid' });

/**
 * The nature and extent of a beneficial owner's control (CRBR): per cent of the shares, per cent
 * of the votes, and control by other means (e.g. the senior managing official recorded when no
 * owner can be identified, art. 2 ust. 2 pkt 1).
 */
const controlFields = {
  share: percentField.optional(),
  votes: percentField.optional(),
  other_control: optionalText(),
};

type PersonIdentity = { pesel?: string | null; birth_date?: string | null };
type PersonControl = {
  share?: string | null;
  votes?: string | null;
  other_control?: string | null;
};

/**
 * What a beneficial owner or board member must have, as field errors: a PESEL, or a date of
 * birth when there is none (art. 36; screening reads either), and for an owner at least one
 * means of control. Checked on creation by the schemas, and by the API on a change of the
 * stored person.
 */
export function linkedPersonGaps(
  kind: LinkedPersonKind,
  person: PersonIdentity & PersonControl,
): FieldError[] {
  const gaps: FieldError[] = [];
  if (!person.pesel && !person.birth_date) {
    gaps.push({ path: 'pesel', code: 'pesel_or_birth_date_required' });
  }
  if (kind === 'beneficiary' && !person.share && !person.votes && !person.other_control?.trim()) {
    gaps.push({ path: 'share', code: 'control_required' });
  }
  return gaps;
}

const addGaps =
  (kind: LinkedPersonKind) => (person: PersonIdentity & PersonControl, ctx: z.RefinementCtx) => {
    for (const gap of linkedPersonGaps(kind, person)) {
      ctx.addIssue({ code: 'custom', message: gap.code, path: [gap.path] });
    }
  };

const { first_name: firstName, last_name: lastName, ...clearablePersonFields } = personFields;
const boardRole = text().min(1, { error: 'required' });

/** POST /int/parties/{id}/beneficiaries */
export const CreateBeneficiarySchema = z
  .strictObject({ ...personFields, ...controlFields })
  .superRefine(addGaps('beneficiary'));
/** POST /int/parties/{id}/boardmembers */
export const CreateBoardMemberSchema = z
  .strictObject({ ...personFields, board_role: boardRole })
  .superRefine(addGaps('board_member'));
/**
 * PATCH /int/parties/beneficiaries: the fields to change; as for parties, a field sent as null
 * is cleared (names excepted), a field left out stays.
 */
export const UpdateBeneficiarySchema = z.strictObject({
  code: z.string().min(8).max(64),
  first_name: firstName.optional(),
  last_name: lastName.optional(),
  ...clearable({ ...clearablePersonFields, ...controlFields }),
});
/** PATCH /int/parties/boardmembers */
export const UpdateBoardMemberSchema = z.strictObject({
  code: z.string().min(8).max(64),
  first_name: firstName.optional(),
  last_name: lastName.optional(),
  board_role: boardRole.optional(),
  ...clearable(clearablePersonFields),
});
export type LinkedPersonInput =
  z.infer<typeof CreateBeneficiarySchema> | z.infer<typeof CreateBoardMemberSchema>;
export type LinkedPersonUpdate =
  z.infer<typeof UpdateBeneficiarySchema> | z.infer<typeof UpdateBoardMemberSchema>;
