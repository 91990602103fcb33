import { STORAGE_KEYS } from '@aml/shared/constants';
import type { LanguageDetectorModule } from 'i18next';

/** The query parameter and cookie that name a language, as i18next's browser detector has them. */
const QUERY_PARAMETER = 'lng';
const COOKIE = 'i18next';

function fromQuery(): string | null {
  const { search, hash } = window.location;
  // An address of the form /#/page?lng=pl carries it in the hash.
  const query = search || (hash.includes('?') ? hash.slice(hash.indexOf('?')) : '');
  return new URLSearchParams(query).getAll(QUERY_PARAMETER).at(-1) ?? null;
}

function fromCookie(): string | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? entry.slice(COOKIE.length + 1) : null;
}

/** A storage's value; null where the browser refuses storage (private modes, policies). */
function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/**
 * The language the user asks for, in the order of spec section 9: the query (`lng`), the
 * cookie, local storage, session storage, the browser's languages, the page's `lang`; the
 * choice is kept in local storage under i18nextLng. What i18next-browser-languagedetector did
 * with this configuration, in a tenth of its size, as the login page loads it (performance.md).
 * i18next takes the first of the answers that the app supports.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      fromQuery(),
      fromCookie(),
      fromStorage(() => window.localStorage),
      fromStorage(() => window.sessionStorage),
      ...(navigator.languages ?? []),
      navigator.language,
      document.documentElement.getAttribute('lang'),
    ].filter((code): code is string => typeof code === 'string' && /^[\w@.-]{1,128}$/.test(code)),
  cacheUserLanguage: (language) => {
    if (language === 'cimode') return;
    try {
      window.localStorage.setItem(STORAGE_KEYS.language, language);
    } catch {
      // Not kept: the next visit detects the language again.
    }
  },
};
