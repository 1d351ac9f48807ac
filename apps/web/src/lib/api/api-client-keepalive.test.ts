import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';

function setup() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  fetch.mockResolvedValue(
    new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  const client = createApiClient({
    fetch,
    identityTokens: () => Promise.resolve({ accessToken: 'access-1', idToken: 'id-1' }),
    backendToken: { get: () => 'backend-1', set: () => undefined },
    userLocale: () => 'fr_FR',
    onSignOutError: () => undefined,
  });
  return { fetch, client };
}

describe('keepalive flush of a pending save (issue 5: no lost edits on visibilitychange/pagehide)', () => {
  it('sends the request at once, with keepalive and the same auth headers as the last request', async () => {
    const { fetch, client } = setup();
    await client.request('/wp/v2/users/me');
    client.sendKeepalive('/acf/v3/users/7', { method: 'PUT', body: { acf: { mobilephone: null } } });
    // Synchronously: the page may be gone before any promise settles.
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/wp-json/acf/v3/users/7?wpml_language=fr');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true, body: '{"acf":{"mobilephone":null}}' });
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer backend-1');
    expect(headers.get('x-identity-token')).toBe('id-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('does not throw when the keepalive request fails', async () => {
    const { fetch, client } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => {
      client.sendKeepalive('/acf/v3/users/7', { method: 'PUT', body: {} });
    }).not.toThrow();
    await Promise.resolve();
  });
});

describe('file upload body', () => {
  it('sends a Blob as is, typed as the file', async () => {
    const { fetch, client } = setup();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await client.request('/wp/v2/media', { method: 'POST', body: photo });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(photo);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/jpeg');
  });
});
