import { countryListRule } from './country-list-rule.js';

export const countryTaxHaven = countryListRule({
  kind: 'country_tax_haven',
  name: { en: 'Tax haven', pl: 'Raj podatkowy' },
  // Domain note 5.5: "EU tax Annex I or PL tax haven → ELEVATED", i.e. 'normal' on this scale;
  // annex 3 of the AML act counts such geography as a higher-risk factor, not a mandatory EDD.
  defaults: {
    lists: [
      { list: 'eu_tax_non_cooperative', risk: 'normal' },
      { list: 'pl_tax_havens', risk: 'normal' },
    ],
  },
});
