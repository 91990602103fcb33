import { z } from 'zod';
import { businessDateField, linkCodeField, longTextField } from './fields.js';

/**
 * Customer due diligence (art. 33–46 of the AML act, issue 30): an execution applies one kind
 * of measures to one party on one day; its measures are a checklist copied from the team's
 * templates when it starts (docs/cdd.md).
 */

/** Art. 42 (simplified), art. 34 (standard), art. 43–46 (enhanced). */
export const CDD_KINDS = ['simplified', 'standard', 'enhanced'] as const;
export type CddKind = (typeof CDD_KINDS)[number];

export const CDD_STATUSES = ['in_progress', 'completed', 'refused', 'cancelled'] as const;
export type CddStatus = (typeof CDD_STATUSES)[number];

/**
 * An execution ends completed (every mandatory measure done or not applicable), refused (art.
 * 41: the relationship is not established or is ended) or cancelled (started by mistake). An
 * ended execution stays as it is: a later review is a new execution.
 */
export const CDD_STATUS_TRANSITIONS: Record<CddStatus, readonly CddStatus[]> = {
  in_progress: ['completed', 'refused', 'cancelled'],
  completed: [],
  refused: [],
  cancelled: [],
};

export const CDD_MEASURE_STATUSES = ['pending', 'done', 'not_applicable', 'failed'] as const;
export type CddMeasureStatus = (typeof CDD_MEASURE_STATUSES)[number];

/** What opened an execution; each is recorded on it with its day and detail. */
export const CDD_TRIGGERS = [
  'manual',
  'new_party',
  'risk_increase',
  'occasional_transaction',
  'sanctions_confirmed',
  'renewal_due',
] as const;
export type CddTrigger = (typeof CDD_TRIGGERS)[number];

/** The triggers the settings decide about (a person starting one by hand always opens one). */
export const CDD_AUTOMATIC_TRIGGERS = CDD_TRIGGERS.filter(
  (trigger): trigger is Exclude<CddTrigger, 'manual'> => trigger !== 'manual',
);
export type CddAutomaticTrigger = (typeof CDD_AUTOMATIC_TRIGGERS)[number];

/** A trigger opens an execution at once, or raises a task asking someone to open one. */
export const CDD_TRIGGER_MODES = ['execution', 'task'] as const;
export type CddTriggerMode = (typeof CDD_TRIGGER_MODES)[number];

/** The risk levels with a renewal period and a kind of their own; the others map onto them. */
export const CDD_RISK_LEVELS = ['low', 'normal', 'high'] as const;
export type CddRiskLevel = (typeof CDD_RISK_LEVELS)[number];

/** Spec section 5: the number of months is greater than 2 and less than 120. */
export const CDD_MONTHS_MIN = 3;
export const CDD_MONTHS_MAX = 119;

/** Art. 35 ust. 1 pkt 2 lit. a: an occasional transaction of 15,000 EUR or more. */
export const CDD_OCCASIONAL_THRESHOLD_EUR = '15000.00';

const months = z
  .number({ error: 'cdd_months_range' })
  .int({ error: 'cdd_months_range' })
  .min(CDD_MONTHS_MIN, { error: 'cdd_months_range' })
  .max(CDD_MONTHS_MAX, { error: 'cdd_months_range' });

const shortText = (max: number) =>
  z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

/**
 * One measure of a template. The application's own measures have a `key` and are worded in
 * the reader's language; a team's own measure has its `title` in the team's words.
 */
export const CddTemplateItemSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z0-9_]{1,64}$/, { error: 'invalid_value' }),
    title: shortText(255).nullable(),
    legal_basis: shortText(255),
    mandatory: z.boolean(),
    /** Only a team admin may mark it done (senior management approval, art. 43 ust. 1 pkt 1 lit. b). */
    admin_only: z.boolean(),
  })
  .refine((item) => item.title !== null || BUILT_IN_MEASURE_KEYS.has(item.key), {
    error: 'required',
    path: ['title'],
  });
export type CddTemplateItem = z.infer<typeof CddTemplateItemSchema>;

const templateList = z
  .array(CddTemplateItemSchema)
  .min(1, { error: 'cdd_template_empty' })
  .max(50)
  .refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
    error: 'cdd_template_duplicate_key',
  });

export const CddTemplatesSchema = z.strictObject({
  simplified: templateList,
  standard: templateList,
  enhanced: templateList,
});
export type CddTemplates = z.infer<typeof CddTemplatesSchema>;

