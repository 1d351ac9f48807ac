/**
 * What the portal's service worker keeps for reading offline (issue #17, ADR 018), as plain rules tested
 * without a browser. Only reads a resident needs away from the network: the news they read, the map data,
 * the services catalogue behind /emergency, and users/me (their card and emergency numbers). Everything
 * personal goes in one cache whose name starts with OFFLINE_CACHE_PREFIX, which the web app deletes when a
 * session ends and before a new one starts (lib/offline/offline-caches.ts): what is in it is only ever the
 * signed-in person's.
 */
import { BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import { PLACE_CATEGORY_TAXONOMY } from '@campus/domain/place';

export const OFFLINE_CACHE_PREFIX = 'portal-offline-';
/** API answers read by the signed-in person: deleted at sign-out and at sign-in. */
export const PERSONAL_CACHE = `${OFFLINE_CACHE_PREFIX}api`;
/** The runtime configuration the app needs to start at all; the same for everyone, so it is kept. */
export const SHELL_CONFIG_CACHE = 'portal-shell-config';
export const PORTAL_CONFIG_PATH = '/portal-config.json';

/** Bounds of the personal cache: the last pages of news read and the item pages opened from them. */
export const PERSONAL_CACHE_MAX_ENTRIES = 80;
export const PERSONAL_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const API = '/wp-json/wp/v2';
const OFFLINE_READABLE_PATHS = new Set([
  `${API}/posts`,
  `${API}/places`,
  `${API}/${PLACE_CATEGORY_TAXONOMY}`,
  `${API}/service`,
  `${API}/users/me`,
]);

/** Whether an API read is kept for reading offline: a GET of this origin with the person's credentials. */
export function isOfflineReadable(
  request: Pick<Request, 'method' | 'url' | 'headers'>,
  origin: string,
): boolean {
  if (request.method !== 'GET' || !request.headers.has('authorization')) return false;
  const url = new URL(request.url);
  return url.origin === origin && OFFLINE_READABLE_PATHS.has(url.pathname);
}

/**
 * Paths whose navigations are the web app's: the server answers the others itself (API, identity provider,
 * sample billing and media), so the worker never stands in for them with the app's page.
 */
const NOT_THE_APP = /^\/(wp-json|oidc|idp|billing|sample-images|sample-documents|assets)(\/|$)/;

export function isAppNavigation(url: URL, origin: string): boolean {
  return url.origin === origin && !NOT_THE_APP.test(url.pathname);
}

/**
 * The answer as it is stored: only a full 200, and without the renewed backend token some answers carry
 * (users/me). Served back offline, an old token would replace the newer one the app holds.
 */
export function storableAnswer(response: Response): Response | null {
  if (response.status !== 200) return null;
  if (!response.headers.has(BACKEND_TOKEN_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(BACKEND_TOKEN_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
