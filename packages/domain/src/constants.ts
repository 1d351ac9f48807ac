/** Business constants of spec §9, named once for both sides. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_RETRIES = 3;

export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_NEWS = 20;
export const PAGE_SIZE_SEARCH = 10;

export const LOADING_TOAST_MS = 2_500;
export const END_SESSION_REDIRECT_MS = 2_500;
export const LOGIN_REDIRECT_FALLBACK_MS = 3_000;

/**
 * Spec §2.3, §9: a screen over this width is wide (the desktop layout); up to it, included, the phone
 * layout, the house view's mobile variant too (the web app's lib/breakpoints.ts).
 */
export const WIDE_SCREEN_MIN_PX = 768;

export const DEBUG_UNLOCK_TAPS = 7;
export const LOG_BUFFER_SIZE = 500;

export const DEFAULT_REQUESTED_PATH = '/news';

/**
 * Where the server hands the web app its runtime configuration (portal-config.ts). Here rather than beside
 * the schema: the web app reads it at every start, and checks the answer without the schema (issue #20).
 */
export const PORTAL_CONFIG_PATH = '/portal-config.json';

/** Log levels: 0 debug, 1 info, 2 warn, 3 error. Spec §9: 1 in develop, 2 otherwise. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const DEFAULT_LOG_LEVEL = 2;
/** Spec §9 "1 in develop": the default level of a development build. */
export const DEFAULT_LOG_LEVEL_DEVELOPMENT = 1;

/** Spec §2.13, §9: each identity QR code is drawn 176 px wide. */
export const QR_CODE_SIZE = 176;

/** Directory filter (§2.9, §9): a search box above this many child tags; selected names cut at this length. */
export const FILTER_CHILD_SEARCH_MIN = 10;
export const FILTER_SELECTED_NAME_MAX = 60;
/** Friend action toasts (§8, §9). */
export const FRIEND_TOAST_MS = 3_000;

/** Profile (spec §4 Profile, §8, §9): auto-save debounce and the 'Information saved successfully' toast. */
export const PROFILE_SAVE_DEBOUNCE_MS = 1_000;
export const PROFILE_SAVED_TOAST_MS = 1_000;
/** Interests named in the settings line before the ellipsis (spec §2.12, §9). */
export const SETTINGS_INTERESTS_SHOWN = 3;

/** Wizard (spec §5, §8, §9): toasts of 3 s, at least 3 interests. */
export const WIZARD_TOAST_MS = 3_000;
export const MIN_INTERESTS = 3;

/** House hub (spec §2.6, §9): 3 news, 2 services, 2 events; the committee block shows 3 people. */
export const HOUSE_HUB_NEWS = 3;
export const HOUSE_HUB_SERVICES = 2;
export const HOUSE_HUB_EVENTS = 2;
export const COMMITTEE_SIZE = 3;
/** 'File does not exist.' after an invoice download without content (§5, §8, §9). */
export const INVOICE_TOAST_MS = 2_000;
/** The toasts of the contact and embedded forms (§8, §9: 2 s forms). */
export const FORM_TOAST_MS = 2_000;
