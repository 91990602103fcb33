import { afterEach, beforeEach, vi } from 'vitest';

/** Runs a file's tests on a phone: the media queries of the sm breakpoint and below match. */
export function onPhone() {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());
}
