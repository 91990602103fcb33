/*
 * Calendar periods counted as the Civil Code counts them (art. 112 KC): a period of months or
 * years ends on the day with the same number, or on the last day of the month when that month
 * has no such day (someone born on 29 February turns 18 on 28 February).
 */

/** YYYY-MM-DD plus `months` calendar months. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Full years from `from` to `to` (both YYYY-MM-DD): a person's age on `to`. */
export function completedYears(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return addMonths(from, years * 12) <= to ? years : years - 1;
}

/** Whether at least `months` full months have passed from `from` to `to`. */
export function hasLastedMonths(from: string, to: string, months: number): boolean {
  return addMonths(from, months) <= to;
}
