import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teamUsage } from '../../db/schema.js';
import { warsawDay } from '../../lib/warsaw-time.js';

/** The usage counters of spec section 3 that are counted so far. */
export type UsageMetric = 'sanction_searches';

const monthOf = (now: Date) => warsawDay(now).slice(0, 7);

/** Adds one to the team's counter of the month (Warsaw time); safe under concurrent requests. */
export async function countUsage(db: Db, teamId: number, metric: UsageMetric, now: Date) {
  await db
    .insert(teamUsage)
    .values({ team_id: teamId, metric, period: monthOf(now), count: 1 })
    .onConflictDoUpdate({
      target: [teamUsage.team_id, teamUsage.metric, teamUsage.period],
      set: { count: sql`${teamUsage.count} + 1` },
    });
}

export async function usageThisMonth(db: Db, teamId: number, metric: UsageMetric, now: Date) {
  const [row] = await db
    .select({ count: teamUsage.count })
    .from(teamUsage)
    .where(
      and(
        eq(teamUsage.team_id, teamId),
        eq(teamUsage.metric, metric),
        eq(teamUsage.period, monthOf(now)),
      ),
    );
  return row?.count ?? 0;
}
