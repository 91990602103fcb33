import { z } from 'zod';

/** GET/POST /int/admin/logswitch: verbose request logging of this server process. */
export const LogSwitchSchema = z.strictObject({ verbose: z.boolean({ error: 'required' }) });
export type LogSwitch = z.infer<typeof LogSwitchSchema>;

export const LogSwitchStateSchema = z.object({ verbose: z.boolean(), level: z.string() });
export type LogSwitchState = z.infer<typeof LogSwitchStateSchema>;

/** GET /int/admin/outbox: the latest e-mails, for the administrator of the installation. */
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  transport: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  /** Only for messages kept in the local outbox; delivered mail belongs to its recipient. */
  text: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = z.object({
  items: z.array(OutboxMessageSchema),
  total: z.number().int(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;
