import type { ReferenceLists } from '../reference-lists.js';
import {
  CPI_SCORES,
  EU_HIGH_RISK_THIRD_COUNTRIES,
  EU_TAX_NON_COOPERATIVE,
  FATF_CALL_FOR_ACTION,
  FATF_INCREASED_MONITORING,
  PL_TAX_HAVENS,
  SANCTIONED_COUNTRIES,
  TERRORISM_FINANCING_COUNTRIES,
} from './countries.js';
import { PKD_HIGH_RISK, PKD_PAYMENT_INSTITUTIONS } from './pkd.js';
import { PL_HIGH_RISK_REGIONS } from './regions.js';

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
