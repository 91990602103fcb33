import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { storage } from '../lib/storage';

/**
 * The API of a file's tests, signed in: each test answers `fetch` through the mock returned;
 * after each, the stub is removed, the mock forgets its calls and answers, and the language is
 * English again.
 */
export function mockApi() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storage.setToken('t'.repeat(43));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    await i18n.changeLanguage('en');
  });
  return fetchMock;
}