/** PUT /int/customer-due-diligence-settings */
export const CddSettingsInputSchema = z.strictObject({
  renewal_months: z.strictObject({ low: months, normal: months, high: months }),
  kind_by_risk: z.strictObject({
    low: z.enum(CDD_KINDS),
    normal: z.enum(CDD_KINDS),
    high: z.enum(CDD_KINDS),
  }),
  triggers: z.strictObject({
    new_party: z.enum(CDD_TRIGGER_MODES),
    risk_increase: z.enum(CDD_TRIGGER_MODES),
    occasional_transaction: z.enum(CDD_TRIGGER_MODES),
    sanctions_confirmed: z.enum(CDD_TRIGGER_MODES),
    renewal_due: z.enum(CDD_TRIGGER_MODES),
  }),
  templates: CddTemplatesSchema,
});
export type CddSettingsInput = z.infer<typeof CddSettingsInputSchema>;

export const CddSettingsSchema = CddSettingsInputSchema.safeExtend({
  /** Raised each time the templates change; an execution keeps the version it started with. */
  template_version: z.number().int(),
  updated_at: z.iso.datetime().nullable(),
});
export type CddSettings = z.infer<typeof CddSettingsSchema>;

/** The measures the application ships, by key: their texts are in the reader's language. */
export const BUILT_IN_MEASURE_KEYS = new Set([
  'identify_customer',
  'verify_customer',
  'identify_beneficial_owner',
  'crbr_extract',
  'purpose_of_relationship',
  'ongoing_monitoring',
  'person_acting_on_behalf',
  'source_of_wealth',
  'source_of_funds',
  'senior_management_approval',
  'pep_declaration',
  'high_risk_third_country',
]);

const measure = (
  key: string,
  legal_basis: string,
  options: { mandatory?: boolean; admin_only?: boolean } = {},
): CddTemplateItem => ({
  key,
  title: null,
  legal_basis,
  mandatory: options.mandatory ?? true,
  admin_only: options.admin_only ?? false,
});

const STANDARD: CddTemplateItem[] = [
  measure('identify_customer', 'art. 34 ust. 1 pkt 1, art. 36'),
  measure('verify_customer', 'art. 34 ust. 1 pkt 1, art. 37'),
  measure('person_acting_on_behalf', 'art. 34 ust. 4', { mandatory: false }),
  measure('identify_beneficial_owner', 'art. 34 ust. 1 pkt 2'),
  measure('crbr_extract', 'art. 34 ust. 1 pkt 2, art. 61a', { mandatory: false }),
  measure('purpose_of_relationship', 'art. 34 ust. 1 pkt 3'),
  measure('ongoing_monitoring', 'art. 34 ust. 1 pkt 4'),
];

/** The templates a team starts with (docs/cdd.md lists them with their legal basis). */
export const DEFAULT_CDD_TEMPLATES: CddTemplates = {
  // Art. 42: the same measures, their extent reduced; the institution documents why.
  simplified: STANDARD.map((item) =>
    item.key === 'purpose_of_relationship' ? { ...item, mandatory: false } : item,
  ).map((item) => ({ ...item, legal_basis: `${item.legal_basis}; art. 42` })),
  standard: STANDARD,
  enhanced: [
    ...STANDARD,
    measure('source_of_wealth', 'art. 46 ust. 2 pkt 2'),
    measure('source_of_funds', 'art. 43 ust. 1, art. 46 ust. 2 pkt 2'),
    measure('pep_declaration', 'art. 46 ust. 1, art. 46 ust. 4', { mandatory: false }),
    measure('high_risk_third_country', 'art. 44', { mandatory: false }),
    measure('senior_management_approval', 'art. 43 ust. 1, art. 46 ust. 2 pkt 1', {
      admin_only: true,
    }),
  ],
};

export const DEFAULT_CDD_SETTINGS: CddSettingsInput = {
  renewal_months: { low: 36, normal: 24, high: 12 },
  kind_by_risk: { low: 'simplified', normal: 'standard', high: 'enhanced' },
  triggers: {
    new_party: 'execution',
    risk_increase: 'execution',
    occasional_transaction: 'execution',
    sanctions_confirmed: 'task',
    renewal_due: 'execution',
  },
  templates: DEFAULT_CDD_TEMPLATES,
};

const code = linkCodeField;

/** POST /int/customer-due-diligence-executions */
export const StartCddSchema = z.strictObject({
  party_code: code,
  /** Another kind than the settings choose: only a team admin, with a reason. */
  kind: z.enum(CDD_KINDS, { error: 'invalid_value' }).optional(),
  kind_reason: shortText(2000).optional(),
});
export type StartCdd = z.infer<typeof StartCddSchema>;

