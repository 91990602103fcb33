import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row, SheetData } from 'write-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { detectFormat, parseListFiles } from './detect-format.js';
import { excelSerialToIso, isGiifXlsx, listItems, parseGiifXlsx } from './giif-xlsx.js';
import type { ListEntry } from '../../../../engines/sanctions-matching/index.js';
import { ListFormatError } from './parse-result.js';
import { binaryInput, fileInput, textInput } from './text-input.js';

/*
 * No GIIF file is in the shared test data (sanctions-screening.md §3), so the workbook is written
 * here at run time with write-excel-file, an independent XLSX writer, after the columns of §2.8.
 * Every person below is made up.
 */

const HEADER = [
  'Lp.',
  'Imiona i nazwiska',
  'Pseudonim',
  'Data urodzenia',
  'Miejsce urodzenia',
  'Rodzaj i nr dokumentu stwierdzającego tożsamość',
  'Inne informacje',
  'Uzasadnienie wpisu na listę',
  'Data umieszczenia na liście',
];
const date = (iso: string) => ({ value: new Date(`${iso}T00:00:00Z`), format: 'dd.mm.yyyy' });
const PERSONS: Row[] = [
  [
    1,
    'Ahmad Khalil AL-RASHIDI',
    'a) Abu Khalil b) Abu Ahmad al-Iraqi c) Al-Mosuli',
    date('1975-03-14'),
    'Mosul, Republika Iraku',
    'paszport iracki nr A1234567',
    'narodowość: iracka; adres: ul. Al-Rasheed 12, Bagdad, Irak',
    'Finansowanie działalności terrorystycznej.',
    date('2021-06-01'),
  ],
  [
    2,
    'Chinedu OKAFOR',
    'a) Chinedu Okafor-Ibe\nb) Ibe',
    '12.08.1980 r.',
    'Kano, Federalna Republika Nigerii',
    'paszport nr B7654321 wydany przez Federalną Republikę Nigerii',
    'nigeryjska',
    'Udział w finansowaniu terroryzmu.',
    date('2021-06-01'),
  ],
  [
    3,
    'Yusuf Abdullah HASSAN',
    null,
    'ok. 1968',
    'Damaszek, Syria',
    'dowód osobisty nr 1234567890',
    'syryjska',
    'Wsparcie organizacji terrorystycznej.',
    '15 marca 2021 r.',
  ],
  [
    4,
    'Omar FAROUK',
    'Abu Omar',
    'a) 01.01.1970 b) 1971',
    'Aleppo, Syria',
    'brak danych',
    'obywatelstwo: syryjskie i tureckie; poszukiwany listem gończym',
    'Werbowanie bojowników.',
    date('2022-02-10'),
  ],
  [
    5,
    'Karim BENSALEM',
    'a) Karim b) Ben Salem',
    '1985',
    'Algier, Algieria',
    'paszport algierski nr 198512345',
    'algierska, adres: 12 rue de la Paix, Paryż, Francja',
    'Przekazywanie środków organizacji terrorystycznej.',
    date('2023-11-20'),
  ],
];

const xlsx = async (rows: SheetData) =>
  new Uint8Array(await writeXlsxFile(rows, { sheet: 'Lista' }).toBuffer());

let workbook: Uint8Array;
let folder: string;

