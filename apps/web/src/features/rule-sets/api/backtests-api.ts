import {
  BacktestListSchema,
  BacktestSchema,
  type Backtest,
  type BacktestStatus,
  type CreateBacktest,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Back-tests live apart from the rule-set keys: a change of a rule does not touch them. */
export const backtestKeys = {
  all: ['backtests'] as const,
  list: (ruleSetCode: string) => [...backtestKeys.all, 'list', ruleSetCode] as const,
  detail: (code: string) => [...backtestKeys.all, 'detail', code] as const,
};

/** A back-test that may still change: waiting for a worker, or running. */
export const isActive = (status: BacktestStatus | undefined) =>
  status === 'queued' || status === 'running';

/** How often a running back-test is asked for its progress. */
export const PROGRESS_INTERVAL_MS = 1000;
/** How often the list is refreshed while one of its back-tests runs. */
const LIST_INTERVAL_MS = 5000;

/** GET /int/rule-sets/{code}/backtests: the set's back-tests, newest first, without results. */
export const backtestListQuery = (ruleSetCode: string) =>
  queryOptions({
    queryKey: backtestKeys.list(ruleSetCode),
    queryFn: async () =>
      BacktestListSchema.parse(await apiCall(`/rule-sets/${ruleSetCode}/backtests`)),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isActive(item.status)) ? LIST_INTERVAL_MS : false,
  });

/** GET /int/backtests/{code}: progress while it runs (asked every second), then results. */
export const backtestQuery = (code: string) =>
  queryOptions({
    queryKey: backtestKeys.detail(code),
    queryFn: async () => BacktestSchema.parse(await apiCall(`/backtests/${code}`)),
    refetchInterval: (query) => (isActive(query.state.data?.status) ? PROGRESS_INTERVAL_MS : false),
  });

/** POST /int/rule-sets/{code}/backtests (team administrators): answered 202, queued. */
export const startBacktest = async (
  ruleSetCode: string,
  input: CreateBacktest,
): Promise<Backtest> =>
  BacktestSchema.parse(
    await apiCall(`/rule-sets/${ruleSetCode}/backtests`, { method: 'POST', body: input }),
  );

/** POST /int/backtests/{code}/cancel (team administrators). */
export const cancelBacktest = async (code: string): Promise<Backtest> =>
  BacktestSchema.parse(await apiCall(`/backtests/${code}/cancel`, { method: 'POST' }));
