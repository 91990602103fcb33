import type { DateRange } from '../../../../engines/sanctions-matching/index.js';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const isPlausibleYear = (year: number) => year >= 1800 && year <= 2200;

/** A point in time known to a year, a month or a day, as the bounds of the range it stands for. */
type Partial = { year: number; month?: number; day?: number };

function startOf(p: Partial): string {
  return `${pad(p.year, 4)}-${pad(p.month ?? 1)}-${pad(p.day ?? 1)}`;
}

function endOf(p: Partial): string {
  const month = p.month ?? 12;
  return `${pad(p.year, 4)}-${pad(month)}-${pad(p.day ?? daysInMonth(p.year, month))}`;
}

function isValid(p: Partial): boolean {
  if (!isPlausibleYear(p.year)) return false;
  if (p.month === undefined) return p.day === undefined;
  if (p.month < 1 || p.month > 12) return false;
  return p.day === undefined || (p.day >= 1 && p.day <= daysInMonth(p.year, p.month));
}

/** Range from explicit components; null when they do not form a real date. */
export function rangeFromParts(from: Partial, to: Partial | null, text: string): DateRange | null {
  if (!isValid(from) || (to && !isValid(to))) return null;
  const range = { from: startOf(from), to: endOf(to ?? from), text };
  return range.from <= range.to ? range : null;
}

const monthNumber = (name: string) => MONTHS[name.slice(0, 3).toLowerCase()];

/** One date in any of the spellings the lists use; placeholders like "dd/mm/1945" count as unknown parts. */
function parsePoint(raw: string): Partial | null {
  const s = raw.trim().replace(/\.$/, '');
  let m: RegExpMatchArray | null;
  if ((m = s.match(/^(\d{4})$/))) return { year: +m[1]! };
  if ((m = s.match(/^(\d{4})-(\d{2})-(\d{2})$/)))
    return { year: +m[1]!, month: +m[2]!, day: +m[3]! };
  if ((m = s.match(/^(\d{4})-(\d{2})$/))) return { year: +m[1]!, month: +m[2]! };
  if ((m = s.match(/^(\d{1,2}) ([A-Za-z]{3,9}) (\d{4})$/)) && monthNumber(m[2]!))
    return { year: +m[3]!, month: monthNumber(m[2]!), day: +m[1]! };
  if ((m = s.match(/^([A-Za-z]{3,9}) (\d{4})$/)) && monthNumber(m[1]!))
    return { year: +m[2]!, month: monthNumber(m[1]!) };
  if ((m = s.match(/^(\d{1,2}|dd)[/.](\d{1,2}|mm)[/.](\d{4})$/i))) {
    const month = /^\d+$/.test(m[2]!) ? +m[2]! : undefined;
    const day = month !== undefined && /^\d+$/.test(m[1]!) ? +m[1]! : undefined;
    return { year: +m[3]!, month, day };
  }
  return null;
}

/**
 * Free-text date of birth as a range: "1956" → 1956-01-01..1956-12-31, "circa 1956" likewise,
 * "Mar 1970" → the month, "1960 to 1962" / "circa 1970-1972" → both years, "12/05/1958" (UK, EU
 * day-first) → the day. Null when the text is not a date these lists write.
 */
export function parseDateText(text: string): DateRange | null {
  const original = text.trim();
  const s = original.replace(/^(circa|approximately|about|ca\.?)\s+/i, '');
  const between = s.match(/^(.+?)\s*(?:\bto\b|–|\s-\s|(?<=^\d{4})-(?=\d{4}$))\s*(.+)$/i);
  const from = parsePoint(between ? between[1]! : s);
  const to = between ? parsePoint(between[2]!) : null;
  if (!from || (between && !to)) return null;
  return rangeFromParts(from, to, original);
}

/** An ISO date "YYYY-MM-DD" (or the date part of a timestamp), validated; null otherwise. */
export function isoDate(text: string | null | undefined): string | null {
  const m = text?.trim().match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!m) return null;
  return rangeFromParts({ year: +m[1]!, month: +m[2]!, day: +m[3]! }, null, '')?.from ?? null;
}

/** A month-first "mm/dd/yyyy" (OFAC's Publish_Date) as ISO; null unless it is a valid date. */
export function monthFirstDate(text: string | null | undefined): string | null {
  const m = text?.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (!m) return null;
  return rangeFromParts({ year: +m[3]!, month: +m[1]!, day: +m[2]! }, null, '')?.from ?? null;
}

/** A day-first "dd/mm/yyyy" (UK) as ISO; null unless it is a complete, valid date. */
export function dayFirstDate(text: string | null | undefined): string | null {
  const m = text?.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (!m) return null;
  return rangeFromParts({ year: +m[3]!, month: +m[2]!, day: +m[1]! }, null, '')?.from ?? null;
}
