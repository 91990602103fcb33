/** Business constants of spec section 9, used by both the API and the web app. */

/** Largest upload accepted anywhere (spec sections 5 and 9): 20 MB. */
export const UPLOAD_LIMIT_BYTES = 20_971_520;
export const UPLOAD_LIMIT_MB = UPLOAD_LIMIT_BYTES / 1024 / 1024;

export const TEAM_NAME_MAX_LENGTH = 70;
/** Names, references, workplace and descriptions (spec section 5). */
export const TEXT_FIELD_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 6;
/** Passwords longer than this are refused so hashing cannot be used to exhaust the server. */
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** Edit window of the all_viewer_member_self_editing_time_limited role. */
export const TIME_LIMITED_EDIT_HOURS = 12;

/** Labels longer than this are cut and end with an ellipsis (spec section 2). */
export const LABEL_MAX_LENGTH = 20;

export const DRAWER_WIDTH = 240;

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Keys under which the browser keeps client state (spec sections 3 and 9). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  language: 'i18nextLng',
  darkTheme: 'darkTheme',
  cookieConsent: 'gtagConsent',
  drawerOpen: 'drawerOpen',
  cartCount: 'cartItemsCount',
} as const;

/** Lifetimes of one-time codes and sessions. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SESSION_TTL_DAYS = 7;

/** How long a team invitation can be accepted. */
export const INVITATION_TTL_DAYS = 7;
