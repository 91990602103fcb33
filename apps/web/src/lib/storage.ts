// The constants alone: the login page is shown before the contracts are loaded.
import { STORAGE_KEYS } from '@aml/shared/constants';

/** Client-persisted values of spec section 3, behind one small interface. */
export const storage = {
  getToken: () => localStorage.getItem(STORAGE_KEYS.authToken),
  setToken: (token: string) => localStorage.setItem(STORAGE_KEYS.authToken, token),
  removeToken: () => localStorage.removeItem(STORAGE_KEYS.authToken),
  isDarkTheme: () => localStorage.getItem(STORAGE_KEYS.darkTheme) === 'true',
  setDarkTheme: (dark: boolean) => localStorage.setItem(STORAGE_KEYS.darkTheme, String(dark)),
  getCookieConsent: () => localStorage.getItem(STORAGE_KEYS.cookieConsent),
  setCookieConsent: (value: 'granted' | 'denied') =>
    localStorage.setItem(STORAGE_KEYS.cookieConsent, value),
  /** The drawer is open unless the user closed it. */
  isDrawerOpen: () => localStorage.getItem(STORAGE_KEYS.drawerOpen) !== 'false',
  setDrawerOpen: (open: boolean) => localStorage.setItem(STORAGE_KEYS.drawerOpen, String(open)),
  getCartCount: () => Number(localStorage.getItem(STORAGE_KEYS.cartCount) ?? 0) || 0,
  setCartCount: (count: number) => localStorage.setItem(STORAGE_KEYS.cartCount, String(count)),
};
