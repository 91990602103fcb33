import { z } from 'zod';
import { CDD_KINDS, CDD_STATUSES } from './cdd.js';
import { GIIF_FILE_STATES, GIIF_NOTIFICATION_KINDS, GIIF_TEMPLATE_TYPES } from './giif.js';
import { GIIF_NOTIFICATION_STATES } from './giif-notifications.js';
import {
  isValidKrs,
  isValidNip,
  isValidRegon,
  normaliseNip,
  normaliseRegon,
} from '../identifiers/polish-identifiers.js';

/**
 * The Polish and EU registries the product asks (shared/domain/poland.md section 3; issue 31;
 * docs/registries.md).
 */
export const REGISTRIES = ['regon', 'krs', 'ceidg', 'white_list', 'vies', 'crbr'] as const;
export type RegistryName = (typeof REGISTRIES)[number];

/** What a company is looked up by. */
export const REGISTRY_IDENTIFIER_KINDS = ['nip', 'regon', 'krs'] as const;
export type RegistryIdentifierKind = (typeof REGISTRY_IDENTIFIER_KINDS)[number];
export type RegistryIdentifier = { kind: RegistryIdentifierKind; value: string };

/**
 * The identifier a person typed, recognised by its checksum: ten digits that are a valid NIP
 * and do not start with 0 are a NIP, otherwise a KRS number (ten digits, no checksum, written
 * with leading zeros); nine or fourteen digits a REGON.
 * A `kind` given explicitly wins. Null when it is none of them.
 */
export function parseRegistryIdentifier(
  raw: string,
  kind?: RegistryIdentifierKind,
): RegistryIdentifier | null {
  const compact = raw.replace(/^PL/i, '').replace(/[\s-]/g, '');
  // NIPs begin with a tax office's code (never 0); KRS numbers with zeros.
  const looksLikeNip = compact.length === 10 && !compact.startsWith('0') && isValidNip(compact);
  if (kind === 'nip' || (!kind && looksLikeNip)) {
    return isValidNip(compact) ? { kind: 'nip', value: normaliseNip(compact) } : null;
  }
  if (kind === 'krs' || (!kind && compact.length === 10)) {
    return isValidKrs(compact) ? { kind: 'krs', value: compact } : null;
  }
  if (kind === 'regon' || !kind) {
    return isValidRegon(compact) ? { kind: 'regon', value: normaliseRegon(compact) } : null;
  }
  return null;
}

const RegistryAddressSchema = z.object({
  country: z.string(),
  region: z.string().optional(),
  city: z.string().optional(),
  street: z.string().optional(),
  postal_code: z.string().optional(),
  house_number: z.string().optional(),
  flat_number: z.string().optional(),
});
export type RegistryAddress = z.infer<typeof RegistryAddressSchema>;

/** A PKD code as `62.01.Z`, the main activity flagged. */
const PkdSchema = z.object({ code: z.string(), name: z.string().optional(), main: z.boolean() });

/**
 * A person a registry names: a board member or proxy (KRS, masked: the officer completes the
 * PESEL), a shareholder (KRS), a representative or partner (White List), a beneficial owner
 * (CRBR, with the data of its entry).
 */
export const RegistryPersonSchema = z.object({
  /** Set for a company among the shareholders or partners. */
  company_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  /** Board role (PREZES ZARZĄDU), "prokurent", "wspólnik", … as the registry writes it. */
  role: z.string().optional(),
  pesel: z.string().optional(),
  birth_date: z.string().optional(),
  nip: z.string().optional(),
  citizenships: z.array(z.string()).optional(),
  residence_country: z.string().optional(),
  /** Per cent of the shares or votes, as exact decimal strings; other means of control. */
  share: z.string().optional(),
  votes: z.string().optional(),
  other_control: z.string().optional(),
  /** KRS masks natural persons' names and PESELs: the officer completes them. */
  masked: z.boolean().optional(),
});
export type RegistryPerson = z.infer<typeof RegistryPersonSchema>;

export const VAT_STATUSES = ['active', 'exempt', 'not_registered'] as const;

