import { addBundledTexts } from '../../i18n/i18n';

// The meter's texts (namespace password-strength) come with the meter, as the texts of codes
// come with code-texts.ts: kept out of i18n.ts's map of namespaces, which the login page loads.
addBundledTexts(
  import.meta.glob('../../i18n/locales/*/password-strength.json', {
    eager: true,
    import: 'default',
  }),
);
