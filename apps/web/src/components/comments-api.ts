import { CommentListSchema, type CommentableType } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';

/** The path of each commentable record's collection: its comments are listed under it. */
const RECORD_PATH: Record<CommentableType, string> = {
  history_event: 'history-events',
  task: 'tasks',
  alert: 'alerts',
};

export const commentKeys = {
  all: ['comments'] as const,
  of: (entityType: CommentableType, entityCode: string) =>
    [...commentKeys.all, entityType, entityCode] as const,
};

/** GET /int/{records}/{code}/comments */
export const commentsQuery = (entityType: CommentableType, entityCode: string) =>
  queryOptions({
    queryKey: commentKeys.of(entityType, entityCode),
    queryFn: async () =>
      CommentListSchema.parse(await apiCall(`/${RECORD_PATH[entityType]}/${entityCode}/comments`)),
  });

export const addComment = (entityType: CommentableType, entityCode: string, body: string) =>
  apiCall('/comments', {
    method: 'POST',
    body: { entity_type: entityType, entity_code: entityCode, body },
  });

export const updateComment = (code: string, body: string) =>
  apiCall(`/comments/${code}`, { method: 'PATCH', body: { body } });

export const deleteComment = (code: string) => apiCall(`/comments/${code}`, { method: 'DELETE' });
