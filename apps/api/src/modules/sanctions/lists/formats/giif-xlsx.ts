import { strFromU8, unzipSync } from 'fflate';
import { posix } from 'node:path';
import { addBirthDate, addName, clean, pushUnique } from './entry-builder.js';
import { newEntry } from '../../../../engines/sanctions-matching/index.js';
import { addIdentifier } from './identifiers.js';
import type {
  DateRange,
  IdentifierType,
  ListEntry,
} from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import {
  assignUniqueIds,
  foldPolish,
  nameSourceId,
  parsePolishDate,
  personParts,
  polishCountryToIso,
  polishDay,
  remarkLines,
  statedListDate,
  trailingPolishCountry,
} from './mswia-html.js';
import type { TextInput } from './text-input.js';
import { textInput } from './text-input.js';
import type { XmlNode } from './xml-records.js';
import { streamXmlRecords } from './xml-records.js';

/*
 * GIIF national list (sanctions-screening.md §2.8): art. 118 ust. 1 pkt 2 of the AML Act, an XLSX
 * attachment with one sheet and one row per person. The workbook is read synchronously with
 * fflate (unzip) and saxes (XML), both already used here, so `parseListFiles` stays synchronous.
 */

// ---------------------------------------------------------------------------------------------
// A minimal XLSX reader: the first sheet's cells as text, numbers kept for date serials.

export type SheetCell = { text: string; number: number | null; link: string | null };
export type SheetRow = { row: number; cells: Array<SheetCell | undefined> };
export type Sheet = { name: string; sheetCount: number; date1904: boolean; rows: SheetRow[] };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
}

function xmlNodes(file: string, xml: string, root: string, records: string[]): XmlNode[] {
  const nodes: XmlNode[] = [];
  streamXmlRecords(textInput(file, xml), {
    root,
    records: new Set(records),
    onRecord: (node) => nodes.push(node),
  });
  return nodes;
}

/** Text of every <t> below a node except phonetic runs (<rPh>): rich-text runs are joined. */
function runText(node: XmlNode): string {
  if (node.name === 'rPh') return '';
  if (node.name === 't') return node.text;
  return node.children.map(runText).join('');
}

/** "AB12" → column index 27 (zero-based). */
function columnIndex(ref: string): number | null {
  const letters = ref.match(/^([A-Z]+)\d*$/i)?.[1]?.toUpperCase();
  if (!letters) return null;
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}

function cellsInRange(range: string): string[] {
  const [start, end] = range.split(':') as [string, string | undefined];
  if (!end) return [start];
  const a = start.match(/^([A-Z]+)(\d+)$/i);
  const b = end.match(/^([A-Z]+)(\d+)$/i);
  if (!a || !b) return [start];
  const refs: string[] = [];
  for (let row = +a[2]!; row <= Math.min(+b[2]!, +a[2]! + 1000); row += 1)
    refs.push(`${a[1]}${row}`);
  return refs;
}

/**
 * The first worksheet of an XLSX file. Throws ListFormatError when the bytes are not a ZIP or the
 * workbook parts are missing or malformed.
 */
