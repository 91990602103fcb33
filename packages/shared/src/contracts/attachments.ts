import { z } from 'zod';

/** The records files are attached to; one implementation serves them all (issue 29). */
export const ATTACHMENT_OWNER_TYPES = ['party', 'transaction', 'cdd_measure', 'training'] as const;
export type AttachmentOwnerType = (typeof ATTACHMENT_OWNER_TYPES)[number];

export const ATTACHMENT_DESCRIPTION_MAX_LENGTH = 255;

/** An attachment's description: optional, at most 255 characters (spec section 5). */
export const attachmentDescriptionField = z
  .string()
  .trim()
  .max(ATTACHMENT_DESCRIPTION_MAX_LENGTH, { error: 'description_too_long' });

/** PATCH /int/attachments/{id} */
export const UpdateAttachmentSchema = z.strictObject({ description: attachmentDescriptionField });
export type UpdateAttachment = z.infer<typeof UpdateAttachmentSchema>;

export const STORE_KINDS = ['server', 'google', 'microsoft', 's3'] as const;
export type StoreKindName = (typeof STORE_KINDS)[number];

/** The entity of spec section 3 (code, name, description, created_time, file), and its evidence. */
export const AttachmentSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  created_time: z.iso.datetime(),
  /** Detected from the bytes at upload. */
  content_type: z.string(),
  size: z.number().int(),
  /** Hex SHA-256 of the bytes as uploaded: a download is checked against it. */
  sha256: z.string(),
  store: z.enum(STORE_KINDS),
  added_by: z.string().nullable(),
  /** The last integrity check's finding: ok, or the file was removed or changed in the store. */
  integrity: z.enum(['ok', 'missing', 'changed']),
  integrity_checked_at: z.iso.datetime().nullable(),
  /** Whether the caller may edit its description and delete it. */
  editable: z.boolean(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const AttachmentListSchema = z.object({ items: z.array(AttachmentSchema) });
export type AttachmentList = z.infer<typeof AttachmentListSchema>;
