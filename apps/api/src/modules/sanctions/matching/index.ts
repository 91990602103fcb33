export { compareNames, DEFAULT_THRESHOLD } from './compare-names.js';
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
