import { addBundledTexts } from './i18n';

// The texts of the API's error codes (spec section 8) in both languages. They come with the
// query cache, so with every page but the login page, which loads them when a call fails
// (useAction): the login page is shown without them (performance.md).
addBundledTexts(import.meta.glob('./locales/*/errors.json', { eager: true, import: 'default' }));
