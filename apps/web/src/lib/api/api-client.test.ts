import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions, type IdentityTokens } from './api-client.ts';
import { ApiError } from './api-error.ts';

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

interface Harness {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  onSignOutError: ReturnType<typeof vi.fn<() => void>>;
  stored: { token: string | null };
  client: ReturnType<typeof createApiClient>;
}

function harness(
  overrides: Partial<ApiClientOptions> & { tokens?: IdentityTokens | null; locale?: string | null } = {},
): Harness {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const onSignOutError = vi.fn<() => void>();
  const stored: { token: string | null } = { token: null };
  const { tokens = { accessToken: 'access-1', idToken: 'id-1' }, locale = null, ...rest } = overrides;
  const client = createApiClient({
    fetch,
    identityTokens: () => Promise.resolve(tokens),
    backendToken: {
      get: () => stored.token,
      set: (token) => {
        stored.token = token;
      },
    },
    userLocale: () => locale,
    onSignOutError,
    ...rest,
  });
  return { fetch, onSignOutError, stored, client };
}

function sentHeaders(fetch: Harness['fetch'], call = 0): Headers {
  return new Headers(fetch.mock.calls[call]?.[1]?.headers);
}

function sentUrl(fetch: Harness['fetch'], call = 0): string {
  const input = fetch.mock.calls[call]?.[0];
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : (input?.url ?? '');
}

describe('API client headers (spec §7 Common rules)', () => {
  it('sends the access token as bearer when no backend token is stored, and the id token', async () => {
    const { fetch, client } = harness();
    fetch.mockResolvedValue(jsonResponse({ ok: true }));
    await client.request('/wp/v2/users/me');
    const headers = sentHeaders(fetch);
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('x-identity-token')).toBe('id-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(sentUrl(fetch)).toBe('/wp-json/wp/v2/users/me');
  });

  it('prefers the stored backend token as bearer', async () => {
    const { fetch, client, stored } = harness();
    stored.token = 'backend-1';
    fetch.mockResolvedValue(jsonResponse({}));
    await client.request('/wp/v2/posts');
    expect(sentHeaders(fetch).get('Authorization')).toBe('Bearer backend-1');
  });

  it('stores a backend token returned in x-backend-token and uses it for later calls', async () => {
    const { fetch, client, stored } = harness();
    fetch.mockResolvedValueOnce(jsonResponse({ id: 1 }, 200, { 'x-backend-token': 'backend-new' }));
    fetch.mockResolvedValueOnce(jsonResponse([]));
    await client.request('/wp/v2/users/me');
    expect(stored.token).toBe('backend-new');
    await client.request('/wp/v2/posts');
    expect(sentHeaders(fetch, 1).get('Authorization')).toBe('Bearer backend-new');
  });

  it('sends no identity headers when nobody is signed in', async () => {
    const { fetch, client } = harness({ tokens: null });
    fetch.mockResolvedValue(jsonResponse({}));
    await client.request('/wp/v2/posts');
    expect(sentHeaders(fetch).has('Authorization')).toBe(false);
    expect(sentHeaders(fetch).has('x-identity-token')).toBe(false);
  });
});

