import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import {
  isValidKrs,
  isValidNip,
  isValidPolishPostalCode,
  isValidRegon,
  normaliseNip,
  normaliseRegon,
} from '../identifiers/polish-identifiers.js';
import { emailField } from './fields.js';

/** Kinds of obligated institution of art. 2 ust. 1 of the AML act that the product serves. */
export const INSTITUTION_TYPES = [
  'payment_institution',
  'small_payment_institution',
  'currency_exchange',
  'virtual_currency_provider',
  'tax_advisory',
  'accounting_office',
  'cash_payments_trader',
  'art_antiques_trader',
  'other',
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

const text = (max = TEXT_FIELD_MAX_LENGTH) => z.string().trim().max(max, { error: 'too_long' });
const requiredText = (max = TEXT_FIELD_MAX_LENGTH) => text(max).min(1, { error: 'required' });
const optionalText = (max = TEXT_FIELD_MAX_LENGTH) => text(max).optional().default('');

export const AddressSchema = z
  .strictObject({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'country_invalid' })
      .default('PL'),
    region: optionalText(),
    city: requiredText(),
    street: optionalText(),
    postal_code: requiredText(16),
    house_number: requiredText(16),
    flat_number: optionalText(16),
  })
  .refine((a) => a.country !== 'PL' || isValidPolishPostalCode(a.postal_code), {
    error: 'postal_code_invalid',
    path: ['postal_code'],
  });
export type Address = z.infer<typeof AddressSchema>;

/** GET/POST /int/obligated-institution: the data of the GIIF identification form (art. 77). */
export const ObligatedInstitutionSchema = z.strictObject({
  name: requiredText(),
  legal_form: optionalText(),
  // Chosen explicitly (the form does not pre-fill it): the rules and the reports read it.
  institution_type: z.enum(INSTITUTION_TYPES, {
    error: (issue) =>
      issue.input === '' || issue.input === undefined ? 'required' : 'invalid_value',
  }),
  nip: z
    .string({ error: 'required' })
    .refine(isValidNip, { error: 'nip_invalid' })
    .transform(normaliseNip),
  regon: z
    .string()
    .refine((v) => v === '' || isValidRegon(v), { error: 'regon_invalid' })
    .transform(normaliseRegon)
    .optional()
    .default(''),
  krs: z
    .string()
    .refine((v) => v === '' || isValidKrs(v), { error: 'krs_invalid' })
    .optional()
    .default(''),
  address: AddressSchema,
  /**
   * Optional until a report to GIIF needs it (the identification form names a contact person);
   * what is given is checked.
   */
  contact_person: z
    .strictObject({
      first_name: optionalText(),
      last_name: optionalText(),
      email: z
        .string()
        .trim()
        .refine((v) => v === '' || emailField.safeParse(v).success, { error: 'email_invalid' })
        .transform((v) => v.toLowerCase())
        .optional()
        .default(''),
      phone: z
        .string()
        .trim()
        .regex(/^(\+?[0-9 ()-]{6,20})?$/, { error: 'phone_invalid' })
        .optional()
        .default(''),
    })
    .optional()
    .default({ first_name: '', last_name: '', email: '', phone: '' }),
});
export type ObligatedInstitution = z.infer<typeof ObligatedInstitutionSchema>;
export type ObligatedInstitutionInput = z.input<typeof ObligatedInstitutionSchema>;

/** The stored data as the API answers it. */
export const ObligatedInstitutionDataSchema = z.object({
  name: z.string(),
  legal_form: z.string(),
  institution_type: z.enum(INSTITUTION_TYPES),
  nip: z.string(),
  regon: z.string(),
  krs: z.string(),
  address: z.object({
    country: z.string(),
    region: z.string(),
    city: z.string(),
    street: z.string(),
    postal_code: z.string(),
    house_number: z.string(),
    flat_number: z.string(),
  }),
  contact_person: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  updated_at: z.iso.datetime(),
});

/** `data` is null until the team saves its company data. */
export const ObligatedInstitutionResponseSchema = z.object({
  data: ObligatedInstitutionDataSchema.nullable(),
});
export type ObligatedInstitutionResponse = z.infer<typeof ObligatedInstitutionResponseSchema>;
