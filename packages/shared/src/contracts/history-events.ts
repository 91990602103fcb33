import { z } from 'zod';
import { businessDateField, linkCodeField, requiredLongTextField } from './fields.js';

/** What can happen in a customer relationship that an inspector may ask about. */
export const HISTORY_EVENT_TYPES = [
  'meeting',
  'phone_call',
  'correspondence',
  'document_received',
  'document_sent',
  'decision',
  'giif_report',
  'other',
] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

const code = linkCodeField;
const eventDate = businessDateField;
const description = requiredLongTextField;

/** POST /int/history-events: a dated record, about a party and/or a transaction. */
export const CreateHistoryEventSchema = z.strictObject({
  type: z.enum(HISTORY_EVENT_TYPES, { error: 'invalid_value' }),
  occurred_on: eventDate,
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(255, { error: 'too_long' }),
  description,
  party_code: code.optional(),
  transaction_code: code.optional(),
});
export type CreateHistoryEvent = z.infer<typeof CreateHistoryEventSchema>;

/** PATCH /int/history-events: the fields to change; a party or transaction sent as null is unlinked. */
export const UpdateHistoryEventSchema = z.strictObject({
  code,
  type: CreateHistoryEventSchema.shape.type.optional(),
  occurred_on: eventDate.optional(),
  title: CreateHistoryEventSchema.shape.title.optional(),
  description: description.optional(),
  party_code: code.nullable().optional(),
  transaction_code: code.nullable().optional(),
});
export type UpdateHistoryEvent = z.infer<typeof UpdateHistoryEventSchema>;

/** GET /int/history-events (query string) */
export const HistoryEventQuerySchema = z.strictObject({
  text: z.string().trim().max(100).optional(),
  type: z.enum(HISTORY_EVENT_TYPES).optional(),
  party_code: code.optional(),
  transaction_code: code.optional(),
  from: businessDateField.optional(),
  to: businessDateField.optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export type HistoryEventQuery = z.infer<typeof HistoryEventQuerySchema>;

const LinkedRecordSchema = z.object({ code: z.string(), display_name: z.string() });

export const HistoryEventSchema = z.object({
  code: z.string(),
  type: z.enum(HISTORY_EVENT_TYPES),
  occurred_on: z.string(),
  title: z.string(),
  description: z.string(),
  party: LinkedRecordSchema.nullable(),
  transaction: LinkedRecordSchema.nullable(),
  comments: z.number().int(),
  editable: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type HistoryEvent = z.infer<typeof HistoryEventSchema>;

export const HistoryEventListSchema = z.object({
  items: z.array(HistoryEventSchema),
  total: z.number().int(),
});
