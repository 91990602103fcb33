import {
  HistoryEventListSchema,
  HistoryEventSchema,
  TransactionListSchema,
  type CreateHistoryEvent,
  type HistoryEventQuery,
  type UpdateHistoryEvent,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { recordEndpoints } from '../../../lib/record-endpoints';
import { transactionKeys } from '../../transactions';

const events = recordEndpoints<
  z.infer<typeof HistoryEventSchema>,
  z.infer<typeof HistoryEventListSchema>,
  HistoryEventQuery,
  CreateHistoryEvent,
  UpdateHistoryEvent
>({
  path: '/history-events',
  key: 'history-events',
  item: HistoryEventSchema,
  list: HistoryEventListSchema,
});

export const historyEventKeys = events.keys;
export const historyEventListQuery = events.listQuery;
export const historyEventQuery = events.query;
export const createHistoryEvent = events.create;
export const updateHistoryEvent = events.update;
export const deleteHistoryEvent = events.remove;
export const deleteHistoryEvents = events.removeMany;

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
