import { TransactionRiskSchema, type SetTransactionRisk } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { transactionKeys } from './transactions-api';

/**
 * Under the transaction's keys: every change to the transaction (which re-assesses it in the
 * same request) refreshes its risk too.
 */
export const transactionRiskKey = (code: string) => [...transactionKeys.all, 'risk', code] as const;

/** GET /int/transactions/{code}/risk: the level and its current assessment, rule by rule. */
export const transactionRiskQuery = (code: string) =>
  queryOptions({
    queryKey: transactionRiskKey(code),
    queryFn: async () => TransactionRiskSchema.parse(await apiCall(`/transactions/${code}/risk`)),
  });

/** POST /int/transactions/{code}/set-risk: a team administrator's decision, with its reason. */
export const setTransactionRisk = async (code: string, input: SetTransactionRisk) =>
  TransactionRiskSchema.parse(
    await apiCall(`/transactions/${code}/set-risk`, { method: 'POST', body: input }),
  );
