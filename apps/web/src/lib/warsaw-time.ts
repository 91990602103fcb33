/**
 * Dates as texts without React: api-client (in the entry chunk, before the login page) words
 * its errors with them. Importing react-i18next from there would tie the entry to the `frame`
 * chunk (vite.config.ts), which imports react-dom back from the entry: the frame would run
 * first, with react-dom not yet defined, and no page would render.
 */

/** The Intl locale of the user's language (Polish: day.month.year). */
export const localeOf = (language: string | undefined) => (language === 'pl' ? 'pl-PL' : 'en-GB');

/**
 * A moment in `language`, on Warsaw's clock whatever the browser's zone: the time a deadline of
 * Polish law (GIIF's art. 86 hold) ends. Not a hook, for texts made outside components.
 */
export function formatWarsawDateTime(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(iso));
}
