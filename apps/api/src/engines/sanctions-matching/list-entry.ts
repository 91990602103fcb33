/**
 * Canonical model every sanctions list is parsed into (docs/sanctions-lists.md,
 * shared/domain/sanctions-screening.md §2.9) and the matcher's input: the list parsers of the
 * sanctions module (modules/sanctions/lists/formats/) write it, the matcher reads it.
 */

export const LIST_SOURCES = [
  'ofac_sdn',
  'ofac_consolidated',
  'un',
  'eu',
  'uk',
  'mswia',
  'giif',
  'custom',
] as const;
export type ListSource = (typeof LIST_SOURCES)[number];

export const ENTRY_TYPES = ['person', 'organization', 'vessel', 'aircraft', 'unknown'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const NAME_SCRIPTS = ['latin', 'cyrillic', 'arabic', 'greek', 'cjk', 'other'] as const;
export type NameScript = (typeof NAME_SCRIPTS)[number];

export type NameStrength = 'strong' | 'weak';
export type NameKind = 'primary' | 'alias' | 'former' | 'variation';

export type NameParts = {
  given?: string;
  middle?: string;
  family?: string;
  patronymic?: string;
};

export type ListName = {
  full: string;
  parts?: NameParts;
  script: NameScript;
  strength: NameStrength;
  kind: NameKind;
  /** ISO 639-1 language when the list states it (EU nameLanguage, UK NonLatinScriptLanguage). */
  lang?: string;
};

/** Inclusive ISO date range; `text` is the value as the list wrote it, for audit and display. */
export type DateRange = { from: string; to: string; text: string };

export const IDENTIFIER_TYPES = [
  'passport',
  'national_id',
  'tax_id',
  'registration',
  'imo',
  'swift_bic',
  'other',
] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

export type Identifier = {
  type: IdentifierType;
  /** The list's own wording of the document type, e.g. "Cedula No.". */
  label: string;
  number: string;
  /** ISO 3166-1 alpha-2 when derivable. */
  country: string | null;
  /** The country as written when it could not be mapped to ISO. */
  country_text: string | null;
};

export type Address = { text: string; country: string | null };

export type ListEntry = {
  source: ListSource;
  source_id: string;
  type: EntryType;
  names: ListName[];
  birth_dates: DateRange[];
  birth_places: string[];
  /** ISO 3166-1 alpha-2 codes. */
  nationalities: string[];
  /** Nationalities as written when no ISO code could be derived ("Palestinian", "Serbia and Montenegro"). */
  nationalities_text: string[];
  /** ISO 3166-1 alpha-2 codes. */
  citizenships: string[];
  citizenships_text: string[];
  gender: 'male' | 'female' | null;
  identifiers: Identifier[];
  addresses: Address[];
  programs: string[];
  listed_on: string | null;
  delisted_on: string | null;
  remarks: string | null;
};

/** An entry with nothing but its identity, for a parser (or a test) to fill in. */
export function newEntry(source: ListSource, sourceId: string, type: EntryType): ListEntry {
  return {
    source,
    source_id: sourceId,
    type,
    names: [],
    birth_dates: [],
    birth_places: [],
    nationalities: [],
    nationalities_text: [],
    citizenships: [],
    citizenships_text: [],
    gender: null,
    identifiers: [],
    addresses: [],
    programs: [],
    listed_on: null,
    delisted_on: null,
    remarks: null,
  };
}