/** What one registry says of a company, each field as far as that registry knows it. */
export const RegistryEntitySchema = z.object({
  name: z.string().optional(),
  legal_form: z.string().optional(),
  nip: z.string().optional(),
  regon: z.string().optional(),
  krs: z.string().optional(),
  /** REGON's type: a legal person, or a natural person's business (a sole trader). */
  entity_kind: z.enum(['legal_person', 'sole_trader']).optional(),
  address: RegistryAddressSchema.optional(),
  pkd: z.array(PkdSchema).optional(),
  board: z.array(RegistryPersonSchema).optional(),
  shareholders: z.array(RegistryPersonSchema).optional(),
  representatives: z.array(RegistryPersonSchema).optional(),
  beneficial_owners: z.array(RegistryPersonSchema).optional(),
  /** NRBs (26 digits) on the VAT White List. */
  accounts: z.array(z.string()).optional(),
  vat_status: z.enum(VAT_STATUSES).optional(),
  vat_eu_valid: z.boolean().optional(),
  registration_date: z.string().optional(),
  /** The business ended (REGON, CEIDG) or was removed from the VAT register (White List). */
  end_date: z.string().optional(),
  removal_date: z.string().optional(),
  restoration_date: z.string().optional(),
  /** KRS section 6: liquidation, bankruptcy or restructuring entries. */
  liquidation: z.boolean().optional(),
  bankruptcy: z.boolean().optional(),
});
export type RegistryEntity = z.infer<typeof RegistryEntitySchema>;

export const REGISTRY_ANSWER_STATUSES = [
  'found',
  'not_found',
  'not_configured',
  'not_applicable',
  'unavailable',
  'rate_limited',
] as const;
export type RegistryAnswerStatus = (typeof REGISTRY_ANSWER_STATUSES)[number];

/** One registry's answer, with its date and the proof identifier it gave. */
export const RegistryAnswerSchema = z.object({
  registry: z.enum(REGISTRIES),
  status: z.enum(REGISTRY_ANSWER_STATUSES),
  /** When the registry answered (a cached answer keeps its date). */
  as_of: z.iso.datetime().nullable(),
  /** The White List's and CRBR's request identifier, VIES's consultation number. */
  request_id: z.string().nullable(),
  entity: RegistryEntitySchema.nullable(),
  /** Why the registry could not answer, for `unavailable`. */
  message: z.string().nullable(),
});
export type RegistryAnswer = z.infer<typeof RegistryAnswerSchema>;

/** GET /int/registries-status: which registries this installation asks. */
export const RegistriesStatusSchema = z.object({
  registries: z.array(z.object({ registry: z.enum(REGISTRIES), configured: z.boolean() })),
});

const identifierQuery = z.strictObject({
  nip: z.string().trim().refine(isValidNip, { error: 'nip_invalid' }).optional(),
  regon: z.string().trim().refine(isValidRegon, { error: 'regon_invalid' }).optional(),
  krs: z.string().trim().refine(isValidKrs, { error: 'krs_invalid' }).optional(),
});

/** GET /int/regon-autofill?nip=|regon=|krs=: exactly one identifier. */
export const AutofillQuerySchema = identifierQuery.refine(
  (q) => [q.nip, q.regon, q.krs].filter(Boolean).length === 1,
  { error: 'identifier_required', path: ['nip'] },
);
export type AutofillQuery = z.infer<typeof AutofillQuerySchema>;

/** A value proposed for a form field, with where it comes from and of when. */
const sourced = <T extends z.ZodType>(value: T) =>
  z.object({ value, source: z.enum(REGISTRIES), as_of: z.iso.datetime() });

/**
 * The company's data merged from every registry that answered (REGON and KRS first for names
 * and addresses, CEIDG for sole traders, the White List for accounts, CRBR for owners), each
 * value with its source; and every registry's answer as it came.
 */
