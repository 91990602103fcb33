import { countryToIso } from '../../../../engines/sanctions-matching/index.js';
import { parseDateText } from './dates.js';
import type {
  DateRange,
  ListEntry,
  ListName,
  NameKind,
  NameParts,
  NameStrength,
} from '../../../../engines/sanctions-matching/index.js';
import { detectScript } from './scripts.js';

/** Trimmed text with inner whitespace collapsed; null for empty values. */
export function clean(text: string | null | undefined): string | null {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
}

export function pushUnique<T>(list: T[], value: T | null | undefined): void {
  if (value !== null && value !== undefined && value !== '' && !list.includes(value))
    list.push(value);
}

type NameOptions = { kind: NameKind; strength?: NameStrength; parts?: NameParts; lang?: string };

/** Adds a name unless it is already there with the same kind and strength (EU repeats names per language). */
export function addName(
  entry: ListEntry,
  full: string | null | undefined,
  options: NameOptions,
): void {
  const text = clean(full);
  if (!text) return;
  const strength = options.strength ?? 'strong';
  const isSame = (n: ListName) =>
    n.full === text && n.kind === options.kind && n.strength === strength;
  if (entry.names.some(isSame)) return;
  const name: ListName = {
    full: text,
    script: detectScript(text),
    strength,
    kind: options.kind,
  };
  const parts = compactParts(options.parts);
  if (parts) name.parts = parts;
  if (options.lang) name.lang = options.lang.toLowerCase();
  entry.names.push(name);
}

function compactParts(parts: NameParts | undefined): NameParts | undefined {
  if (!parts) return undefined;
  const result: NameParts = {};
  for (const key of ['given', 'middle', 'family', 'patronymic'] as const) {
    const value = clean(parts[key]);
    if (value) result[key] = value;
  }
  return Object.keys(result).length ? result : undefined;
}

/** "LAST, First Middle" (OFAC individuals) → family and given parts. */
export function partsFromLastCommaFirst(full: string): NameParts | undefined {
  const comma = full.indexOf(',');
  if (comma < 0) return undefined;
  return { family: full.slice(0, comma), given: full.slice(comma + 1) };
}

/** Records a country field: the ISO code when derivable, else the text in the `_text` twin. */
export function addCountry(
  entry: ListEntry,
  field: 'nationalities' | 'citizenships',
  text: string | null | undefined,
): void {
  const value = clean(text);
  if (!value) return;
  const iso = countryToIso(value);
  if (iso) pushUnique(entry[field], iso);
  else pushUnique(entry[`${field}_text`], value.replace(/[.;]+$/, ''));
}

export function addBirthDate(entry: ListEntry, range: DateRange | null): void {
  if (range && !entry.birth_dates.some((d) => d.from === range.from && d.to === range.to)) {
    entry.birth_dates.push(range);
  }
}

/** Parses a date of birth text, warning (not failing) on values no rule understands. */
export function addBirthDateText(
  entry: ListEntry,
  text: string | null | undefined,
  warnings: string[],
): void {
  const value = clean(text);
  if (!value) return;
  const range = parseDateText(value);
  if (range) addBirthDate(entry, range);
  else warnings.push(`${entry.source} ${entry.source_id}: unparsed date of birth "${value}"`);
}

export function genderFrom(text: string | null | undefined): 'male' | 'female' | null {
  const value = clean(text)?.toLowerCase();
  if (value === 'male' || value === 'm') return 'male';
  if (value === 'female' || value === 'f') return 'female';
  return null;
}

/** Non-empty parts joined with ", " — addresses and places of birth. */
export function joinParts(parts: Array<string | null | undefined>): string | null {
  return clean(
    parts
      .map((p) => clean(p))
      .filter(Boolean)
      .join(', '),
  );
}
