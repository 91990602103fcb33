import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@aml/shared';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './resources/en';
import { pl } from './resources/pl';

export const NAMESPACES = Object.keys(en) as Array<keyof typeof en>;

// Detection order and cache key of spec section 9.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en, pl },
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

const setDocumentLanguage = () => {
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
};
i18n.on('languageChanged', setDocumentLanguage);
setDocumentLanguage();

export default i18n;