export const AutofillSchema = z.object({
  fields: z.object({
    name: sourced(z.string()).optional(),
    legal_form: sourced(z.string()).optional(),
    nip: sourced(z.string()).optional(),
    regon: sourced(z.string()).optional(),
    krs: sourced(z.string()).optional(),
    entity_kind: sourced(z.enum(['legal_person', 'sole_trader'])).optional(),
    business_address: sourced(RegistryAddressSchema).optional(),
    industries: sourced(z.array(z.string())).optional(),
    bank_accounts: sourced(z.array(z.string())).optional(),
    vat_status: sourced(z.enum(VAT_STATUSES)).optional(),
  }),
  board_members: z.array(RegistryPersonSchema.extend({ source: z.enum(REGISTRIES) })),
  beneficial_owners: z.array(RegistryPersonSchema.extend({ source: z.enum(REGISTRIES) })),
  answers: z.array(RegistryAnswerSchema),
});
export type Autofill = z.infer<typeof AutofillSchema>;

/** POST /int/vies-autofill */
export const ViesQuerySchema = z.strictObject({
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'country_invalid' }),
  vat_number: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z+*]{2,14}$/, { error: 'vat_number_invalid' }),
});
export const ViesAnswerSchema = RegistryAnswerSchema;

/** Where a red flag comes from, and what it is (issue 31 item 4). */
export const RED_FLAGS = [
  'vat_not_active',
  'vat_removed',
  'vat_restored',
  'business_ended',
  'liquidation',
  'bankruptcy',
  'registered_recently',
  'accounts_not_on_white_list',
  'crbr_missing',
  'crbr_differs',
  'sanctions_hit',
] as const;
export type RedFlag = (typeof RED_FLAGS)[number];

export const RedFlagSchema = z.object({
  flag: z.enum(RED_FLAGS),
  registry: z.enum(REGISTRIES).nullable(),
  /** A date, an account, a name: what the flag is about. */
  detail: z.string().nullable(),
});

export type RedFlagEntry = z.infer<typeof RedFlagSchema>;

/** A screening hit of the company or of a person found in the registries. */
export const ScanHitSchema = z.object({
  subject: z.string(),
  role: z.enum(['company', 'board_member', 'shareholder', 'representative', 'beneficial_owner']),
  list: z.string(),
  entry_name: z.string(),
  score: z.number(),
});

export type ScanHit = z.infer<typeof ScanHitSchema>;

/** POST /int/registries-reports */
export const StartScanSchema = z.strictObject({
  identifier: z.string().trim().min(1, { error: 'required' }).max(32, { error: 'too_long' }),
  /** The party the scan is for: its accounts and beneficial owners are compared. */
  party_code: z.string().min(8).max(64).optional(),
});

