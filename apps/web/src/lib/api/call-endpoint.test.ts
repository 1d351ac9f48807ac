import type { DirectoryUser } from '@campus/domain/directory-user';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { callEndpoint, callListEndpoint } from './call-endpoint.ts';

const person: DirectoryUser = {
  id: 7,
  name: 'Yuki Tanaka',
  first_name: 'Yuki',
  last_name: 'Tanaka',
  email: '',
  house: null,
  in_my_network: false,
  acf: { photo: null, mobilephone: null, user_house: [] },
};

/** The real client, with the network (outside the portal) answered by `answer`. */
function clientAnswering(answer: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  const api = createApiClient({
    fetch,
    identityTokens: () => Promise.resolve(null),
    backendToken: { get: () => null, set: () => undefined },
    userLocale: () => 'fr_FR',
    onSignOutError: () => undefined,
    retries: 0,
  });
  const sent = () => {
    const [input, init] = fetch.mock.calls[0] ?? [];
    return { url: typeof input === 'string' ? input : '', method: init?.method };
  };
  return { api, sent };
}

describe('calling a declared endpoint (issue #30)', () => {
  it('takes the method and path from the key, fills the path parameters and joins list parameters', async () => {
    const one = clientAnswering(person);
    const answer = await callEndpoint(one.api, 'GET /wp/v2/users/{id}', { params: { id: 7 } });
    expect(one.sent()).toEqual({ url: '/wp-json/wp/v2/users/7?wpml_language=fr', method: 'GET' });
    expect(answer.data.last_name).toBe('Tanaka');

    const list = clientAnswering([person]);
    await callListEndpoint(list.api, 'GET /wp/v2/users', {
      query: { per_page: 3, 'filter[tax-tag]': [4, 9], 'filter[tax-house]': 2, include: undefined },
    });
    expect(list.sent().url).toBe(
      '/wp-json/wp/v2/users?per_page=3&filter%5Btax-tag%5D=4%2C9&filter%5Btax-house%5D=2&wpml_language=fr',
    );
  });

  it('refuses, in development and tests, an answer that does not match the declaration, naming the endpoint', async () => {
    const { api } = clientAnswering({ ...person, acf: undefined });
    await expect(callEndpoint(api, 'GET /wp/v2/users/{id}', { params: { id: 7 } })).rejects.toThrow(
      /^GET \/wp\/v2\/users\/\{id\} answered an unexpected shape: .*acf/,
    );
  });

  it('refuses an answer that is not a list from a list endpoint', async () => {
    const { api } = clientAnswering('<html>proxy error</html>');
    await expect(callListEndpoint(api, 'GET /wp/v2/users', {})).rejects.toThrow(
      'GET /wp/v2/users did not answer a list',
    );
  });

  it('does not compile a call the contract does not declare', () => {
    const { api } = clientAnswering([]);
    // Each line below is a compile error (the typecheck gate fails if one of them ever compiles): the
    // calls are never made.
    const calls = [
      // @ts-expect-error: no such endpoint.
      () => callEndpoint(api, 'GET /wp/v2/user', {}),
      // @ts-expect-error: a misspelt query parameter.
      () => callEndpoint(api, 'GET /wp/v2/users', { query: { filter_tag: '4' } }),
      // @ts-expect-error: the path parameter is missing.
      () => callEndpoint(api, 'GET /wp/v2/users/{id}', {}),
      // @ts-expect-error: the path parameter is a number.
      () => callEndpoint(api, 'GET /wp/v2/users/{id}', { params: { id: 'me' } }),
      // @ts-expect-error: a GET has no body.
      () => callEndpoint(api, 'GET /wp/v2/users', { body: { name: 'x' } }),
      // @ts-expect-error: one person is not a list.
      () => callListEndpoint(api, 'GET /wp/v2/users/{id}', { params: { id: 7 } }),
    ];
    expect(calls).toHaveLength(6);
  });
});
