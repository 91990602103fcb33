import { z } from 'zod';
import { conclude, joinExplanations } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { COUNTRY_LIST_IDS, citeList, findEntry } from '../../reference-lists.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { Bilingual, PartyRuleKind } from '../../rule-kind.js';
import {
  COUNTRY_READS,
  collectCountries,
  countriesChecked,
  describeCountryFact,
} from './country-facts.js';

/** Which country lists a rule checks, and the level a country on each points to. */
export const CountryListConfigSchema = z.strictObject({
  lists: z.array(z.strictObject({ list: z.enum(COUNTRY_LIST_IDS), risk: RuleRiskSchema })).min(1),
});
export type CountryListConfig = z.infer<typeof CountryListConfigSchema>;

/**
 * A rule kind that flags every country of the party, its beneficiaries and board members found
 * on one of the configured lists. The country kinds differ only in their lists and levels.
 */
export function countryListRule(spec: {
  kind: string;
  name: Bilingual;
  defaults: CountryListConfig;
}): PartyRuleKind<CountryListConfig> {
  return {
    ...spec,
    reads: COUNTRY_READS,
    config: CountryListConfigSchema,
    evaluate(party, config, context) {
      const { facts, missing } = collectCountries(party);
      const lists = config.lists.map(({ list, risk }) => ({ list: context.lists[list], risk }));
      const findings: Finding[] = [];
      for (const fact of facts) {
        for (const { list, risk } of lists) {
          if (!findEntry(list, fact.country)) continue;
          const described = describeCountryFact(fact);
          const cited = citeList(list);
          findings.push({
            risk,
            explanation: {
              en: `${described.en} is on the ${cited.en}`,
              pl: `${described.pl} – państwo z wykazu: ${cited.pl}`,
            },
          });
        }
      }
      const checked = countriesChecked(facts);
      const cited = joinExplanations(lists.map(({ list }) => citeList(list)));
      return conclude(findings, missing, {
        en: `None of the countries ${checked} is on: ${cited.en}`,
        pl: `Żadne z państw ${checked} nie figuruje w wykazach: ${cited.pl}`,
      });
    },
  };
}
