import { z } from 'zod';
import { cannotBeProcessed, joinExplanations, passed, pointTo } from '../../outcomes.js';
import { citeList, COUNTRY_LIST_IDS, findEntry } from '../../reference-lists.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';

export const MaxmindPartyCheckConfigSchema = z.strictObject({
  lists: z.array(z.enum(COUNTRY_LIST_IDS)).min(1),
  risk: RuleRiskSchema,
});
export type MaxmindPartyCheckConfig = z.infer<typeof MaxmindPartyCheckConfigSchema>;

/** Where the party connects from (GeoLite2), compared with the high-risk country lists. */
export const maxmindPartyCheck: PartyRuleKind<MaxmindPartyCheckConfig> = {
  kind: 'maxmind_party_check',
  name: { en: 'IP address country', pl: 'Kraj adresu IP' },
  reads: ['ip_address'],
  config: MaxmindPartyCheckConfigSchema,
  defaults: {
    // Art. 43 ust. 2 pkt 7 (non-face-to-face) and art. 44: a remote customer connecting from a
    // high-risk or sanctioned country is a higher-risk geography factor.
    lists: [
      'eu_high_risk_third_countries',
      'fatf_call_for_action',
      'fatf_increased_monitoring',
      'sanctioned_countries',
    ],
    risk: 'high',
  },
  evaluate(party, config, context) {
    // GeoLite2 needs a licence key and a download, so it is optional (zero set-up).
    if (!context.geolocate) {
      return cannotBeProcessed({
        en: 'IP geolocation is not configured (no GeoLite2 database)',
        pl: 'Geolokalizacja adresów IP nie jest skonfigurowana (brak bazy GeoLite2)',
      });
    }
    const ip = party.ip_address;
    if (!ip) {
      return cannotBeProcessed({
        en: 'No IP address is recorded for the party',
        pl: 'Dla podmiotu nie zapisano adresu IP',
      });
    }
    const country = context.geolocate(ip);
    if (!country) {
      return cannotBeProcessed({
        en: `The IP address ${ip} could not be located`,
        pl: `Nie udało się ustalić kraju adresu IP ${ip}`,
      });
    }
    const lists = config.lists.map((id) => context.lists[id]);
    const onLists = lists.filter((list) => findEntry(list, country));
    if (onLists.length > 0) {
      const cited = joinExplanations(onLists.map(citeList));
      return pointTo(config.risk, {
        en: `The IP address ${ip} is located in ${country}, which is on: ${cited.en}`,
        pl: `Adres IP ${ip} znajduje się w ${country}, państwie z wykazów: ${cited.pl}`,
      });
    }
    const cited = joinExplanations(lists.map(citeList));
    return passed({
      en: `The IP address ${ip} is located in ${country}, which is on none of: ${cited.en}`,
      pl: `Adres IP ${ip} znajduje się w ${country}, spoza wykazów: ${cited.pl}`,
    });
  },
};