describe('API client query and response', () => {
  it('adds wpml_language from the first part of the user locale once a user is known', async () => {
    const { fetch, client } = harness({ locale: 'fr_FR' });
    fetch.mockResolvedValue(jsonResponse([]));
    await client.request('/wp/v2/users/me', { query: { context: 'edit' } });
    expect(sentUrl(fetch)).toBe('/wp-json/wp/v2/users/me?context=edit&wpml_language=fr');
  });

  it('sends no language before the user is known, joins lists with commas and skips empty values', async () => {
    const { fetch, client } = harness();
    fetch.mockResolvedValue(jsonResponse([]));
    await client.request('/wp/v2/users', {
      query: { 'filter[tax-tag]': [3, 4], search: undefined, page: 2 },
    });
    expect(sentUrl(fetch)).toBe('/wp-json/wp/v2/users?filter%5Btax-tag%5D=3%2C4&page=2');
  });

  it('gives the JSON body and the headers (X-WP-Total…)', async () => {
    const { fetch, client } = harness();
    fetch.mockResolvedValue(jsonResponse([{ id: 1 }], 200, { 'X-WP-Total': '41', 'X-WP-TotalPages': '3' }));
    const response = await client.request<{ id: number }[]>('/wp/v2/users');
    expect(response.data).toEqual([{ id: 1 }]);
    expect(response.headers.get('X-WP-Total')).toBe('41');
    expect(response.headers.get('X-WP-TotalPages')).toBe('3');
  });

  it('sends a JSON body', async () => {
    const { fetch, client } = harness();
    fetch.mockResolvedValue(jsonResponse({ id: 9 }, 201));
    await client.request('/wp/v2/entry', { method: 'POST', body: { title: 'x' } });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"title":"x"}' });
  });

  it('hands a binary answer over as its bytes when asked (a maintenance photo), an error still as JSON', async () => {
    const { fetch, client } = harness();
    const bytes = new Uint8Array([0xff, 0xd8, 0x00, 0x80, 0xff, 0xd9]);
    fetch.mockResolvedValueOnce(
      new Response(bytes, { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    );
    const photo = await client.request<Blob>('/portal/v1/maintenance-requests/1/photos/2', {
      responseType: 'blob',
    });
    expect(photo.data).toBeInstanceOf(Blob);
    // Read as text, the 0xff and 0x80 bytes would have been replaced and the size changed.
    expect(photo.data.size).toBe(bytes.length);
    expect(photo.data.type).toBe('image/jpeg');

    fetch.mockResolvedValueOnce(
      jsonResponse({ code: 'rest_maintenance_invalid', message: 'No.', data: { status: 404 } }, 404),
    );
    const refused = client.request('/portal/v1/maintenance-requests/1/photos/3', { responseType: 'blob' });
    await expect(refused).rejects.toMatchObject({ status: 404, code: 'rest_maintenance_invalid' });
  });
});

describe('API client retries and timeout (spec §7: 30 s, 3 retries, exponential delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a network error 3 times after 500, 1000 and 2000 ms, then throws', async () => {
    const { fetch, client } = harness();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = client.request('/wp/v2/posts').catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(4);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('retries a server error and returns the answer that finally succeeds', async () => {
    const { fetch, client } = harness();
    fetch.mockResolvedValueOnce(jsonResponse({ code: 'oops', message: 'x', data: { status: 502 } }, 502));
    fetch.mockResolvedValueOnce(jsonResponse({ id: 1 }));
    const outcome = client.request('/wp/v2/posts');
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toMatchObject({ data: { id: 1 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a client error and carries the WordPress body', async () => {
    const { fetch, client } = harness();
    const body = { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } };
    fetch.mockResolvedValue(jsonResponse(body, 404));
    const outcome = client.request('/wp/v2/posts/9').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await outcome;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'http', status: 404, body, code: 'rest_post_invalid_id' });
  });

  it('aborts a request after 30 s and retries it as a timeout', async () => {
    const { fetch, client } = harness({ retries: 0 });
    const signals: AbortSignal[] = [];
    fetch.mockImplementation((_input, init) => {
      const signal = init?.signal;
      if (signal) signals.push(signal);
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    });
    const outcome = client.request('/wp/v2/posts').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(await outcome).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('retries after a timeout like after a network error', async () => {
    const { fetch, client } = harness();
    fetch.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    fetch.mockResolvedValueOnce(jsonResponse({ id: 2 }));
    const outcome = client.request('/wp/v2/posts');
    await vi.advanceTimersByTimeAsync(30_000 + 500);
    await expect(outcome).resolves.toMatchObject({ data: { id: 2 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a request its caller cancelled', async () => {
    const { fetch, client } = harness();
    const controller = new AbortController();
    fetch.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const outcome = client
      .request('/wp/v2/posts', { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await outcome;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('API client sign-out errors (spec §4, §8 first row)', () => {
  it.each(['jwt_auth_invalid_token', 'jwt_auth_no_auth_header'])(
    'a 403 %s signs the person out and is not retried',
    async (code) => {
      const { fetch, client, onSignOutError } = harness();
      fetch.mockResolvedValue(jsonResponse({ code, message: 'x', data: { status: 403 } }, 403));
      await expect(client.request('/wp/v2/users/me')).rejects.toMatchObject({ status: 403, code });
      expect(onSignOutError).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('another 403 does not sign out', async () => {
    const { fetch, client, onSignOutError } = harness();
    fetch.mockResolvedValue(
      jsonResponse({ code: 'rest_forbidden', message: 'x', data: { status: 403 } }, 403),
    );
    await expect(client.request('/wp/v2/users/2')).rejects.toMatchObject({ status: 403 });
    expect(onSignOutError).not.toHaveBeenCalled();
  });
});

describe('API client retries only idempotent requests (a write must never land twice or out of order)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const failThenSucceed = (fetch: Harness['fetch']) => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockResolvedValue(jsonResponse({ ok: true }));
  };

  it.each(['GET', 'HEAD'] as const)('retries a %s after a network error', async (method) => {
    const { fetch, client } = harness();
    failThenSucceed(fetch);
    const outcome = client.request('/wp/v2/posts', { method });
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toMatchObject({ data: { ok: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]?.method).toBe(method);
  });

  it.each(['POST', 'DELETE'] as const)('never retries a %s, even after a server error', async (method) => {
    const { fetch, client } = harness();
    fetch.mockResolvedValue(jsonResponse({ code: 'oops', message: 'x', data: { status: 503 } }, 503));
    const outcome = client
      .request('/wp/v2/usernetwork', { method, body: { acf: {} }, fullReplacement: true })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toMatchObject({ kind: 'http', status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a PUT its caller did not mark as a full replacement', async () => {
    const { fetch, client } = harness();
    failThenSucceed(fetch);
    const outcome = client
      .request('/acf/v3/usernetwork/4', { method: 'PUT', body: { acf: { relation_status: 'accepted' } } })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toMatchObject({ kind: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a PUT marked as a full replacement while it is the latest write to its resource', async () => {
    const { fetch, client } = harness();
    failThenSucceed(fetch);
    const outcome = client.request('/acf/v3/users/7', {
      method: 'PUT',
      body: { acf: { tags: ['3'] } },
      fullReplacement: true,
    });
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toMatchObject({ data: { ok: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]?.body).toBe('{"acf":{"tags":["3"]}}');
  });

  it('does not retry a full-replacement PUT once a newer write to the same resource was sent', async () => {
    const { fetch, client } = harness();
    let failFirst: (error: Error) => void = () => undefined;
    fetch.mockImplementationOnce(
      () =>
        new Promise<Response>((_resolve, reject) => {
          failFirst = reject;
        }),
    );
    fetch.mockResolvedValue(jsonResponse({ ok: true }));
    const older = client
      .request('/acf/v3/users/7', { method: 'PUT', body: { acf: { tags: ['3'] } }, fullReplacement: true })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    const newer = client.request('/acf/v3/users/7', {
      method: 'PUT',
      body: { acf: { tags: ['3', '4'] } },
      fullReplacement: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    failFirst(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await older).toMatchObject({ kind: 'network' });
    await expect(newer).resolves.toMatchObject({ data: { ok: true } });
    const bodies = fetch.mock.calls.map(([, init]) => init?.body);
    expect(bodies).toEqual(['{"acf":{"tags":["3"]}}', '{"acf":{"tags":["3","4"]}}']);
  });

  it('still retries a full-replacement PUT when the newer write went to another resource', async () => {
    const { fetch, client } = harness();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    // A fresh answer each time: a body can be read only once.
    fetch.mockImplementation(() => Promise.resolve(jsonResponse({ ok: true })));
    const outcome = client.request('/acf/v3/users/7', {
      method: 'PUT',
      body: { acf: {} },
      fullReplacement: true,
    });
    const other = client.request('/wp/v2/usernetwork', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(500);
    await expect(other).resolves.toMatchObject({ data: { ok: true } });
    await expect(outcome).resolves.toMatchObject({ data: { ok: true } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