export function readFirstSheet(file: string, bytes: Uint8Array): Sheet {
  if (!isZip(bytes)) throw new ListFormatError(file, null, 'not an XLSX file (no ZIP signature)');
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter: (f) =>
        f.name.startsWith('xl/') && /\.(xml|rels)$/.test(f.name) && !f.name.includes('/media/'),
    });
  } catch (error) {
    throw new ListFormatError(
      file,
      null,
      `not a readable XLSX (ZIP) file: ${(error as Error).message}`,
    );
  }
  const part = (name: string) => (parts[name] ? strFromU8(parts[name]) : null);
  const workbookXml = part('xl/workbook.xml');
  if (!workbookXml)
    throw new ListFormatError(file, null, 'not an XLSX workbook (no xl/workbook.xml)');
  const workbook = xmlNodes(`${file}:xl/workbook.xml`, workbookXml, 'workbook', [
    'workbookPr',
    'sheets',
  ]);
  const date1904 = workbook.some(
    (n) => n.name === 'workbookPr' && /^(1|true)$/i.test(n.attrs.date1904 ?? ''),
  );
  const sheets = workbook.filter((n) => n.name === 'sheets').flatMap((n) => n.children);
  const first = sheets[0];
  if (!first) throw new ListFormatError(file, null, 'the workbook has no sheet');
  const relations = relationsOf(file, part, 'xl/_rels/workbook.xml.rels');
  const target = relations.get(first.attrs['r:id'] ?? '')?.target ?? 'worksheets/sheet1.xml';
  const sheetPath = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
  const sheetXml = part(sheetPath);
  if (!sheetXml)
    throw new ListFormatError(file, null, `the workbook's first sheet ${sheetPath} is missing`);

  const sharedXml = part('xl/sharedStrings.xml');
  const shared = sharedXml
    ? xmlNodes(`${file}:xl/sharedStrings.xml`, sharedXml, 'sst', ['si']).map(runText)
    : [];
  const sheetRelations = relationsOf(
    file,
    part,
    posix.join(posix.dirname(sheetPath), '_rels', `${posix.basename(sheetPath)}.rels`),
  );
  const nodes = xmlNodes(`${file}:${sheetPath}`, sheetXml, 'worksheet', ['row', 'hyperlinks']);
  const links = new Map<string, string>();
  for (const link of nodes.filter((n) => n.name === 'hyperlinks').flatMap((n) => n.children)) {
    const url = sheetRelations.get(link.attrs['r:id'] ?? '')?.target ?? link.attrs.location;
    if (!url || !link.attrs.ref) continue;
    for (const ref of cellsInRange(link.attrs.ref)) links.set(ref.toUpperCase(), url);
  }
  const rows: SheetRow[] = [];
  let rowNumber = 0;
  for (const rowNode of nodes.filter((n) => n.name === 'row')) {
    rowNumber = Number(rowNode.attrs.r) || rowNumber + 1;
    const cells: SheetRow['cells'] = [];
    let column = -1;
    for (const c of rowNode.children.filter((n) => n.name === 'c')) {
      column = (c.attrs.r ? columnIndex(c.attrs.r) : null) ?? column + 1;
      const ref = c.attrs.r?.toUpperCase() ?? null;
      cells[column] = { ...cellValue(c, shared), link: ref ? (links.get(ref) ?? null) : null };
    }
    rows.push({ row: rowNumber, cells });
  }
  return { name: first.attrs.name ?? 'Sheet1', sheetCount: sheets.length, date1904, rows };
}

function relationsOf(
  file: string,
  part: (name: string) => string | null,
  path: string,
): Map<string, { target: string }> {
  const xml = part(path);
  const map = new Map<string, { target: string }>();
  if (!xml) return map;
  for (const node of xmlNodes(`${file}:${path}`, xml, 'Relationships', ['Relationship'])) {
    if (node.attrs.Id && node.attrs.Target) map.set(node.attrs.Id, { target: node.attrs.Target });
  }
  return map;
}

function cellValue(c: XmlNode, shared: string[]): Omit<SheetCell, 'link'> {
  const v = c.children.find((n) => n.name === 'v')?.text ?? '';
  switch (c.attrs.t) {
    case 's':
      return { text: shared[Number(v)] ?? '', number: null };
    case 'inlineStr':
      return {
        text: c.children
          .filter((n) => n.name === 'is')
          .map(runText)
          .join(''),
        number: null,
      };
    case 'str':
    case 'd':
      return { text: v, number: null };
    case 'b':
      return { text: v === '1' ? 'TRUE' : 'FALSE', number: null };
    case 'e':
      return { text: '', number: null };
    default: {
      const number = v.trim() === '' ? null : Number(v);
      return { text: v, number: Number.isFinite(number) ? number : null };
    }
  }
}

