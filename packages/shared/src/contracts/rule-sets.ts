import { z } from 'zod';
import { RISK_LEVELS } from '../enums.js';
import { businessDateField } from './fields.js';
import {
  BilingualSchema,
  RejectionSchema,
  RiskAssessmentSchema,
  RULE_RESULT_STATUSES,
  RULE_RISKS,
} from './risk.js';

const Bilingual = BilingualSchema;
const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(255, { error: 'too_long' });

/** How rule results combine into a level (docs/risk-rules.md, "Combination scheme"). */
export const RiskManagementSchema = z.strictObject({
  missing_data_requires_verification: z.boolean({ error: 'invalid_value' }),
  unprocessable_blocks: z.boolean({ error: 'invalid_value' }),
  normals_make_high: z.number({ error: 'invalid_value' }).int().min(1).max(50),
});
export type RiskManagement = z.infer<typeof RiskManagementSchema>;

/** What a rule assesses: parties (customers) or transactions. */
export const RULE_SUBJECTS = ['party', 'transaction'] as const;
export type RuleSubject = (typeof RULE_SUBJECTS)[number];

/** A rule of a rule set: a kind with its configuration (validated by the kind), on or off. */
export const RuleSchema = z.object({
  code: z.string(),
  kind: z.string(),
  applies_to: z.enum(RULE_SUBJECTS),
  name: Bilingual,
  enabled: z.boolean(),
  /** The kind's configuration as stored; its shape depends on the kind. */
  config: z.unknown(),
  /** Fields the rule reads (of the party, or of the transaction and its parties). */
  reads: z.array(z.string()),
});
export type Rule = z.infer<typeof RuleSchema>;

/** GET /int/rule-sets/{id}/rules */
export const RuleListSchema = z.object({ items: z.array(RuleSchema) });

/** PATCH /int/rule-sets/{id}/rules/{ruleCode}: a change makes a new version of the set. */
export const UpdateRuleSchema = z.strictObject({
  enabled: z.boolean({ error: 'invalid_value' }).optional(),
  config: z.unknown().optional(),
});
export type UpdateRule = z.infer<typeof UpdateRuleSchema>;

export const ListEntrySchema = z.strictObject({
  code: z.string().trim().min(1, { error: 'required' }).max(32, { error: 'too_long' }),
  label: z.string().trim().max(255, { error: 'too_long' }).optional(),
  score: z.number().min(0).max(100).optional(),
});

/** A list of a rule set (countries, PKD codes, regions, the internal risk list). */
export const RuleSetListSchema = z.object({
  id: z.string(),
  name: Bilingual,
  source: z.string(),
  source_url: z.string(),
  as_of: z.string(),
  entries: z.array(ListEntrySchema),
});
export type RuleSetList = z.infer<typeof RuleSetListSchema>;

/** A list as the overviews show it: the number of its entries instead of the entries. */
export const RuleSetListSummarySchema = RuleSetListSchema.omit({ entries: true }).extend({
  entries: z.number().int(),
});

/** GET /int/rule-sets/{id}/lists */
export const RuleSetListsSchema = z.object({ items: z.array(RuleSetListSummarySchema) });

/** PUT /int/rule-sets/{id}/lists/{listId}: the team's own edition of a list (a new version). */
export const UpdateRuleSetListSchema = z.strictObject({
  entries: z.array(ListEntrySchema).max(2000),
  source: z.string().trim().max(255, { error: 'too_long' }).optional(),
  as_of: businessDateField.optional(),
});
export type UpdateRuleSetList = z.infer<typeof UpdateRuleSetListSchema>;

/** Why a row of Transparency International's CPI file was not imported. */
export const CPI_SKIP_REASONS = [
  /** No ISO3 code in the row (a note, a sub-heading). */
  'iso3_missing',
  /** An ISO3 code with no ISO 3166-1 alpha-2 code and none assigned by hand. */
  'iso3_unknown',
  /** No score for the year (a country not scored that year). */
  'score_missing',
  /** A score that is not a whole number from 0 to 100. */
  'score_invalid',
  /** A second row for a country already read. */
  'duplicate',
] as const;
export type CpiSkipReason = (typeof CPI_SKIP_REASONS)[number];

/**
 * POST /int/rule-sets/{id}/lists/cpi_scores/import: the form fields beside the file. `as_of`
 * is the publication date of the index, which the file does not state.
 */
