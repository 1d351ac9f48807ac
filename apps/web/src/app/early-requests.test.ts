import { describe, expect, it, vi } from 'vitest';
import { EARLY_PAINT_PLAN } from '../../build/early-requests-script.ts';
import { createApiClient } from '../lib/api/api-client.ts';
import {
  EARLY_REQUESTS_PLAN,
  earlyRequestsOf,
  startEarlyRequests,
  takeEarlyResponse,
  type EarlyRequestsPlan,
  type EarlyRequestsScope,
} from './early-requests.ts';

const PLAN: EarlyRequestsPlan = {
  ...EARLY_REQUESTS_PLAN,
  preloads: {
    strings: { fr: ['/assets/first-paint-strings-fr-1.js'], en: ['/assets/first-paint-strings-en-1.js'] },
    news: ['/assets/news.route-1.js'],
    newsStyles: ['/assets/news-page-1.css'],
    landing: ['/assets/landing-page-1.js'],
    landingStyles: ['/assets/auth-pages-1.css'],
  },
  paint: EARLY_PAINT_PLAN,
};
const USERS_ME = '/wp-json/wp/v2/users/me?context=edit';
const NEWS_EN = '/wp-json/wp/v2/posts?page=1&per_page=20&wpml_language=en';
const NEWS_FR = '/wp-json/wp/v2/posts?page=1&per_page=20&wpml_language=fr';
const IDENTITY = { access_token: 'access-1', id_token: 'id-1' };

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** A page before the app runs: its path, its stored session, a document to receive the preloads. */
function page(path: string, stored: Record<string, string>, languages = ['en-GB']) {
  const storage = window.localStorage;
  storage.clear();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  document.head.innerHTML = '';
  const fetch = vi.fn<typeof globalThis.fetch>((input) =>
    Promise.resolve(
      urlOf(input).includes('/posts')
        ? json([{ fimg_url: '/news/1.svg' }, { fimg_url: false }, { fimg_url: '/news/3.svg' }])
        : json({ id: 1 }),
    ),
  );
  const scope: EarlyRequestsScope & Record<string, unknown> = {
    location: { pathname: path },
    localStorage: storage,
    navigator: { languages },
    document,
    fetch,
    setTimeout: (callback, delay) => window.setTimeout(callback, delay),
  };
  return { scope, fetch };
}

const asked = (fetch: ReturnType<typeof page>['fetch']) => fetch.mock.calls.map(([input]) => urlOf(input));
const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href') ?? ''}`);

