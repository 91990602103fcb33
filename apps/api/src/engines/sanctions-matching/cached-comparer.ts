import type { TokenComparer } from './name-alignment.js';
import type { NameToken } from './name-tokens.js';
import type { TokenMatch } from './token-similarity.js';

/**
 * Token comparisons for one query, remembered: candidate names share their (interned) tokens, so
 * most comparisons repeat from one candidate to the next.
 */
export function cachedComparer(compare: TokenComparer): TokenComparer {
  const cache = new Map<NameToken, Map<NameToken, TokenMatch>>();
  return (query, listed) => {
    let row = cache.get(query);
    if (!row) cache.set(query, (row = new Map()));
    let match = row.get(listed);
    if (!match) row.set(listed, (match = compare(query, listed)));
    return match;
  };
}
