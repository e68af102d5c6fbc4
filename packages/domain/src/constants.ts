// Business constants and limits of the spec, section 9. One place, imported by both sides.

export const ORDER_HISTORY_PAGE_SIZE = 20;
export const ADDITIVE_OFFER_PAGE_SIZE = 1000;
export const USER_SEARCH_LIMIT = 100;
export const TIMER_TICK_MS = 1000;
export const MARKET_WINDOW_RETRY_MS = 5000;
export const LIVE_PRICE_FRESHNESS_MS = 2 * 60 * 1000;
export const NOTIFICATION_BADGE_CAP = 99;
export const CONSENT_COOKIE_DAYS = 30;
export const CONSENT_VALUES = ['necessary', 'analytical'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];
/** The consent cookie carries the default brand's name (spec section 9). */
export const CONSENT_COOKIE_NAME = 'fuelmarkt_cookie_consent';
export const ACTIVE_USER_STATUS = 100;
export const BLOCKED_USER_STATUS = 200;
export const MAX_FAILED_LOGINS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const NEWS_BOX_ITEMS = 10;
export const EMPTY_BARREL_HISTORY = 5;
export const CREDIT_DAYS_OPTIONS = [7, 14, 21, 30, 45] as const;
export const COUNTRIES = ['DE', 'AT', 'BE', 'CH'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_LABELS: Record<Country, string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  BE: 'Belgien',
  CH: 'Schweiz',
};
export const FUTURE_MONTHS = ['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'] as const;
export const DEFAULT_PRICE_UNIT = 'EUR/100L15';
export const VOLUME_UNIT = 'cbm';
export const HEADER_HEIGHT_PX = 80;
export const CHUNK_LOADING_TIMEOUT_MS = 120_000;
export const PRICE_DECIMALS = 2;
export const DEFAULT_INPUT_DECIMALS = 2;

/** Product category sort order (spec section 9). */
export const PRODUCT_CATEGORIES = { HEIZOEL: 10, DIESEL: 20, BENZIN: 30, OTHER: 100 } as const;
export type ProductCategory = keyof typeof PRODUCT_CATEGORIES;

/** Breakpoints in px: xs < 576, sm < 768, md < 992, lg < 1200, xl from 1440. */
export const BREAKPOINTS = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1440 } as const;

/** Lifetime of security artefacts. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/**
 * Wrong e-mail codes across all of a user's logins until the login is blocked like after
 * MAX_FAILED_LOGINS wrong passwords; new logins cannot buy fresh guesses.
 */
export const MAX_FAILED_LOGIN_CODES = 10;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
