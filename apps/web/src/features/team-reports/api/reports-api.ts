import { ReportsListSchema, type ReportKind } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type ReportsQuery = { kind?: ReportKind; page: number; page_size: number };

export const reportsKeys = {
  all: ['reports'] as const,
  list: (query: ReportsQuery) => ['reports', 'list', query] as const,
};

/** GET /int/reports/list: every report the team produced, newest first, paged. */
export const reportsQuery = (query: ReportsQuery) =>
  queryOptions({
    queryKey: reportsKeys.list(query),
    queryFn: async () => ReportsListSchema.parse(await apiCall('/reports/list', { query })),
    placeholderData: (previous) => previous,
  });
