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

/**
 * The lists of a set by the paths of spec section 7 (/int/rule-sets/{id}/<path>): each serves
 * the lists of one kind, the ones its rule reads by default, as /lists/{listId} does one by
 * one. The CPI scores are the "corrupt" list; /limits is a rule's configuration, not a list.
 */
export const LIST_GROUPS = {
  'high-risk': {
    lists: ['eu_high_risk_third_countries', 'fatf_call_for_action', 'fatf_increased_monitoring'],
    about: 'High-risk countries: the EU list of high-risk third countries and the two FATF lists',
  },
  corrupt: {
    lists: ['cpi_scores'],
    about: "Corruption: the scores of Transparency International's Corruption Perceptions Index",
  },
  'tax-haven': {
    lists: ['eu_tax_non_cooperative', 'pl_tax_havens'],
    about:
      'Tax havens: the EU list of non-cooperative jurisdictions and the Polish Ministry of Finance list',
  },
  sanction: {
    lists: ['sanctioned_countries'],
    about: 'Countries under EU and UN sanctions regimes',
  },
  terrorism: {
    lists: ['terrorism_financing_countries'],
    about: 'Terrorism financing: conflict and active-terrorism geographies',
  },
  pkd: {
    lists: ['pkd_high_risk', 'pkd_payment_institutions'],
    about: 'PKD codes of higher money-laundering risk and of payment services',
  },
  region: {
    lists: ['pl_high_risk_regions'],
    about: 'Higher-risk regions of Poland',
  },
  'risk-list': {
    lists: [INTERNAL_RISK_LIST_ID],
    about: "The internal risk list: the team's own high-risk parties (art. 33, art. 50)",
  },
} as const satisfies Record<
  string,
  { lists: ReadonlyArray<ReferenceListId | typeof INTERNAL_RISK_LIST_ID>; about: string }
>;
export type ListGroup = keyof typeof LIST_GROUPS;

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
