import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import {
  isValidIban,
  isValidNip,
  isValidPesel,
  isValidRegon,
} from '../identifiers/polish-identifiers.js';

/**
 * Reports to GIIF (issue 32): the canonical model of what the institution reports, independent
 * of GIIF's XML templates (shared/domain/giif-formats.md § 7). The XML of a template version is
 * a mapping of this model (apps/api/src/modules/giif/templates/); what the model requires is
 * what art. 36 and art. 72 of the AML act ask, so a model that parses is complete.
 *
 * Validation messages are codes (`GIIF_ISSUE_CODES`), written in both languages by the web
 * app and the API's file checks.
 */

/** One template of GIIF's, one kind of file: a file holds transactions of one type only. */
export const GIIF_TEMPLATE_TYPES = ['cash', 'transfer', 'currency'] as const;
export type GiifTemplateType = (typeof GIIF_TEMPLATE_TYPES)[number];

/**
 * The CRWDE templates GIIF published (Komunikat nr 2 and nr 9; W1 in giif-formats.md). The
 * identification form (art. 77) has its own.
 */
export const GIIF_TEMPLATE_IDS = {
  cash: '2018/10/19/5993',
  transfer: '2019/06/11/7927',
  currency: '2019/06/11/7926',
  identification: '2018/10/30/6031',
} as const;
export type GiifTemplateKey = keyof typeof GIIF_TEMPLATE_IDS;
export const GIIF_TEMPLATE_KEYS = Object.keys(GIIF_TEMPLATE_IDS) as GiifTemplateKey[];

/** What happened, as art. 72 ust. 1 and 3 name it. */
export const GIIF_TRANSACTION_KINDS = [
  'cash_in',
  'cash_out',
  'transfer_out',
  'transfer_in',
  'currency_purchase',
  'currency_sale',
  'intermediation',
] as const;
export type GiifTransactionKind = (typeof GIIF_TRANSACTION_KINDS)[number];

export const giifTemplateOfKind = (kind: GiifTransactionKind): GiifTemplateType =>
  kind.startsWith('cash_') ? 'cash' : kind.startsWith('transfer_') ? 'transfer' : 'currency';

/** How the order was given (the legacy record's "sposób wydania dyspozycji"). */
export const GIIF_CHANNELS = ['branch', 'internet', 'phone', 'mail', 'other'] as const;
export type GiifChannel = (typeof GIIF_CHANNELS)[number];

/** The part a person plays in a reported transaction or notification. */
export const GIIF_PERSON_ROLES = [
  'orderer',
  'authorised_person',
  'representative',
  'beneficiary',
  'beneficial_owner',
  'customer',
] as const;
export type GiifPersonRole = (typeof GIIF_PERSON_ROLES)[number];

/**
 * Why a report cannot be filed yet; each is one field of one transaction or person, and the
 * web app words it with the fix.
 */
export const GIIF_ISSUE_CODES = [
  'required',
  'pesel_invalid',
  'nip_invalid',
  'regon_invalid',
  'iban_invalid',
  'pesel_or_birth_required',
  'nip_or_register_required',
  'representative_required',
  'orderer_required',
  'kind_required',
  'kind_other_template',
  'eur_value_pending',
  'institution_nip_required',
  'institution_missing',
  'id_duplicate',
  'correction_without_loaded_original',
  'original_already_loaded',
  'schema',
  'invalid_value',
] as const;
export type GiifIssueCode = (typeof GIIF_ISSUE_CODES)[number];

const required = z.string().trim().min(1, { error: 'required' });
const country = z.string().regex(/^[A-Z]{2}$/, { error: 'invalid_value' });
const day = z.iso.date({ error: 'invalid_value' });

export const GiifAddressSchema = z.object({
  country,
  city: required,
  street: z.string(),
  house_number: required,
  flat_number: z.string(),
  postal_code: required,
});
export type GiifAddress = z.infer<typeof GiifAddressSchema>;

/** Art. 36 ust. 1 pkt 1: a natural person's identification. */
const naturalPersonFields = {
  first_name: required,
  last_name: required,
  citizenships: z.array(country).min(1, { error: 'required' }),
  pesel: z.string().refine(isValidPesel, { error: 'pesel_invalid' }).nullable(),
  birth_date: day.nullable(),
  birth_country: country.nullable(),
  document: z.object({ type: required, number: required }),
  address: GiifAddressSchema,
};
const peselOrBirth = (p: {
  pesel: string | null;
  birth_date: string | null;
  birth_country: string | null;
}) => p.pesel !== null || (p.birth_date !== null && p.birth_country !== null);
const peselOrBirthIssue = () => ({ error: 'pesel_or_birth_required', path: ['pesel'] });

