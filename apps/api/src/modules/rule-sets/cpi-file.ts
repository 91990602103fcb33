import type { CpiImportResult, CpiSkipReason } from '@aml/shared';
import { alpha3ToAlpha2 } from 'i18n-iso-countries/index.js';
import { AppError } from '../../lib/app-error.js';
import { parseCsvFile } from '../../lib/csv-decode.js';
import type { ReferenceListEntry } from '../../engines/risk-rules/index.js';
import { isZip, ListFormatError, readFirstSheet } from '../sanctions/index.js';

/*
 * Transparency International's Corruption Perceptions Index as TI publishes it every year: an
 * XLSX workbook (CPI2024_Results.xlsx) whose first sheet has a few title rows, then a header row
 * ('Country / Territory', 'ISO3', 'Region', 'CPI score 2024' or 'CPI 2024 score', 'Rank',
 * 'Standard error', …), then a row per country; or the same sheet saved as CSV.
 */

/** A row of the sheet or the CSV file as text, with its number in the file (from 1). */
type Row = { row: number; cells: string[] };

export type CpiTable = {
  year: number;
  entries: ReferenceListEntry[];
  skipped: CpiImportResult['skipped'];
};

/** The header is looked for this far down: TI's sheets have two or three title rows. */
const HEADER_SEARCH_ROWS = 20;

/**
 * Codes TI uses that are not ISO 3166-1 alpha-3, mapped to the user-assigned alpha-2 code in
 * common use (Kosovo: XK, as the European Commission and most banks write it).
 */
const NON_ISO_ALPHA3: Record<string, string> = { KSV: 'XK', XKX: 'XK', RKS: 'XK' };

const fold = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const isIso3Header = (text: string) => /^iso[\s-]*(?:alpha[\s-]*)?3(?: code)?$/.test(fold(text));
const isCountryHeader = (text: string) => /^(?:country|territory|kraj|pa[nń]stwo)/.test(fold(text));
const yearOf = (text: string) => {
  const year = fold(text).match(/(?:^|\D)((?:19|20)\d{2})(?:\D|$)/)?.[1];
  return year ? Number(year) : null;
};

/**
 * The score column: a header naming CPI and a year ('CPI score 2024', 'CPI 2024 score'). Where
 * several do (a sheet of several years), a score column before any other, then the latest year.
 */
function scoreColumn(header: string[]): { index: number; year: number } | null {
  const candidates = header.flatMap((text, index) => {
    const year = yearOf(text);
    return /cpi/.test(fold(text)) && year !== null
      ? [{ index, year, isScore: /score|wynik/.test(fold(text)) }]
      : [];
  });
  const best = candidates.sort(
    (a, b) => Number(b.isScore) - Number(a.isScore) || b.year - a.year,
  )[0];
  return best ? { index: best.index, year: best.year } : null;
}

function readRows(fileName: string, bytes: Uint8Array): Row[] {
  if (isZip(bytes)) {
    let sheet;
    try {
      sheet = readFirstSheet(fileName, bytes);
    } catch (error) {
      if (error instanceof ListFormatError) {
        throw new AppError(
          400,
          'cpi_file_unreadable',
          `The workbook cannot be read: ${error.message}`,
        );
      }
      throw error;
    }
    return sheet.rows.map((row) => ({
      row: row.row,
      cells: Array.from(row.cells, (cell) => cell?.text.trim() ?? ''),
    }));
  }
  const csv = parseCsvFile(bytes, { separatorLines: HEADER_SEARCH_ROWS });
  return [csv.header, ...csv.records].map((cells, i) => ({ row: csv.lines[i]!, cells }));
}

/** A whole score from 0 to 100 ('53', '53.0', Excel's '53,0'); null when it is none. */
function scoreOf(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text !== '' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

/**
 * Reads TI's file: the header row (a cell 'ISO3' and a CPI score column of a year) within the
 * first rows, then every country below it, its ISO3 code mapped to alpha-2. Rows that cannot be
 * read are reported, not guessed. Throws 400 for a file that is not TI's table.
 */
export function readCpiFile(fileName: string, bytes: Uint8Array): CpiTable {
  const rows = readRows(fileName, bytes);
  const headerAt = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => r.cells.some(isIso3Header));
  if (headerAt === -1) {
    throw new AppError(
      400,
      'cpi_header_not_found',
      `No header row with an "ISO3" column in the first ${HEADER_SEARCH_ROWS} rows`,
    );
  }
  const header = rows[headerAt]!;
  const iso3Column = header.cells.findIndex(isIso3Header);
  const countryColumn = header.cells.findIndex(isCountryHeader);
  const score = scoreColumn(header.cells);
  if (!score) {
    throw new AppError(
      400,
      'cpi_score_column_not_found',
      `The header row (row ${header.row}) has no column naming CPI and a year, such as "CPI score 2024"`,
    );
  }

  const entries: ReferenceListEntry[] = [];
  const skipped: CpiTable['skipped'] = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows.slice(headerAt + 1)) {
    if (cells.every((cell) => cell === '')) continue;
    const iso3 = (cells[iso3Column] ?? '').toUpperCase() || null;
    const country = (countryColumn === -1 ? '' : (cells[countryColumn] ?? '')).slice(0, 255);
    const skip = (reason: CpiSkipReason) =>
      skipped.push({ row, iso3, country: country || null, reason });
    const code = iso3 ? (NON_ISO_ALPHA3[iso3] ?? alpha3ToAlpha2(iso3)) : undefined;
    const scoreText = (cells[score.index] ?? '').trim();
    const value = scoreOf(scoreText);
    if (!iso3) skip('iso3_missing');
    else if (!code) skip('iso3_unknown');
    else if (scoreText === '' || scoreText === '-') skip('score_missing');
    else if (value === null) skip('score_invalid');
    else if (seen.has(code)) skip('duplicate');
    else {
      seen.add(code);
      entries.push({ code, ...(country ? { label: country } : {}), score: value });
    }
  }
  if (entries.length === 0) {
    throw new AppError(
      400,
      'cpi_no_rows',
      `No country with an ISO3 code and a score below the header row (row ${header.row})`,
    );
  }
  return { year: score.year, entries, skipped };
}
