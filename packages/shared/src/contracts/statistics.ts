import { z } from 'zod';
import { RISK_LEVELS } from '../enums.js';
import { PARTY_STATUSES } from './parties.js';

const countsOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.record(z.enum(values), z.number().int());

/** GET /int/teams/statistics: the team's customers by risk and by status (dashboard charts). */
export const TeamStatisticsSchema = z.object({
  parties: z.object({
    total: z.number().int(),
    by_risk: countsOf(RISK_LEVELS),
    by_status: countsOf(PARTY_STATUSES),
    /** Parties assessed at least once: those whose risk is no longer pending. */
    assessed: z.number().int(),
  }),
  /** Customer due diligence: renewals due this month (Warsaw), overdue ones, and open ones. */
  cdd: z.object({
    due_this_month: z.number().int(),
    overdue: z.number().int(),
    in_progress: z.number().int(),
  }),
});
export type TeamStatistics = z.infer<typeof TeamStatisticsSchema>;

const QuarterSchema = z.object({
  /** E.g. "2026-Q4"; the quarter runs from `from` (inclusive) to `to` (exclusive), Polish time. */
  label: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  count: z.number().int(),
});

/** GET /int/teams/parties: parties added this quarter against the previous one. */
export const QuarterlyPartiesSchema = z.object({
  current: QuarterSchema,
  previous: QuarterSchema,
  difference: z.number().int(),
  /** The change in per cent of the previous quarter; null when the previous quarter had none. */
  percentage: z.number().nullable(),
});
export type QuarterlyParties = z.infer<typeof QuarterlyPartiesSchema>;