export const GiifNaturalPersonSchema = z
  .object({
    kind: z.literal('natural_person'),
    role: z.enum(GIIF_PERSON_ROLES),
    ...naturalPersonFields,
  })
  .refine(peselOrBirth, peselOrBirthIssue());

/** Art. 36 ust. 1 pkt 1 and 3: a sole trader is a natural person with a business. */
export const GiifSoleTraderSchema = z
  .object({
    kind: z.literal('sole_trader'),
    role: z.enum(GIIF_PERSON_ROLES),
    ...naturalPersonFields,
    nip: z.string().refine(isValidNip, { error: 'nip_invalid' }),
    business_name: required,
    business_address: GiifAddressSchema,
  })
  .refine(peselOrBirth, peselOrBirthIssue());

/** Art. 36 ust. 1 pkt 2: a legal person or an organisation without legal personality. */
export const GiifLegalPersonSchema = z
  .object({
    kind: z.literal('legal_person'),
    role: z.enum(GIIF_PERSON_ROLES),
    name: required,
    legal_form: required,
    address: GiifAddressSchema,
    nip: z.string().refine(isValidNip, { error: 'nip_invalid' }).nullable(),
    regon: z.string().refine(isValidRegon, { error: 'regon_invalid' }).nullable(),
    krs: z.string().nullable(),
    /** Without a NIP: the register, its number and country (art. 36 ust. 1 pkt 2 lit. c). */
    register: z.object({ name: required, number: required, country }).nullable(),
  })
  .refine((p) => p.nip !== null || p.register !== null, {
    error: 'nip_or_register_required',
    path: ['nip'],
  });

export const GiifPersonSchema = z.union([
  GiifNaturalPersonSchema,
  GiifSoleTraderSchema,
  GiifLegalPersonSchema,
]);
export type GiifPerson = z.infer<typeof GiifPersonSchema>;

/** Art. 77: the institution the reports come from, and who to contact there. */
export const GiifInstitutionSchema = z.object({
  nip: z.string().refine(isValidNip, { error: 'nip_invalid' }),
  name: required,
  legal_form: z.string(),
  institution_type: required,
  regon: z.string(),
  address: GiifAddressSchema,
  contact_person: z.object({
    first_name: required,
    last_name: required,
    position: z.string(),
    phone: z.string(),
    email: required,
  }),
  /** The other entity the reports are sent through, if any (art. 77: "pośrednik"). */
  intermediary: z
    .object({ name: required, nip: z.string().refine(isValidNip, { error: 'nip_invalid' }) })
    .nullable(),
});
export type GiifInstitution = z.infer<typeof GiifInstitutionSchema>;

/**
 * An account number: an IBAN (a bare 26-digit NRB is Polish) is checked by its checksum; other
 * formats, e.g. a foreign bank's local number, are taken as written.
 */
const account = z
  .string()
  .refine(
    (v) => !/^([A-Z]{2}\d{2}|\d{26}$)/.test(v.replace(/\s/g, '').toUpperCase()) || isValidIban(v),
    {
      error: 'iban_invalid',
    },
  );

const amount = z.string().regex(/^\d{1,18}(\.\d{1,8})?$/, { error: 'invalid_value' });

