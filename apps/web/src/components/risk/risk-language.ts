import { useTranslation } from 'react-i18next';

/** The language of the bilingual texts the API stores (explanations, reasons): the UI's. */
export function useTextLanguage(): 'en' | 'pl' {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'pl' ? 'pl' : 'en';
}
