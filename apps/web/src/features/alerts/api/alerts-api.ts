import {
  AlertDetailSchema,
  AlertListSchema,
  AlertSchema,
  type AlertQuery,
  type ChangeAlertStatus,
  type CreateAlert,
  type UpdateAlert,
} from '@aml/shared';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { recordEndpoints } from '../../../lib/record-endpoints';
import { currentUserQuery } from '../../../lib/session';

const alerts = recordEndpoints<
  z.infer<typeof AlertDetailSchema>,
  z.infer<typeof AlertListSchema>,
  AlertQuery
>({ path: '/alerts', key: 'alerts', item: AlertDetailSchema, list: AlertListSchema });

export const alertKeys = alerts.keys;
export const alertListQuery = alerts.listQuery;
export const alertQuery = alerts.query;
export const deleteAlert = alerts.remove;
export const deleteAlerts = alerts.removeMany;
// Creating and changing answer the alert without its details.
export const createAlert = async (input: CreateAlert) =>
  AlertSchema.parse(await apiCall('/alerts', { method: 'POST', body: input }));
export const updateAlert = async (input: UpdateAlert) =>
  AlertSchema.parse(await apiCall('/alerts', { method: 'PATCH', body: input }));

/**
 * What a change of alerts makes stale: the alerts, and the signed-in user, who carries the
 * drawer's count of new alerts, which would otherwise lag until its next poll.
 */
export const ALERT_QUERIES = [alertKeys.all, currentUserQuery.queryKey] as const;

export const changeAlertStatus = async (code: string, change: ChangeAlertStatus) =>
  AlertDetailSchema.parse(
    await apiCall(`/alerts/${code}/status`, { method: 'POST', body: change }),
  );

export const changeAlertsStatus = (codes: string[], change: ChangeAlertStatus) =>
  apiCall('/alerts/group-status-update', { method: 'POST', body: { codes, ...change } });
