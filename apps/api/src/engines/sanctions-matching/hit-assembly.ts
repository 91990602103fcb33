/** From scored names to hits: best name per entry, final score, threshold, order and limit. */
import type { ListEntry } from './list-entry.js';
import type { IndexedName } from './candidate-search.js';
import { DEFAULT_THRESHOLD } from './compare-names.js';
import type { Alignment } from './name-alignment.js';
import { round3 } from './name-alignment.js';
import type { MatchHit, QualifierEvidence, ScreenOptions } from './types.js';

/** Weak aliases (OFAC remarks a.k.a., UN Low, EU strong="false") count, but less (logic-v2 0.8). */
const WEAK_ALIAS_FACTOR = 0.9;
const DEFAULT_LIMIT = 20;

export type ScoredName = { name: IndexedName; alignment: Alignment };

const nameScore = ({ name, alignment }: ScoredName) =>
  alignment.score * (name.name.strength === 'weak' ? WEAK_ALIAS_FACTOR : 1);

export function bestPerEntry(scored: ScoredName[]): ScoredName[] {
  const byEntry = new Map<ListEntry, ScoredName>();
  for (const candidate of scored) {
    const kept = byEntry.get(candidate.name.entry);
    if (!kept || nameScore(candidate) > nameScore(kept))
      byEntry.set(candidate.name.entry, candidate);
  }
  return [...byEntry.values()];
}

function primaryName(entry: ListEntry): string {
  return (entry.names.find((n) => n.kind === 'primary') ?? entry.names[0])?.full ?? '';
}

/** score = name score × (0.9 for a weak alias) + qualifier effects, within [0, 1]. */
export function toHit(
  scored: ScoredName,
  queryName: string,
  qualifiers: QualifierEvidence[],
): MatchHit {
  const { entry, name } = scored.name;
  const score = qualifiers.reduce((sum, q) => sum + q.effect, nameScore(scored));
  return {
    source: entry.source,
    entry_id: entry.source_id,
    entry_name: primaryName(entry),
    matched_name: name.full,
    score: round3(Math.min(1, Math.max(0, score))),
    explanation: {
      query_name: queryName,
      list_name: name.full,
      name_kind: name.kind,
      weak_alias: name.strength === 'weak',
      name_score: round3(scored.alignment.score),
      tokens: scored.alignment.tokens,
      qualifiers,
    },
  };
}

export function selectHits(hits: MatchHit[], options: ScreenOptions | undefined): MatchHit[] {
  const threshold = options?.threshold ?? DEFAULT_THRESHOLD;
  return hits
    .filter((hit) => hit.score >= threshold)
    .sort((a, b) => b.score - a.score || a.entry_id.localeCompare(b.entry_id))
    .slice(0, options?.limit ?? DEFAULT_LIMIT);
}
