import type { FieldError, RuleSetDetail, RuleSetList } from '@aml/shared';
import {
  COUNTRY_LIST_IDS,
  PKD_LIST_IDS,
  REFERENCE_LIST_IDS,
  type ReferenceListEntry,
  type ReferenceListId,
} from '../../engines/risk-rules/index.js';
import type { RuleSetDefinition } from '../../engines/risk-rules/index.js';

/** The team's own list of parties: a list of the set beside the reference lists. */
export const INTERNAL_RISK_LIST_ID = 'internal_risk_list';

export const isReferenceListId = (id: string): id is ReferenceListId =>
  (REFERENCE_LIST_IDS as readonly string[]).includes(id);

/** How the internal risk list reads beside the reference lists: no outside source or date. */
export const INTERNAL_RISK_LIST_HEADER: Omit<RuleSetList, 'entries'> = {
  id: INTERNAL_RISK_LIST_ID,
  name: { en: 'internal risk list', pl: 'wewnętrzna lista ryzyka' },
  source: "the institution's own findings (art. 33; internal procedure, art. 50)",
  source_url: '',
  as_of: '',
};

/** Every list of a definition with the number of its entries (the detail screen's overview). */
export function listSummaries(definition: RuleSetDefinition): RuleSetDetail['lists'] {
  const reference = REFERENCE_LIST_IDS.map((id) => {
    const { entries, ...header } = definition.lists[id];
    return { ...header, entries: entries.length };
  });
  return [
    ...reference,
    { ...INTERNAL_RISK_LIST_HEADER, entries: definition.internal_risk_list.length },
  ];
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
const PKD_CODE = /^\d{2}\.\d{2}\.[A-Z]$/;

/**
 * What is wrong with the entries of a reference list, as field errors of the request body:
 * country lists take ISO 3166-1 alpha-2 codes in capitals, PKD lists subclass codes NN.NN.X,
 * the CPI list a score for every country; a code may appear once.
 */
export function referenceEntryErrors(
  id: ReferenceListId,
  entries: ReferenceListEntry[],
): FieldError[] {
  const isCountryList = (COUNTRY_LIST_IDS as readonly string[]).includes(id);
  const isPkdList = (PKD_LIST_IDS as readonly string[]).includes(id);
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const path = `entries.${index}`;
    const errors: FieldError[] = [];
    if (isCountryList && !COUNTRY_CODE.test(entry.code)) {
      errors.push({ path: `${path}.code`, code: 'country_invalid' });
    } else if (isPkdList && !PKD_CODE.test(entry.code)) {
      errors.push({ path: `${path}.code`, code: 'pkd_invalid' });
    } else if (seen.has(entry.code)) {
      errors.push({ path: `${path}.code`, code: 'invalid_value' });
    }
    seen.add(entry.code);
    if (id === 'cpi_scores' && entry.score === undefined) {
      errors.push({ path: `${path}.score`, code: 'required' });
    }
    return errors;
  });
}
