import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { CUSTOM_CSV_HEADER, parseCustomCsv } from './custom-csv.js';
import { parseEuFsfXml } from './eu-fsf-xml.js';
import { isGiifXlsx, parseGiifXlsx } from './giif-xlsx.js';
import type { ListEntry, ListSource } from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import { isMswiaHtml, parseMswiaHtml } from './mswia-html.js';
import { parseOfacAdvancedXml } from './ofac-advanced-xml.js';
import { parseOfacClassicXml } from './ofac-classic-xml.js';
import type { OfacCsvFiles } from './ofac-legacy-csv.js';
import { parseOfacLegacyCsv } from './ofac-legacy-csv.js';
import type { TextInput } from './text-input.js';
import { fileInput, readHead } from './text-input.js';
import { parseUkXml } from './uk-xml.js';
import { parseUnXml } from './un-xml.js';

export type FileFormat =
  | 'un_xml'
  | 'eu_fsf_xml'
  | 'uk_xml'
  | 'ofac_advanced_xml'
  | 'ofac_classic_xml'
  | 'ofac_csv_primary'
  | 'ofac_csv_addresses'
  | 'ofac_csv_aliases'
  | 'ofac_csv_comments'
  | 'custom_csv'
  | 'mswia_html'
  | 'giif_xlsx';

const XML_ROOTS: Record<string, FileFormat> = {
  CONSOLIDATED_LIST: 'un_xml',
  export: 'eu_fsf_xml',
  Designations: 'uk_xml',
  Sanctions: 'ofac_advanced_xml',
  sdnList: 'ofac_classic_xml',
};

/** Root element of an XML head, skipping the declaration, comments and DOCTYPE. */
function xmlRoot(head: string): string | null {
  const body = head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![^>]*>/g, '');
  return body.match(/^\s*<(?:[\w.-]+:)?([\w.-]+)[\s/>]/)?.[1] ?? null;
}

/** HTML is searched this far for the list's tables (the gov.pl page is a few hundred KB). */
const MAX_HTML_CHARS = 20 * 1024 * 1024;

/**
 * The format of one file, from its first few KB; an HTML page is read whole (the MSWiA tables sit
 * below the site's chrome) and a ZIP is opened to look at the sheet headers (GIIF XLSX). Null when
 * it is none of the supported formats.
 */
export function detectFormat(input: TextInput): FileFormat | null {
  const head = readHead(input);
  if (head.startsWith('PK\u0003\u0004')) return isGiifXlsx(input) ? 'giif_xlsx' : null;
  if (head.trimStart().startsWith('<')) {
    const root = xmlRoot(head);
    if (root && XML_ROOTS[root]) return XML_ROOTS[root];
    if (root?.toLowerCase() !== 'html' && !/<html[\s>]/i.test(head)) return null;
    return isMswiaHtml(readHead(input, MAX_HTML_CHARS)) ? 'mswia_html' : null;
  }
  const firstLine = head.split(/\r?\n/)[0] ?? '';
  if (firstLine.trim().toLowerCase().replace(/;/g, ',') === CUSTOM_CSV_HEADER.join(','))
    return 'custom_csv';
  let fields: string[];
  try {
    fields = (parse(firstLine, { relax_quotes: true }) as string[][])[0] ?? [];
  } catch {
    return null;
  }
  // OFAC legacy rows: a numeric ent_num, then a shape fixed by the file's role (dat_spec.txt).
  if (!/^\d+$/.test(fields[0] ?? '')) return null;
  if (fields.length === 12) return 'ofac_csv_primary';
  if (fields.length === 6 && /^\d+$/.test(fields[1] ?? '')) return 'ofac_csv_addresses';
  if (fields.length === 5 && /^(aka|fka|nka)$/i.test(fields[2] ?? '')) return 'ofac_csv_aliases';
  if (fields.length === 2) return 'ofac_csv_comments';
  return null;
}

export type ParsedList = { source: ListSource; files: string[] } & ParseResult;

/**
 * Parses every list found in `paths` (files, or directories whose files are taken). OFAC legacy
 * CSV parts are grouped by directory into one list. All-or-nothing: an unrecognised file or an
 * incomplete OFAC set throws ListFormatError.
 *
 * Whether an OFAC file is the SDN or the Consolidated (non-SDN) list is not in its content (same
 * layout, overlapping programs), so that one decision uses OFAC's file names (CONS_…).
 */
