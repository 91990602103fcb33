import { addDays } from '../../lib/warsaw-time.js';

/*
 * The day by which an above-threshold transaction is reported to GIIF. Art. 72 ust. 5 of the
 * AML act: within 7 days from the transaction. GIIF komunikat nr 15 (23.07.2019) counts it as
 * the Code of Administrative Procedure does (KPA art. 57 § 1): the day of the transaction is
 * not counted, so a transaction of 22 July is reported by 29 July. KPA art. 57 § 4: when the
 * last day is a Saturday or a public holiday, the deadline is the next day that is neither.
 */

/** Days after the transaction's day (which is not counted), art. 72 ust. 5. */
const REPORTING_DAYS = 7;

/**
 * Easter Sunday of `year` (Gregorian calendar) as YYYY-MM-DD, by the anonymous Gregorian
 * algorithm (Meeus/Jones/Butcher).
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Fixed public holidays (MM-DD) of the act on days free from work (ustawa z 18 stycznia 1951 r.). */
const FIXED_HOLIDAYS = [
  '01-01',
  '01-06',
  '05-01',
  '05-03',
  '08-15',
  '11-01',
  '11-11',
  '12-25',
  '12-26',
];

/**
 * Christmas Eve is a public holiday from 2025 on (ustawa z 6 grudnia 2024 r. amending the act,
 * in force from 1 February 2025); 24 December 2024 was a working day.
 */
const CHRISTMAS_EVE_FROM = 2025;

/** Whether `day` (YYYY-MM-DD) is a Polish public holiday (dzień ustawowo wolny od pracy). */
export function isPolishPublicHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  if (FIXED_HOLIDAYS.includes(monthDay)) return true;
  if (monthDay === '12-24' && year >= CHRISTMAS_EVE_FROM) return true;
  const easter = easterSunday(year);
  // Easter Sunday and Monday, Pentecost (Zielone Świątki, the 7th Sunday after Easter) and
  // Corpus Christi (Boże Ciało, the Thursday 60 days after Easter).
  return [0, 1, 49, 60].some((offset) => addDays(easter, offset) === day);
}

/** Saturday or Sunday. */
function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The last day (YYYY-MM-DD) to report a transaction booked on `bookedOn` (a Warsaw day) to GIIF. */
export function giifReportDeadline(bookedOn: string): string {
  let deadline = addDays(bookedOn, REPORTING_DAYS);
  while (isWeekend(deadline) || isPolishPublicHoliday(deadline)) deadline = addDays(deadline, 1);
  return deadline;
}
