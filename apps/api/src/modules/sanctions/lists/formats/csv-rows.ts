import { CsvError, parse } from 'csv-parse/sync';
import { ListFormatError } from './parse-result.js';

/** DOS end-of-file (SUB, 0x1A) that OFAC still appends. */
const END_OF_FILE_MARK = new RegExp(`${String.fromCharCode(0x1a)}\\s*$`);

export type CsvRow = { fields: string[]; line: number };

/** `columns: null` takes the count from the first row (a header). */
type CsvOptions = { columns: number | null; delimiter?: string };

/**
 * Parses CSV text and checks every row has the expected column count, so a file with a shifted
 * layout fails loudly instead of putting names into the program column. OFAC ends its files with
 * a 0x1A (SUB) byte, which is dropped here.
 */
export function parseCsvRows(text: string, file: string, options: CsvOptions): CsvRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text.replace(END_OF_FILE_MARK, ''), {
      delimiter: options.delimiter ?? ',',
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) throw new ListFormatError(file, null, error.message);
    throw error;
  }
  const expected = options.columns ?? records[0]?.record.length ?? 0;
  return records.map(({ record, info }) => {
    if (record.length !== expected) {
      throw new ListFormatError(
        file,
        `line ${info.lines}`,
        `expected ${expected} columns, found ${record.length}`,
      );
    }
    return { fields: record, line: info.lines };
  });
}