beforeAll(async () => {
  workbook = await xlsx([
    ['Lista osób i podmiotów, o której mowa w art. 118 ust. 1 pkt 2 ustawy'],
    HEADER,
    ...PERSONS,
  ]);
  folder = mkdtempSync(join(tmpdir(), 'giif-'));
  writeFileSync(join(folder, 'giif.xlsx'), workbook);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('GIIF list XLSX (made-up persons, written at test time)', () => {
  let entries: ListEntry[];
  let warnings: string[];
  const byName = (name: string) => entries.find((e) => e.names[0]?.full === name)!;

  beforeAll(() => {
    ({ entries, warnings } = parseGiifXlsx(binaryInput('giif.xlsx', workbook)));
  });

  it('reads every row below the header as a person', () => {
    expect(entries.map((e) => [e.source, e.type, e.source_id])).toEqual([
      ['giif', 'person', 'person:ahmad-khalil-al-rashidi'],
      ['giif', 'person', 'person:chinedu-okafor'],
      ['giif', 'person', 'person:yusuf-abdullah-hassan'],
      ['giif', 'person', 'person:omar-farouk'],
      ['giif', 'person', 'person:karim-bensalem'],
    ]);
    expect(warnings).toEqual([
      'giif person:omar-farouk: no document number read in "brak danych"',
      'giif person:omar-farouk: "Inne informacje" part not read: "poszukiwany listem gończym" (kept in remarks)',
    ]);
  });

  it('maps every column of a full row', () => {
    const entry = byName('Ahmad Khalil AL-RASHIDI');
    expect(entry).toEqual({
      source: 'giif',
      source_id: 'person:ahmad-khalil-al-rashidi',
      type: 'person',
      names: [
        {
          full: 'Ahmad Khalil AL-RASHIDI',
          parts: { family: 'AL-RASHIDI', given: 'Ahmad', middle: 'Khalil' },
          script: 'latin',
          strength: 'strong',
          kind: 'primary',
        },
        { full: 'Abu Khalil', script: 'latin', strength: 'strong', kind: 'alias' },
        { full: 'Abu Ahmad al-Iraqi', script: 'latin', strength: 'strong', kind: 'alias' },
        { full: 'Al-Mosuli', script: 'latin', strength: 'strong', kind: 'alias' },
      ],
      birth_dates: [{ from: '1975-03-14', to: '1975-03-14', text: '1975-03-14' }],
      birth_places: ['Mosul, Republika Iraku'],
      nationalities: ['IQ'],
      nationalities_text: [],
      citizenships: [],
      citizenships_text: [],
      gender: null,
      identifiers: [
        {
          type: 'passport',
          label: 'paszport iracki',
          number: 'A1234567',
          country: 'IQ',
          country_text: null,
        },
      ],
      addresses: [{ text: 'ul. Al-Rasheed 12, Bagdad, Irak', country: 'IQ' }],
      programs: [],
      listed_on: '2021-06-01',
      delisted_on: null,
      remarks: [
        'Inne informacje: narodowość: iracka; adres: ul. Al-Rasheed 12, Bagdad, Irak',
        'Uzasadnienie wpisu na listę: Finansowanie działalności terrorystycznej.',
        'Lp. 1',
      ].join('\n'),
    });
  });

  it('reads text dates, line-separated pseudonyms and the issuing country', () => {
    const entry = byName('Chinedu OKAFOR');
    expect(entry.names.slice(1).map((n) => [n.full, n.kind])).toEqual([
      ['Chinedu Okafor-Ibe', 'alias'],
      ['Ibe', 'alias'],
    ]);
    expect(entry.birth_dates).toEqual([
      { from: '1980-08-12', to: '1980-08-12', text: '12.08.1980 r.' },
    ]);
    expect(entry.nationalities).toEqual(['NG']);
    expect(entry.identifiers).toEqual([
      {
        type: 'passport',
        label: 'paszport',
        number: 'B7654321',
        country: 'NG',
        country_text: null,
      },
    ]);
  });

  it('reads circa years, identity cards and Polish listing dates', () => {
    const entry = byName('Yusuf Abdullah HASSAN');
    expect(entry.names).toHaveLength(1);
    expect(entry.birth_dates).toEqual([{ from: '1968-01-01', to: '1968-12-31', text: 'ok. 1968' }]);
    expect(entry.identifiers[0]).toMatchObject({
      type: 'national_id',
      label: 'dowód osobisty',
      number: '1234567890',
    });
    expect(entry.nationalities).toEqual(['SY']);
    expect(entry.listed_on).toBe('2021-03-15');
  });

  it('reads several dates of birth and citizenships, keeping what it cannot read in remarks', () => {
    const entry = byName('Omar FAROUK');
    expect(entry.names.map((n) => [n.full, n.kind])).toEqual([
      ['Omar FAROUK', 'primary'],
      ['Abu Omar', 'alias'],
    ]);
    expect(entry.birth_dates.map((d) => [d.from, d.to])).toEqual([
      ['1970-01-01', '1970-01-01'],
      ['1971-01-01', '1971-12-31'],
    ]);
    expect(entry.citizenships).toEqual(['SY', 'TR']);
    expect(entry.identifiers).toEqual([]);
    expect(entry.remarks).toContain('poszukiwany listem gończym');
  });

  it('reads a nationality adjective beside a labelled foreign address', () => {
    const entry = byName('Karim BENSALEM');
    expect(entry.nationalities).toEqual(['DZ']);
    expect(entry.addresses).toEqual([{ text: '12 rue de la Paix, Paryż, Francja', country: 'FR' }]);
    expect(entry.birth_dates[0]).toMatchObject({ from: '1985-01-01', to: '1985-12-31' });
    expect(entry.identifiers[0]).toMatchObject({ number: '198512345', country: 'DZ' });
  });
});

/** A workbook written by hand: inline strings, rich-text runs, a hyperlink, the 1904 date system. */
function handMadeWorkbook(options: { header?: string[]; sheets?: number } = {}): Uint8Array {
  const header = options.header ?? HEADER;
  const ns =
    'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const inline = (ref: string, text: string) =>
    `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const column = (i: number) => String.fromCharCode(65 + i);
  const headerRow = `<row r="1">${header.map((h, i) => inline(`${column(i)}1`, h)).join('')}</row>`;
  const data = [
    '<c r="A2"><v>1</v></c>',
    `<c r="B2" t="inlineStr"><is><r><t>Jan </t></r><r><t>NOWAK</t></r><rPh><t>ノワク</t></rPh></is></c>`,
    inline('C2', ''),
    '<c r="D2"><v>24107</v></c>',
    inline('E2', 'Kraków, Polska'),
    inline('F2', 'paszport nr EA1234567'),
    inline('G2', 'polska'),
    inline('H2', 'Uzasadnienie'),
    '<c r="I2"><v>43465</v></c>',
  ].join('');
  const sheets = Array.from(
    { length: options.sheets ?? 1 },
    (_, i) => `<sheet name="Arkusz${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
  );
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook ${ns}><workbookPr date1904="1"/><sheets>${sheets.join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/arkusz.xml"/></Relationships>`,
    ),
    'xl/worksheets/arkusz.xml': strToU8(
      `<?xml version="1.0"?><worksheet ${ns}><sheetData>${headerRow}<row r="2">${data}</row></sheetData><hyperlinks><hyperlink ref="H2" r:id="rId7"/></hyperlinks></worksheet>`,
    ),
    'xl/worksheets/_rels/arkusz.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="hyperlink" Target="https://www.gov.pl/uzasadnienie-1.pdf" TargetMode="External"/></Relationships>`,
    ),
  });
}

