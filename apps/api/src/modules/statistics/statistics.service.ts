import {
  PARTY_STATUSES,
  RISK_LEVELS,
  type QuarterlyParties,
  type TeamStatistics,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { quarterOf, type Quarter } from '../../lib/quarters.js';
import { scopeOf } from '../parties/parties.service.js';
import type { AuthContext } from '../sessions/auth-context.js';
import { countPartiesBy, countPartiesCreated } from './statistics.repository.js';

/** Every value of `values` with its count, zero where no row has it. */
function tally<T extends string>(values: readonly T[], rows: Array<{ value: string; n: number }>) {
  const counts = Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;
  for (const row of rows) if (row.value in counts) counts[row.value as T] = row.n;
  return counts;
}

export async function teamStatistics(deps: AppDeps, auth: AuthContext): Promise<TeamStatistics> {
  const scope = scopeOf(auth);
  const [byRisk, byStatus] = await Promise.all([
    countPartiesBy(deps.db, scope, 'risk_level'),
    countPartiesBy(deps.db, scope, 'status'),
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
  };
}

export async function quarterlyParties(
  deps: AppDeps,
  auth: AuthContext,
): Promise<QuarterlyParties> {
  const scope = scopeOf(auth);
  const now = deps.clock.now();
  const count = async (quarter: Quarter) => ({
    label: quarter.label,
    from: quarter.from.toISOString(),
    to: quarter.to.toISOString(),
    count: await countPartiesCreated(deps.db, scope, quarter.from, quarter.to),
  });
  const [current, previous] = await Promise.all([count(quarterOf(now)), count(quarterOf(now, -1))]);
  const difference = current.count - previous.count;
  return {
    current,
    previous,
    difference,
    percentage: previous.count === 0 ? null : Math.round((difference / previous.count) * 1000) / 10,
  };
}
