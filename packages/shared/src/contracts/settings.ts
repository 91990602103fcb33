import { z } from 'zod';
import { passwordField } from './fields.js';

/** GET/PATCH /int/user/consents: what the user agreed to receive. */
export const ConsentsSchema = z.strictObject({
  marketing_emails: z.boolean({ error: 'invalid_value' }),
  product_news: z.boolean({ error: 'invalid_value' }),
});
export type Consents = z.infer<typeof ConsentsSchema>;

export const ConsentsResponseSchema = ConsentsSchema.extend({
  updated_at: z.iso.datetime().nullable(),
});
export type ConsentsResponse = z.infer<typeof ConsentsResponseSchema>;

/**
 * GET/PATCH /int/user/team/notifications/settings: e-mail notifications of the current team,
 * which go to team admins only (spec section 5).
 */
export const NotificationSettingsSchema = z.strictObject({
  new_alert_email: z.boolean({ error: 'invalid_value' }),
  new_task_email: z.boolean({ error: 'invalid_value' }),
  cdd_reminder_email: z.boolean({ error: 'invalid_value' }),
  weekly_summary_email: z.boolean({ error: 'invalid_value' }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  new_alert_email: true,
  new_task_email: true,
  cdd_reminder_email: true,
  weekly_summary_email: false,
};

/** POST /int/user/delete: asks for deletion; confirmed from the e-mailed link. */
export const RequestAccountDeletionSchema = z.strictObject({ password: passwordField });
export type RequestAccountDeletion = z.infer<typeof RequestAccountDeletionSchema>;

export const AccountDeletionStatusSchema = z.object({
  pending: z.boolean(),
  requested_at: z.iso.datetime().nullable(),
});
export type AccountDeletionStatus = z.infer<typeof AccountDeletionStatusSchema>;
