/**
 * Public shapes of the sanctions name matcher (issue 7). Other modules are written against these
 * names; fields may be added, never renamed.
 */
import type { ListSource, NameKind } from './list-entry.js';

export type ScreeningSubject = {
  name: string;
  type: 'person' | 'company' | 'any';
  /** 'YYYY-MM-DD' or 'YYYY'. */
  birth_date?: string | null;
  /** ISO 3166-1 alpha-2: nationality, citizenship, residence. */
  countries?: string[];
  gender?: 'male' | 'female' | null;
  /** Document / registration numbers as written. */
  identifiers?: string[];
};

export type TokenMethod =
  'exact' | 'transliteration' | 'fuzzy' | 'initial' | 'joined' | 'declension' | 'unmatched';

export type TokenEvidence = {
  query: string | null;
  list: string | null;
  similarity: number;
  weight: number;
  method: TokenMethod;
};

export type QualifierEvidence = {
  kind: 'birth_date' | 'nationality' | 'gender' | 'identifier';
  /** Added to the score (negative lowers it). */
  effect: number;
  query: string;
  list: string;
  /** 'exact', 'year', 'range', 'near', 'mismatch', 'residence' … */
  detail: string;
};

export type MatchExplanation = {
  query_name: string;
  list_name: string;
  name_kind: NameKind;
  weak_alias: boolean;
  name_score: number;
  tokens: TokenEvidence[];
  qualifiers: QualifierEvidence[];
};

export type MatchHit = {
  source: ListSource;
  /** ListEntry.source_id */
  entry_id: string;
  /** The entry's primary name. */
  entry_name: string;
  matched_name: string;
  /** 0..1, 3 decimals. */
  score: number;
  explanation: MatchExplanation;
};

export type ScreenOptions = { threshold?: number; limit?: number };

export type SanctionsIndex = {
  readonly entryCount: number;
  readonly nameCount: number;
  /** Best hit per entry, sorted by score descending. */
  screen(subject: ScreeningSubject, options?: ScreenOptions): MatchHit[];
  /** Listed names found inside free text (a transfer title), Polish declension included. */
  screenText(text: string, options?: ScreenOptions): MatchHit[];
  /**
   * Reads what free-text screening needs (the dictionaries, slow to read, once per process;
   * the index's words) now rather than in the first screenText.
   */
  prepareTextScreening(): void;
};

export type MatchType = ScreeningSubject['type'];
