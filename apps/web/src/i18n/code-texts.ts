import { addBundledTexts } from './i18n';

// The texts of the API's error codes (spec section 8) and of the shared schemas' validation
// codes, in both languages. They come with every page (page() in app.tsx); the login page and
// the shell, shown without them (performance.md), load them when first needed: when the login
// form is first checked (schemaCheck), a call fails (useAction) or the user cannot be read.
addBundledTexts(
  import.meta.glob('./locales/*/{errors,validation}.json', { eager: true, import: 'default' }),
);