export const RegistriesReportSchema = z.object({
  code: z.string(),
  identifier_kind: z.enum(REGISTRY_IDENTIFIER_KINDS),
  identifier: z.string(),
  /** The company's name as the registries give it, when one did. */
  name: z.string().nullable(),
  answers: z.array(RegistryAnswerSchema),
  hits: z.array(ScanHitSchema),
  /** How many names were screened (the company and every person found). */
  screened: z.number().int(),
  /** False when no sanctions list was imported yet: nothing could be screened. */
  screening_done: z.boolean(),
  red_flags: z.array(RedFlagSchema),
  party_code: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type RegistriesReport = z.infer<typeof RegistriesReportSchema>;

export const RegistriesReportQuerySchema = z.strictObject({
  text: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export const RegistriesReportListSchema = z.object({
  items: z.array(RegistriesReportSchema.omit({ answers: true, hits: true })),
  total: z.number().int(),
});

/** PATCH /int/registries-reports/{id}: attach the report to a party (null detaches). */
export const AttachReportSchema = z.strictObject({
  party_code: z.string().min(8).max(64).nullable(),
});

/**
 * One line of the streamed scan (Accept: application/x-ndjson): a registry's answer as it
 * arrives, the screening when it is done, and the stored report last.
 */
export const ScanProgressSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), registries: z.array(z.enum(REGISTRIES)) }),
  z.object({ type: z.literal('answer'), answer: RegistryAnswerSchema }),
  z.object({
    type: z.literal('screening'),
    /** False when no sanctions list was imported yet: nothing could be screened. */
    done: z.boolean(),
    screened: z.number().int(),
    hits: z.number().int(),
  }),
  z.object({ type: z.literal('report'), report: RegistriesReportSchema }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type ScanProgress = z.infer<typeof ScanProgressSchema>;

/** CRBR against the beneficial owners the institution recorded (art. 61a). */
export const CRBR_MATCH_STATES = ['match', 'differs', 'only_in_crbr', 'only_recorded'] as const;
export const CrbrComparisonSchema = z.object({
  /** Null until CRBR was asked for this party. */
  checked_at: z.iso.datetime().nullable(),
  request_id: z.string().nullable(),
  status: z.enum(REGISTRY_ANSWER_STATUSES).nullable(),
  /** The stored extract (an attachment of the party). */
  attachment_code: z.string().nullable(),
  rows: z.array(
    z.object({
      state: z.enum(CRBR_MATCH_STATES),
      recorded_code: z.string().nullable(),
      name: z.string(),
      crbr: RegistryPersonSchema.nullable(),
      /** The fields that differ: first_name, last_name, citizenships, pesel, birth_date, share. */
      differences: z.array(z.string()),
    }),
  ),
  /** The task raised with the discrepancy notice, when there was one. */
  task_code: z.string().nullable(),
});
export type CrbrComparison = z.infer<typeof CrbrComparisonSchema>;

/** Payments of this many PLN or more to a company account are checked against the White List. */
export const WHITE_LIST_CHECK_PLN = '15000';

/**
 * GET and POST /int/transactions/{id}/white-list: whether the transaction pays a company
 * account of 15,000 PLN or more (art. 117ba of the VAT act), the accounts to check, and each
 * check the White List answered, with its requestId as proof.
 */
export const TransactionWhiteListSchema = z.object({
  /** The amount in PLN (null while its rate is not known). */
  amount_pln: z.string().nullable(),
  required: z.boolean(),
  accounts: z.array(
    z.object({
      party_code: z.string(),
      name: z.string(),
      nip: z.string(),
      account: z.string(),
      /** The last check of this account for this transaction, if any. */
      check: z
        .object({
          assigned: z.boolean(),
          request_id: z.string(),
          checked_at: z.iso.datetime(),
        })
        .nullable(),
    }),
  ),
  configured: z.boolean(),
});
export type TransactionWhiteList = z.infer<typeof TransactionWhiteListSchema>;

/**
 * GET /int/reports/list: every report the team produced, newest first: registries reports,
 * files for GIIF, the PDFs of due diligence executions and, for those who see them,
 * notifications to GIIF (issue 32).
 */
export const REPORT_KINDS = ['registries_report', 'giif_file', 'cdd', 'giif_notification'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const ReportsListQuerySchema = z.strictObject({
  kind: z.enum(REPORT_KINDS).optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export const ReportsListSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(REPORT_KINDS),
      code: z.string(),
      title: z.string(),
      party_code: z.string().nullable(),
      /** A file for GIIF's state (draft … loaded, rejected); null for other kinds. */
      state: z.enum(GIIF_FILE_STATES).nullable(),
      /** A file for GIIF's template and size, for a title in the reader's language. */
      giif_file: z
        .object({
          template_type: z.enum(GIIF_TEMPLATE_TYPES),
          transaction_count: z.number().int(),
        })
        .nullable(),
      /** A notification's kind and state, for a title in the reader's language. */
      notification: z
        .object({
          kind: z.enum(GIIF_NOTIFICATION_KINDS),
          state: z.enum(GIIF_NOTIFICATION_STATES),
        })
        .nullable(),
      /**
       * A due diligence execution's kind and status, and when it ended; its PDF is made on
       * demand (GET /int/customer-due-diligence-executions/{code}/pdf). The title is its party.
       */
      cdd: z
        .object({
          kind: z.enum(CDD_KINDS),
          status: z.enum(CDD_STATUSES),
          ended_at: z.iso.datetime().nullable(),
        })
        .nullable(),
      /** Who made it: the author, or who started the execution. */
      created_by: z.string().nullable(),
      /** When it was made (an execution: when it was started). */
      created_at: z.iso.datetime(),
    }),
  ),
  total: z.number().int(),
});
export type ReportsList = z.infer<typeof ReportsListSchema>;
