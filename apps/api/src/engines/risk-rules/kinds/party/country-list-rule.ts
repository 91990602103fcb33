import { z } from 'zod';
import { conclude, joinExplanations } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { COUNTRY_LIST_IDS, citeList, findEntry } from '../../reference-lists.js';
import type { ReferenceList, ReferenceLists } from '../../reference-lists.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { Bilingual } from '../../bilingual.js';
import type { PartyRuleKind, RuleRisk } from '../../rule-kind.js';
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

/** A configured list as the rule set holds it, with the level a country on it points to. */
export type CountryListCheck = { list: ReferenceList; risk: RuleRisk };

/** The configured lists, taken from the rule set's version of the lists. */
export function countryListChecks(
  config: CountryListConfig,
  lists: ReferenceLists,
): CountryListCheck[] {
  return config.lists.map(({ list, risk }) => ({ list: lists[list], risk }));
}

/**
 * A finding for each list `country` is on, naming how it is linked (`described`, e.g.
 * "Beneficiary Jan Nowak: citizenship IR") and the list with its source and date.
 */
export function countryListFindings(
  described: Bilingual,
  country: string,
  checks: CountryListCheck[],
): Finding[] {
  return checks.flatMap(({ list, risk }) => {
    if (!findEntry(list, country)) return [];
    const cited = citeList(list);
    return [
      {
        risk,
        explanation: {
          en: `${described.en} is on the ${cited.en}`,
          pl: `${described.pl} – państwo z wykazu: ${cited.pl}`,
        },
      },
    ];
  });
}

/** Every configured list cited, for an explanation that found nothing. */
export function citeCountryLists(checks: CountryListCheck[]): Bilingual {
  return joinExplanations(checks.map(({ list }) => citeList(list)));
}

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
      const checks = countryListChecks(config, context.lists);
      const findings = facts.flatMap((fact) =>
        countryListFindings(describeCountryFact(fact), fact.country, checks),
      );
      const checked = countriesChecked(facts);
      const cited = citeCountryLists(checks);
      return conclude(
        findings,
        missing,
        {
          en: `None of the countries ${checked} is on: ${cited.en}`,
          pl: `Żadne z państw ${checked} nie figuruje w wykazach: ${cited.pl}`,
        },
        party,
      );
    },
  };
}
