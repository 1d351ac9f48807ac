import { PortalConfigSchema, type PortalConfig } from '@campus/domain/portal-config';
import { Value } from 'typebox/value';
import { Check as isCompletePortalConfig } from 'virtual:schema-check/portal-config';
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
  it('accepts a complete configuration', async () => {
    await expect(parsePortalConfig(valid)).resolves.toEqual(valid);
  });

  it('names the field that is wrong', async () => {
    await expect(
      parsePortalConfig({ ...valid, oidc: { ...valid.oidc, authority: 'not a url' } }),
    ).rejects.toThrow('config.oidc.authority must be an absolute URL');
    await expect(parsePortalConfig({ ...valid, supportEmail: '' })).rejects.toThrow('config.supportEmail');
    await expect(parsePortalConfig({ ...valid, supportEmail: ' \t' })).rejects.toThrow(
      'config.supportEmail must be a non-empty string',
    );
    await expect(parsePortalConfig([])).rejects.toThrow(PortalConfigError);
  });

  it('takes a missing accountUrl as none, and names a missing field', async () => {
    const { accountUrl: _accountUrl, ...oidc } = valid.oidc;
    expect((await parsePortalConfig({ ...valid, oidc })).oidc.accountUrl).toBeNull();
    const { storeLinks: _storeLinks, ...withoutLinks } = valid;
    await expect(parsePortalConfig(withoutLinks)).rejects.toThrow('config.storeLinks must be set');
    await expect(
      parsePortalConfig({ ...valid, storeLinks: { ...valid.storeLinks, ios: 3 } }),
    ).rejects.toThrow('config.storeLinks.ios');
  });

  it('checks at start-up exactly as the TypeBox engine does', () => {
    // The start-up path trusts the check written at build time (issue #20); it must agree with the schema.
    const samples: unknown[] = [
      valid,
      { ...valid, oidc: { ...valid.oidc, accountUrl: 'https://id.campus.example/account' } },
      { ...valid, oidc: { ...valid.oidc, authority: 'not a url' } },
      { ...valid, oidc: { ...valid.oidc, clientId: '   ' } },
      { ...valid, map: { ...valid.map, maxNativeZoom: 23 } },
      { ...valid, map: { ...valid.map, maxNativeZoom: 1.5 } },
      { ...valid, notifications: { ...valid.notifications, refreshMs: 999 } },
      { ...valid, notifications: { ...valid.notifications, vapidPublicKey: 7 } },
      { ...valid, storeLinks: { ios: 'https://apps.apple.com/app/x' } },
      null,
      'config',
    ];
    for (const sample of samples)
      expect(isCompletePortalConfig(sample), JSON.stringify(sample)).toBe(
        Value.Check(PortalConfigSchema, sample),
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
