import { countryListRule } from './country-list-rule.js';

export const countryTerrorism = countryListRule({
  kind: 'country_terrorism',
  name: { en: 'Terrorism-financing country', pl: 'Państwo ryzyka finansowania terroryzmu' },
  // Art. 33 and annex 3: geography with active terrorism raises TF risk; 'high' calls for EDD.
  defaults: { lists: [{ list: 'terrorism_financing_countries', risk: 'high' }] },
});
