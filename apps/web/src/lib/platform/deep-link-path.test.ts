import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-link-path.ts';

const PORTAL = 'https://portal.campus.example';

describe('deep links into the app (spec §2.16)', () => {
  it.each([
    ['https://portal.campus.example/news/welcome-week', '/news/welcome-week'],
    ['https://portal.campus.example/notifications/42?from=push#top', '/notifications/42?from=push#top'],
    ['https://portal.campus.example', '/'],
    ['org.campus.portal:/events/concert', '/events/concert'],
    ['org.campus.portal://events/concert', '/events/concert'],
    ['org.campus.portal:directory', '/directory'],
    ['org.campus.portal:/loginredirect?code=abc&state=xyz%3Bapp', '/loginredirect?code=abc&state=xyz%3Bapp'],
    ['org.campus.portal:/endredirect?state=bye', '/endredirect?state=bye'],
  ])('opens %s at %s', (url, path) => {
    expect(deepLinkPath(url, PORTAL)).toBe(path);
  });

  it.each([
    'https://evil.example/news/welcome-week',
    'https://portal.campus.example.evil.example/news',
    'http://portal.campus.example/news',
    'org.other.app:/news',
    'mailto:portail@campus.example',
    'javascript:alert(1)',
    'not a url',
    'https://portal.campus.example/wp-json/wp/v2/posts',
  ])('ignores %s, which is not a page of the portal', (url) => {
    expect(deepLinkPath(url, PORTAL)).toBeNull();
  });
});
