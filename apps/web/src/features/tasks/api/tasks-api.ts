import {
  TaskListSchema,
  TaskSchema,
  type CreateTask,
  type TaskQuery,
  type TaskStatus,
  type UpdateTask,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session';

export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: Partial<TaskQuery>) => [...taskKeys.all, 'list', query] as const,
  detail: (code: string) => [...taskKeys.all, 'detail', code] as const,
};

// The API links tasks to alerts from its next version on; until then `alert` is missing,
// and a task without it is read as linked to no alert rather than refused.
const TaskResultSchema = TaskSchema.extend({ alert: TaskSchema.shape.alert.default(null) });
const TaskResultListSchema = TaskListSchema.extend({ items: TaskResultSchema.array() });

/** GET /int/tasks: the query goes in the query string. */
export const taskListQuery = (query: Partial<TaskQuery>) =>
  queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: async () => TaskResultListSchema.parse(await apiCall('/tasks', { query })),
    placeholderData: (previous) => previous,
  });

export const taskQuery = (code: string) =>
  queryOptions({
    queryKey: taskKeys.detail(code),
    queryFn: async () => TaskResultSchema.parse(await apiCall(`/tasks/${code}`)),
  });

/**
 * What any change of tasks makes stale: the lists and details, and the signed-in user, whose
 * count of new tasks is the drawer's badge (it would otherwise wait for its next poll).
 */
export const TASK_QUERIES = [taskKeys.all, currentUserQuery.queryKey] as const;

export const createTask = async (input: CreateTask) =>
  TaskResultSchema.parse(await apiCall('/tasks', { method: 'POST', body: input }));

export const updateTask = async (input: UpdateTask) =>
  TaskResultSchema.parse(await apiCall('/tasks', { method: 'PATCH', body: input }));

export const changeTaskStatus = async (code: string, status: TaskStatus) =>
  TaskResultSchema.parse(
    await apiCall(`/tasks/${code}/status`, { method: 'POST', body: { status } }),
  );

/** All or none: one task that may not move refuses the whole change. */
export const changeTasksStatus = (codes: string[], status: TaskStatus) =>
  apiCall('/tasks/group-status-update', { method: 'POST', body: { codes, status } });

export const deleteTask = (code: string) => apiCall(`/tasks/${code}`, { method: 'DELETE' });

export const deleteTasks = (codes: string[]) =>
  apiCall('/tasks/group/delete', { method: 'DELETE', body: { codes } });