/** One above-threshold transaction as reported (art. 72; IdentyfikatorTr is `giif_id`). */
export const GiifThresholdTransactionSchema = z
  .object({
    giif_id: required,
    /** The application's own record, for the officer; never sent. */
    code: z.string(),
    kind: z.enum(GIIF_TRANSACTION_KINDS, { error: 'kind_required' }),
    occurred_at: z.iso.datetime({ offset: true }),
    amount,
    currency: z.string().regex(/^[A-Z]{3}$/, { error: 'invalid_value' }),
    amount_eur: z.string({ error: 'eur_value_pending' }),
    /** The NBP table and day the EUR value came from; null for an amount in EUR. */
    eur_rate_table: z.string().nullable(),
    eur_rate_date: day.nullable(),
    /** Currency purchase or sale: what went the other way. */
    counter_amount: amount.nullable(),
    counter_currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable(),
    channel: z.enum(GIIF_CHANNELS, { error: 'required' }),
    place: z.string(),
    description: z.string(),
    ordered_by_customer: z.boolean(),
    orderer_account: account.nullable(),
    beneficiary_account: account.nullable(),
    persons: z.array(GiifPersonSchema),
    /** A correction repeats the whole transaction under its original id (Komunikat 12). */
    correction: z.object({ date: day }).nullable(),
  })
  .superRefine((t, ctx) => {
    const orderers = t.persons.filter((p) => p.role === 'orderer' || p.role === 'customer');
    if (orderers.length === 0)
      ctx.addIssue({ code: 'custom', message: 'orderer_required', path: ['persons'] });
    // A legal person acts through its representatives: GIIF's OsPrawnaOsobaUpowazniona is 1..n.
    if (
      orderers.some((p) => p.kind === 'legal_person') &&
      !t.persons.some((p) => p.role === 'representative')
    )
      ctx.addIssue({ code: 'custom', message: 'representative_required', path: ['persons'] });
  });
export type GiifThresholdTransaction = z.infer<typeof GiifThresholdTransactionSchema>;

/** One file: one template, the institution, its transactions. */
export const GiifThresholdFileModelSchema = z.object({
  template_type: z.enum(GIIF_TEMPLATE_TYPES),
  institution: GiifInstitutionSchema,
  transactions: z.array(GiifThresholdTransactionSchema).min(1),
});
export type GiifThresholdFileModel = z.infer<typeof GiifThresholdFileModelSchema>;

/** Suspicious activity (art. 74), a planned transaction (86), another offence (89), after execution (90). */
export const GIIF_NOTIFICATION_KINDS = ['art74', 'art86', 'art89', 'art90'] as const;
export type GiifNotificationKind = (typeof GIIF_NOTIFICATION_KINDS)[number];

export const GiifNotificationModelSchema = z.object({
  kind: z.enum(GIIF_NOTIFICATION_KINDS),
  legal_basis: required,
  institution: GiifInstitutionSchema,
  justification: required,
  /** When the suspicion was confirmed: art. 74's two business days run from it. */
  suspicion_confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  persons: z.array(GiifPersonSchema),
  transactions: z.array(
    z.object({
      code: z.string(),
      occurred_at: z.iso.datetime({ offset: true }),
      amount,
      currency: z.string(),
      accounts: z.array(z.string()),
      description: z.string(),
    }),
  ),
  assets: z.array(z.object({ description: required, held_at: z.string() })),
  attachments: z.array(z.object({ name: z.string(), sha256: z.string() })),
  /** GIIF's confirmation of receipt: art. 86's 24-hour hold runs from it. */
  giif_receipt_at: z.iso.datetime({ offset: true }).nullable(),
});
export type GiifNotificationModel = z.infer<typeof GiifNotificationModelSchema>;

/** Art. 77: the identification form is the institution's data. */
export const GiifIdentificationFormModelSchema = z.object({
  institution: GiifInstitutionSchema,
  /** Art. 2 ust. 1 category the institution belongs to. */
  activity: required,
  filed_on: day.nullable(),
});
export type GiifIdentificationFormModel = z.infer<typeof GiifIdentificationFormModelSchema>;

/*
 * The API of the threshold reports (docs/giif-reports.md).
 */

/** A file's way from the draft to GIIF's answer ("Z" is submitted, "R" loaded). */
export const GIIF_FILE_STATES = [
  'draft',
  'validated',
  'exported',
  'signed',
  'submitted',
  'loaded',
  'rejected',
] as const;
export type GiifFileState = (typeof GIIF_FILE_STATES)[number];

/** The states the officer records from GIIF's site, and from which state each may be set. */
export const GIIF_RECORDED_STATES = ['submitted', 'loaded', 'rejected'] as const;
export const GIIF_STATE_FROM: Record<
  (typeof GIIF_RECORDED_STATES)[number],
  readonly GiifFileState[]
> = {
  submitted: ['exported', 'signed'],
  loaded: ['signed', 'submitted'],
  rejected: ['exported', 'signed', 'submitted'],
};

export const GiifIssueSchema = z.object({
  transaction_code: z.string().nullable(),
  /** The party the field belongs to, to be fixed on its form; null for the transaction. */
  party_code: z.string().nullable(),
  /** That party's name, so a list of issues can say whose form it is without a lookup. */
  party_name: z.string().optional(),
  /** A path in the canonical model, e.g. `persons.0.pesel` or `kind`. */
  field: z.string(),
  code: z.string(),
  /** The schema validator's own words, when the installed XSD refused the file. */
  detail: z.string().optional(),
});
export type GiifIssue = z.infer<typeof GiifIssueSchema>;

