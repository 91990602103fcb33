import { z } from 'zod';
import { businessDateField, linkCodeField, longTextField, titleField } from './fields.js';

export const TASK_STATUSES = ['new', 'in_progress', 'done', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/**
 * Allowed status changes (docs/tasks.md): work starts, ends done or canceled; a finished task
 * may be reopened. Anything else is refused.
 */
export const TASK_STATUS_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  new: ['in_progress', 'done', 'canceled'],
  in_progress: ['new', 'done', 'canceled'],
  done: ['in_progress'],
  canceled: ['new'],
};

const code = linkCodeField;
const title = titleField;
const description = longTextField;
const dueDate = businessDateField;

/** POST /int/tasks. The assignee is a member of the team, named by their user code. */
export const CreateTaskSchema = z.strictObject({
  title,
  description: description.optional(),
  priority: z.enum(TASK_PRIORITIES, { error: 'invalid_value' }).default('normal'),
  due_date: dueDate.optional(),
  assignee_code: code.optional(),
  party_code: code.optional(),
  transaction_code: code.optional(),
  alert_code: code.optional(),
});
export type CreateTask = z.infer<typeof CreateTaskSchema>;
export type CreateTaskInput = z.input<typeof CreateTaskSchema>;

/** PATCH /int/tasks: the fields to change; null clears an optional one. */
export const UpdateTaskSchema = z.strictObject({
  code,
  title: title.optional(),
  description: description.nullable().optional(),
  priority: z.enum(TASK_PRIORITIES, { error: 'invalid_value' }).optional(),
  due_date: dueDate.nullable().optional(),
  assignee_code: code.nullable().optional(),
  party_code: code.nullable().optional(),
  transaction_code: code.nullable().optional(),
  alert_code: code.nullable().optional(),
});
export type UpdateTask = z.infer<typeof UpdateTaskSchema>;

/** POST /int/tasks/{id}/status */
export const ChangeTaskStatusSchema = z.strictObject({
  status: z.enum(TASK_STATUSES, { error: 'invalid_value' }),
});

/** POST /int/tasks/group-status-update */
export const GroupTaskStatusSchema = z.strictObject({
  codes: z.array(code).min(1).max(500),
  status: z.enum(TASK_STATUSES, { error: 'invalid_value' }),
});

/** GET /int/tasks (query string) */
export const TaskQuerySchema = z.strictObject({
  text: z.string().trim().max(100).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  /** "me" for the caller's own tasks, or a member's user code. */
  assignee: z.string().min(2).max(64).optional(),
  overdue: z.stringbool().optional(),
  party_code: code.optional(),
  alert_code: code.optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export type TaskQuery = z.infer<typeof TaskQuerySchema>;

const LinkedRecordSchema = z.object({ code: z.string(), display_name: z.string() });

export const TaskSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  due_date: z.string().nullable(),
  /** Open (new or in progress) and past its due date, in Warsaw. */
  overdue: z.boolean(),
  assignee: z.object({ code: z.string(), email: z.string() }).nullable(),
  party: LinkedRecordSchema.nullable(),
  transaction: LinkedRecordSchema.nullable(),
  alert: LinkedRecordSchema.nullable(),
  comments: z.number().int(),
  allowed_statuses: z.array(z.enum(TASK_STATUSES)),
  editable: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskListSchema = z.object({ items: z.array(TaskSchema), total: z.number().int() });
