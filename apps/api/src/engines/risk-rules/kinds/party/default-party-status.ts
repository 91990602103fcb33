import { z } from 'zod';
import { pointTo, riskLabel } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';

export const DefaultPartyStatusConfigSchema = z.strictObject({ risk: RuleRiskSchema });
export type DefaultPartyStatusConfig = z.infer<typeof DefaultPartyStatusConfigSchema>;

/** The level every party starts from; the other rules can only raise it. */
export const defaultPartyStatus: PartyRuleKind<DefaultPartyStatusConfig> = {
  kind: 'default_party_status',
  name: { en: 'Default party risk', pl: 'Domyślny poziom ryzyka podmiotu' },
  reads: [],
  config: DefaultPartyStatusConfigSchema,
  // Art. 33: the level follows the risk factors found; with none found the relationship is
  // lower risk (art. 42 and annex 1 then allow simplified measures, if documented).
  defaults: { risk: 'low' },
  evaluate(_party, config) {
    const level = riskLabel(config.risk);
    return pointTo(config.risk, {
      en: `Every party starts at the ${level.en} level`,
      pl: `Poziom wyjściowy każdego podmiotu: ${level.pl}`,
    });
  },
};
