import { countryListRule } from './country-list-rule.js';

export const countrySanctioned = countryListRule({
  kind: 'country_sanctioned',
  name: { en: 'Sanctioned country', pl: 'Państwo objęte sankcjami' },
  // A country regime restricts some dealings, not every customer linked to the country (the
  // persons themselves are screened by sanction_lists), so 'high' means EDD rather than refusal.
  // Domain note 5.5: "sanctions regime → HIGH/BLOCK"; set 'non_acceptable' to block.
  defaults: { lists: [{ list: 'sanctioned_countries', risk: 'high' }] },
});
