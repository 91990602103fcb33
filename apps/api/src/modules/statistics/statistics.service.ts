import {
  PARTY_STATUSES,
  RISK_LEVELS,
  type QuarterlyParties,
  type QuarterlyTransactions,
  type TeamStatistics,
} from '@aml/shared';
import Big from 'big.js';
import type { AppDeps } from '../../app-deps.js';
import { cddFigures } from '../cdd/cdd.service.js';
import { quarterOf, type Quarter } from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  countPartiesBy,
  countPartiesCreated,
  countTransactionsByRisk,
  sumTransactionsBooked,
} from './statistics.repository.js';
import { scopeOf } from '../../policies/record.policy.js';

/** Every value of `values` with its count, zero where no row has it. */
function tally<T extends string>(values: readonly T[], rows: Array<{ value: string; n: number }>) {
  const counts = Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;
  for (const row of rows) if (row.value in counts) counts[row.value as T] = row.n;
  return counts;
}

export async function teamStatistics(deps: AppDeps, auth: TeamContext): Promise<TeamStatistics> {
  const scope = scopeOf(auth);
  const [byRisk, byStatus, cdd] = await Promise.all([
    countPartiesBy(deps.db, scope, 'risk_level'),
    countPartiesBy(deps.db, scope, 'status'),
    cddFigures(deps, auth),
  ]);
  const risk = tally(RISK_LEVELS, byRisk);
  const total = byStatus.reduce((sum, row) => sum + row.n, 0);
  return {
    parties: {
      total,
      by_risk: risk,
      by_status: tally(PARTY_STATUSES, byStatus),
      assessed: total - risk.pending,
    },
    cdd,
  };
}

export async function quarterlyParties(
  deps: AppDeps,
  auth: TeamContext,
): Promise<QuarterlyParties> {
  const scope = scopeOf(auth);
  const now = deps.clock.now();
  const count = async (quarter: Quarter) => ({
    ...quarterRange(quarter),
    count: await countPartiesCreated(deps.db, scope, quarter.from, quarter.to),
  });
  const [current, previous] = await Promise.all([count(quarterOf(now)), count(quarterOf(now, -1))]);
  const difference = current.count - previous.count;
  return {
    current,
    previous,
    difference,
    percentage: percentChange(current.count, previous.count),
  };
}

/** The change from `previous` to `current` in per cent, one decimal; null from nothing. */
function percentChange(current: Big.BigSource, previous: Big.BigSource): number | null {
  if (new Big(previous).eq(0)) return null;
  return Number(new Big(current).minus(previous).div(previous).times(100).round(1).toString());
}

const quarterRange = (quarter: Quarter) => ({
  label: quarter.label,
  from: quarter.from.toISOString(),
  to: quarter.to.toISOString(),
});

export async function quarterlyTransactions(
  deps: AppDeps,
  auth: TeamContext,
): Promise<QuarterlyTransactions> {
  const scope = scopeOf(auth);
  const now = deps.clock.now();
  const figures = async (quarter: Quarter) => ({
    ...quarterRange(quarter),
    ...(await sumTransactionsBooked(deps.db, scope, quarter.from, quarter.to)),
  });
  const quarter = quarterOf(now);
  const [current, previous, byRisk] = await Promise.all([
    figures(quarter),
    figures(quarterOf(now, -1)),
    countTransactionsByRisk(deps.db, scope, quarter.from, quarter.to),
  ]);
  return {
    current,
    previous,
    count_difference: current.count - previous.count,
    count_percentage: percentChange(current.count, previous.count),
    amount_difference: new Big(current.amount_eur).minus(previous.amount_eur).toFixed(2),
    amount_percentage: percentChange(current.amount_eur, previous.amount_eur),
    by_risk: tally(RISK_LEVELS, byRisk),
  };
}
