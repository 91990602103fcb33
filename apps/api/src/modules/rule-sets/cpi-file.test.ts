import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { readCpiFile } from './cpi-file.js';
import { CPI_2024_CSV, CPI_2025_ROWS, cpiWorkbook, type Cell } from './cpi-fixtures.js';

const codeOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'no error';
};

describe("reading Transparency International's CPI file", () => {
  it('reads the workbook: the year from the score column, ISO3 codes as alpha-2', () => {
    const table = readCpiFile('CPI2025_Results.xlsx', cpiWorkbook(CPI_2025_ROWS));
    expect(table.year).toBe(2025);
    expect(table.entries).toEqual([
      { code: 'DK', label: 'Denmark', score: 89 },
      { code: 'FI', label: 'Finland', score: 88 },
      { code: 'PL', label: 'Poland', score: 53 },
      { code: 'XK', label: 'Kosovo', score: 44 },
      { code: 'SO', label: 'Somalia', score: 9 },
    ]);
    expect(table.skipped).toEqual([
      { row: 10, iso3: 'BRN', country: 'Brunei Darussalam', reason: 'score_missing' },
      { row: 11, iso3: 'CHL', country: 'Chile', reason: 'score_invalid' },
      { row: 12, iso3: 'POL', country: 'Poland', reason: 'duplicate' },
      { row: 13, iso3: 'SCG', country: 'Serbia and Montenegro', reason: 'iso3_unknown' },
      {
        row: 14,
        iso3: null,
        country: 'Source: Transparency International',
        reason: 'iso3_missing',
      },
    ]);
  });

  it('reads the sheet saved as CSV, title lines above the table, with file line numbers', () => {
    const table = readCpiFile('CPI2024.csv', strToU8(CPI_2024_CSV));
    expect(table.year).toBe(2024);
    expect(table.entries).toEqual([
      { code: 'DK', label: 'Denmark', score: 90 },
      { code: 'PL', label: 'Poland', score: 53 },
      { code: 'KR', label: 'Korea, South', score: 64 },
    ]);
    expect(table.skipped).toEqual([
      { row: 7, iso3: 'ZZZ', country: 'Nowhere', reason: 'iso3_unknown' },
    ]);
  });

  it('reads a Windows-1250 CSV with commas', () => {
    // 0xA3 is "Ł" in Windows-1250 (and "£" in Latin-1, which writes it as that byte).
    const bytes = Buffer.from('Kraj,ISO3,CPI score 2023\r\n\u00a3otwa,LVA,59\r\n', 'latin1');
    expect(readCpiFile('cpi.csv', bytes).entries).toEqual([
      { code: 'LV', label: 'Łotwa', score: 59 },
    ]);
  });

  it('takes the latest year of a sheet with several, a score column before others', () => {
    const rows: Cell[][] = [
      ['Country', 'ISO3', 'Rank 2024', 'CPI score 2023', 'CPI score 2024', 'CPI 2024 sources'],
      ['Poland', 'POL', 53, 54, 53, 8],
    ];
    const table = readCpiFile('history.xlsx', cpiWorkbook(rows));
    expect(table).toMatchObject({ year: 2024, entries: [{ code: 'PL', score: 53 }] });
  });

  it('refuses a file that is not TI’s table, saying why', () => {
    expect(codeOf(() => readCpiFile('a.csv', strToU8('Country;Code;Score\nPoland;PL;53\n')))).toBe(
      'cpi_header_not_found',
    );
    expect(codeOf(() => readCpiFile('a.csv', strToU8('Country;ISO3;Score\nPoland;POL;53\n')))).toBe(
      'cpi_score_column_not_found',
    );
    expect(
      codeOf(() => readCpiFile('a.csv', strToU8('Country;ISO3;CPI score 2024\nPoland;POL;\n'))),
    ).toBe('cpi_no_rows');
    expect(codeOf(() => readCpiFile('a.xlsx', zipSync({ 'a.txt': strToU8('x') })))).toBe(
      'cpi_file_unreadable',
    );
    expect(codeOf(() => readCpiFile('a.csv', new Uint8Array([0xff, 0xfe, 0x41, 0])))).toBe(
      'import_bad_encoding',
    );
  });
});
