import type { Db } from '../../db/client.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import { findUsage, incrementUsage } from './usage.repository.js';

/** The usage counters of spec section 3 that are counted so far. */
export type UsageMetric = 'sanction_searches' | 'registry_scans';

const monthOf = (now: Date) => warsawDay(now).slice(0, 7);

/** Adds one to the team's counter of the month (Warsaw time); safe under concurrent requests. */
export async function countUsage(db: Db, teamId: number, metric: UsageMetric, now: Date) {
  await incrementUsage(db, teamId, metric, monthOf(now));
}

export async function usageThisMonth(db: Db, teamId: number, metric: UsageMetric, now: Date) {
  return findUsage(db, teamId, metric, monthOf(now));
}