export const GiifQueueItemSchema = z.object({
  transaction_code: z.string(),
  template_type: z.enum(GIIF_TEMPLATE_TYPES).nullable(),
  giif_id: z.string().nullable(),
  correction: z.boolean(),
  booked_at: z.iso.datetime(),
  amount: z.string(),
  currency: z.string(),
  amount_eur: z.string().nullable(),
  due_on: z.iso.date(),
  /** Whole days until the deadline in Warsaw: 0 is today, negative is overdue. */
  days_left: z.number().int(),
  reason: z.object({ en: z.string(), pl: z.string() }),
  parties: z.array(z.string()),
  issue_count: z.number().int(),
  /** The open file the transaction is in, if any (not yet loaded or rejected). */
  file: z.object({ code: z.string(), state: z.enum(GIIF_FILE_STATES) }).nullable(),
});
export type GiifQueueItem = z.infer<typeof GiifQueueItemSchema>;

export const GiifQueueQuerySchema = z.strictObject({
  type: z.enum(GIIF_TEMPLATE_TYPES).optional(),
});
export const GiifQueueSchema = z.object({
  /** Overdue first, then by deadline. */
  items: z.array(GiifQueueItemSchema),
  counts: z.array(
    z.object({
      template_type: z.enum(GIIF_TEMPLATE_TYPES).nullable(),
      count: z.number().int(),
      overdue: z.number().int(),
      next_due_on: z.iso.date().nullable(),
    }),
  ),
});
export type GiifQueue = z.infer<typeof GiifQueueSchema>;

const optionalText = (max: number) => z.string().trim().max(max, { error: 'too_long' }).nullable();

/** PUT /int/transactions/{id}/giif: what the report needs that the transaction does not record. */
export const GiifReportDetailsInputSchema = z.strictObject({
  kind: z.enum(GIIF_TRANSACTION_KINDS, { error: 'invalid_value' }).nullable(),
  channel: z.enum(GIIF_CHANNELS, { error: 'invalid_value' }).nullable(),
  place: optionalText(200),
  ordered_by_customer: z.boolean().nullable(),
  orderer_account: optionalText(64),
  beneficiary_account: optionalText(64),
  counter_amount: z
    .string()
    .regex(/^\d{1,18}(\.\d{1,8})?$/, { error: 'amount_invalid' })
    .nullable(),
  counter_currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'currency_invalid' })
    .nullable(),
});
export type GiifReportDetailsInput = z.infer<typeof GiifReportDetailsInputSchema>;

/** GET /int/transactions/{id}/giif: a transaction's report, as it would be filed now. */
export const GiifReportFormSchema = z.object({
  transaction_code: z.string(),
  due_on: z.iso.date().nullable(),
  reason: z.object({ en: z.string(), pl: z.string() }).nullable(),
  giif_id: z.string().nullable(),
  template_type: z.enum(GIIF_TEMPLATE_TYPES).nullable(),
  details: GiifReportDetailsInputSchema,
  /** The canonical transaction as far as it can be completed (missing fields null). */
  report: z.record(z.string(), z.unknown()),
  persons: z.array(
    z.object({
      party_code: z.string(),
      name: z.string(),
      role: z.enum(GIIF_PERSON_ROLES),
      kind: z.enum(['natural_person', 'sole_trader', 'legal_person']),
    }),
  ),
  issues: z.array(GiifIssueSchema),
  filings: z.array(
    z.object({
      file_code: z.string(),
      state: z.enum(GIIF_FILE_STATES),
      correction: z.boolean(),
      created_at: z.iso.datetime(),
    }),
  ),
  in_queue: z.boolean(),
  correction_requested: z.boolean(),
  /** A loaded original exists, so a correction may be filed. */
  can_correct: z.boolean(),
});
export type GiifReportForm = z.infer<typeof GiifReportFormSchema>;

/** GET /int/transactions/{id}/giif/sheet.pdf: the data sheet's language (else the caller's). */
export const GiifDataSheetQuerySchema = z.strictObject({
  lang: z.enum(LANGUAGES).optional(),
});

export const CreateGiifFileSchema = z.strictObject({
  template_type: z.enum(GIIF_TEMPLATE_TYPES, { error: 'invalid_value' }),
  transactions: z.array(z.string().min(8).max(64)).min(1).max(20_000),
});

