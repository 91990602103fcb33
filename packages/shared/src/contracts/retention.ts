import { z } from 'zod';
import { businessDateField } from './fields.js';

/**
 * Art. 49 ust. 1: records are kept five years from the end of the business relationship (a
 * party: its deletion) or from the occasional transaction (the later of its date and its
 * deletion); docs/retention.md.
 */
export const RETENTION_YEARS = 5;

/** Art. 49 ust. 2: GIIF may ask for the records to be kept up to five years longer. */
export const LEGAL_HOLD_MAX_EXTENSION_YEARS = 5;

/** The longest reason of a legal hold: the written request it follows, in short. */
export const LEGAL_HOLD_REASON_MAX_LENGTH = 2000;

/**
 * Field codes of a refused hold, besides the shared ones: an end that is not after today, or
 * one more than five years beyond the party's normal purge date.
 */
export const LEGAL_HOLD_ERROR_CODES = ['legal_hold_not_future', 'legal_hold_too_long'] as const;

/** GET /int/parties/{id}/legal-hold: a party's legal hold, and the limits a new one has. */
export const LegalHoldSchema = z.object({
  code: z.string(),
  /** The last day of the hold: the party and its transactions are not purged up to it. */
  until: z.iso.date().nullable(),
  reason: z.string().nullable(),
  /** Whether the hold still runs today (a past `until` is kept as a record, not in force). */
  in_force: z.boolean(),
  /**
   * The first day the party may be purged without a hold: five years after its deletion, or,
   * while it is not deleted, five years after today (its relationship has not ended).
   */
  purge_from: z.iso.date(),
  /** The latest end a hold may have: five years after `purge_from`. */
  max_until: z.iso.date(),
});
export type LegalHold = z.infer<typeof LegalHoldSchema>;

/** PUT /int/parties/{id}/legal-hold: set or extend a party's hold. */
export const SetLegalHoldSchema = z.strictObject({
  until: businessDateField,
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(LEGAL_HOLD_REASON_MAX_LENGTH, { error: 'too_long' }),
});
export type SetLegalHold = z.infer<typeof SetLegalHoldSchema>;
