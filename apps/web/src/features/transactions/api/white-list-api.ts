import { TransactionWhiteListSchema } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { transactionKeys } from './transactions-api';

export const whiteListKey = (code: string) => [...transactionKeys.all, 'white-list', code] as const;

/** GET /int/transactions/{code}/white-list: the company accounts it pays and their checks. */
export const whiteListQuery = (code: string) =>
  queryOptions({
    queryKey: whiteListKey(code),
    queryFn: async () =>
      TransactionWhiteListSchema.parse(await apiCall(`/transactions/${code}/white-list`)),
  });

/** POST /int/transactions/{code}/white-list: asks the White List about each account now. */
export const checkWhiteList = async (code: string) =>
  TransactionWhiteListSchema.parse(
    await apiCall(`/transactions/${code}/white-list`, { method: 'POST' }),
  );
