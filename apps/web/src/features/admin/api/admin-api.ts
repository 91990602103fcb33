import { LogSwitchStateSchema, OutboxListSchema } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const adminKeys = {
  logSwitch: ['admin', 'logswitch'] as const,
  outbox: ['admin', 'outbox'] as const,
};

export const logSwitchQuery = () =>
  queryOptions({
    queryKey: adminKeys.logSwitch,
    queryFn: async () => LogSwitchStateSchema.parse(await apiCall('/admin/logswitch')),
  });

export const outboxQuery = () =>
  queryOptions({
    queryKey: adminKeys.outbox,
    queryFn: async () => OutboxListSchema.parse(await apiCall('/admin/outbox')),
  });

export const setVerbose = async (verbose: boolean) =>
  LogSwitchStateSchema.parse(
    await apiCall('/admin/logswitch', { method: 'POST', body: { verbose } }),
  );
