import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teamUsage } from '../../db/schema.js';

/** Adds one to a team's counter of a period; safe under concurrent requests. */
export async function incrementUsage(db: Db, teamId: number, metric: string, period: string) {
  await db
    .insert(teamUsage)
    .values({ team_id: teamId, metric, period, count: 1 })
    .onConflictDoUpdate({
      target: [teamUsage.team_id, teamUsage.metric, teamUsage.period],
      set: { count: sql`${teamUsage.count} + 1` },
    });
}

export async function findUsage(db: Db, teamId: number, metric: string, period: string) {
  const [row] = await db
    .select({ count: teamUsage.count })
    .from(teamUsage)
    .where(
      and(
        eq(teamUsage.team_id, teamId),
        eq(teamUsage.metric, metric),
        eq(teamUsage.period, period),
      ),
    );
  return row?.count ?? 0;
}
