import {
  HistoryEventListSchema,
  HistoryEventSchema,
  TransactionListSchema,
  type CreateHistoryEvent,
  type HistoryEventQuery,
  type UpdateHistoryEvent,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { transactionKeys } from '../../transactions/api/transactions-api';

export const historyEventKeys = {
  all: ['history-events'] as const,
  list: (query: Partial<HistoryEventQuery>) => [...historyEventKeys.all, 'list', query] as const,
  detail: (code: string) => [...historyEventKeys.all, 'detail', code] as const,
};

/** GET /int/history-events: the query goes in the query string. */
export const historyEventListQuery = (query: Partial<HistoryEventQuery>) =>
  queryOptions({
    queryKey: historyEventKeys.list(query),
    queryFn: async () =>
      HistoryEventListSchema.parse(
        await apiCall('/history-events', { query: query as Record<string, string | number> }),
      ),
    placeholderData: (previous) => previous,
  });

export const historyEventQuery = (code: string) =>
  queryOptions({
    queryKey: historyEventKeys.detail(code),
    queryFn: async () => HistoryEventSchema.parse(await apiCall(`/history-events/${code}`)),
  });

/** POST /int/transactions/search by text: the transactions offered when picking one. */
export const transactionPickerQuery = (text: string) =>
  queryOptions({
    queryKey: [...transactionKeys.all, 'picker', text] as const,
    queryFn: async ({ signal }) =>
      TransactionListSchema.parse(
        await apiCall('/transactions/search', {
          method: 'POST',
          body: { ...(text ? { text } : {}), page: 0, page_size: 20 },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });

export const createHistoryEvent = async (input: CreateHistoryEvent) =>
  HistoryEventSchema.parse(await apiCall('/history-events', { method: 'POST', body: input }));

export const updateHistoryEvent = async (input: UpdateHistoryEvent) =>
  HistoryEventSchema.parse(await apiCall('/history-events', { method: 'PATCH', body: input }));

export const deleteHistoryEvent = (code: string) =>
  apiCall(`/history-events/${code}`, { method: 'DELETE' });

export const deleteHistoryEvents = (codes: string[]) =>
  apiCall('/history-events/group/delete', { method: 'DELETE', body: { codes } });
