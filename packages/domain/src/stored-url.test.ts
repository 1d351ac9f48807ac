import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { StoredUrlSchema, isStoredUrlAllowed } from './stored-url.ts';

const ALLOWED = [
  '',
  'https://www.openstreetmap.org/?mlat=48.82&mlon=2.34',
  'HTTP://example.org/',
  'ftp://files.example.org/plan.pdf',
  'mailto:accueil@campus.example',
  'tel:+33144160000',
  '/pages/map?place=12',
];
const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '/\\evil.example/',
  'https://example.org/a b',
  'relative/path',
  'javascript&#58;alert(1)',
];

describe('stored URLs (spec §5 schemes)', () => {
  it.each(ALLOWED)('allows %j', (url) => {
    expect(isStoredUrlAllowed(url)).toBe(true);
  });
  it.each(REFUSED)('refuses %j', (url) => {
    expect(isStoredUrlAllowed(url)).toBe(false);
  });
  it('says the same through the request schema', () => {
    for (const url of ALLOWED) expect(Value.Check(StoredUrlSchema(), url), url).toBe(true);
    for (const url of REFUSED) expect(Value.Check(StoredUrlSchema(), url), url).toBe(false);
  });
});
