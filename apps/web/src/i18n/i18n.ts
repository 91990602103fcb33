// The constants alone: the login page is shown before the contracts are loaded.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@aml/shared/constants';
import i18next, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';

/**
 * The namespaces of the login page and the shell ship with the app, so the first screen never
 * waits for its texts; the texts of error and validation codes come with every page, and to
 * the login page and the shell when first needed (code-texts.ts). The namespaces of other
 * features are fetched with the first page that uses them (useTranslation suspends until
 * then), which keeps them out of the login bundle.
 */
export const BUNDLED_NAMESPACES = ['common', 'auth', 'shell'] as const;

const bundled = import.meta.glob<ResourceKey>('./locales/*/{common,auth,shell}.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<ResourceKey>(
  [
    './locales/*/*.json',
    '!./locales/*/{common,validation,errors,auth,shell}.json',
    // Loaded with the password strength meter (components/password-strength/texts.ts).
    '!./locales/*/password-strength.json',
  ],
  { import: 'default' },
);

const LOCALE_FILE = /\/locales\/(\w+)\/([\w-]+)\.json$/;

function toResources(files: Record<string, ResourceKey>): Resource {
  const resources: Resource = {};
  for (const [file, texts] of Object.entries(files)) {
    const [, language, namespace] = LOCALE_FILE.exec(file)!;
    resources[language!] = { ...resources[language!], [namespace!]: texts };
  }
  return resources;
}

const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, done) => {
    const load = onDemand[`./locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (texts) => done(null, texts),
      (error: Error) => done(error, null),
    );
  },
};

// Detection order and cache key of spec section 9 (language-detector.ts).
void i18next
  .use(languageDetector)
  .use(onDemandBackend)
  .use(initReactI18next)
  .init({
    resources: toResources(bundled),
    partialBundledLanguages: true,
    ns: [...BUNDLED_NAMESPACES],
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

const setDocumentLanguage = () => {
  document.documentElement.lang = i18next.resolvedLanguage ?? DEFAULT_LANGUAGE;
};
i18next.on('languageChanged', setDocumentLanguage);
setDocumentLanguage();

export const i18n = i18next;

/** Adds the texts of `files` (an eager glob of locales/<language>/<namespace>.json). */
export function addBundledTexts(files: Record<string, ResourceKey>) {
  for (const [language, namespaces] of Object.entries(toResources(files))) {
    for (const [namespace, texts] of Object.entries(namespaces)) {
      i18next.addResourceBundle(language, namespace, texts, true, false);
    }
  }
}
