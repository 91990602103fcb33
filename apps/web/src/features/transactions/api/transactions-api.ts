import {
  ConversionSchema,
  RecordHistorySchema,
  TransactionListSchema,
  TransactionSchema,
  TransactionSummarySchema,
  type CreateTransactionInput,
  type TransactionSearch,
  type TransactionStatus,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';

export const transactionKeys = {
  all: ['transactions'] as const,
  search: (search: Partial<TransactionSearch>) =>
    [...transactionKeys.all, 'search', search] as const,
  detail: (code: string) => [...transactionKeys.all, 'detail', code] as const,
  summary: (code: string) => [...transactionKeys.all, 'summary', code] as const,
  history: (code: string) => [...transactionKeys.all, 'history', code] as const,
  conversion: (amount: string, currency: string, date: string) =>
    ['exchange-rates', 'convert', amount, currency, date] as const,
};

/** A saved transaction, whether the API answers it bare or as { transaction }. */
const TransactionResultSchema = z.union([
  TransactionSchema,
  z.object({ transaction: TransactionSchema }).transform(({ transaction }) => transaction),
]);

export const transactionSearchQuery = (search: Partial<TransactionSearch>) =>
  queryOptions({
    queryKey: transactionKeys.search(search),
    queryFn: async () =>
      TransactionListSchema.parse(
        await apiCall('/transactions/search', { method: 'POST', body: search }),
      ),
    placeholderData: (previous) => previous,
  });

export const transactionQuery = (code: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(code),
    queryFn: async () => TransactionResultSchema.parse(await apiCall(`/transactions/${code}`)),
  });

export const transactionSummaryQuery = (code: string) =>
  queryOptions({
    queryKey: transactionKeys.summary(code),
    queryFn: async () =>
      TransactionSummarySchema.parse(await apiCall(`/transactions/${code}/summary`)),
  });

export const transactionHistoryQuery = (code: string) =>
  queryOptions({
    queryKey: transactionKeys.history(code),
    queryFn: async () => RecordHistorySchema.parse(await apiCall(`/transactions/${code}/history`)),
  });

/** GET /int/exchange-rates/convert: the EUR value of an amount on a day, or nulls (pending). */
export const conversionQuery = (amount: string, currency: string, date: string) =>
  queryOptions({
    queryKey: transactionKeys.conversion(amount, currency, date),
    queryFn: async ({ signal }) =>
      ConversionSchema.parse(
        await apiCall('/exchange-rates/convert', { query: { amount, currency, date }, signal }),
      ),
    staleTime: 60_000,
  });

export const createTransaction = async (input: CreateTransactionInput, idempotencyKey?: string) =>
  TransactionResultSchema.parse(
    await apiCall('/transactions', { method: 'POST', body: input, idempotencyKey }),
  );

export const updateTransaction = async (input: Record<string, unknown> & { code: string }) =>
  TransactionResultSchema.parse(await apiCall('/transactions', { method: 'PATCH', body: input }));

export const changeTransactionStatus = (code: string, status: TransactionStatus) =>
  apiCall(`/transactions/${code}/status`, { method: 'POST', body: { status } });

export const deleteTransaction = (code: string) =>
  apiCall(`/transactions/${code}`, { method: 'DELETE' });

export const deleteTransactions = (codes: string[]) =>
  apiCall('/transactions/group/delete', { method: 'DELETE', body: { codes } });

/** POST /int/transactions/pdf: the transaction's summary as a PDF in the user's language. */
export const transactionPdf = (code: string) =>
  apiCall<Blob>('/transactions/pdf', { method: 'POST', body: { code }, responseType: 'blob' });
