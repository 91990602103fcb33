import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from './app-error.js';

/**
 * CSV files as Polish offices have them: UTF-8 (with or without the BOM Excel writes) or
 * Windows-1250 (Excel's "CSV" on a Polish Windows), comma- or semicolon-separated.
 */
export type CsvEncoding = 'utf-8' | 'windows-1250';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const windows1250 = new TextDecoder('windows-1250');

/** Control characters no text file has (tab, CR and LF are allowed); C1 controls included. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const badEncoding = () =>
  new AppError(
    400,
    'import_bad_encoding',
    'The file is not text in UTF-8 or Windows-1250 (save it as CSV)',
  );

/** Bytes to text: valid UTF-8 is UTF-8 (its BOM dropped), anything else is Windows-1250. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  // UTF-16 (Excel's "Unicode text") and binary files: not a CSV this import reads.
  const utf16Bom =
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (utf16Bom || bytes.includes(0)) throw badEncoding();
  let text: string;
  let encoding: CsvEncoding;
  try {
    // The decoder drops a leading BOM itself (ignoreBOM: false).
    text = utf8.decode(bytes);
    encoding = 'utf-8';
  } catch {
    text = windows1250.decode(bytes);
    encoding = 'windows-1250';
  }
  if (CONTROL_CHARACTERS.test(text)) throw badEncoding();
  if (text.trim() === '') {
    throw new AppError(400, 'import_empty_file', 'The file is empty');
  }
  return { text, encoding };
}

/**
 * The separator of the header line: the most frequent of semicolon, comma and tab. With
 * `lines` above 1, the header is looked for among that many first lines (a file with title
 * lines above its table): the separator that one of them holds most often wins.
 */
export function detectSeparator(text: string, lines = 1): ';' | ',' | '\t' {
  const head = text.split(/\r?\n/, lines);
  const count = (separator: string) =>
    Math.max(...head.map((line) => line.split(separator).length - 1));
  const candidates = [',', ';', '\t'] as const;
  return candidates.reduce((best, candidate) =>
    count(candidate) > count(best) ? candidate : best,
  );
}

export type ParsedCsv = {
  /** Header cells, trimmed. */
  header: string[];
  /** Data records, the header excluded, empty lines skipped. */
  records: string[][];
  /** The line of the file each record ends on (from 1), the header's first. */
  lines: number[];
  separator: string;
  encoding: CsvEncoding;
};

/**
 * Decodes and parses a CSV file; a record may have a different number of cells than the header.
 * `separatorLines`: how many first lines the separator is looked for in (see detectSeparator).
 */
export function parseCsvFile(
  bytes: Uint8Array,
  { separatorLines = 1 }: { separatorLines?: number } = {},
): ParsedCsv {
  const { text, encoding } = decodeCsvBytes(bytes);
  const separator = detectSeparator(text, separatorLines);
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    rows = parse(text, {
      delimiter: separator,
      columns: false,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      // With `info`, each record comes with where it is: typed by csv-parse as records alone.
    }) as unknown as typeof rows;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new AppError(
        400,
        'import_malformed_csv',
        `The file is not valid CSV: ${error.message}`,
      );
    }
    throw error;
  }
  const [header, ...records] = rows.map((row) => row.record);
  if (!header || header.every((cell) => cell === '')) {
    throw new AppError(400, 'import_empty_file', 'The file has no header row');
  }
  return { header, records, lines: rows.map((row) => row.info.lines), separator, encoding };
}