describe('GIIF publication date', () => {
  const parse = async (title: Row[]) =>
    parseGiifXlsx(binaryInput('giif.xlsx', await xlsx([...title, HEADER, ...PERSONS])));

  it('reads the date the title states above the table', async () => {
    const titled = await parse([
      ['Lista osób, o której mowa w art. 118 ust. 1 pkt 2 ustawy (stan na dzień 15.03.2024 r.)'],
    ]);
    expect(titled.published_on).toBe('2024-03-15');
    const spelled = await parse([['Lista osób'], ['Ostatnia aktualizacja: 2 kwietnia 2024 r.']]);
    expect(spelled.published_on).toBe('2024-04-02');
  });

  it('reads a date cell beside its label', async () => {
    const cells = await parse([['Stan na:', date('2024-05-06')]]);
    expect(cells.published_on).toBe('2024-05-06');
  });

  it('is null when the sheet states no date', () => {
    expect(parseGiifXlsx(binaryInput('giif.xlsx', workbook)).published_on).toBeNull();
  });
});

describe('GIIF XLSX reading details', () => {
  it('reads inline strings, rich-text runs, hyperlinks and 1904 dates', () => {
    const { entries, warnings } = parseGiifXlsx(binaryInput('giif.xlsx', handMadeWorkbook()));
    expect(warnings).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      source_id: 'person:jan-nowak',
      names: [{ full: 'Jan NOWAK', parts: { given: 'Jan', family: 'NOWAK' } }],
      birth_dates: [{ from: '1970-01-01', to: '1970-01-01' }],
      nationalities: ['PL'],
      listed_on: '2023-01-01',
      remarks:
        'Inne informacje: polska\nUzasadnienie wpisu na listę: Uzasadnienie (https://www.gov.pl/uzasadnienie-1.pdf)\nLp. 1',
    });
  });

  it('warns when the workbook has more than one sheet', () => {
    const { warnings } = parseGiifXlsx(binaryInput('giif.xlsx', handMadeWorkbook({ sheets: 2 })));
    expect(warnings).toEqual([
      'giif: the workbook has 2 sheets; only the first ("Arkusz1") is read',
    ]);
  });

  it('converts Excel serials in both date systems', () => {
    expect(excelSerialToIso(25641, false)).toBe('1970-03-14');
    expect(excelSerialToIso(24107, true)).toBe('1970-01-01');
    expect(excelSerialToIso(0, false)).toBeNull();
  });

  it('splits "a) … b) …" lists', () => {
    expect(listItems('a) Abu Ali b) Abu Omar, c) Hajji')).toEqual(['Abu Ali', 'Abu Omar', 'Hajji']);
    expect(listItems('Abu Ali; Abu Omar')).toEqual(['Abu Ali', 'Abu Omar']);
    expect(listItems('')).toEqual([]);
  });
});

