import { z } from 'zod';
import { explanationText } from '../../explanation-texts.js';
import { conclude, missingData, passed } from '../../outcomes.js';
import type { TransactionRuleKind } from '../../rule-kind.js';
import {
  CountryListConfigSchema,
  citeCountryLists,
  countryListChecks,
  countryListFindings,
} from '../party/country-list-rule.js';

export const TransactionOrderCountryConfigSchema = CountryListConfigSchema.extend({
  /** Whether a transaction without a country of order lacks data (else it simply passes). */
  country_required: z.boolean(),
});
export type TransactionOrderCountryConfig = z.infer<typeof TransactionOrderCountryConfigSchema>;

const noneRecorded = explanationText('transaction_order_country.none_recorded', () => ({
  en: 'No country of order is recorded',
  pl: 'Nie podano kraju zlecenia',
}));

/**
 * The country the transaction was ordered from, against the country lists (art. 44 and
 * annex 3: geography as a risk factor of the transaction itself, not only of its parties).
 */
export const transactionOrderCountry: TransactionRuleKind<TransactionOrderCountryConfig> = {
  kind: 'transaction_order_country',
  name: { en: 'Country of order', pl: 'Kraj zlecenia transakcji' },
  reads: ['country_of_order'],
  config: TransactionOrderCountryConfigSchema,
  // The levels of the party country rules (docs/risk-rules.md), for the same lists.
  defaults: {
    lists: [
      // Art. 44: enhanced due diligence is mandatory for the EU high-risk third countries.
      { list: 'eu_high_risk_third_countries', risk: 'high' },
      // FATF calls for countermeasures; domain note 5.5: "high + prohibit/escalate".
      { list: 'fatf_call_for_action', risk: 'non_acceptable' },
      // Annex 3; the note suggests "elevated" for the grey list, 'high' is the product decision
      // taken for country_high_risk.
      { list: 'fatf_increased_monitoring', risk: 'high' },
      // A sanctions regime of the country (Dz.U. 2022 poz. 835; domain note 5.5 "HIGH/BLOCK"):
      // EDD by default, as country_sanctioned.
      { list: 'sanctioned_countries', risk: 'high' },
      // Annex 3: geography with active terrorism raises terrorist-financing risk.
      { list: 'terrorism_financing_countries', risk: 'high' },
      // Domain note 5.5: EU tax Annex I → "elevated", i.e. 'normal', as country_tax_haven.
      { list: 'eu_tax_non_cooperative', risk: 'normal' },
    ],
    // Product decision: the act does not require recording where an order came from (art. 36
    // lists customer data), so a missing country passes unless the team asks for it.
    country_required: false,
  },
  evaluate(transaction, config, context) {
    const country = transaction.country_of_order;
    if (!country) {
      return config.country_required
        ? missingData(['country_of_order'], {
            en: 'The country of order is not recorded',
            pl: 'Nie podano kraju zlecenia',
          })
        : passed(noneRecorded());
    }
    const checks = countryListChecks(config, context.lists);
    const findings = countryListFindings(
      { en: `Country of order ${country}`, pl: `Kraj zlecenia ${country}` },
      country,
      checks,
    );
    const cited = citeCountryLists(checks);
    return conclude(findings, [], {
      en: `The country of order ${country} is on none of: ${cited.en}`,
      pl: `Kraj zlecenia ${country} nie figuruje w wykazach: ${cited.pl}`,
    });
  },
};
