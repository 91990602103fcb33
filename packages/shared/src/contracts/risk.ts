import { z } from 'zod';
import { RISK_LEVELS } from '../enums.js';

export const RULE_RESULT_STATUSES = [
  'passed',
  'risk_found',
  'missing_data',
  'cannot_be_processed',
] as const;
export const RULE_RISKS = ['low', 'normal', 'high', 'non_acceptable'] as const;

export const BilingualSchema = z.object({ en: z.string(), pl: z.string() });
const Bilingual = BilingualSchema;

/** A person set a rule's finding aside: it no longer counts in the assessment's level. */
export const RejectionSchema = z.object({
  reason: z.string(),
  by: z.string().nullable(),
  at: z.iso.datetime(),
});

/** What one rule said in an assessment (docs/risk-rules.md). */
export const RuleResultSchema = z.object({
  code: z.string(),
  rule_code: z.string(),
  kind: z.string(),
  status: z.enum(RULE_RESULT_STATUSES),
  risk: z.enum(RULE_RISKS).nullable(),
  explanation: Bilingual,
  /** Party fields the rule needed and did not find. */
  missing: z.array(z.string()),
  rejected: RejectionSchema.nullable().default(null),
});
export type RuleResult = z.infer<typeof RuleResultSchema>;

/**
 * A risk assessment record: the computed level, an override beside it, and every rule's say.
 * It assesses a party or a transaction: exactly one of the two is set.
 */
export const RiskAssessmentSchema = z.object({
  code: z.string(),
  party: z.object({ code: z.string(), display_name: z.string() }).nullable(),
  transaction: z.object({ code: z.string(), label: z.string() }).nullable().default(null),
  /** What counts: the override when there is one, else the computed level. */
  level: z.enum(RISK_LEVELS),
  computed_level: z.enum(RISK_LEVELS),
  reason: Bilingual,
  override: z
    .object({
      level: z.enum(RISK_LEVELS),
      reason: z.string(),
      by: z.string().nullable(),
      at: z.iso.datetime(),
    })
    .nullable(),
  rule_set: z.object({ code: z.string(), name: z.string(), version: z.number().int() }),
  results: z.array(RuleResultSchema),
  created_at: z.iso.datetime(),
});
export type RiskAssessment = z.infer<typeof RiskAssessmentSchema>;

/** GET /int/parties/{id}/risk */
export const PartyRiskSchema = z.object({
  risk_level: z.enum(RISK_LEVELS),
  assessment: RiskAssessmentSchema.nullable(),
});
export type PartyRisk = z.infer<typeof PartyRiskSchema>;

const overrideLevel = z.enum(RULE_RISKS, { error: 'invalid_value' });
const overrideReason = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(2000, { error: 'too_long' });

/**
 * POST /int/parties/{id}/set-risk and /int/transactions/{id}/set-risk: a person's decision,
 * with the reason an inspector reads.
 */
export const SetPartyRiskSchema = z.strictObject({ level: overrideLevel, reason: overrideReason });
export type SetPartyRisk = z.infer<typeof SetPartyRiskSchema>;
export const SetTransactionRiskSchema = SetPartyRiskSchema;
export type SetTransactionRisk = SetPartyRisk;

/** GET /int/transactions/{id}/risk */
export const TransactionRiskSchema = PartyRiskSchema;
export type TransactionRisk = PartyRisk;

/**
 * PATCH /int/risk-assessment-records: the same decision taken on a record (the party's
 * current one), named by its code as the other PATCH routes name their record.
 */
export const OverrideRiskAssessmentSchema = z.strictObject({
  code: z.string({ error: 'required' }).min(8).max(64),
  override_level: overrideLevel,
  override_reason: overrideReason,
});
export type OverrideRiskAssessment = z.infer<typeof OverrideRiskAssessmentSchema>;
