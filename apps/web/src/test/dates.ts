import { fireEvent, screen, within } from '@testing-library/react';

type Options = { within?: HTMLElement; language?: 'en' | 'pl' };

/** A date (YYYY-MM-DD) as the date pickers show it: dd/MM/yyyy in English, dd.MM.yyyy in Polish. */
export function shownDate(date: string, language: 'en' | 'pl' = 'en') {
  const [year, month, day] = date.split('-');
  return language === 'pl' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/** The hidden input of the date picker labelled `label`, which holds the date as shown. */
export function dateInput(label: string | RegExp, options: Options = {}) {
  const scope = options.within ? within(options.within) : screen;
  const input = scope
    .getAllByLabelText(label)
    .find((element): element is HTMLInputElement => element instanceof HTMLInputElement);
  if (!input) throw new Error(`No date picker labelled ${String(label)}`);
  return input;
}

/**
 * Types a date (YYYY-MM-DD, '' to clear it) into the date picker labelled `label`, as the
 * user's language writes it: the picker's hidden input takes the whole text at once, as when
 * a date is pasted.
 */
export function typeDate(label: string | RegExp, date: string, options: Options = {}) {
  fireEvent.change(dateInput(label, options), {
    target: { value: date ? shownDate(date, options.language) : '' },
  });
}
