import type { Bilingual } from './rule-kind.js';
import {
  CPI_SCORES,
  EU_HIGH_RISK_THIRD_COUNTRIES,
  EU_TAX_NON_COOPERATIVE,
  FATF_CALL_FOR_ACTION,
  FATF_INCREASED_MONITORING,
  PL_TAX_HAVENS,
  SANCTIONED_COUNTRIES,
  TERRORISM_FINANCING_COUNTRIES,
} from './reference-data/countries.js';
import { PKD_HIGH_RISK, PKD_PAYMENT_INSTITUTIONS } from './reference-data/pkd.js';
import { PL_HIGH_RISK_REGIONS } from './reference-data/regions.js';

/** Lists whose entries are ISO 3166-1 alpha-2 country codes. */
export const COUNTRY_LIST_IDS = [
  'eu_high_risk_third_countries',
  'fatf_call_for_action',
  'fatf_increased_monitoring',
  'cpi_scores',
  'eu_tax_non_cooperative',
  'pl_tax_havens',
  'sanctioned_countries',
  'terrorism_financing_countries',
] as const;
/** Lists whose entries are PKD subclass codes (NN.NN.X), PKD 2007 and PKD 2025 together. */
export const PKD_LIST_IDS = ['pkd_high_risk', 'pkd_payment_institutions'] as const;
export const REGION_LIST_IDS = ['pl_high_risk_regions'] as const;
export const REFERENCE_LIST_IDS = [
  ...COUNTRY_LIST_IDS,
  ...PKD_LIST_IDS,
  ...REGION_LIST_IDS,
] as const;

export type CountryListId = (typeof COUNTRY_LIST_IDS)[number];
export type ReferenceListId = (typeof REFERENCE_LIST_IDS)[number];

export type ReferenceListEntry = { code: string; label?: string; score?: number };
export type ReferenceList = {
  id: ReferenceListId;
  name: Bilingual;
  source: string;
  source_url: string;
  /** YYYY-MM-DD: the day the list was in force as seeded; lists change 2–3 times a year. */
  as_of: string;
  entries: ReferenceListEntry[];
};
export type ReferenceLists = Record<ReferenceListId, ReferenceList>;

/**
 * The lists as researched in shared/domain/poland.md (sections 4.6 and 5). The engine stores
 * versioned copies; these are the seed and the defaults of a zero set-up installation.
 */
export const REFERENCE_LISTS: ReferenceLists = {
  eu_high_risk_third_countries: EU_HIGH_RISK_THIRD_COUNTRIES,
  fatf_call_for_action: FATF_CALL_FOR_ACTION,
  fatf_increased_monitoring: FATF_INCREASED_MONITORING,
  cpi_scores: CPI_SCORES,
  eu_tax_non_cooperative: EU_TAX_NON_COOPERATIVE,
  pl_tax_havens: PL_TAX_HAVENS,
  sanctioned_countries: SANCTIONED_COUNTRIES,
  terrorism_financing_countries: TERRORISM_FINANCING_COUNTRIES,
  pkd_high_risk: PKD_HIGH_RISK,
  pkd_payment_institutions: PKD_PAYMENT_INSTITUTIONS,
  pl_high_risk_regions: PL_HIGH_RISK_REGIONS,
};

/** The entry of `list` for `code`, if the list has one. */
export function findEntry(list: ReferenceList, code: string): ReferenceListEntry | undefined {
  return list.entries.find((entry) => entry.code === code);
}

/** How explanations cite a list: its name, source and date, e.g. "… (Reg. 2016/1675, as of …)". */
export function citeList(list: ReferenceList): Bilingual {
  return {
    en: `${list.name.en} (${list.source}, as of ${list.as_of})`,
    pl: `${list.name.pl} (${list.source}, stan na ${list.as_of})`,
  };
}