describe('GIIF malformed input', () => {
  const parseBytes = (bytes: Uint8Array) => () => parseGiifXlsx(binaryInput('giif.xlsx', bytes));

  it('names the missing columns', () => {
    const header = HEADER.filter((h) => h !== 'Pseudonim' && h !== 'Data urodzenia');
    expect(parseBytes(handMadeWorkbook({ header }))).toThrow(ListFormatError);
    expect(parseBytes(handMadeWorkbook({ header }))).toThrow(
      'giif.xlsx (sheet "Arkusz1"): missing column(s) "Pseudonim", "Data urodzenia" (header row 1)',
    );
  });

  it('refuses a sheet without the header row', async () => {
    const bytes = await xlsx([
      ['a', 'b'],
      [1, 2],
    ]);
    expect(parseBytes(bytes)).toThrow(
      'giif.xlsx (sheet "Lista"): no header row with "Imiona i nazwiska" in the first 10 rows',
    );
  });

  it('refuses a row without a name', async () => {
    const bytes = await xlsx([HEADER, [6, null, 'Abu X', '1970', '', '', '', '', '01.01.2024']]);
    expect(parseBytes(bytes)).toThrow('giif.xlsx (row 2): a row without "Imiona i nazwiska"');
  });

  it('refuses bytes that are no XLSX', () => {
    expect(parseBytes(new TextEncoder().encode('Lp.;Imiona i nazwiska'))).toThrow(
      'giif.xlsx: not an XLSX file (no ZIP signature)',
    );
    expect(parseBytes(zipSync({ 'a.txt': strToU8('x') }))).toThrow(
      'giif.xlsx: not an XLSX workbook (no xl/workbook.xml)',
    );
    expect(parseBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(
      /giif\.xlsx: not a readable XLSX \(ZIP\) file/,
    );
    expect(() => parseGiifXlsx(textInput('giif.xlsx', 'PK'))).toThrow(
      'the XLSX content is not available as bytes',
    );
  });
});

describe('GIIF detection and routing', () => {
  it('recognises the workbook by its sheet headers, not its name', () => {
    expect(detectFormat(binaryInput('lista.bin', workbook))).toBe('giif_xlsx');
    expect(isGiifXlsx(binaryInput('x.xlsx', handMadeWorkbook()))).toBe(true);
    expect(detectFormat(binaryInput('giif.xlsx', zipSync({ 'a.txt': strToU8('x') })))).toBeNull();
    expect(detectFormat(fileInput(join(folder, 'giif.xlsx')))).toBe('giif_xlsx');
  });

  it('is routed by parseListFiles', () => {
    const { lists } = parseListFiles([folder]);
    expect(lists.map((l) => [l.source, l.files.length, l.entries.length])).toEqual([
      ['giif', 1, 5],
    ]);
  });
});
