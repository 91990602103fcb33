import { addBundledTexts } from './i18n';

// The texts of the API's error codes (spec section 8) and of the shared schemas' validation
// codes, in both languages. They come with the query cache, so with every page but the login
// page, which loads them when its form is first checked or a call fails (schemaCheck,
// useAction): the login page is shown without them (performance.md).
addBundledTexts(
  import.meta.glob('./locales/*/{errors,validation}.json', { eager: true, import: 'default' }),
);
