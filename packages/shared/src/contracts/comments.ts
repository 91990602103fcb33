import { z } from 'zod';
import { requiredLongTextField } from './fields.js';

/** The records comments are written on; one implementation serves them all. */
export const COMMENTABLE_TYPES = ['history_event', 'task', 'alert'] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

const body = requiredLongTextField;

/** POST /int/comments */
export const CreateCommentSchema = z.strictObject({
  entity_type: z.enum(COMMENTABLE_TYPES, { error: 'invalid_value' }),
  entity_code: z.string().min(8).max(64),
  body,
});
export type CreateComment = z.infer<typeof CreateCommentSchema>;

/** PATCH /int/comments/{id}: only its author changes a comment. */
export const UpdateCommentSchema = z.strictObject({ body });

export const CommentSchema = z.object({
  code: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  /** Whether the caller wrote it, and so may change or delete it. */
  own: z.boolean(),
  /** Whether the caller may still change or delete it: their own, within the time limit of their role. */
  editable: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentListSchema = z.object({ items: z.array(CommentSchema) });