/** POST /int/customer-due-diligence-executions/{id}/status */
export const ChangeCddStatusSchema = z.strictObject({
  status: z.enum(CDD_STATUSES, { error: 'invalid_value' }),
  /** Required to refuse or cancel. */
  reason: shortText(2000).optional(),
});
export type ChangeCddStatus = z.infer<typeof ChangeCddStatusSchema>;

/** PATCH /int/customer-due-diligence-executions/{id}/kind (team admins) */
export const ChangeCddKindSchema = z.strictObject({
  kind: z.enum(CDD_KINDS, { error: 'invalid_value' }),
  reason: shortText(2000),
});

/** PATCH /int/customer-due-diligence-measure/{id} */
export const UpdateCddMeasureSchema = z
  .strictObject({
    status: z.enum(CDD_MEASURE_STATUSES, { error: 'invalid_value' }).optional(),
    note: longTextField.nullable().optional(),
    /** Why a measure does not apply: required with not_applicable. */
    reason: shortText(2000).nullable().optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { error: 'nothing_to_change' });
export type UpdateCddMeasure = z.infer<typeof UpdateCddMeasureSchema>;

/** GET /int/customer-due-diligence-executions (query string) */
export const CddQuerySchema = z.strictObject({
  party_code: code.optional(),
  kind: z.enum(CDD_KINDS).optional(),
  status: z.enum(CDD_STATUSES).optional(),
  /** Completed executions whose renewal falls due this month (Warsaw), or is past. */
  due: z.enum(['this_month', 'overdue']).optional(),
  /** Started on or after / on or before these days (Warsaw time). */
  started_from: businessDateField.optional(),
  started_to: businessDateField.optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export type CddQuery = z.infer<typeof CddQuerySchema>;

const LinkedPartySchema = z.object({ code: z.string(), display_name: z.string() });

export const CddTriggerRecordSchema = z.object({
  trigger: z.enum(CDD_TRIGGERS),
  at: z.iso.datetime(),
  /** What it was about: a transaction's code and EUR value, the levels, a due date… */
  detail: z.record(z.string(), z.string()),
});
export type CddTriggerRecord = z.infer<typeof CddTriggerRecordSchema>;

export const CddMeasureSchema = z.object({
  code: z.string(),
  key: z.string(),
  /** The team's own words; null for the application's measures (worded by `key`). */
  title: z.string().nullable(),
  legal_basis: z.string(),
  mandatory: z.boolean(),
  admin_only: z.boolean(),
  status: z.enum(CDD_MEASURE_STATUSES),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  done_by: z.string().nullable(),
  done_at: z.iso.datetime().nullable(),
  attachments: z.number().int(),
  /** Whether the caller may change it now (the record rules, admin-only measures, state). */
  editable: z.boolean(),
});
export type CddMeasure = z.infer<typeof CddMeasureSchema>;

export const CddExecutionSchema = z.object({
  code: z.string(),
  party: LinkedPartySchema,
  kind: z.enum(CDD_KINDS),
  /** The kind the settings chose from the risk level, and why another was chosen, if one was. */
  suggested_kind: z.enum(CDD_KINDS),
  kind_reason: z.string().nullable(),
  risk_level: z.string(),
  status: z.enum(CDD_STATUSES),
  status_reason: z.string().nullable(),
  triggers: z.array(CddTriggerRecordSchema),
  template_version: z.number().int(),
  measures_total: z.number().int(),
  measures_settled: z.number().int(),
  started_at: z.iso.datetime(),
  ended_at: z.iso.datetime().nullable(),
  ended_by: z.string().nullable(),
  next_due_date: z.string().nullable(),
  /** A completed execution whose renewal day has passed with no newer one completed. */
  overdue: z.boolean(),
  allowed_statuses: z.array(z.enum(CDD_STATUSES)),
  created_by: z.string().nullable(),
});
export type CddExecution = z.infer<typeof CddExecutionSchema>;

export const CddExecutionDetailSchema = CddExecutionSchema.safeExtend({
  measures: z.array(CddMeasureSchema),
});
export type CddExecutionDetail = z.infer<typeof CddExecutionDetailSchema>;

export const CddListSchema = z.object({
  items: z.array(CddExecutionSchema),
  total: z.number().int(),
});
export type CddList = z.infer<typeof CddListSchema>;

/** GET /int/parties/{id}/customer-due-diligence-executions */
export const PartyCddSchema = z.object({
  items: z.array(CddExecutionSchema),
  /** The kind a new execution would have now, from the party's risk level. */
  suggested_kind: z.enum(CDD_KINDS),
  /** When the party's latest completed execution is due again. */
  next_due_date: z.string().nullable(),
  /** An execution in progress, if any: only one runs at a time. */
  in_progress: z.string().nullable(),
});
export type PartyCdd = z.infer<typeof PartyCddSchema>;
