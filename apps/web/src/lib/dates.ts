import { useTranslation } from 'react-i18next';

/** Dates in the user's language (Polish: day.month.year). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB';
  return (iso: string, withTime = false) =>
    new Intl.DateTimeFormat(
      locale,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    ).format(new Date(iso));
}
