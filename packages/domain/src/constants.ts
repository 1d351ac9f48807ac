/** Business constants of spec §9, named once for both sides. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_RETRIES = 3;

export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_NEWS = 20;
export const PAGE_SIZE_SEARCH = 10;

export const LOADING_TOAST_MS = 2_500;
export const END_SESSION_REDIRECT_MS = 2_500;
export const LOGIN_REDIRECT_FALLBACK_MS = 3_000;

export const WIDE_SCREEN_MIN_PX = 768;

export const DEBUG_UNLOCK_TAPS = 7;
export const LOG_BUFFER_SIZE = 500;

export const DEFAULT_REQUESTED_PATH = '/news';

/** Log levels: 0 debug, 1 info, 2 warn, 3 error. Spec §9: 1 in develop, 2 otherwise. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const DEFAULT_LOG_LEVEL = 2;
