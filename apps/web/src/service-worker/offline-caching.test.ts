import { BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import { describe, expect, it } from 'vitest';
import { isAppNavigation, isOfflineReadable, storableAnswer } from './offline-caching.ts';

const ORIGIN = 'https://portal.example';
const signedIn = { authorization: 'Bearer backend-token' };

function request(path: string, headers: Record<string, string> = signedIn, method = 'GET') {
  return { method, url: `${ORIGIN}${path}`, headers: new Headers(headers) };
}

describe('what the service worker keeps for reading offline (issue #17, ADR 018)', () => {
  it.each([
    '/wp-json/wp/v2/posts?wpml_language=en&per_page=20',
    '/wp-json/wp/v2/posts?slug=welcome-week&wpml_language=en',
    '/wp-json/wp/v2/places?per_page=100&wpml_language=en',
    '/wp-json/wp/v2/places-categories?per_page=20',
    '/wp-json/wp/v2/service?parent=0&wpml_language=en',
    '/wp-json/wp/v2/users/me?context=edit',
  ])('keeps the news, map data, services and card read by the person: %s', (path) => {
    expect(isOfflineReadable(request(path), ORIGIN)).toBe(true);
  });

  it.each([
    ['another API read', request('/wp-json/wp/v2/users?per_page=100')],
    ['the notifications', request('/wp-json/wp/v2/notification')],
    ['a read without credentials', request('/wp-json/wp/v2/posts', {})],
    ['a write', request('/wp-json/wp/v2/users/me', signedIn, 'POST')],
    [
      'another origin',
      { ...request('/wp-json/wp/v2/posts'), url: 'https://elsewhere.example/wp-json/wp/v2/posts' },
    ],
  ])('keeps nothing else: %s', (_name, candidate) => {
    expect(isOfflineReadable(candidate, ORIGIN)).toBe(false);
  });

  it.each(['/', '/news', '/emergency', '/directory/12', '/loginredirect?code=a'])(
    'answers a navigation to %s with the app when the network is gone',
    (path) => {
      expect(isAppNavigation(new URL(path, ORIGIN), ORIGIN)).toBe(true);
    },
  );

  it.each([
    '/oidc/auth',
    '/idp/interaction/1',
    '/wp-json/wp/v2/posts',
    '/billing/x',
    '/sample-documents/a.pdf',
  ])('never answers %s, which the server owns, with the app', (path) => {
    expect(isAppNavigation(new URL(path, ORIGIN), ORIGIN)).toBe(false);
  });

  it('stores an answer without the renewed backend token, which must not come back from the cache', async () => {
    const answer = new Response('{"id":1}', {
      status: 200,
      headers: { 'content-type': 'application/json', [BACKEND_TOKEN_HEADER]: 'renewed-token' },
    });
    const stored = storableAnswer(answer);
    expect(stored?.headers.has(BACKEND_TOKEN_HEADER)).toBe(false);
    expect(stored?.headers.get('content-type')).toBe('application/json');
    expect(await stored?.json()).toEqual({ id: 1 });
  });

  it.each([403, 404, 500, 206])('stores no %s answer', (status) => {
    expect(storableAnswer(new Response(null, { status }))).toBeNull();
  });
});
