/**
 * The sanctions matcher's public entry (README.md): build an index of list entries once, then
 * screen names, parties and free text against it. Code outside the engine imports this file;
 * the accuracy helpers (accuracy-evaluation.ts, variant-generator.ts, title-generator.ts) are
 * the one other entry, for tests and benchmarks.
 */
export { compareNames, DEFAULT_THRESHOLD } from './compare-names.js';
export { countryToIso, isIsoCountryCode, trailingCountryToIso } from './countries.js';
export {
  ENTRY_TYPES,
  IDENTIFIER_TYPES,
  LIST_SOURCES,
  NAME_SCRIPTS,
  newEntry,
} from './list-entry.js';
export type {
  Address,
  DateRange,
  EntryType,
  Identifier,
  IdentifierType,
  ListEntry,
  ListName,
  ListSource,
  NameKind,
  NameParts,
  NameScript,
  NameStrength,
} from './list-entry.js';
export { buildIndex } from './sanctions-index.js';
export type {
  MatchExplanation,
  MatchHit,
  QualifierEvidence,
  SanctionsIndex,
  ScreeningSubject,
  ScreenOptions,
  TokenEvidence,
  TokenMethod,
} from './types.js';
