import { describe, expect, it } from 'vitest';
import { IdentityProviderUnavailable, remoteIdentityTokenVerifier } from './identity-token.ts';

describe('identity tokens of an external identity provider', () => {
  it('report the provider as unavailable (not the token as invalid) when discovery fails, and retry later', async () => {
    let calls = 0;
    const failingFetch = (() => {
      calls += 1;
      return Promise.reject(new TypeError('fetch failed'));
    }) as typeof fetch;
    const verifier = remoteIdentityTokenVerifier('https://login.campus.example', 'portal', failingFetch);
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IdentityProviderUnavailable);
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IdentityProviderUnavailable);
    expect(calls).toBe(2);
  });

  it('refuse a discovery document naming another issuer', async () => {
    const fakeFetch = (() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ issuer: 'https://evil.example', jwks_uri: 'https://evil.example/jwks' }),
        ),
      )) as typeof fetch;
    const verifier = remoteIdentityTokenVerifier('https://login.campus.example', 'portal', fakeFetch);
    await expect(verifier.verify('a.b.c')).rejects.toBeInstanceOf(IdentityProviderUnavailable);
  });
});
