import { z } from 'zod';
import { businessDateField, linkCodeField, longTextField, titleField } from './fields.js';
import { SANCTION_HIT_STATUSES } from '../enums.js';

export const ALERT_STATUSES = [
  'new',
  'in_progress',
  'escalated',
  'closed_false_positive',
  'closed_confirmed',
] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Statuses in which an alert still waits for a decision. */
export const OPEN_ALERT_STATUSES: readonly AlertStatus[] = ['new', 'in_progress', 'escalated'];
/** Closing statuses: reaching one needs a resolution note. */
export const CLOSED_ALERT_STATUSES: readonly AlertStatus[] = [
  'closed_false_positive',
  'closed_confirmed',
];

/**
 * Allowed status changes (docs/alerts.md): work starts, goes up to a superior or ends in a
 * decision; a closed alert may be reopened, which leaves its earlier decision in the history.
 */
export const ALERT_STATUS_TRANSITIONS: Record<AlertStatus, readonly AlertStatus[]> = {
  new: ['in_progress', 'escalated', 'closed_false_positive', 'closed_confirmed'],
  in_progress: ['new', 'escalated', 'closed_false_positive', 'closed_confirmed'],
  escalated: ['in_progress', 'closed_false_positive', 'closed_confirmed'],
  closed_false_positive: ['in_progress'],
  closed_confirmed: ['in_progress'],
};

/**
 * What raised the alert: a rule's result, a sanctions hit, a due-diligence reminder, the check
 * of attached files, a person.
 */
export const ALERT_SOURCES = [
  'rule_result',
  'sanctions_screening',
  'cdd_reminder',
  /** An attached file removed or changed in its store outside the application (issue 29). */
  'storage_integrity',
  'manual',
] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Kinds of records an alert can point to, besides its party and transaction. */
export const ALERT_LINK_TYPES = [
  'party',
  'transaction',
  'task',
  'rule_result',
  'risk_assessment',
  'sanctions_hit',
] as const;

export const AlertLinkSchema = z.object({
  type: z.enum(ALERT_LINK_TYPES),
  code: z.string(),
  label: z.string(),
});
export type AlertLink = z.infer<typeof AlertLinkSchema>;

const code = linkCodeField;
const title = titleField;
const text = longTextField;
const dueDate = businessDateField;

/** POST /int/alerts: an alert a person raises by hand (source manual). */
export const CreateAlertSchema = z.strictObject({
  title,
  explanation: text.min(1, { error: 'required' }),
  severity: z.enum(ALERT_SEVERITIES, { error: 'invalid_value' }).default('medium'),
  due_date: dueDate.optional(),
  assignee_code: code.optional(),
  party_code: code.optional(),
  transaction_code: code.optional(),
});
export type CreateAlert = z.infer<typeof CreateAlertSchema>;
export type CreateAlertInput = z.input<typeof CreateAlertSchema>;

/** PATCH /int/alerts: assignment, due date and severity; null clears an optional one. */
export const UpdateAlertSchema = z.strictObject({
  code,
  severity: z.enum(ALERT_SEVERITIES, { error: 'invalid_value' }).optional(),
  due_date: dueDate.nullable().optional(),
  assignee_code: code.nullable().optional(),
});
export type UpdateAlert = z.infer<typeof UpdateAlertSchema>;

const statusChange = {
  status: z.enum(ALERT_STATUSES, { error: 'invalid_value' }),
  /** Required when the status closes the alert: why it was decided so. */
  resolution_note: text.optional(),
};

/** POST /int/alerts/{id}/status */
export const ChangeAlertStatusSchema = z.strictObject(statusChange);
export type ChangeAlertStatus = z.infer<typeof ChangeAlertStatusSchema>;

/** POST /int/alerts/group-status-update */
export const GroupAlertStatusSchema = z.strictObject({
  codes: z.array(code).min(1).max(500),
  ...statusChange,
});

/** GET /int/alerts (query string) */
export const AlertQuerySchema = z.strictObject({
  text: z.string().trim().max(100).optional(),
  status: z.enum(ALERT_STATUSES).optional(),
  /** Every alert still waiting for a decision (new, in progress, escalated). */
  open: z.stringbool().optional(),
  severity: z.enum(ALERT_SEVERITIES).optional(),
  source: z.enum(ALERT_SOURCES).optional(),
  /** "me" for the caller's own alerts, "none" for unassigned ones, or a member's user code. */
  assignee: z.string().min(2).max(64).optional(),
  party_code: code.optional(),
  transaction_code: code.optional(),
  /** Raised on or after / on or before these days (Warsaw time). */
  created_from: businessDateField.optional(),
  created_to: businessDateField.optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export type AlertQuery = z.infer<typeof AlertQuerySchema>;

const LinkedRecordSchema = z.object({ code: z.string(), display_name: z.string() });

export const AlertStatusChangeSchema = z.object({
  from: z.enum(ALERT_STATUSES).nullable(),
  to: z.enum(ALERT_STATUSES),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.iso.datetime(),
});
export type AlertStatusChange = z.infer<typeof AlertStatusChangeSchema>;

export const AlertSchema = z.object({
  code: z.string(),
  source: z.enum(ALERT_SOURCES),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  /** Why it was raised, naming the inputs and thresholds (or the raiser's words). */
  explanation: z.string(),
  status: z.enum(ALERT_STATUSES),
  resolution_note: z.string().nullable(),
  due_date: z.string().nullable(),
  /** Open and past its due date, in Warsaw. */
  overdue: z.boolean(),
  assignee: z.object({ code: z.string(), email: z.string() }).nullable(),
  party: LinkedRecordSchema.nullable(),
  transaction: LinkedRecordSchema.nullable(),
  /** Other records involved: the rule result, the screening hit, the task… */
  links: z.array(AlertLinkSchema),
  comments: z.number().int(),
  allowed_statuses: z.array(z.enum(ALERT_STATUSES)),
  editable: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Alert = z.infer<typeof AlertSchema>;

/**
 * A sanctions hit the alert names, with its decision as it stands now: deciding the hits
 * settles the alert, and closing the alert decides the undecided ones (docs/alerts.md).
 */
export const AlertHitSchema = z.object({
  code: z.string(),
  source: z.string(),
  entry_id: z.string(),
  entry_name: z.string(),
  subject_name: z.string(),
  score: z.number(),
  status: z.enum(SANCTION_HIT_STATUSES),
  /** False once a later screening no longer finds the match. */
  current: z.boolean(),
  decision: z
    .object({ note: z.string().nullable(), by: z.string().nullable(), at: z.iso.datetime() })
    .nullable(),
});
export type AlertHit = z.infer<typeof AlertHitSchema>;

/** GET /int/alerts/{id}: the alert with its status history, oldest first, and its hits. */
export const AlertDetailSchema = AlertSchema.extend({
  status_history: z.array(AlertStatusChangeSchema),
  /** Only for sanctions screening alerts; empty for the others. */
  sanctions_hits: z.array(AlertHitSchema),
});
export type AlertDetail = z.infer<typeof AlertDetailSchema>;

export const AlertListSchema = z.object({ items: z.array(AlertSchema), total: z.number().int() });

/** GET /int/alerts/status/{id} */
export const AlertStatusSchema = z.object({
  status: z.enum(ALERT_STATUSES),
  allowed_statuses: z.array(z.enum(ALERT_STATUSES)),
});
