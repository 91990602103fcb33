import { z } from 'zod';
import { conclude } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';
import { noPkdFound, pkdFindings } from './pkd-facts.js';

export const PkdPaymentInstitutionConfigSchema = z.strictObject({ risk: RuleRiskSchema });
export type PkdPaymentInstitutionConfig = z.infer<typeof PkdPaymentInstitutionConfigSchema>;

/** Payment services need a KNF licence or MIP entry; the PKD code alone cannot tell which. */
const CHECK_REGISTER = {
  en: 'check the KNF register of payment services (and, for virtual currencies, the VASP register) before relying on it',
  pl: 'sprawdź rejestr usług płatniczych KNF (a dla walut wirtualnych rejestr działalności w zakresie walut wirtualnych)',
};

export const pkdPaymentInstitution: PartyRuleKind<PkdPaymentInstitutionConfig> = {
  kind: 'pkd_payment_institution',
  name: { en: 'Payment institution', pl: 'Instytucja płatnicza' },
  // A missing industry is reported by pkd_high_risk; reporting it twice would add nothing.
  reads: ['industries'],
  config: PkdPaymentInstitutionConfigSchema,
  // Art. 2 ust. 1 pkt 3 and art. 129m: payment and virtual-currency services are themselves
  // regulated; an unlicensed provider is a serious ML risk, so 'high' until the register
  // confirms the licence.
  defaults: { risk: 'high' },
  evaluate(party, config, context) {
    const list = context.lists.pkd_payment_institutions;
    return conclude(
      pkdFindings(party, list, config.risk, CHECK_REGISTER),
      [],
      noPkdFound(party, list),
    );
  },
};
