import {
  AlertDetailSchema,
  AlertListSchema,
  AlertSchema,
  type AlertQuery,
  type ChangeAlertStatus,
  type CreateAlert,
  type UpdateAlert,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session';

export const alertKeys = {
  all: ['alerts'] as const,
  list: (query: Partial<AlertQuery>) => [...alertKeys.all, 'list', query] as const,
  detail: (code: string) => [...alertKeys.all, 'detail', code] as const,
};

/** GET /int/alerts: the query goes in the query string. */
export const alertListQuery = (query: Partial<AlertQuery>) =>
  queryOptions({
    queryKey: alertKeys.list(query),
    queryFn: async () =>
      AlertListSchema.parse(
        await apiCall('/alerts', { query: query as Record<string, string | number | boolean> }),
      ),
    placeholderData: (previous) => previous,
  });

export const alertQuery = (code: string) =>
  queryOptions({
    queryKey: alertKeys.detail(code),
    queryFn: async () => AlertDetailSchema.parse(await apiCall(`/alerts/${code}`)),
  });

/**
 * What a change of alerts makes stale: the alerts, and the signed-in user, who carries the
 * drawer's count of new alerts, which would otherwise lag until its next poll.
 */
export const ALERT_QUERIES = [alertKeys.all, currentUserQuery.queryKey] as const;

export const createAlert = async (input: CreateAlert) =>
  AlertSchema.parse(await apiCall('/alerts', { method: 'POST', body: input }));

export const updateAlert = async (input: UpdateAlert) =>
  AlertSchema.parse(await apiCall('/alerts', { method: 'PATCH', body: input }));

export const changeAlertStatus = async (code: string, change: ChangeAlertStatus) =>
  AlertDetailSchema.parse(
    await apiCall(`/alerts/${code}/status`, { method: 'POST', body: change }),
  );

export const changeAlertsStatus = (codes: string[], change: ChangeAlertStatus) =>
  apiCall('/alerts/group-status-update', { method: 'POST', body: { codes, ...change } });

export const deleteAlert = (code: string) => apiCall(`/alerts/${code}`, { method: 'DELETE' });

export const deleteAlerts = (codes: string[]) =>
  apiCall('/alerts/group/delete', { method: 'DELETE', body: { codes } });
