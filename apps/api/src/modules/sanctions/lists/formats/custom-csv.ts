import { parseCsvRows } from './csv-rows.js';
import { addBirthDateText, addCountry, addName, clean } from './entry-builder.js';
import { newEntry, ENTRY_TYPES } from '../../../../engines/sanctions-matching/index.js';
import type { EntryType, ListEntry } from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import type { TextInput } from './text-input.js';
import { readAllText } from './text-input.js';

/** Words an institution's own file may use for a type, as the screening queries do. */
const TYPE_SYNONYMS: Record<string, EntryType> = {
  company: 'organization',
  entity: 'organization',
  organisation: 'organization',
  individual: 'person',
  any: 'unknown',
};

export const CUSTOM_CSV_HEADER = ['id', 'name', 'type', 'birth_date', 'country'] as const;

/**
 * The institution's own list: a CSV with the header id,name,type,birth_date,country (comma or
 * semicolon). `country` is read as nationality; `birth_date` accepts the same spellings as the
 * official lists (YYYY-MM-DD, YYYY, dd/mm/yyyy …).
 */
export function parseCustomCsv(input: TextInput): ParseResult {
  const text = readAllText(input);
  const delimiter = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
  const [header, ...rows] = parseCsvRows(text, input.name, { columns: null, delimiter });
  const columns = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (columns.join(',') !== CUSTOM_CSV_HEADER.join(',')) {
    throw new ListFormatError(
      input.name,
      'line 1',
      `expected header "${CUSTOM_CSV_HEADER.join(',')}", found "${columns.join(',')}"`,
    );
  }
  const warnings: string[] = [];
  const seen = new Set<string>();
  const entries: ListEntry[] = rows.map(({ fields, line }) => {
    const [id, name, type, birthDate, country] = fields.map((f) => clean(f));
    if (!id || !name)
      throw new ListFormatError(input.name, `line ${line}`, 'id and name are required');
    if (seen.has(id)) throw new ListFormatError(input.name, `line ${line}`, `duplicate id ${id}`);
    seen.add(id);
    const written = (type || 'unknown').toLowerCase();
    const entryType = TYPE_SYNONYMS[written] ?? written;
    if (!(ENTRY_TYPES as readonly string[]).includes(entryType)) {
      throw new ListFormatError(
        input.name,
        `line ${line}`,
        `type "${type}" is not one of ${[...ENTRY_TYPES, ...Object.keys(TYPE_SYNONYMS)].join(', ')}`,
      );
    }
    const entry = newEntry('custom', id, entryType as EntryType);
    addName(entry, name, { kind: 'primary' });
    addBirthDateText(entry, birthDate, warnings);
    addCountry(entry, 'nationalities', country);
    return entry;
  });
  return { entries, warnings, published_on: null };
}
