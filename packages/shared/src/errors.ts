import { z } from 'zod';

/**
 * Machine-readable error codes the API answers with. The web app translates each code
 * (i18n namespace `errors`), so no English sentence has to cross the wire.
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  /** A multipart body that cannot be read (cut short, no boundary, a part without headers). */
  'invalid_multipart',
  'unsupported_media_type',
  'payload_too_large',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'rate_limited',
  'invalid_credentials',
  /** The password was right, but the address is not confirmed yet: the login page offers a new link. */
  'email_not_verified',
  /** Too many failed logins to the account from everywhere: the e-mailed reset link lifts it. */
  'login_locked',
  'email_taken',
  'invalid_or_expired_code',
  'wrong_password',
  'email_already_verified',
  'admin_role_required',
  'team_context_required',
  'not_built',
  'last_admin',
  'personal_profile',
  'already_member',
  'invitation_not_active',
  'invitation_wrong_account',
  'status_transition_not_allowed',
  'resolution_note_required',
  'edit_not_allowed',
  'not_a_company',
  'import_file_required',
  'import_empty_file',
  'import_bad_encoding',
  'import_malformed_csv',
  'import_missing_columns',
  'rates_import_invalid_line',
  'rates_source_unavailable',
  'rule_set_active',
  'risk_assessment_superseded',
  'cpi_file_unreadable',
  'cpi_header_not_found',
  'cpi_score_column_not_found',
  'cpi_no_rows',
  'list_format_invalid',
  'list_files_required',
  'list_source_not_importable',
  'list_source_twice',
  'sanction_lists_not_imported',
  'hit_already_decided',
  'hit_decision_not_allowed',
  'sanctions_hit_confirmed',
  'transaction_not_assessed',
  'backtest_finished',
  /** The Idempotency-Key of a creation sent again with other content. */
  'idempotency_key_reused',
  /** The first request with the Idempotency-Key has not answered yet. */
  'idempotency_in_progress',
  /** The first request with the key saved part of its work and died (an import). */
  'idempotency_interrupted',
  /** Attachments (issue 29): the team's drive connection ended, or the store is not configured. */
  'drive_not_connected',
  'drive_not_configured',
  'storage_not_configured',
  'storage_unreachable',
  'file_too_large',
  'file_empty',
  'file_not_selected',
  /** A file removed or changed in its store outside the application. */
  'file_missing',
  'file_changed',
  /** Customer due diligence (issue 30). */
  'cdd_in_progress',
  'cdd_measures_pending',
  'cdd_not_in_progress',
  'cdd_admin_only',
  'cdd_not_a_customer',
  /** Registries (issue 31). */
  'registry_not_configured',
  'registry_unavailable',
  'crbr_needs_nip',
  'crbr_not_checked',
  /** Reports to GIIF (issue 32). */
  'giif_not_reportable',
  'giif_in_open_file',
  'giif_already_loaded',
  'giif_correction_not_allowed',
  'giif_file_invalid',
  'giif_state_invalid',
  'giif_signature_invalid',
  'giif_institution_missing',
  'giif_schema_invalid',
  /** Notifications to GIIF (issue 32 item 5). */
  'giif_notification_sent',
  'giif_hold_not_art86',
  'giif_receipt_required',
  'giif_hold_out_of_range',
  /** Art. 86: the transaction may not be accepted while GIIF's hold runs (to its readers)… */
  'giif_hold_active',
  /** …and to anyone else, without naming why (art. 54, the tipping-off ban). */
  'transaction_on_hold',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z
    .object({
      fields: z.array(FieldErrorSchema).optional(),
      retry_after_seconds: z.number().int().optional(),
      /** Why an uploaded signed file was refused (giif_signature_invalid), in both languages. */
      problems: z.array(z.object({ code: z.string(), en: z.string(), pl: z.string() })).optional(),
      /**
       * giif_hold_active: when GIIF's art. 86 hold ends (ISO 8601), or null while the
       * notification is not sent yet and the hold has no end.
       */
      hold_until: z.string().nullable().optional(),
    })
    .optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
export type ErrorDetails = NonNullable<ErrorResponse['details']>;