/** An Excel date serial (days since 1899-12-30, or 1904-01-01) as an ISO day. */
export function excelSerialToIso(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  const base = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(base + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The GIIF sheet

const COLUMNS = [
  ['lp', 'Lp.', /^(?:lp|l\.p|nr)\.?$/],
  ['name', 'Imiona i nazwiska', /^(?:imiona i nazwisk|imie i nazwisko|imiona i nazwisko)/],
  ['alias', 'Pseudonim', /^pseudonim/],
  ['dob', 'Data urodzenia', /^data urodzenia/],
  ['pob', 'Miejsce urodzenia', /^miejsce urodzenia/],
  [
    'document',
    'Rodzaj i nr dokumentu stwierdzającego tożsamość',
    /^rodzaj i n(?:r|umer) dokumentu/,
  ],
  ['other', 'Inne informacje', /^inne informacje/],
  ['reason', 'Uzasadnienie wpisu na listę', /^uzasadnienie/],
  ['listed', 'Data umieszczenia na liście', /^data (?:umieszczenia|wpisu)/],
] as const;
type GiifColumn = (typeof COLUMNS)[number][0];
const REQUIRED: readonly GiifColumn[] = [
  'name',
  'alias',
  'dob',
  'pob',
  'document',
  'other',
  'reason',
  'listed',
];

type Header = { row: number; columns: Partial<Record<GiifColumn, number>> };

/** The header row (a title may sit above it): the first of the first ten rows naming the name column. */
function findHeader(sheet: Sheet): Header | null {
  for (const row of sheet.rows.slice(0, 10)) {
    const columns: Partial<Record<GiifColumn, number>> = {};
    row.cells.forEach((cell, index) => {
      const header = foldPolish(cell?.text ?? '').replace(/[:*]+$/, '');
      const found = COLUMNS.find(([, , pattern]) => pattern.test(header));
      if (found && columns[found[0]] === undefined) columns[found[0]] = index;
    });
    if (columns.name !== undefined) return { row: row.row, columns };
  }
  return null;
}

/** True for an XLSX whose first sheet has the GIIF list's headers (format detection). */
export function isGiifXlsx(input: TextInput): boolean {
  const bytes = input.bytes?.();
  if (!bytes || !isZip(bytes)) return false;
  try {
    const header = findHeader(readFirstSheet(input.name, bytes));
    return Boolean(header && header.columns.listed !== undefined);
  } catch {
    return false;
  }
}

/**
 * The GIIF national list. All-or-nothing: a file that is not an XLSX, or whose sheet lacks one of
 * the expected columns, throws ListFormatError; a row whose parts cannot all be read keeps the
 * rest and adds a warning.
 */
export function parseGiifXlsx(input: TextInput): ParseResult {
  const bytes = input.bytes?.();
  if (!bytes)
    throw new ListFormatError(input.name, null, 'the XLSX content is not available as bytes');
  const sheet = readFirstSheet(input.name, bytes);
  const warnings: string[] = [];
  if (sheet.sheetCount > 1)
    warnings.push(
      `giif: the workbook has ${sheet.sheetCount} sheets; only the first ("${sheet.name}") is read`,
    );
  const header = findHeader(sheet);
  const missing = REQUIRED.filter((key) => header?.columns[key] === undefined);
  if (!header || missing.length) {
    const titles = COLUMNS.filter(([key]) => missing.includes(key)).map(
      ([, title]) => `"${title}"`,
    );
    throw new ListFormatError(
      input.name,
      `sheet "${sheet.name}"`,
      header
        ? `missing column(s) ${titles.join(', ')} (header row ${header.row})`
        : 'no header row with "Imiona i nazwiska" in the first 10 rows',
    );
  }
  const rows: Array<{ entry: ListEntry; ordinal: string | null }> = [];
  for (const row of sheet.rows) {
    if (row.row <= header.row) continue;
    const read = readRow(row, header, sheet, input.name, warnings);
    if (read) rows.push(read);
  }
  assignUniqueIds(rows, input.name, warnings);
  return { entries: rows.map((r) => r.entry), warnings, published_on: titleDate(sheet, header) };
}

/**
 * The date the sheet states above its table ("Lista … – stan na dzień 15.03.2024 r."); a date
 * cell beside its label ("Stan na:" | 15.03.2024) counts too. Null when it states none.
 */
function titleDate(sheet: Sheet, header: Header): string | null {
  const text = sheet.rows
    .filter((row) => row.row < header.row)
    .flatMap((row) =>
      row.cells.map((cell) =>
        cell?.number != null
          ? (excelSerialToIso(cell.number, sheet.date1904) ?? '')
          : (cell?.text ?? ''),
      ),
    )
    .join(' ');
  return statedListDate(text);
}

/** Items of a cell written as "a) … b) … c) …", one per line, or ';'-separated. */
export function listItems(text: string): string[] {
  const marked = text.split(/(?:^|\s)[a-z]\)\s+/u);
  const items = marked.length > 1 ? marked : text.split(/[;\n]/);
  return items
    .map((item) => clean(item.replace(/[;,]\s*$/, '')))
    .filter((i): i is string => Boolean(i));
}

function readRow(
  row: SheetRow,
  header: Header,
  sheet: Sheet,
  file: string,
  warnings: string[],
): { entry: ListEntry; ordinal: string | null } | null {
  const cell = (key: GiifColumn) => {
    const index = header.columns[key];
    return index === undefined ? undefined : row.cells[index];
  };
  const text = (key: GiifColumn) => cell(key)?.text.replace(/\r\n?/g, '\n').trim() ?? '';
  if (!row.cells.some((c) => c?.text.trim())) return null;
  const name = clean(text('name'));
  if (!name) throw new ListFormatError(file, `row ${row.row}`, 'a row without "Imiona i nazwiska"');
  const entry = newEntry('giif', nameSourceId('person', name), 'person');
  const label = `giif ${entry.source_id}`;
  addName(entry, name, { kind: 'primary', parts: personParts(name) });
  for (const alias of listItems(text('alias')))
    addName(entry, alias, { kind: 'alias', parts: personParts(alias) });

  const dateOf = (key: GiifColumn): DateRange[] => {
    const value = cell(key);
    if (value?.number !== null && value?.number !== undefined) {
      const iso = excelSerialToIso(value.number, sheet.date1904);
      return iso ? [{ from: iso, to: iso, text: iso }] : [];
    }
    return listItems(text(key)).flatMap((item) => {
      const range = parsePolishDate(item);
      if (!range)
        warnings.push(`${label}: unreadable ${key === 'dob' ? 'date of birth' : 'date'} "${item}"`);
      return range ? [range] : [];
    });
  };
  for (const range of dateOf('dob')) addBirthDate(entry, range);
  for (const place of listItems(text('pob'))) pushUnique(entry.birth_places, place);
  for (const item of listItems(text('document'))) readDocument(entry, item, warnings);
  const other = text('other');
  readOtherInformation(entry, other, warnings);

  const listed = dateOf('listed')[0];
  entry.listed_on = listed && listed.from === listed.to ? listed.from : polishDay(text('listed'));
  if (!entry.listed_on) warnings.push(`${label}: unreadable listing date "${text('listed')}"`);
  const reasonLink = cell('reason')?.link;
  const ordinal = clean(text('lp').replace(/\.$/, ''));
  entry.remarks = remarkLines([
    ['Inne informacje', other],
    [
      'Uzasadnienie wpisu na listę',
      [text('reason'), reasonLink ? `(${reasonLink})` : null].filter(Boolean).join(' '),
    ],
    ['Lp.', ordinal],
  ]);
  return { entry, ordinal };
}

/** "paszport iracki nr A1234567", "dowód osobisty nr 123456 wydany przez Republikę Iraku". */
function readDocument(entry: ListEntry, item: string, warnings: string[]): void {
  const match = item.match(
    /^(.*?)\s*(?:\bnr\b\.?|\bnumer\b|\bno\.|:)\s*([\p{L}\d]*\d[\p{L}\d]*(?:[\s/-]\d[\p{L}\d]*)*)(.*)$/iu,
  );
  const fallback = match ? null : item.match(/^(.*?)\s*([A-Z]{0,3}\d[\dA-Z]{4,})(.*)$/u);
  const found = match ?? fallback;
  if (!found) {
    warnings.push(`giif ${entry.source_id}: no document number read in "${item}"`);
    return;
  }
  const [, kind = '', number = '', rest = ''] = found;
  const folded = foldPolish(kind);
  const type: IdentifierType = /paszport/.test(folded)
    ? 'passport'
    : /dowod|karta|identyfikac|\bid\b|pesel/.test(folded)
      ? 'national_id'
      : 'other';
  const issuer = rest.match(/wydan\p{L}*\s+(?:przez|w)\s+(.+)$/iu)?.[1];
  const country =
    (issuer ? (polishCountryToIso(issuer) ?? issuerCountry(issuer)) : null) ??
    kind
      .split(/\s+/)
      .map((word) => polishCountryToIso(word))
      .find(Boolean) ??
    null;
  addIdentifier(entry, {
    label: clean(kind) ?? 'dokument',
    type,
    number: number.trim(),
    country: country ?? clean(issuer) ?? null,
  });
}

/** "Republikę Iraku" (accusative after "przez"): the words after the state form. */
function issuerCountry(text: string): string | null {
  const words = text.replace(/[.,;]+$/, '').split(/\s+/);
  for (let start = 0; start < words.length; start += 1) {
    const iso = polishCountryToIso(words.slice(start).join(' '));
    if (iso) return iso;
  }
  return null;
}

const OTHER_SPLIT = /[;\n]|,\s*(?=(?:narodowość|obywatelstwo|adres|miejsce zamieszkania)\b)/iu;

/** "Inne informacje": nationality ("iracka", "narodowość: nigeryjska"), addresses, the rest remarks. */
function readOtherInformation(entry: ListEntry, text: string, warnings: string[]): void {
  for (const raw of text.split(OTHER_SPLIT)) {
    const segment = clean(raw.replace(/^[a-z]\)\s+/u, ''));
    if (!segment) continue;
    const labelled = segment.match(
      /^(narodowość|obywatelstwo|obywatel(?:ka)?|adres|miejsce zamieszkania)\s*:?\s*(.+)$/iu,
    );
    const key = labelled ? foldPolish(labelled[1]!) : null;
    const value = labelled ? labelled[2]! : segment;
    if (key === 'adres' || key === 'miejsce zamieszkania') {
      entry.addresses.push({ text: value, country: trailingPolishCountry(value) });
      continue;
    }
    const field = key?.startsWith('obywatel') ? 'citizenships' : 'nationalities';
    const countries = value.split(/\s*,\s*|\s+(?:i|oraz)\s+/u).map((v) => polishCountryToIso(v));
    if (countries.every(Boolean)) {
      for (const iso of countries) pushUnique(entry[field], iso);
    } else if (key) {
      pushUnique(entry[`${field}_text`], value);
    } else if (trailingPolishCountry(segment) && segment.includes(',')) {
      // "Bagdad, Irak": a place with its country, read as an address.
      entry.addresses.push({ text: segment, country: trailingPolishCountry(segment) });
    } else {
      warnings.push(
        `giif ${entry.source_id}: "Inne informacje" part not read: "${segment}" (kept in remarks)`,
      );
    }
  }
}
