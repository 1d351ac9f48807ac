import { describe, expect, it } from 'vitest';
import { backLinkTarget } from './back-link.ts';

describe('backLinkTarget (§2.7 back link)', () => {
  const home = '/services/tabs/campus';

  it('goes back to the previous path when it started with /services', () => {
    expect(backLinkTarget('/services/tabs/health', '/services', home)).toBe('/services/tabs/health');
    expect(backLinkTarget('/services/library', '/services', home)).toBe('/services/library');
    expect(backLinkTarget('/services', '/services', home)).toBe('/services');
  });

  it('goes to the services home otherwise, or without a previous path', () => {
    expect(backLinkTarget('/news', '/services', home)).toBe(home);
    expect(backLinkTarget('/servicesxyz', '/services', home)).toBe(home);
    expect(backLinkTarget(null, '/services', home)).toBe(home);
  });
});
