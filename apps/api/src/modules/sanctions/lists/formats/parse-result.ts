/**
 * What a list parser answers (the entries in the matcher's model, engines/sanctions-matching/
 * list-entry.ts), and how it refuses a file. Parsers are pure: no database, no network.
 */
import type { ListEntry } from '../../../../engines/sanctions-matching/index.js';

export type ParseResult = {
  entries: ListEntry[];
  warnings: string[];
  /**
   * The day the list's publisher generated or published the file (ISO YYYY-MM-DD), as the file
   * states it; null when the file does not (the OFAC CSV files, a custom list).
   */
  published_on: string | null;
};

/**
 * Thrown on input that does not follow the list's format. Parsing is all-or-nothing: a list that
 * fails here must not replace the previously imported version.
 */
export class ListFormatError extends Error {
  constructor(
    readonly file: string,
    readonly location: string | null,
    detail: string,
  ) {
    super(`${file}${location ? ` (${location})` : ''}: ${detail}`);
    this.name = 'ListFormatError';
  }
}
