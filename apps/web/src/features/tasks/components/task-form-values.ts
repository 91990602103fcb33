import {
  CreateTaskSchema,
  type CreateTask,
  type Task,
  type TaskPriority,
  type UpdateTask,
} from '@aml/shared';
import type { LinkedRecord } from '../../../components/linked-record';
import { resolverFor } from '../../../lib/forms';

/** Form state: every field as the inputs hold it ('' for an empty text or date). */
export type TaskFormValues = {
  title: string;
  description: string;
  priority: TaskPriority;
  due_date: string;
  /** Kept with the e-mail, so the confirmation can say who gets the task. */
  assignee: Task['assignee'];
  party: LinkedRecord | null;
  transaction: LinkedRecord | null;
  alert: LinkedRecord | null;
};

export type TaskLinks = {
  party?: LinkedRecord | null;
  transaction?: LinkedRecord | null;
  alert?: LinkedRecord | null;
};

export function emptyTaskValues(links: TaskLinks = {}): TaskFormValues {
  return {
    title: '',
    description: '',
    priority: 'normal',
    due_date: '',
    assignee: null,
    party: links.party ?? null,
    transaction: links.transaction ?? null,
    alert: links.alert ?? null,
  };
}

export function taskToValues(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    priority: task.priority,
    due_date: task.due_date?.slice(0, 10) ?? '',
    assignee: task.assignee,
    party: task.party,
    transaction: task.transaction,
    alert: task.alert,
  };
}

/** The values as the API takes them on creation: empty fields are left out. */
export function valuesToInput(values: TaskFormValues): CreateTask {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    priority: values.priority,
    ...(values.due_date ? { due_date: values.due_date } : {}),
    ...(values.assignee ? { assignee_code: values.assignee.code } : {}),
    ...(values.party ? { party_code: values.party.code } : {}),
    ...(values.transaction ? { transaction_code: values.transaction.code } : {}),
    ...(values.alert ? { alert_code: values.alert.code } : {}),
  };
}

/** The values as a PATCH: fields emptied and links removed are sent as null, which clears them. */
export function valuesToUpdate(code: string, values: TaskFormValues): UpdateTask {
  const input = valuesToInput(values);
  return {
    code,
    title: input.title,
    priority: input.priority,
    description: input.description ?? null,
    due_date: input.due_date ?? null,
    assignee_code: input.assignee_code ?? null,
    party_code: input.party_code ?? null,
    transaction_code: input.transaction_code ?? null,
    alert_code: input.alert_code ?? null,
  };
}

export const taskFormResolver = resolverFor<TaskFormValues>(CreateTaskSchema, valuesToInput);
