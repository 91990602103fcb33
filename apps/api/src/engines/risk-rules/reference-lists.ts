import { referenceSourceText } from '@aml/shared';
import type { Bilingual } from './bilingual.js';

/*
 * The reference lists a rule set carries: their ids, their shape and how rules look them up.
 * The lists themselves, as seeded, are in reference-data/ (REFERENCE_LISTS).
 */

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

/** The entry of `list` for `code`, if the list has one. */
export function findEntry(list: ReferenceList, code: string): ReferenceListEntry | undefined {
  return list.entries.find((entry) => entry.code === code);
}

/**
 * How explanations cite a list: its name, source and date, e.g. "… (Reg. 2016/1675, as of …)";
 * a seeded source in each language (packages/shared), one a person typed as typed.
 */
export function citeList(list: ReferenceList): Bilingual {
  return {
    en: `${list.name.en} (${referenceSourceText(list.source, 'en')}, as of ${list.as_of})`,
    pl: `${list.name.pl} (${referenceSourceText(list.source, 'pl')}, stan na ${list.as_of})`,
  };
}
