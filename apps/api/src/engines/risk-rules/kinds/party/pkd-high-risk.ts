import { z } from 'zod';
import { conclude } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';
import { noPkdFound, pkdFindings } from './pkd-facts.js';

export const PkdHighRiskConfigSchema = z.strictObject({ risk: RuleRiskSchema });
export type PkdHighRiskConfig = z.infer<typeof PkdHighRiskConfigSchema>;

/** Businesses must name their activity (art. 36: business data); individuals need not. */
const hasBusiness = (type: string) => type === 'company' || type === 'sole_proprietorship';

export const pkdHighRisk: PartyRuleKind<PkdHighRiskConfig> = {
  kind: 'pkd_high_risk',
  name: { en: 'High-risk industry', pl: 'Branża wysokiego ryzyka' },
  reads: ['type', 'industries'],
  config: PkdHighRiskConfigSchema,
  // Art. 33 and annex 3 (customer factors: cash-intensive businesses, complex structures);
  // the codes are the domain note's industry-practice list (section 4.6).
  defaults: { risk: 'high' },
  evaluate(party, config, context) {
    const list = context.lists.pkd_high_risk;
    const missing = hasBusiness(party.type) && party.industries.length === 0 ? ['industries'] : [];
    return conclude(pkdFindings(party, list, config.risk), missing, noPkdFound(party, list));
  },
};
