import { z } from 'zod';
import { businessInstantField, linkCodeField } from './fields.js';
import { GIIF_NOTIFICATION_KINDS, GiifIssueSchema, type GiifNotificationKind } from './giif.js';
import { PARTY_TYPES } from './parties.js';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transactions.js';

/**
 * Notifications to GIIF (issue 32 item 5): suspicious circumstances (art. 74), a transaction
 * suspected before it is carried out (art. 86), another offence, to the prosecutor (art. 89),
 * and a notification after execution when prior notice was impossible (art. 90). The canonical
 * model of their content is `GiifNotificationModelSchema` (contracts/giif.ts).
 *
 * Their existence is confidential (art. 54, the tipping-off ban): only the team's
 * administrators and the members an administrator names see them.
 */

/** A notification is prepared (draft), then sent: after that it is the record of what was sent. */
export const GIIF_NOTIFICATION_STATES = ['draft', 'sent'] as const;
export type GiifNotificationState = (typeof GIIF_NOTIFICATION_STATES)[number];

const ACT =
  'ustawy z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu';

/** The legal basis each kind starts with; the officer may word it otherwise. */
export const GIIF_NOTIFICATION_LEGAL_BASIS: Record<GiifNotificationKind, string> = {
  art74: `art. 74 ust. 1 ${ACT}`,
  art86: `art. 86 ust. 1 ${ACT}`,
  art89: `art. 89 ust. 1 ${ACT}`,
  art90: `art. 90 ${ACT}`,
};

/** Art. 74: the notification is due at most this many business days after the confirmation. */
export const GIIF_ART74_BUSINESS_DAYS = 2;
/** Art. 86: no execution for 24 hours from GIIF's confirmation of receipt… */
export const GIIF_HOLD_HOURS = 24;
/** …and GIIF may demand a hold of up to 96 hours from it. */
export const GIIF_MAX_HOLD_HOURS = 96;

/** The justification can be long: the facts, the analysis and why they are suspicious. */
export const GIIF_JUSTIFICATION_MAX_LENGTH = 20_000;

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });

/** Assets the notification concerns (art. 86 ust. 2: "wartości majątkowe") and where they are. */
export const GiifNotificationAssetSchema = z.strictObject({
  description: requiredText(2000),
  held_at: z.string().trim().max(500, { error: 'too_long' }).default(''),
});
export type GiifNotificationAsset = z.infer<typeof GiifNotificationAssetSchema>;

const notificationFields = {
  kind: z.enum(GIIF_NOTIFICATION_KINDS, { error: 'required' }),
  /** Empty or left out: the kind's default (GIIF_NOTIFICATION_LEGAL_BASIS). */
  legal_basis: z.string().trim().max(1000, { error: 'too_long' }).optional(),
  justification: requiredText(GIIF_JUSTIFICATION_MAX_LENGTH),
  /** Required for art. 74: its two business days run from it. */
  suspicion_confirmed_at: businessInstantField.nullable().optional(),
  /** Codes of the parties and transactions it concerns, in the order given. */
  parties: z.array(linkCodeField).max(100).default([]),
  transactions: z.array(linkCodeField).max(500).default([]),
  assets: z.array(GiifNotificationAssetSchema).max(100).default([]),
};

/**
 * A check that runs once the fields it reads are valid, whatever else is not: a form then shows
 * every error at once rather than in waves.
 */
const whenValid = (fields: string[]) => ({
  // Not an object at all (an issue at the root): nothing to check yet.
  when: (payload: z.core.ParsePayload) =>
    payload.issues.every(
      (issue) => (issue.path?.length ?? 0) > 0 && !fields.includes(String(issue.path?.[0])),
    ),
});

const needsConfirmation = (n: { kind?: GiifNotificationKind; suspicion_confirmed_at?: unknown }) =>
  n.kind !== 'art74' || Boolean(n.suspicion_confirmed_at);
const confirmationIssue = {
  error: 'required',
  path: ['suspicion_confirmed_at'],
  ...whenValid(['kind', 'suspicion_confirmed_at']),
};

/**
 * POST /int/giif/notifications. Made from an alert, the alert's party and transaction are its
 * subjects when none is named.
 */
export const CreateGiifNotificationSchema = z
  .strictObject({ ...notificationFields, alert: linkCodeField.nullable().optional() })
  .refine(needsConfirmation, confirmationIssue)
  .refine((n) => n.parties.length + n.transactions.length > 0 || Boolean(n.alert), {
    error: 'required',
    path: ['parties'],
    ...whenValid(['parties', 'transactions', 'alert']),
  });
export type CreateGiifNotification = z.infer<typeof CreateGiifNotificationSchema>;
export type CreateGiifNotificationInput = z.input<typeof CreateGiifNotificationSchema>;

/** PATCH /int/giif/notifications/{code}: a draft's changes; what is left out stays. */
export const UpdateGiifNotificationSchema = z.strictObject({
  kind: notificationFields.kind.optional(),
  legal_basis: notificationFields.legal_basis,
  justification: notificationFields.justification.optional(),
  suspicion_confirmed_at: notificationFields.suspicion_confirmed_at,
  parties: z.array(linkCodeField).max(100).optional(),
  transactions: z.array(linkCodeField).max(500).optional(),
  assets: z.array(GiifNotificationAssetSchema).max(100).optional(),
});
export type UpdateGiifNotification = z.infer<typeof UpdateGiifNotificationSchema>;