export const GiifFileSummarySchema = z.object({
  code: z.string(),
  template_type: z.enum(GIIF_TEMPLATE_TYPES),
  /** The CRWDE template, e.g. 2018/10/19/5993. */
  template_version: z.string(),
  /** Which mapping of it wrote the XML: "reconstructed" (not GIIF's schema) so far. */
  mapping: z.string(),
  state: z.enum(GIIF_FILE_STATES),
  transaction_count: z.number().int(),
  issue_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type GiifFileSummary = z.infer<typeof GiifFileSummarySchema>;

export const GiifFileSchema = GiifFileSummarySchema.extend({
  xml_sha256: z.string(),
  /** Null when no XSD of the template is installed: only the application's rules checked it. */
  schema_sha256: z.string().nullable(),
  issues: z.array(GiifIssueSchema),
  transactions: z.array(
    z.object({
      transaction_code: z.string(),
      giif_id: z.string(),
      correction: z.boolean(),
      amount: z.string(),
      currency: z.string(),
      booked_at: z.iso.datetime(),
    }),
  ),
  signed_file: z
    .object({
      name: z.string(),
      sha256: z.string(),
      format: z.string().nullable(),
      signer: z.string().nullable(),
      signed_at: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
  receipt_name: z.string().nullable(),
  giif_reference: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  validated_at: z.iso.datetime().nullable(),
  exported_at: z.iso.datetime().nullable(),
  signed_at: z.iso.datetime().nullable(),
  submitted_at: z.iso.datetime().nullable(),
  loaded_at: z.iso.datetime().nullable(),
  rejected_at: z.iso.datetime().nullable(),
});
export type GiifFile = z.infer<typeof GiifFileSchema>;

export const GiifFileListQuerySchema = z.strictObject({
  state: z.enum(GIIF_FILE_STATES).optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export const GiifFileListSchema = z.object({
  items: z.array(GiifFileSummarySchema),
  total: z.number().int(),
});

/** POST /int/giif/files/{id}/status: what GIIF answered, as the officer read it on GIIF's site. */
export const GiifFileStatusInputSchema = z
  .strictObject({
    state: z.enum(GIIF_RECORDED_STATES, { error: 'invalid_value' }),
    giif_reference: z.string().trim().max(500, { error: 'too_long' }).optional(),
    rejection_reason: z.string().trim().max(2000, { error: 'too_long' }).optional(),
  })
  .refine((s) => s.state !== 'rejected' || (s.rejection_reason ?? '') !== '', {
    error: 'required',
    path: ['rejection_reason'],
  });

/** GET /int/giif/schemas: which of GIIF's XSDs the administrator installed. */
export const GiifSchemaListSchema = z.object({
  items: z.array(
    z.object({
      template: z.enum(GIIF_TEMPLATE_KEYS as [GiifTemplateKey, ...GiifTemplateKey[]]),
      crwde_id: z.string(),
      installed: z
        .object({
          version: z.string(),
          file_name: z.string(),
          sha256: z.string(),
          source: z.enum(['upload', 'directory']),
          installed_at: z.iso.datetime().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type GiifSchemaList = z.infer<typeof GiifSchemaListSchema>;

/** Where the institution stands with the identification form's re-filing (2025 amendment). */
export const GIIF_IDENTIFICATION_STATES = ['filed', 'due', 'overdue'] as const;

/** GET /int/obligated-institution/identification-form: the form as it would be filed now. */
export const GiifIdentificationFormSchema = z.object({
  /** Null until the company data is entered. */
  model: z.record(z.string(), z.unknown()).nullable(),
  issues: z.array(GiifIssueSchema),
  filed_on: z.iso.date().nullable(),
  reminder: z.object({
    state: z.enum(GIIF_IDENTIFICATION_STATES),
    due_on: z.iso.date().nullable(),
    days_left: z.number().int().nullable(),
  }),
  /** GIIF's schema of the form is installed: the XML can be exported. */
  schema_installed: z.boolean(),
});
export type GiifIdentificationForm = z.infer<typeof GiifIdentificationFormSchema>;

/** POST /int/obligated-institution/identification-form/filed: the day it was filed on GIIF's site. */
export const RecordIdentificationFiledSchema = z.strictObject({
  filed_on: z.iso.date({ error: 'invalid_date' }).nullable(),
});
