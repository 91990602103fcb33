import type { SanctionsFacts } from '../../../engines/risk-rules/index.js';

type StoredHit = {
  source: string;
  entry_id: string;
  subject_name: string;
  entry_name: string;
  status: string;
};

/** Stored hits as the sanctions rule reads them: the list, the entry, who matched whom. */
export const sanctionsFactsOf = (hits: StoredHit[]): NonNullable<SanctionsFacts> => ({
  hits: hits.map((hit) => ({
    list: hit.source,
    entry_id: hit.entry_id,
    name: `${hit.subject_name} ~ ${hit.entry_name}`,
    status: hit.status as 'hit' | 'false_positive' | 'confirmed',
  })),
});
