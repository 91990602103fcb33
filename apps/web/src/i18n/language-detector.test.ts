import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from './language-detector';

const detect = () => (languageDetector.detect as () => string[])();

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; max-age=0';
  sessionStorage.clear();
  document.documentElement.lang = 'en';
  vi.restoreAllMocks();
});

describe('the language detector (spec section 9)', () => {
  it('asks the query, the cookie, local and session storage, the browser, the page, in order', () => {
    window.history.replaceState(null, '', '/user/login/?lng=pl');
    document.cookie = 'i18next=de';
    localStorage.setItem('i18nextLng', 'en');
    sessionStorage.setItem('i18nextLng', 'fr');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['cs-CZ', 'cs']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('cs-CZ');
    document.documentElement.lang = 'sk';
    expect(detect()).toEqual(['pl', 'de', 'en', 'fr', 'cs-CZ', 'cs', 'cs-CZ', 'sk']);
  });

  it('skips what is not a language code and what is not there', () => {
    window.history.replaceState(null, '', '/?lng=%3Cb%3E');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('pl-PL');
    document.documentElement.lang = '';
    expect(detect()).toEqual(['pl-PL']);
  });

  it('keeps the choice in local storage under i18nextLng', () => {
    languageDetector.cacheUserLanguage!('pl');
    expect(localStorage.getItem('i18nextLng')).toBe('pl');
  });
});
