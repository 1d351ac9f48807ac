import type { PortalConfig } from '@campus/domain/portal-config';
import { describe, expect, it, vi } from 'vitest';
import { loadPortalConfig, parsePortalConfig, PortalConfigError } from './env.ts';

const valid: PortalConfig = {
  oidc: { authority: 'http://localhost:8080/oidc', clientId: 'portal', scope: 'openid', accountUrl: null },
  supportEmail: 'support@campus.example',
  storeLinks: { ios: 'https://apps.apple.com/app/x', android: 'https://play.google.com/store/apps/x' },
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
    maxNativeZoom: 19,
  },
  notifications: { refreshMs: 300_000, vapidPublicKey: null },
};

describe('portal configuration (read once from /portal-config.json, validated)', () => {
  it('accepts a complete configuration', () => {
    expect(parsePortalConfig(valid)).toEqual(valid);
  });

  it('names the field that is wrong', () => {
    expect(() => parsePortalConfig({ ...valid, oidc: { ...valid.oidc, authority: 'not a url' } })).toThrow(
      'config.oidc.authority must be an absolute URL',
    );
    expect(() => parsePortalConfig({ ...valid, supportEmail: '' })).toThrow('config.supportEmail');
    expect(() => parsePortalConfig([])).toThrow(PortalConfigError);
  });

  it('takes a missing accountUrl as none, and names a missing field', () => {
    const { accountUrl: _accountUrl, ...oidc } = valid.oidc;
    expect(parsePortalConfig({ ...valid, oidc }).oidc.accountUrl).toBeNull();
    const { storeLinks: _storeLinks, ...withoutLinks } = valid;
    expect(() => parsePortalConfig(withoutLinks)).toThrow('config.storeLinks must be set');
    expect(() => parsePortalConfig({ ...valid, storeLinks: { ...valid.storeLinks, ios: 3 } })).toThrow(
      'config.storeLinks.ios',
    );
  });

  it('fetches the configuration from the serving origin', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json(valid));
    await expect(loadPortalConfig(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/portal-config.json', expect.anything());
  });

  it('fails with a reason when the server answers an error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('nope', { status: 502 }));
    await expect(loadPortalConfig(fetchImpl)).rejects.toThrow('/portal-config.json answered 502');
  });
});