export const CpiImportFieldsSchema = z.strictObject({
  as_of: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .pipe(businessDateField),
});
export type CpiImportFields = z.infer<typeof CpiImportFieldsSchema>;

/** The answer of the import: the list as now in force, what was read and what was left out. */
export const CpiImportResultSchema = z.object({
  list: RuleSetListSchema,
  /** The year of the score column read ("CPI score 2025"). */
  year: z.number().int(),
  /** The version of the set now current; `unchanged` when the file changed nothing. */
  version: z.number().int(),
  unchanged: z.boolean(),
  imported: z.number().int(),
  skipped: z.array(
    z.object({
      /** The row of the sheet or the line of the CSV file, from 1. */
      row: z.number().int(),
      iso3: z.string().nullable(),
      country: z.string().nullable(),
      reason: z.enum(CPI_SKIP_REASONS),
    }),
  ),
});
export type CpiImportResult = z.infer<typeof CpiImportResultSchema>;

/**
 * GET /int/rule-sets/{id}/high-risk, /corrupt, /tax-haven, /sanction, /terrorism (country
 * lists), /pkd, /region and /risk-list (the internal risk list): the set's lists of that kind,
 * in full (the paths of spec section 7; /lists/{listId} serves the same lists one by one).
 */
export const RuleSetListGroupSchema = z.object({ items: z.array(RuleSetListSchema) });
export type RuleSetListGroup = z.infer<typeof RuleSetListGroupSchema>;

/**
 * PUT on the same paths: one list of the kind replaced, as PUT /lists/{listId} does (a new
 * version); `list` names it, and may be left out where the kind has one list.
 */
export const UpdateRuleSetListGroupSchema = UpdateRuleSetListSchema.extend({
  list: z.string().min(1).max(64).optional(),
});
export type UpdateRuleSetListGroup = z.infer<typeof UpdateRuleSetListGroupSchema>;

export const RuleSetSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** The current version: every change of a rule, list or the scheme makes a new one. */
  version: z.number().int(),
  rule_count: z.number().int(),
  enabled_rules: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type RuleSetSummary = z.infer<typeof RuleSetSummarySchema>;

export const RuleSetListResponseSchema = z.object({ items: z.array(RuleSetSummarySchema) });

export const RuleSetVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.iso.datetime(),
  created_by: z.string().nullable(),
});

/** GET /int/rule-sets/{id} (?version=N for an earlier version, read-only). */
export const RuleSetDetailSchema = RuleSetSummarySchema.extend({
  /** The version shown (the current one unless asked for another). */
  shown_version: z.number().int(),
  rules: z.array(RuleSchema),
  risk_management: RiskManagementSchema,
  lists: z.array(RuleSetListSummarySchema),
  versions: z.array(RuleSetVersionSchema),
  editable: z.boolean(),
});
export type RuleSetDetail = z.infer<typeof RuleSetDetailSchema>;

/** GET /int/rule-sets/{id}?version=N (query string) */
export const RuleSetVersionQuerySchema = z.strictObject({
  version: z.coerce.number().int().min(1).optional(),
});

/** POST /int/rule-sets: a new set, a copy of another of the team's sets or of the default. */
export const CreateRuleSetSchema = z.strictObject({
  name,
  copy_from: z.string().min(8).max(64).optional(),
});
export type CreateRuleSet = z.infer<typeof CreateRuleSetSchema>;

/** PATCH /int/rule-sets/{id} */
export const UpdateRuleSetSchema = z.strictObject({ name });