describe('the first screen’s early requests (issue #31)', () => {
  it('asks users/me and the first news page with the stored session’s headers, on /news', async () => {
    const { scope, fetch } = page('/news', {
      'campus.backend-token': 'backend-1',
      'oidc.user:https://idp.example:portal': JSON.stringify(IDENTITY),
    });
    startEarlyRequests(PLAN, scope);
    expect(asked(fetch)).toEqual([USERS_ME, NEWS_EN]);
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer backend-1');
    expect(headers.get('x-identity-token')).toBe('id-1');
    // The route's code, styles and the strings at once; the first two images once the list has arrived.
    await vi.waitFor(() => {
      expect(links()).toEqual([
        'modulepreload /assets/first-paint-strings-en-1.js',
        'modulepreload /assets/news.route-1.js',
        'preload /assets/news-page-1.css',
        'preload /news/1.svg',
        'preload /news/3.svg',
      ]);
    });
    expect(Object.keys(earlyRequestsOf(scope) ?? {})).toEqual([USERS_ME, NEWS_EN]);
    // Code at a low priority (it runs after the first frame: app/start-app.ts), the images and styles high.
    const priorities = [...document.head.querySelectorAll('link')].map((link) => link.fetchPriority);
    expect(priorities).toEqual(['low', 'low', 'high', 'high', 'high']);
    // Code and styles in CORS mode, as Vite's loader adds them; the images as their <img> asks them.
    const modes = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('crossorigin'));
    expect(modes).toEqual(['', '', '', null, null]);
  });

  it('asks the news in the last person’s language, and only users/me elsewhere than /news', () => {
    const french = page('/news', { 'oidc.user:x:y': JSON.stringify(IDENTITY), 'campus.language': 'fr' });
    startEarlyRequests(PLAN, french.scope);
    expect(asked(french.fetch)).toEqual([USERS_ME, NEWS_FR]);
    expect(new Headers(french.fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer access-1',
    );
    const profile = page('/profile', { 'campus.backend-token': 'backend-1' });
    startEarlyRequests(PLAN, profile.scope);
    expect(asked(profile.fetch)).toEqual([USERS_ME]);
  });

  it('asks nothing for a visitor or on the sign-in redirect, and preloads the browser language’s strings', () => {
    const visitor = page('/news', {}, ['fr-CA', 'en']);
    startEarlyRequests(PLAN, visitor.scope);
    expect(asked(visitor.fetch)).toEqual([]);
    // The landing page a visitor is sent to, with the strings.
    expect(links()).toEqual([
      'preload /assets/auth-pages-1.css',
      'modulepreload /assets/first-paint-strings-fr-1.js',
      'modulepreload /assets/landing-page-1.js',
    ]);
    // A public page is read without the landing page.
    const reader = page('/pages/faq', {}, ['en']);
    startEarlyRequests(PLAN, reader.scope);
    expect(links()).toEqual(['modulepreload /assets/first-paint-strings-en-1.js']);
    const redirect = page('/loginredirect', { 'campus.backend-token': 'backend-1' });
    startEarlyRequests(PLAN, redirect.scope);
    expect(asked(redirect.fetch)).toEqual([]);
  });

  it('hands an answer once, and only to a request with the same credentials', () => {
    const { scope } = page('/news', {
      'campus.backend-token': 'backend-1',
      'oidc.user:x:y': JSON.stringify(IDENTITY),
    });
    startEarlyRequests(PLAN, scope);
    const same = new Headers({ Authorization: 'Bearer backend-1', 'x-identity-token': 'id-1' });
    expect(takeEarlyResponse(earlyRequestsOf(scope), USERS_ME, same)).not.toBeNull();
    expect(takeEarlyResponse(earlyRequestsOf(scope), USERS_ME, same)).toBeNull();
    const other = new Headers({ Authorization: 'Bearer backend-2', 'x-identity-token': 'id-1' });
    expect(takeEarlyResponse(earlyRequestsOf(scope), NEWS_EN, other)).toBeNull();
  });
});

describe('the API client picks up an early answer (issue #31)', () => {
  const client = (fetch: typeof globalThis.fetch, early: Promise<Response> | null) =>
    createApiClient({
      fetch,
      identityTokens: () => Promise.resolve({ accessToken: 'access-1', idToken: 'id-1' }),
      backendToken: { get: () => 'backend-1', set: () => undefined },
      userLocale: () => null,
      onSignOutError: () => undefined,
      earlyResponse: (url, headers) =>
        url === USERS_ME && headers.get('Authorization') === 'Bearer backend-1' ? early : null,
      retryBaseDelayMs: 1,
    });

  it('answers users/me from it without asking again, and asks the rest itself', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(json([])));
    const api = client(fetch, Promise.resolve(json({ id: 7 })));
    expect((await api.request('/wp/v2/users/me', { query: { context: 'edit' } })).data).toEqual({ id: 7 });
    expect(fetch).not.toHaveBeenCalled();
    await api.request('/wp/v2/posts');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again itself when the early request failed', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(json({ id: 8 })));
    const api = client(fetch, Promise.reject(new TypeError('Failed to fetch')));
    expect((await api.request('/wp/v2/users/me', { query: { context: 'edit' } })).data).toEqual({ id: 8 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
