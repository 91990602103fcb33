/**
 * Days and calendar quarters as Polish institutions count them: in Warsaw time, whatever the
 * server's time zone. Reports compare the current quarter with the previous one; a
 * transaction's EUR value uses the NBP table of its day.
 */
const ZONE = 'Europe/Warsaw';

const zoneParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR = 3_600_000;
/** Offsets of whole UTC hours already worked out (the same hour is asked about again and again). */
const hourOffsets = new Map<number, number>();

/**
 * How far Warsaw's wall clock is ahead of UTC at `instant`, in milliseconds. Asking Intl costs
 * about as much as assessing a transaction's rule, and the offset changes only at a clock
 * change, so an hour whose first and last millisecond agree is answered from memory.
 */
function zoneOffset(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    offset = intlZoneOffset(hour * HOUR);
    if (intlZoneOffset(hour * HOUR + HOUR - 1) !== offset) return intlZoneOffset(instant);
    if (hourOffsets.size >= 10_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

function intlZoneOffset(instant: number): number {
  const parts = Object.fromEntries(
    zoneParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const wallClock = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wallClock - (instant - (instant % 1000));
}

/** The instant Warsaw's wall clock shows midnight of the UTC calendar day `utcMidnight`. */
function warsawMidnight(utcMidnight: number): Date {
  return new Date(utcMidnight - zoneOffset(utcMidnight - zoneOffset(utcMidnight)));
}

/** The instant of midnight on the first day of `month` (0-based, may overflow) in Warsaw. */
const warsawMonthStart = (year: number, month: number) => warsawMidnight(Date.UTC(year, month, 1));

export type Quarter = { label: string; from: Date; to: Date };

/** The quarter `now` falls in, moved by `offset` quarters (-1 is the previous one). */
export function quarterOf(now: Date, offset = 0): Quarter {
  const local = new Date(now.getTime() + zoneOffset(now.getTime()));
  const index = local.getUTCFullYear() * 4 + Math.floor(local.getUTCMonth() / 3) + offset;
  const year = Math.floor(index / 4);
  const quarter = index - year * 4;
  return {
    label: `${year}-Q${quarter + 1}`,
    from: warsawMonthStart(year, quarter * 3),
    to: warsawMonthStart(year, quarter * 3 + 3),
  };
}

/** The day (YYYY-MM-DD) it is in Warsaw at `instant`. */
export function warsawDay(instant: Date): string {
  return new Date(instant.getTime() + zoneOffset(instant.getTime())).toISOString().slice(0, 10);
}

/** The instant Warsaw's day `day` (YYYY-MM-DD) begins. */
export function warsawDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return warsawMidnight(Date.UTC(year, month - 1, date));
}

/** Answers of `addDays` already worked out: the rules ask for the same few windows again and again. */
const shiftedDays = new Map<string, string>();

/** YYYY-MM-DD plus `days` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const key = `${day}${days}`;
  let shifted = shiftedDays.get(key);
  if (shifted === undefined) {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    shifted = date.toISOString().slice(0, 10);
    if (shiftedDays.size >= 10_000) shiftedDays.clear();
    shiftedDays.set(key, shifted);
  }
  return shifted;
}

/**
 * YYYY-MM-DD plus `months` calendar months (negative goes back). A day the target month lacks
 * becomes its last day: 31 January plus one month is 28 or 29 February, as a person counts.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(date, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/** The last day (YYYY-MM-DD) of the month of `day`. */
export const lastDayOfMonth = (day: string) => addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);

/** Whole days from one day (YYYY-MM-DD) to another: negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
