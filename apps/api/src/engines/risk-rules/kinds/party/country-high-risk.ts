import { countryListRule } from './country-list-rule.js';

export const countryHighRisk = countryListRule({
  kind: 'country_high_risk',
  name: { en: 'High-risk country', pl: 'Państwo wysokiego ryzyka' },
  defaults: {
    lists: [
      // Art. 44: enhanced due diligence is mandatory for the EU high-risk third countries.
      { list: 'eu_high_risk_third_countries', risk: 'high' },
      // FATF calls for countermeasures (KP, IR) or EDD (MM); domain note 5.5 suggests "high +
      // prohibit/escalate", so by default the relationship is not accepted without a decision.
      { list: 'fatf_call_for_action', risk: 'non_acceptable' },
      // Annex 3 (higher-risk geography). Domain note 5.5 suggests only "elevated" for the grey
      // list; 'high' is the product decision for this engine and is configurable.
      { list: 'fatf_increased_monitoring', risk: 'high' },
    ],
  },
});