/** POST /int/giif/notifications/{code}/sent: GIIF's (or the prosecutor's) confirmation. */
export const MarkGiifNotificationSentSchema = z.strictObject({
  giif_receipt_at: businessInstantField,
  giif_reference: z.string().trim().max(500, { error: 'too_long' }).optional(),
});
export type MarkGiifNotificationSent = z.infer<typeof MarkGiifNotificationSentSchema>;

/** POST /int/giif/notifications/{code}/hold: the hold GIIF demanded (art. 86 only). */
export const GiifNotificationHoldSchema = z.strictObject({ hold_until: businessInstantField });
export type GiifNotificationHold = z.infer<typeof GiifNotificationHoldSchema>;

export const GiifNotificationListQuerySchema = z.strictObject({
  kind: z.enum(GIIF_NOTIFICATION_KINDS).optional(),
  state: z.enum(GIIF_NOTIFICATION_STATES).optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export type GiifNotificationListQuery = z.infer<typeof GiifNotificationListQuerySchema>;

/**
 * The clocks of a notification, worked out by the API: art. 74's deadline (the end of its last
 * business day in Warsaw), and art. 86's hold from GIIF's confirmation of receipt with the
 * range an extension may take.
 */
const clockFields = {
  suspicion_confirmed_at: z.iso.datetime().nullable(),
  deadline_on: z.iso.date().nullable(),
  deadline_at: z.iso.datetime().nullable(),
  giif_receipt_at: z.iso.datetime().nullable(),
  hold_until: z.iso.datetime().nullable(),
  sent_at: z.iso.datetime().nullable(),
};

export const GiifNotificationSummarySchema = z.object({
  code: z.string(),
  kind: z.enum(GIIF_NOTIFICATION_KINDS),
  state: z.enum(GIIF_NOTIFICATION_STATES),
  subjects: z.object({
    parties: z.number().int(),
    transactions: z.number().int(),
    /** The first parties' names, for the list. */
    names: z.array(z.string()),
  }),
  ...clockFields,
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type GiifNotificationSummary = z.infer<typeof GiifNotificationSummarySchema>;

export const GiifNotificationListSchema = z.object({
  items: z.array(GiifNotificationSummarySchema),
  total: z.number().int(),
});
export type GiifNotificationList = z.infer<typeof GiifNotificationListSchema>;

export const GIIF_PERSON_KINDS = ['natural_person', 'sole_trader', 'legal_person'] as const;

export const GiifNotificationSchema = GiifNotificationSummarySchema.extend({
  legal_basis: z.string(),
  justification: z.string(),
  assets: z.array(z.object({ description: z.string(), held_at: z.string() })),
  alert: z.object({ code: z.string(), title: z.string() }).nullable(),
  /** Art. 86 once GIIF confirmed receipt: the earliest and latest end of the hold. */
  hold_min: z.iso.datetime().nullable(),
  hold_max: z.iso.datetime().nullable(),
  giif_reference: z.string().nullable(),
  receipt_name: z.string().nullable(),
  sent_by: z.string().nullable(),
  parties: z.array(z.object({ code: z.string(), name: z.string(), type: z.enum(PARTY_TYPES) })),
  transactions: z.array(
    z.object({
      code: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      status: z.enum(TRANSACTION_STATUSES),
      amount: z.string(),
      currency: z.string(),
      booked_at: z.iso.datetime(),
    }),
  ),
  /** Everyone the notification names: its parties, then the other parties of its transactions. */
  persons: z.array(
    z.object({
      party_code: z.string(),
      name: z.string(),
      role: z.string(),
      kind: z.enum(GIIF_PERSON_KINDS),
    }),
  ),
  /** The canonical model as far as it can be completed (GiifNotificationModelSchema's shape). */
  model: z.record(z.string(), z.unknown()),
  /** What the model lacks: the institution's data, the persons' art. 36 data. */
  issues: z.array(GiifIssueSchema),
  /** The files of its parties and transactions that go into the bundle. */
  attachments: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      owner_type: z.enum(['party', 'transaction']),
      owner_code: z.string(),
    }),
  ),
  /** Whether the caller may change it (a draft), send it, extend its hold, store a receipt. */
  can_manage: z.boolean(),
});
export type GiifNotification = z.infer<typeof GiifNotificationSchema>;

/** GET /int/giif/notifications/access: whether the caller sees notifications at all. */
export const GiifNotificationAccessSchema = z.object({
  can_read: z.boolean(),
  can_manage: z.boolean(),
  /** Only the team's administrators name the members who see notifications. */
  can_manage_readers: z.boolean(),
});
export type GiifNotificationAccess = z.infer<typeof GiifNotificationAccessSchema>;

/** GET /int/giif/notification-readers: the team's members, and who of them sees notifications. */
export const GiifNotificationReadersSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.string(),
      /** Administrators always see them; others when named. */
      can_read: z.boolean(),
      named: z.boolean(),
      granted_at: z.iso.datetime().nullable(),
    }),
  ),
});
export type GiifNotificationReaders = z.infer<typeof GiifNotificationReadersSchema>;

/** PUT /int/giif/notification-readers: the members who see notifications, by e-mail or code. */
export const SetGiifNotificationReadersSchema = z.strictObject({
  user_emails: z.array(z.string().trim().toLowerCase().max(320)).max(500).default([]),
  member_codes: z.array(linkCodeField).max(500).default([]),
});
export type SetGiifNotificationReaders = z.infer<typeof SetGiifNotificationReadersSchema>;

export const GiifNotificationPdfQuerySchema = z.strictObject({
  lang: z.enum(['pl', 'en']).optional(),
});
