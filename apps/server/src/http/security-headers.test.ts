import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { securityHeaders, tileOrigin } from './security-headers.ts';

const imgSrc = (env: Record<string, string>) => {
  const csp = securityHeaders(loadConfig(env)).contentSecurityPolicy;
  if (typeof csp !== 'object') throw new Error('no CSP');
  return csp.directives?.['imgSrc'];
};

describe('the content security policy of the map tiles (spec §2.8)', () => {
  it("allows images from the portal and exactly the default tile server's origin", () => {
    expect(imgSrc({})).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });

  it('follows MAP_TILE_URL, subdomain placeholders included', () => {
    expect(imgSrc({ MAP_TILE_URL: 'https://tiles.campus.example:8443/osm/{z}/{x}/{y}.png' })).toContain(
      'https://tiles.campus.example:8443',
    );
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
});
