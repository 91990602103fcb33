import { countryToIso, newEntry } from '../../../../engines/sanctions-matching/index.js';
import { parseCsvRows } from './csv-rows.js';
import { addName, clean, joinParts, partsFromLastCommaFirst } from './entry-builder.js';
import { addIdentifier } from './identifiers.js';
import type { EntryType, ListEntry } from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import { applyOfacRemarks } from './ofac-remarks.js';
import type { TextInput } from './text-input.js';
import { readAllText } from './text-input.js';

/**
 * OFAC's legacy CSV set (dat_spec.txt): sdn.csv + add.csv + alt.csv + sdn_comments.csv for the SDN
 * list, cons_prim/cons_add/cons_alt/cons_comments.csv for the Consolidated (non-SDN) list, in the
 * same layout. No header row; "-0-" (with a trailing space) is OFAC's null.
 */
export type OfacCsvFiles = {
  primary: TextInput;
  addresses?: TextInput;
  aliases?: TextInput;
  comments?: TextInput;
};

const PRIMARY_COLUMNS = 12;
const ADDRESS_COLUMNS = 6;
const ALIAS_COLUMNS = 5;
const COMMENT_COLUMNS = 2;

const TYPES: Record<string, EntryType> = {
  individual: 'person',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

/** OFAC's "-0-" null as null; other values trimmed. */
const value = (field: string | undefined) => {
  const text = clean(field);
  return text === '-0-' ? null : text;
};

function entNum(field: string | undefined, file: string, line: number): string {
  const id = field?.trim() ?? '';
  if (!/^\d+$/.test(id))
    throw new ListFormatError(file, `line ${line}`, `ent_num "${id}" is not a number`);
  return id;
}

export function parseOfacLegacyCsv(
  files: OfacCsvFiles,
  source: 'ofac_sdn' | 'ofac_consolidated',
): ParseResult {
  const warnings: string[] = [];
  const entries = new Map<string, ListEntry>();
  const remarks = new Map<string, string>();

  const primaryName = files.primary.name;
  for (const { fields, line } of parseCsvRows(readAllText(files.primary), primaryName, {
    columns: PRIMARY_COLUMNS,
  })) {
    const id = entNum(fields[0], primaryName, line);
    if (entries.has(id))
      throw new ListFormatError(primaryName, `line ${line}`, `duplicate ent_num ${id}`);
    const name = value(fields[1]);
    if (!name) throw new ListFormatError(primaryName, `line ${line}`, `ent_num ${id} has no name`);
    const entry = newEntry(
      source,
      id,
      TYPES[value(fields[2])?.toLowerCase() ?? ''] ?? 'organization',
    );
    addName(entry, name, {
      kind: 'primary',
      parts: entry.type === 'person' ? partsFromLastCommaFirst(name) : undefined,
    });
    entry.programs = (value(fields[3]) ?? '')
      .split('] [')
      .map((p) => p.replace(/^\[|\]$/g, '').trim())
      .filter(Boolean);
    addIdentifier(entry, { label: 'Call Sign', number: value(fields[5]) });
    const remark = value(fields[11]);
    if (remark) remarks.set(id, remark);
    entries.set(id, entry);
  }

  if (files.comments) {
    const file = files.comments.name;
    for (const { fields, line } of parseCsvRows(readAllText(files.comments), file, {
      columns: COMMENT_COLUMNS,
    })) {
      const id = entNum(fields[0], file, line);
      // The extension continues the 1,000-character Remarks mid-word, so it is appended as is.
      const extension = fields[1] ?? '';
      if (!entries.has(id))
        warnings.push(`${file} line ${line}: remarks for unknown ent_num ${id}`);
      else remarks.set(id, (remarks.get(id) ?? '') + extension);
    }
  }

  for (const [id, text] of remarks) {
    const entry = entries.get(id)!;
    entry.remarks = clean(text);
    applyOfacRemarks(entry, text, warnings);
  }

  if (files.aliases) {
    const file = files.aliases.name;
    for (const { fields, line } of parseCsvRows(readAllText(files.aliases), file, {
      columns: ALIAS_COLUMNS,
    })) {
      const entry = entries.get(entNum(fields[0], file, line));
      const name = value(fields[3]);
      if (!entry) {
        warnings.push(`${file} line ${line}: alias for unknown ent_num ${fields[0]}`);
        continue;
      }
      const kind = value(fields[2])?.toLowerCase() === 'fka' ? 'former' : 'alias';
      addName(entry, name, {
        kind,
        parts: entry.type === 'person' && name ? partsFromLastCommaFirst(name) : undefined,
      });
    }
  }

  if (files.addresses) {
    const file = files.addresses.name;
    for (const { fields, line } of parseCsvRows(readAllText(files.addresses), file, {
      columns: ADDRESS_COLUMNS,
    })) {
      const entry = entries.get(entNum(fields[0], file, line));
      if (!entry) {
        warnings.push(`${file} line ${line}: address for unknown ent_num ${fields[0]}`);
        continue;
      }
      const country = value(fields[4]);
      const text = joinParts([value(fields[2]), value(fields[3]), country]);
      if (text) entry.addresses.push({ text, country: countryToIso(country) });
    }
  }

  // The CSV files state no date: OFAC publishes it beside them only.
  return { entries: [...entries.values()], warnings, published_on: null };
}