/** GET /int/risk-assessment-records (query string) */
export const RiskAssessmentQuerySchema = z.strictObject({
  /** The party's name, code, NIP or PESEL, the transaction's code, or the record's code (part of it). */
  text: z.string().trim().max(100).optional(),
  party_code: z.string().min(8).max(64).optional(),
  transaction_code: z.string().min(8).max(64).optional(),
  /** Only the records of parties, or only those of transactions. */
  subject: z.enum(RULE_SUBJECTS).optional(),
  level: z.enum(RISK_LEVELS).optional(),
  /** true: the records whose level a person set; false: those left as the rules computed. */
  overridden: z.stringbool().optional(),
  /** Made on or after / on or before these days (Warsaw time). */
  created_from: businessDateField.optional(),
  created_to: businessDateField.optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export type RiskAssessmentQuery = z.infer<typeof RiskAssessmentQuerySchema>;

/** GET /int/risk-assessment-records */
export const RiskAssessmentListSchema = z.object({
  items: z.array(RiskAssessmentSchema),
  total: z.number().int(),
});

/** POST /int/result/{id}/reject: a person sets a rule's finding aside, with the reason. */
export const RejectRuleResultSchema = z.strictObject({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(2000, { error: 'too_long' }),
});

/** GET /int/result/{id}/status and GET /int/rules/{id}/missing-data */
export const RuleResultStatusSchema = z.object({
  code: z.string(),
  status: z.enum([...RULE_RESULT_STATUSES, 'rejected']),
  rejected: RejectionSchema.nullable(),
  missing: z.array(z.string()),
});
export type RuleResultStatus = z.infer<typeof RuleResultStatusSchema>;

/** States of a back-test run (docs/transaction-rules.md, "Back-testing"). */
export const BACKTEST_STATUSES = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type BacktestStatus = (typeof BACKTEST_STATUSES)[number];

/** How many transactions a back-test lists per rule (the counts cover all of them). */
export const BACKTEST_LISTED_TRANSACTIONS = 200;

/** POST /int/rule-sets/{id}/backtests: run a version over the transactions booked in a period. */
export const CreateBacktestSchema = z
  .strictObject({
    /** The version to run; the set's current one (the draft being edited) when left out. */
    version: z.number({ error: 'invalid_value' }).int().min(1).optional(),
    /** Booked on or after / on or before these days (Warsaw time). */
    booked_from: businessDateField,
    booked_to: businessDateField,
  })
  .refine((input) => input.booked_from <= input.booked_to, {
    error: 'date_range_invalid',
    path: ['booked_to'],
  });
export type CreateBacktest = z.infer<typeof CreateBacktestSchema>;

/** A transaction a rule of a back-test would have flagged. */
export const BacktestTransactionSchema = z.object({
  code: z.string(),
  booked_at: z.iso.datetime(),
  amount: z.string(),
  currency: z.string(),
  amount_eur: z.string().nullable(),
  risk: z.enum(RULE_RISKS),
  explanation: Bilingual,
});
export type BacktestTransaction = z.infer<typeof BacktestTransactionSchema>;

/** What one rule would have done over the period. */
export const BacktestRuleResultSchema = z.object({
  rule_code: z.string(),
  kind: z.string(),
  name: Bilingual,
  /** Transactions on which it pointed to high or non-acceptable: the alerts it would have raised. */
  alerts: z.number().int(),
  /** Transactions on which it found a risk of any level. */
  findings: z.number().int(),
  /** Transactions it would have marked to be reported to GIIF. */
  giif_reports: z.number().int(),
  /** Transactions it could not process (e.g. EUR value pending, no sanctions list). */
  not_processed: z.number().int(),
  /** The alerting transactions, newest first, at most BACKTEST_LISTED_TRANSACTIONS. */
  transactions: z.array(BacktestTransactionSchema),
});
export type BacktestRuleResult = z.infer<typeof BacktestRuleResultSchema>;

export const BacktestResultsSchema = z.object({
  /** Transactions evaluated. */
  transactions: z.number().int(),
  /** Transactions whose level would have raised an alert (high or non-acceptable). */
  alerts: z.number().int(),
  /** Transactions by the level they would have had. */
  levels: z.record(z.enum(RISK_LEVELS), z.number().int()),
  rules: z.array(BacktestRuleResultSchema),
});
export type BacktestResults = z.infer<typeof BacktestResultsSchema>;

/** GET /int/backtests/{id}: a back-test, its progress and, once done, its results. */
export const BacktestSchema = z.object({
  code: z.string(),
  rule_set: z.object({ code: z.string(), name: z.string() }),
  version: z.number().int(),
  booked_from: z.string(),
  booked_to: z.string(),
  status: z.enum(BACKTEST_STATUSES),
  /** Transactions evaluated so far, out of `total` (null until counted). */
  processed: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  results: BacktestResultsSchema.nullable(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  started_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
});
export type Backtest = z.infer<typeof BacktestSchema>;

/** GET /int/rule-sets/{id}/backtests: the set's back-tests, newest first, without results. */
export const BacktestListSchema = z.object({
  items: z.array(BacktestSchema.omit({ results: true })),
});
