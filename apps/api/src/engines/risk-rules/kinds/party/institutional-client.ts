import { PARTY_TYPES } from '@aml/shared';
import { z } from 'zod';
import { passed, pointTo } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';
import { PkdCodeSchema } from './pkd-facts.js';

export const InstitutionalClientConfigSchema = z.strictObject({
  /** Party types that can be an institution at all. */
  party_types: z.array(z.enum(PARTY_TYPES)).min(1),
  /** PKD codes of supervised financial or obligated institutions. */
  pkd_codes: z.array(PkdCodeSchema),
  risk: RuleRiskSchema,
});
export type InstitutionalClientConfig = z.infer<typeof InstitutionalClientConfigSchema>;

/** A customer that is itself a supervised or obligated institution is lower risk (art. 42, annex 1). */
export const institutionalClient: PartyRuleKind<InstitutionalClientConfig> = {
  kind: 'institutional_client',
  name: { en: 'Institutional client', pl: 'Klient instytucjonalny' },
  reads: ['type', 'industries'],
  config: InstitutionalClientConfigSchema,
  defaults: {
    // Institutions are legal persons.
    party_types: ['company'],
    // The domain note lists no PKD codes of supervised institutions (its finance codes, e.g.
    // 64.19.Z, are on the high-risk list), so none is assumed: the team fills them in.
    pkd_codes: [],
    // Art. 42 and annex 1: lower risk allows simplified measures.
    risk: 'low',
  },
  evaluate(party, config) {
    const types = config.party_types.join(', ');
    if (!config.party_types.includes(party.type)) {
      return passed({
        en: `Applies to parties of type ${types}; this party is ${party.type}`,
        pl: `Dotyczy podmiotów typu ${types}; ten podmiot jest typu ${party.type}`,
      });
    }
    const codes = party.industries.filter((code) => config.pkd_codes.includes(code));
    const configured = config.pkd_codes.join(', ') || '—';
    if (codes.length === 0) {
      return passed({
        en: `No industry of the party is among the institutional PKD codes: ${configured}`,
        pl: `Żadna branża podmiotu nie należy do kodów PKD instytucji: ${configured}`,
      });
    }
    return pointTo(config.risk, {
      en: `Industry ${codes.join(', ')} marks a supervised or obligated institution (PKD codes: ${configured})`,
      pl: `Branża ${codes.join(', ')} wskazuje instytucję nadzorowaną lub obowiązaną (kody PKD: ${configured})`,
    });
  },
};
