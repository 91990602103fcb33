import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from '../constants.js';

/**
 * Field schemas shared by contracts. Their error messages are validation codes
 * (translated by the web app under the `validation` namespace), never sentences.
 */
export const VALIDATION_CODES = [
  'required',
  'email_invalid',
  'password_too_short',
  'password_too_long',
  /** On the list of the most common and breached passwords the API ships (issue 28). */
  'password_too_common',
  /** The account's e-mail address, or its part before the @, as the password. */
  'password_is_email',
  'too_long',
  'invalid_value',
  'team_name_too_long',
  'invalid_date',
  'nip_invalid',
  'regon_invalid',
  'krs_invalid',
  'postal_code_invalid',
  'country_invalid',
  'phone_invalid',
  'pesel_invalid',
  'pkd_invalid',
  'expiry_required',
  'date_too_early',
  'date_too_late',
  'share_invalid',
  /** A beneficial owner with neither shares, votes nor other control. */
  'control_required',
  /** A person with neither PESEL nor date of birth (art. 36; screening reads either). */
  'pesel_or_birth_date_required',
  'iban_invalid',
  /** A CSV row with more or fewer fields than its header. */
  'column_count',
  'currency_invalid',
  'amount_invalid',
  'rate_invalid',
  /** The end of a period before its start. */
  'date_range_invalid',
  /** A NUL or a lone surrogate: characters no text holds (refused for every route). */
  'invalid_characters',
  /** An Idempotency-Key header that is empty, too long or not visible ASCII. */
  'invalid_idempotency_key',
  /** An attachment's description over 255 characters (spec section 5). */
  'description_too_long',
  /** CDD renewal months: greater than 2 and less than 120 (spec section 5). */
  'cdd_months_range',
  /** A measure template with no measures, or two with one key. */
  'cdd_template_empty',
  'cdd_template_duplicate_key',
  /** A change that names nothing to change. */
  'nothing_to_change',
  /** A registries scan or autofill needs one NIP, REGON or KRS number that checks out. */
  'identifier_invalid',
  'identifier_required',
  'vat_number_invalid',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** Whether a schema message is one of our codes (else the error is named by the kind). */
export const isValidationCode = (message: string): message is ValidationCode =>
  (VALIDATION_CODES as readonly string[]).includes(message);

/** The code of a record a request links to (its length only: a code of nothing answers 404). */
export const linkCodeField = z.string().min(8).max(64);

/**
 * A date or a moment on a day within the spec's picker range (sections 5 and 9): no earlier
 * than 1900-01-01, no later than 2099-12-31.
 */
const withinPickerRange = <S extends z.ZodType<string>>(schema: S) =>
  schema
    .refine((value) => value.slice(0, 10) >= '1900-01-01', { error: 'date_too_early' })
    .refine((value) => value.slice(0, 10) <= '2099-12-31', { error: 'date_too_late' });

export const businessDateField = withinPickerRange(z.iso.date({ error: 'invalid_date' }));

/** A moment a request gives, with its offset (a transaction's booking), in the same range. */
export const businessInstantField = withinPickerRange(
  z.iso.datetime({ offset: true, error: 'invalid_date' }),
);

/** A record's title: required, up to 255 characters. */
export const titleField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(255, { error: 'too_long' });

/** A long text (a description, an explanation), up to 5,000 characters. */
export const longTextField = z.string().trim().max(5000, { error: 'too_long' });

/** A long text that must be given (a comment, an event's description). */
export const requiredLongTextField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(5000, { error: 'too_long' });

export const emailField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(EMAIL_MAX_LENGTH, { error: 'too_long' })
  .pipe(z.email({ error: 'email_invalid' }))
  .transform((email) => email.toLowerCase());

export const newPasswordField = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password_too_long' });

/** A password being checked rather than set: any length the user typed, bounded for safety. */
export const passwordField = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password_too_long' });

export const personNameField = z
  .string({ error: 'required' })
  .trim()
  .max(TEXT_FIELD_MAX_LENGTH, { error: 'too_long' });

/** One-time codes sent by e-mail (verification, password reset): URL-safe base64. */
export const oneTimeCodeField = z
  .string({ error: 'required' })
  .min(16, { error: 'invalid_value' })
  .max(128, { error: 'invalid_value' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid_value' });

/**
 * The optional Idempotency-Key of a creation (POST /int/transactions, /int/parties, the CSV
 * import): a retry with the same key and content gets the first answer instead of a second
 * record. Visible ASCII, as the IETF draft's examples; a UUID is a good choice.
 */
export const IdempotencyHeadersSchema = z
  .object({
    'idempotency-key': z
      .string()
      .regex(/^[\x21-\x7e]{1,255}$/, { error: 'invalid_idempotency_key' })
      .optional()
      .describe('Any 1–255 visible ASCII characters, new for each intended creation'),
  })
  .passthrough();
