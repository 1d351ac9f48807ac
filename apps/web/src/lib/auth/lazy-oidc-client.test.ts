import { describe, expect, it, vi } from 'vitest';
import { fakeOidc } from '../testing/fake-oidc.ts';
import { createLazyOidcClient } from './lazy-oidc-client.ts';

describe('lazy OIDC client', () => {
  it('loads the client once, on first use', async () => {
    const oidc = fakeOidc({ access_token: 'a', id_token: 'i' });
    const load = vi.fn(() => Promise.resolve(oidc));
    const lazy = createLazyOidcClient(load);
    expect(load).not.toHaveBeenCalled();
    await lazy.getUser();
    await lazy.signinRedirectCallback('http://localhost/loginredirect?code=1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(oidc.signinRedirectCallback).toHaveBeenCalledWith('http://localhost/loginredirect?code=1');
  });

  it('tries to load again after a failed download', async () => {
    const oidc = fakeOidc();
    const load = vi.fn<() => Promise<typeof oidc>>();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValueOnce(oidc);
    const lazy = createLazyOidcClient(load);
    await expect(lazy.getUser()).rejects.toThrow(TypeError);
    await expect(lazy.getUser()).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
