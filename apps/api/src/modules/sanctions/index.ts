/**
 * What other modules may read of sanctions screening: the stored hits of a party or a
 * transaction, the list parsers (the `screen` tool), and the minimal XLSX reader the GIIF
 * parser uses (rule sets read Transparency International's CPI workbook with it). Screening is
 * screening/screening.service.ts; the lists are sanctions.service.ts.
 */
export { currentHitsOfParties, hitsOf, type HitRow } from './screening/hits.repository.js';
export { sanctionsFactsOf } from './screening/hit-facts.js';
export { findListFiles, parseListFiles } from './lists/formats/detect-format.js';
export { isZip, readFirstSheet, type Sheet } from './lists/formats/giif-xlsx.js';
export { ListFormatError } from './lists/formats/parse-result.js';
