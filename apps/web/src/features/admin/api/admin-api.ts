import {
  ExchangeRateListSchema,
  FetchRatesResultSchema,
  LogSwitchStateSchema,
  OutboxListSchema,
  type ManualRates,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall, uploadFile } from '../../../lib/api-client';

export const adminKeys = {
  logSwitch: ['admin', 'logswitch'] as const,
  outbox: ['admin', 'outbox'] as const,
  exchangeRates: ['exchange-rates'] as const,
  exchangeRateList: (currency: string) => ['exchange-rates', 'list', currency] as const,
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

export type FetchRatesResult = z.infer<typeof FetchRatesResultSchema>;

/** GET /int/exchange-rates: the newest rates (of one currency when given) and coverage. */
export const exchangeRatesQuery = (currency: string) =>
  queryOptions({
    queryKey: adminKeys.exchangeRateList(currency),
    queryFn: async ({ signal }) =>
      ExchangeRateListSchema.parse(
        await apiCall('/exchange-rates', { query: { currency: currency || undefined }, signal }),
      ),
  });

export const enterRates = async (rates: ManualRates['rates']) =>
  FetchRatesResultSchema.parse(
    await apiCall('/exchange-rates', { method: 'POST', body: { rates } }),
  );

export const importRatesCsv = async (file: File) =>
  FetchRatesResultSchema.parse(await uploadFile('/exchange-rates/import', file));

export const fetchNbpRates = async (range: { from: string; to: string }) =>
  FetchRatesResultSchema.parse(
    await apiCall('/exchange-rates/fetch', { method: 'POST', body: range }),
  );
