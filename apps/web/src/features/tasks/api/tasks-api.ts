import {
  TaskListSchema,
  TaskSchema,
  type CreateTask,
  type TaskQuery,
  type TaskStatus,
  type UpdateTask,
} from '@aml/shared';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { recordEndpoints } from '../../../lib/record-endpoints';
import { currentUserQuery } from '../../../lib/session';

// The API links tasks to alerts from its next version on; until then `alert` is missing,
// and a task without it is read as linked to no alert rather than refused.
const TaskResultSchema = TaskSchema.extend({ alert: TaskSchema.shape.alert.default(null) });
const TaskResultListSchema = TaskListSchema.extend({ items: TaskResultSchema.array() });

const tasks = recordEndpoints<
  z.infer<typeof TaskResultSchema>,
  z.infer<typeof TaskResultListSchema>,
  TaskQuery,
  CreateTask,
  UpdateTask
>({ path: '/tasks', key: 'tasks', item: TaskResultSchema, list: TaskResultListSchema });

export const taskKeys = tasks.keys;
export const taskListQuery = tasks.listQuery;
export const taskQuery = tasks.query;
export const createTask = tasks.create;
export const updateTask = tasks.update;
export const deleteTask = tasks.remove;
export const deleteTasks = tasks.removeMany;

/**
 * What any change of tasks makes stale: the lists and details, and the signed-in user, whose
 * count of new tasks is the drawer's badge (it would otherwise wait for its next poll).
 */
export const TASK_QUERIES = [taskKeys.all, currentUserQuery.queryKey] as const;

export const changeTaskStatus = async (code: string, status: TaskStatus) =>
  TaskResultSchema.parse(
    await apiCall(`/tasks/${code}/status`, { method: 'POST', body: { status } }),
  );

/** All or none: one task that may not move refuses the whole change. */
export const changeTasksStatus = (codes: string[], status: TaskStatus) =>
  apiCall('/tasks/group-status-update', { method: 'POST', body: { codes, status } });
