import { GIIF_ART74_BUSINESS_DAYS, GIIF_HOLD_HOURS, GIIF_MAX_HOLD_HOURS } from '@aml/shared';
import { isPolishPublicHoliday } from '../../engines/risk-rules/giif-deadline.js';
import { addDays, warsawDay, warsawDayStart } from '../../lib/warsaw-time.js';

/*
 * The clocks of the notifications (shared/domain/poland.md § 1.7). Art. 74: immediately, at
 * most two business days from the confirmation of the suspicion; a business day is neither a
 * Saturday, a Sunday nor a Polish public holiday, and the day of the confirmation itself is not
 * counted. Art. 86: no execution for 24 hours from GIIF's confirmation of receipt, and up to 96
 * hours from it when GIIF demands a hold.
 */

const HOUR_MS = 3_600_000;

/** Whether `day` (YYYY-MM-DD) is a business day in Poland. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPolishPublicHoliday(day);
}

/**
 * Art. 74's deadline for a suspicion confirmed at `confirmedAt`: the last business day to
 * notify (Warsaw), and the last moment of it.
 */
export function art74Deadline(confirmedAt: Date): { day: string; at: Date } {
  let day = warsawDay(confirmedAt);
  let counted = 0;
  while (counted < GIIF_ART74_BUSINESS_DAYS) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return { day, at: new Date(warsawDayStart(addDays(day, 1)).getTime() - 1) };
}

/** Art. 86: the hold every notification starts with, and the longest GIIF may demand. */
export function holdRange(receiptAt: Date): { min: Date; max: Date } {
  return {
    min: new Date(receiptAt.getTime() + GIIF_HOLD_HOURS * HOUR_MS),
    max: new Date(receiptAt.getTime() + GIIF_MAX_HOLD_HOURS * HOUR_MS),
  };
}
