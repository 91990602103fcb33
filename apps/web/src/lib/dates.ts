import { useTranslation } from 'react-i18next';
import { localeOf } from './warsaw-time';

/** Dates in the user's language (Polish: day.month.year). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  return (iso: string, withTime = false) =>
    new Intl.DateTimeFormat(
      locale,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    ).format(new Date(iso));
}

/**
 * Days (YYYY-MM-DD, such as a deadline) in the user's language. A day has no time zone: it is
 * read and written in UTC, so it never shifts to the day before or after.
 */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  return (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
}

/** Today in Warsaw (YYYY-MM-DD): the day deadlines of Polish law are counted in. */
export function warsawToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);
}
