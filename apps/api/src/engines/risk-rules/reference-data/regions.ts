import type { ReferenceList } from '../reference-lists.js';
import { DOMAIN_NOTE_SNAPSHOT } from './snapshot.js';

/**
 * Deliberately empty: the domain note names no higher-risk Polish regions, and party facts carry
 * no region yet, so no rule reads this list. The compliance team fills it (suggested codes:
 * TERYT voivodeship or powiat codes) when the business-wide risk assessment (art. 27) finds one,
 * e.g. a border area.
 */
export const PL_HIGH_RISK_REGIONS: ReferenceList = {
  id: 'pl_high_risk_regions',
  name: { en: 'higher-risk Polish regions', pl: 'regiony Polski podwyższonego ryzyka' },
  source: 'none yet: filled by the compliance team from its art. 27 risk assessment',
  source_url: '',
  as_of: DOMAIN_NOTE_SNAPSHOT,
  entries: [],
};
