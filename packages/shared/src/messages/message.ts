import type { Language } from '../constants.js';

/**
 * A text the application writes about a record (an alert's title, a task's description) kept
 * as the name of its wording and the facts it names, and written in the reader's language
 * when read: never frozen in the language of whoever raised it (docs/alerts.md, "Titles and
 * explanations"). Arguments are JSON, as stored.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type MessageArgs = Record<string, Json>;
export type Message = { key: string; args: MessageArgs };

/** A text given in both languages of the product (a rule's name, a stored explanation). */
export type Bilingual = { en: string; pl: string };

/** The forms of a counted word, by the plural category of the language (Intl.PluralRules). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** What a wording is given to write itself in one language. */
export type Writer = {
  language: Language;
  /** A text stored in both languages, in this one. */
  pick: (text: Bilingual) => string;
  /** "a, b and c" / "a, b i c". */
  list: (items: string[]) => string;
  /** A day (YYYY-MM-DD) as people of the language write it: "9 Mar 2026", "9 mar 2026". */
  day: (iso: string) => string;
  /** A number with the language's separators. */
  number: (value: number, fractionDigits?: number) => string;
  /** The form of `forms` the count calls for, `#` replaced by the count. */
  plural: (count: number, forms: PluralForms) => string;
};

/** A wording in each language, written from its arguments alone. */
export type Wording<A extends MessageArgs> = Record<Language, (args: A, write: Writer) => string>;

/** Declares a wording with its arguments' type (the catalogues' one way to define one). */
export const wording = <A extends MessageArgs>(texts: Wording<A>): Wording<A> => texts;

const LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

const writers = new Map<Language, Writer>();

/** The writer of a language (made once: Intl formatters are costly to build). */
export function writerOf(language: Language): Writer {
  const known = writers.get(language);
  if (known) return known;
  const locale = LOCALES[language];
  const lists = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const rules = new Intl.PluralRules(locale);
  const numbers = new Map<number | undefined, Intl.NumberFormat>();
  const numberFormat = (fractionDigits?: number) => {
    let format = numbers.get(fractionDigits);
    if (!format) {
      format = new Intl.NumberFormat(
        locale,
        fractionDigits === undefined
          ? {}
          : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
      );
      numbers.set(fractionDigits, format);
    }
    return format;
  };
  const writer: Writer = {
    language,
    pick: (text) => text[language],
    list: (items) => lists.format(items),
    day: (iso) => days.format(new Date(`${iso}T00:00:00Z`)),
    number: (value, fractionDigits) => numberFormat(fractionDigits).format(value),
    plural: (count, forms) =>
      (forms[rules.select(count)] ?? forms.other).replaceAll('#', numberFormat().format(count)),
  };
  writers.set(language, writer);
  return writer;
}
