import { strToU8, zipSync } from 'fflate';

/*
 * Transparency International's CPI file as TI publishes it, built small for tests: title rows,
 * a header row, a row per country. Strings go to the shared-strings part and numbers stay
 * numbers, as Excel writes them.
 */

export type Cell = string | number | null;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (i: number) => String.fromCharCode(65 + i);
const NS =
  'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A workbook of one sheet ("CPI2025") holding `rows` from row 1 on. */
export function cpiWorkbook(rows: Cell[][]): Uint8Array {
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    const at = strings.indexOf(text);
    return at === -1 ? strings.push(text) - 1 : at;
  };
  const sheetRows = rows.map((cells, r) => {
    const xml = cells.map((cell, c) => {
      const ref = `${column(c)}${r + 1}`;
      if (cell === null) return '';
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      return `<c r="${ref}" t="s"><v>${stringIndex(cell)}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook ${NS}><sheets><sheet name="CPI2025" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0"?><sst ${NS}>${strings.map((s) => `<si><t>${escape(s)}</t></si>`).join('')}</sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet ${NS}><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    ),
  });
}

/** TI's CPI 2025 results as the first sheet of its workbook lays them out (a few countries). */
export const CPI_2025_ROWS: Cell[][] = [
  ['CORRUPTION PERCEPTIONS INDEX 2025'],
  [],
  ['© Transparency International 2026. Licensed under CC BY-ND 4.0'],
  [
    'Country / Territory',
    'ISO3',
    'Region',
    'CPI score 2025',
    'Rank',
    'Standard error',
    'Number of sources',
  ],
  ['Denmark', 'DNK', 'WE/EU', 89, 1, 1.9, 8],
  ['Finland', 'FIN', 'WE/EU', 88, 2, 1.6, 8],
  ['Poland', 'POL', 'WE/EU', 53, 53, 1.2, 8],
  ['Kosovo', 'KSV', 'ECA', 44, 73, 1.8, 6],
  ['Somalia', 'SOM', 'SSA', 9, 180, 2.1, 5],
  // Rows the import leaves out, each for its reason.
  ['Brunei Darussalam', 'BRN', 'AP', null, null, null, 0],
  ['Chile', 'CHL', 'AME', 63.5, 32, 1.4, 8],
  ['Poland', 'POL', 'WE/EU', 54, 52, 1.2, 8],
  ['Serbia and Montenegro', 'SCG', 'ECA', 30, 100, 2, 5],
  ['Source: Transparency International'],
];

/**
 * TI's CPI 2024 results saved as CSV by Excel on a Polish Windows: semicolons, the title line
 * without separators, a blank line, then the table.
 */
export const CPI_2024_CSV = [
  'CORRUPTION PERCEPTIONS INDEX 2024',
  '',
  'Country / Territory;ISO3;Region;CPI 2024 score;Rank;Standard error;Number of sources',
  'Denmark;DNK;WE/EU;90;1;1,9;8',
  'Poland;POL;WE/EU;53;53;1,2;8',
  '"Korea, South";KOR;AP;64;30;1,4;9',
  'Nowhere;ZZZ;AP;50;90;1;3',
  '',
].join('\r\n');
