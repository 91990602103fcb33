import { z } from 'zod';
import { passed, pointTo } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';

export const InternalRiskListConfigSchema = z.strictObject({ risk: RuleRiskSchema });
export type InternalRiskListConfig = z.infer<typeof InternalRiskListConfigSchema>;

export const internalRiskList: PartyRuleKind<InternalRiskListConfig> = {
  kind: 'internal_risk_list',
  name: { en: 'Internal risk list', pl: 'Wewnętrzna lista ryzyka' },
  reads: ['on_internal_risk_list'],
  config: InternalRiskListConfigSchema,
  // Art. 33 and the internal procedure (art. 50): the institution's own earlier findings about
  // a customer (e.g. a past SAR) weigh as much as the external lists.
  defaults: { risk: 'high' },
  evaluate(party, config) {
    if (!party.on_internal_risk_list) {
      return passed({
        en: "The party is not on the institution's internal risk list",
        pl: 'Podmiotu nie ma na wewnętrznej liście ryzyka instytucji',
      });
    }
    return pointTo(config.risk, {
      en: "The party is on the institution's internal risk list",
      pl: 'Podmiot figuruje na wewnętrznej liście ryzyka instytucji',
    });
  },
};
