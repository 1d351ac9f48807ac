import { describe, expect, it } from 'vitest';
import { internalPath } from './internal-link.ts';

const ORIGIN = 'http://localhost:8080';
const PORTAL = 'https://portail.campus.example';

describe('internal links: only the portal host or the current origin (spec §2.16, §5)', () => {
  it.each([
    ['/pages/faq', '/pages/faq'],
    ['/news/x?y=1#z', '/news/x?y=1#z'],
    [`${ORIGIN}/events/a`, '/events/a'],
    [`${PORTAL}/pages/legal`, '/pages/legal'],
  ])('treats %s as internal, going to %s', (href, path) => {
    expect(internalPath(href, ORIGIN, [PORTAL])).toBe(path);
  });

  it.each([
    'https://example.org/pages/faq',
    'https://portail.campus.example.evil.org/x',
    '//example.org/x',
    'mailto:a@b.c',
    'tel:15',
    '#top',
    '/sample-images/news/library.svg',
  ])('treats %s as external or not a route', (href) => {
    expect(internalPath(href, ORIGIN, [PORTAL])).toBeNull();
  });
});