export function parseListFiles(paths: string[]): { lists: ParsedList[] } {
  const files = paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .sort()
          .map((name) => join(path, name))
          .filter((p) => statSync(p).isFile())
      : [path],
  );
  const lists: ParsedList[] = [];
  const ofacSets = new Map<string, Partial<Record<keyof OfacCsvFiles, string>>>();
  for (const path of files) {
    const input = fileInput(path);
    const format = detectFormat(input);
    const source = ofacSource(path);
    switch (format) {
      case null:
        throw new ListFormatError(
          input.name,
          null,
          'not a sanctions list format this application reads',
        );
      case 'un_xml':
        lists.push({ source: 'un', files: [path], ...parseUnXml(input) });
        break;
      case 'eu_fsf_xml':
        lists.push({ source: 'eu', files: [path], ...parseEuFsfXml(input) });
        break;
      case 'uk_xml':
        lists.push({ source: 'uk', files: [path], ...parseUkXml(input) });
        break;
      case 'ofac_advanced_xml':
        lists.push({ source, files: [path], ...parseOfacAdvancedXml(input, source) });
        break;
      case 'ofac_classic_xml':
        lists.push({ source, files: [path], ...parseOfacClassicXml(input, source) });
        break;
      case 'custom_csv':
        lists.push({ source: 'custom', files: [path], ...parseCustomCsv(input) });
        break;
      case 'mswia_html':
        lists.push({ source: 'mswia', files: [path], ...parseMswiaHtml(input) });
        break;
      case 'giif_xlsx':
        lists.push({ source: 'giif', files: [path], ...parseGiifXlsx(input) });
        break;
      default: {
        const key = `${dirname(path)}|${source}`;
        const set = ofacSets.get(key) ?? {};
        const role = OFAC_ROLES[format];
        if (set[role])
          throw new ListFormatError(
            input.name,
            null,
            `a second OFAC ${role} file beside ${basename(set[role])}`,
          );
        set[role] = path;
        ofacSets.set(key, set);
      }
    }
  }
  for (const [key, set] of ofacSets) lists.push(parseOfacSet(key, set));
  return { lists };
}

/**
 * Every list file below `roots` (folders are walked recursively), for the `screen` tool and the
 * benchmark, which point at a folder that also holds other things: a file in no list format
 * (notes, schemas, query files) and an OFAC CSV set without its primary file are set aside with
 * the reason, instead of refusing everything as an import does.
 */
export function findListFiles(roots: string[]): {
  files: string[];
  skipped: Array<{ path: string; reason: string }>;
} {
  const all: string[] = [];
  const walk = (path: string) => {
    if (!statSync(path).isDirectory()) return void all.push(path);
    for (const name of readdirSync(path).sort()) walk(join(path, name));
  };
  roots.forEach(walk);
  const skipped: Array<{ path: string; reason: string }> = [];
  const files: string[] = [];
  const primaries = new Set<string>();
  const ofacParts: string[] = [];
  for (const path of all) {
    const format = detectFormat(fileInput(path));
    if (format === null) {
      skipped.push({ path, reason: 'not a list format' });
    } else if (format in OFAC_ROLES) {
      ofacParts.push(path);
      if (format === 'ofac_csv_primary') primaries.add(`${dirname(path)}|${ofacSource(path)}`);
    } else {
      files.push(path);
    }
  }
  for (const path of ofacParts) {
    if (primaries.has(`${dirname(path)}|${ofacSource(path)}`)) files.push(path);
    else skipped.push({ path, reason: 'OFAC CSV set without its primary file' });
  }
  return { files, skipped };
}

/**
 * Every list file of a folder (the shared test data), parsed and loaded together: the entries
 * the accuracy tests and benchmarks screen against (other files are set aside).
 */
export function loadLists(dataDir: string): ListEntry[] {
  return parseListFiles(findListFiles([dataDir]).files).lists.flatMap((l) => l.entries);
}

const OFAC_ROLES = {
  ofac_csv_primary: 'primary',
  ofac_csv_addresses: 'addresses',
  ofac_csv_aliases: 'aliases',
  ofac_csv_comments: 'comments',
} as const satisfies Record<string, keyof OfacCsvFiles>;

function ofacSource(path: string): 'ofac_sdn' | 'ofac_consolidated' {
  return /^cons[_.]/i.test(basename(path)) ? 'ofac_consolidated' : 'ofac_sdn';
}

function parseOfacSet(key: string, set: Partial<Record<keyof OfacCsvFiles, string>>): ParsedList {
  const [directory, source] = key.split('|') as [string, 'ofac_sdn' | 'ofac_consolidated'];
  const paths = Object.values(set).filter((p): p is string => Boolean(p));
  if (!set.primary) {
    throw new ListFormatError(
      basename(directory),
      null,
      `OFAC CSV set (${paths.map((p) => basename(p)).join(', ')}) has no primary file (sdn.csv / cons_prim.csv); aliases and addresses cannot be read without it`,
    );
  }
  const input = (path: string | undefined) => (path ? fileInput(path) : undefined);
  const result = parseOfacLegacyCsv(
    {
      primary: fileInput(set.primary),
      addresses: input(set.addresses),
      aliases: input(set.aliases),
      comments: input(set.comments),
    },
    source,
  );
  return { source, files: paths, ...result };
}
