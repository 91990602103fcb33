/**
 * What other modules may read of sanctions screening: the stored hits of a party or a
 * transaction, and the list parsers (the `screen` tool). Screening is
 * screening/screening.service.ts; the lists are sanctions.service.ts.
 */
export { currentHitsOfParties, hitsOf, type HitRow } from './screening/hits.repository.js';
export { sanctionsFactsOf } from './screening/hit-facts.js';
export { findListFiles, parseListFiles } from './lists/formats/detect-format.js';
