import type { PartyRuleKind } from '../../rule-kind.js';
import { countryCorrupt } from './country-corrupt.js';
import { countryHighRisk } from './country-high-risk.js';
import { countrySanctioned } from './country-sanctioned.js';
import { countryTaxHaven } from './country-tax-haven.js';
import { countryTerrorism } from './country-terrorism.js';
import { defaultPartyStatus } from './default-party-status.js';
import { individualCustomerProfile } from './individual-customer-profile.js';
import { institutionalClient } from './institutional-client.js';
import { internalRiskList } from './internal-risk-list.js';
import { lengthOfEconomicRelations } from './length-of-economic-relations.js';
import { maxmindPartyCheck } from './maxmind-party-check.js';
import { pep } from './pep.js';
import { pkdHighRisk } from './pkd-high-risk.js';
import { pkdPaymentInstitution } from './pkd-payment-institution.js';
import { sanctionLists } from './sanction-lists.js';

/** A kind of any configuration: the engine validates the stored config with `kind.config`. */
type AnyPartyRuleKind = PartyRuleKind<unknown>;

const KINDS: AnyPartyRuleKind[] = [
  defaultPartyStatus,
  institutionalClient,
  lengthOfEconomicRelations,
  individualCustomerProfile,
  countryHighRisk,
  countryCorrupt,
  countrySanctioned,
  countryTaxHaven,
  countryTerrorism,
  pep,
  pkdHighRisk,
  pkdPaymentInstitution,
  sanctionLists,
  maxmindPartyCheck,
  internalRiskList,
];

/** Every party rule kind by its id. */
export const PARTY_RULE_KINDS: Record<string, AnyPartyRuleKind> = Object.fromEntries(
  KINDS.map((kind) => [kind.kind, kind]),
);
