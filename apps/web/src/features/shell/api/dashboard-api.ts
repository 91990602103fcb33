import {
  QuarterlyPartiesSchema,
  QuarterlyTransactionsSchema,
  TeamStatisticsSchema,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const statisticsQuery = () =>
  queryOptions({
    queryKey: ['parties', 'statistics'] as const,
    queryFn: async () => TeamStatisticsSchema.parse(await apiCall('/teams/statistics')),
  });

export const quarterlyPartiesQuery = () =>
  queryOptions({
    queryKey: ['parties', 'quarterly'] as const,
    queryFn: async () => QuarterlyPartiesSchema.parse(await apiCall('/teams/parties')),
  });

/** GET /int/teams/transactions: this quarter's transactions against the previous quarter's. */
export const quarterlyTransactionsQuery = () =>
  queryOptions({
    queryKey: ['transactions', 'quarterly'] as const,
    queryFn: async () => QuarterlyTransactionsSchema.parse(await apiCall('/teams/transactions')),
  });
