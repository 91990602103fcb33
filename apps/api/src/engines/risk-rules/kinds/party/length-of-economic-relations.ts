import { z } from 'zod';
import { warsawDay } from '../../../../lib/warsaw-time.js';
import { hasLastedMonths } from '../../calendar.js';
import { missingData, passed, pointTo } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';

export const LengthOfEconomicRelationsConfigSchema = z.strictObject({
  months: z.number().int().min(1).max(120),
  risk: RuleRiskSchema,
});
export type LengthOfEconomicRelationsConfig = z.infer<typeof LengthOfEconomicRelationsConfigSchema>;

/** A new relationship has no history to monitor against (art. 34 ust. 1 pkt 4). */
export const lengthOfEconomicRelations: PartyRuleKind<LengthOfEconomicRelationsConfig> = {
  kind: 'length_of_economic_relations',
  name: { en: 'Length of the business relationship', pl: 'Długość stosunków gospodarczych' },
  reads: ['status', 'relation_start'],
  config: LengthOfEconomicRelationsConfigSchema,
  // The domain note sets no period. 12 months gives one full year of ongoing monitoring
  // (art. 34 ust. 1 pkt 4) before the relationship counts as established; 'normal' because
  // newness alone is a mild factor, not an annex 3 one.
  defaults: { months: 12, risk: 'normal' },
  evaluate(party, config, context) {
    // Occasional customers have no business relationship to measure (art. 35 ust. 1 pkt 2).
    if (party.status === 'occasional') {
      return passed({
        en: 'The party is an occasional customer, with no business relationship',
        pl: 'Podmiot jest klientem okazjonalnym, bez stosunków gospodarczych',
      });
    }
    if (!party.relation_start) {
      return missingData(['relation_start'], {
        en: 'The start of the business relationship is not known',
        pl: 'Nie jest znana data nawiązania stosunków gospodarczych',
      });
    }
    const today = warsawDay(context.now);
    const { months } = config;
    if (hasLastedMonths(party.relation_start, today, months)) {
      return passed({
        en: `The business relationship started on ${party.relation_start}, at least ${months} months before ${today}`,
        pl: `Stosunki gospodarcze trwają od ${party.relation_start}, co najmniej ${months} mies. przed ${today}`,
      });
    }
    return pointTo(config.risk, {
      en: `The business relationship started on ${party.relation_start}, less than ${months} months before ${today}`,
      pl: `Stosunki gospodarcze trwają od ${party.relation_start}, krócej niż ${months} mies. przed ${today}`,
    });
  },
};
