import { z } from 'zod';
import { STORE_KINDS } from './attachments.js';

/** PUT /int/storage: where the team's new files go, and whether deleting removes the file. */
export const UpdateStorageSettingsSchema = z.strictObject({
  store: z.enum(STORE_KINDS, { error: 'invalid_value' }),
  remove_files_on_delete: z.boolean(),
});
export type UpdateStorageSettings = z.infer<typeof UpdateStorageSettingsSchema>;

/** GET /int/storage: the team's storage, what the installation offers, and the last check. */
export const StorageOverviewSchema = z.object({
  store: z.enum(STORE_KINDS),
  remove_files_on_delete: z.boolean(),
  stores: z.array(
    z.object({
      kind: z.enum(STORE_KINDS),
      /** The installation has it (the server's disk always; the others by configuration). */
      configured: z.boolean(),
      /** Usable by the team now: a drive also needs the team's live connection. */
      available: z.boolean(),
    }),
  ),
  usage: z.object({ files: z.number().int(), bytes: z.number().int() }),
  last_check: z
    .object({
      checked_at: z.iso.datetime(),
      checked_files: z.number().int(),
      failed_files: z.number().int(),
    })
    .nullable(),
});
export type StorageOverview = z.infer<typeof StorageOverviewSchema>;
