import { z } from 'zod';
import { RISK_LEVELS } from '../enums.js';
import { RejectionSchema, RiskAssessmentSchema, RULE_RESULT_STATUSES } from './risk.js';

const Bilingual = z.object({ en: z.string(), pl: z.string() });
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

/** A rule of a rule set: a kind with its configuration (validated by the kind), on or off. */
export const RuleSchema = z.object({
  code: z.string(),
  kind: z.string(),
  name: Bilingual,
  enabled: z.boolean(),
  /** The kind's configuration as stored; its shape depends on the kind. */
  config: z.unknown(),
  /** Party fields the rule reads: a change of any of them re-assesses the party. */
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
  as_of: z.iso.date({ error: 'invalid_date' }).optional(),
});
export type UpdateRuleSetList = z.infer<typeof UpdateRuleSetListSchema>;

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
  /** The party's name, code, NIP or PESEL, or the record's code (part of it). */
  text: z.string().trim().max(100).optional(),
  party_code: z.string().min(8).max(64).optional(),
  level: z.enum(RISK_LEVELS).optional(),
  /** true: the records whose level a person set; false: those left as the rules computed. */
  overridden: z.stringbool().optional(),
  /** Made on or after / on or before these days (Warsaw time). */
  created_from: z.iso.date().optional(),
  created_to: z.iso.date().optional(),
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
