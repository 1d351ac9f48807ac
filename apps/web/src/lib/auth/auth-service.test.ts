import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage.ts';
import { fakeOidc } from '../testing/fake-oidc.ts';
import { jsonResponse, testUser } from '../testing/fixtures.ts';
import { createSession } from './create-session.ts';

const storage = window.localStorage;

function setup(oidc = fakeOidc(), endProviderSessionOnRejection = false) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const onReset = vi.fn<() => void>();
  const { auth, api } = createSession({
    oidc,
    storage,
    fetch,
    postLogoutRedirectUri: endProviderSessionOnRejection
      ? 'org.campus.portal:/endredirect'
      : 'http://localhost:3000/endredirect',
    endProviderSessionOnRejection,
    onReset,
  });
  return { auth, api, oidc, fetch, onReset };
}

function authorization(fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>, call = 0): string | null {
  return new Headers(fetch.mock.calls[call]?.[1]?.headers).get('Authorization');
}

describe('auth start-up (spec §4 Connection)', () => {
  it('without a stored backend token the person is not connected and nothing is fetched', () => {
    const { auth, fetch } = setup();
    auth.start();
    expect(auth.getState().status).toBe('notConnected');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a stored backend token the person is connected, then users/me is loaded with that token', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-stored');
    const { auth, fetch } = setup(fakeOidc({ access_token: 'access-old', id_token: 'id-old' }));
    const user = testUser();
    fetch.mockResolvedValue(jsonResponse(user, 200, { 'x-backend-token': 'backend-renewed' }));

    auth.start();
    expect(auth.getState()).toMatchObject({ status: 'connected', user: null });
    await vi.waitFor(() => {
      expect(auth.getState().user).toEqual(user);
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/wp-json/wp/v2/users/me?context=edit');
    expect(authorization(fetch)).toBe('Bearer backend-stored');
    expect(storage.getItem(STORAGE_KEYS.backendToken)).toBe('backend-renewed');
  });

  it('sends the language of the loaded user with later calls', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-stored');
    const { auth, api, fetch } = setup();
    fetch.mockResolvedValueOnce(jsonResponse(testUser({}, { locale: 'fr_FR' })));
    fetch.mockResolvedValueOnce(jsonResponse([]));
    auth.start();
    await vi.waitFor(() => {
      expect(auth.getState().user).not.toBeNull();
    });
    await api.request('/wp/v2/posts');
    expect(fetch.mock.calls[1]?.[0]).toBe('/wp-json/wp/v2/posts?wpml_language=fr');
  });

  it('a rejected stored token (403 jwt) signs out and clears the session but keeps the log level', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-expired');
    storage.setItem(STORAGE_KEYS.logLevel, '1');
    const { auth, fetch, onReset } = setup();
    fetch.mockResolvedValue(
      jsonResponse({ code: 'jwt_auth_invalid_token', message: 'Expired', data: { status: 403 } }, 403),
    );
    auth.start();
    await vi.waitFor(() => {
      expect(auth.getState().status).toBe('notConnected');
    });
    expect(storage.getItem(STORAGE_KEYS.backendToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.logLevel)).toBe('1');
    expect(onReset).toHaveBeenCalled();
  });

  it('in the app, a rejected token (403 jwt) also ends the provider session once, returning to the app', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-expired');
    const oidc = fakeOidc({ access_token: 'access-1', id_token: 'id-1' });
    const { auth, api, fetch } = setup(oidc, true);
    fetch.mockResolvedValue(
      jsonResponse({ code: 'jwt_auth_no_auth_header', message: 'No token', data: { status: 403 } }, 403),
    );
    auth.start();
    // Parallel requests rejected at the same time end the session once.
    await Promise.allSettled([api.request('/wp/v2/posts'), api.request('/wp/v2/pages')]);
    await vi.waitFor(() => {
      expect(oidc.signoutRedirect).toHaveBeenCalledOnce();
    });
    expect(auth.getState().status).toBe('notConnected');
    expect(oidc.signoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({
        id_token_hint: 'id-1',
        post_logout_redirect_uri: 'org.campus.portal:/endredirect',
      }),
    );
  });

  it('on the web, a rejected token ends only the local session', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-expired');
    const oidc = fakeOidc({ access_token: 'access-1', id_token: 'id-1' });
    const { auth, fetch } = setup(oidc);
    fetch.mockResolvedValue(
      jsonResponse({ code: 'jwt_auth_invalid_token', message: 'Expired', data: { status: 403 } }, 403),
    );
    auth.start();
    await vi.waitFor(() => {
      expect(auth.getState().status).toBe('notConnected');
    });
    expect(oidc.signoutRedirect).not.toHaveBeenCalled();
  });
});

describe('sign-in (spec §2.2)', () => {
  it('is pending while the redirect runs and ends when the page comes back', async () => {
    const oidc = fakeOidc();
    let comeBack = (): void => undefined;
    oidc.signinRedirect.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          comeBack = resolve;
        }),
    );
    const { auth } = setup(oidc);
    auth.start();
    const signingIn = auth.signIn();
    expect(auth.getState().signInPending).toBe(true);
    comeBack();
    await signingIn;
    expect(auth.getState().signInPending).toBe(false);
  });

  it('a failed redirect resets to not connected and re-enables sign-in', async () => {
    const oidc = fakeOidc();
    oidc.signinRedirect.mockRejectedValue(new Error('metadata unreachable'));
    const { auth } = setup(oidc);
    auth.start();
    await auth.signIn();
    expect(auth.getState()).toMatchObject({ status: 'notConnected', signInPending: false });
  });

  it('the callback is redeemed once, users/me is called with the new tokens and the backend token stored', async () => {
    const { auth, oidc, fetch } = setup();
    const user = testUser();
    fetch.mockResolvedValue(jsonResponse(user, 200, { 'x-backend-token': 'backend-1' }));
    auth.start();
    // A token left by an earlier session must not be sent instead of the new access token.
    storage.setItem(STORAGE_KEYS.backendToken, 'stale');

    const url = 'http://localhost:3000/loginredirect?code=abc&state=xyz';
    await Promise.all([auth.completeSignIn(url), auth.completeSignIn(url)]);

    expect(oidc.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(oidc.signinRedirectCallback).toHaveBeenCalledWith(url);
    expect(authorization(fetch)).toBe('Bearer access-new');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-identity-token')).toBe('id-new');
    expect(storage.getItem(STORAGE_KEYS.backendToken)).toBe('backend-1');
    expect(auth.getState()).toMatchObject({ status: 'connected', user });
  });

  it('a failed callback resets to not connected and clears the identity', async () => {
    const oidc = fakeOidc();
    oidc.signinRedirectCallback.mockRejectedValue(new Error('invalid_grant'));
    const { auth, fetch } = setup(oidc);
    storage.setItem('oidc.user:x:y', '{}');
    auth.start();
    await auth.completeSignIn('http://localhost:3000/loginredirect?code=used');
    expect(auth.getState().status).toBe('notConnected');
    expect(storage.getItem('oidc.user:x:y')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('sign-out (spec §2.3, §4)', () => {
  it('clears the local session, then ends the session at the identity provider with the id token', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-1');
    storage.setItem(STORAGE_KEYS.logLevel, '3');
    const oidc = fakeOidc({ access_token: 'access-1', id_token: 'id-1' });
    oidc.signoutRedirect.mockResolvedValue();
    const { auth, fetch, onReset } = setup(oidc);
    fetch.mockResolvedValue(jsonResponse(testUser()));
    auth.start();
    auth.hideSplash();

    await auth.signOut();

    expect(oidc.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-1',
      post_logout_redirect_uri: 'http://localhost:3000/endredirect',
      state: { reason: 'logout' },
    });
    expect(auth.getState()).toMatchObject({ status: 'notConnected', user: null, splashDone: true });
    expect(storage.getItem(STORAGE_KEYS.backendToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.logLevel)).toBe('3');
    expect(onReset).toHaveBeenCalled();
  });

  it('revokes the server session with the backend token before the identity provider’s end-session redirect', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-2');
    const oidc = fakeOidc({ access_token: 'access-2', id_token: 'id-2' });
    oidc.signoutRedirect.mockResolvedValue();
    const { auth, fetch } = setup(oidc);
    fetch.mockResolvedValueOnce(jsonResponse(testUser()));
    fetch.mockImplementationOnce(() => {
      expect(oidc.signoutRedirect).not.toHaveBeenCalled();
      return Promise.resolve(jsonResponse({ deleted: true }));
    });
    auth.start();
    await vi.waitFor(() => {
      expect(auth.getState().user).not.toBeNull();
    });

    await auth.signOut();

    expect(fetch.mock.calls[1]?.[0]).toBe('/wp-json/portal/v1/sessions/current?wpml_language=en');
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(authorization(fetch, 1)).toBe('Bearer backend-2');
    expect(oidc.signoutRedirect).toHaveBeenCalledWith(expect.objectContaining({ id_token_hint: 'id-2' }));
  });

  it('still signs out and reaches the identity provider when the revocation fails', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-3');
    const oidc = fakeOidc({ access_token: 'access-3', id_token: 'id-3' });
    oidc.signoutRedirect.mockResolvedValue();
    const { auth, fetch } = setup(oidc);
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    auth.start();

    await auth.signOut();

    expect(auth.getState().status).toBe('notConnected');
    expect(storage.getItem(STORAGE_KEYS.backendToken)).toBeNull();
    expect(oidc.signoutRedirect).toHaveBeenCalledWith(expect.objectContaining({ id_token_hint: 'id-3' }));
  }, 20_000);

  it('the end-session callback is completed once', async () => {
    const { auth, oidc } = setup();
    auth.start();
    const url = 'http://localhost:3000/endredirect?state=s1';
    await Promise.all([auth.completeSignOut(url), auth.completeSignOut(url)]);
    expect(oidc.signoutRedirectCallback).toHaveBeenCalledTimes(1);
  });
});

describe("offline data (issue #17: never another person's cached answers)", () => {
  function setupWithOfflineData(oidc = fakeOidc()) {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const steps: string[] = [];
    const clearOfflineData = vi.fn(() => {
      steps.push('offline data cleared');
      return Promise.resolve();
    });
    const { auth } = createSession({
      oidc,
      storage,
      fetch,
      postLogoutRedirectUri: 'http://localhost:3000/endredirect',
      clearOfflineData,
    });
    return { auth, oidc, fetch, steps, clearOfflineData };
  }

  it('are cleared at sign-out before the page leaves for the identity provider', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-4');
    const oidc = fakeOidc({ access_token: 'access-4', id_token: 'id-4' });
    const { auth, fetch, steps } = setupWithOfflineData(oidc);
    oidc.signoutRedirect.mockImplementation(() => {
      steps.push('redirect');
      return Promise.resolve();
    });
    fetch.mockResolvedValue(jsonResponse(testUser()));
    auth.start();

    await auth.signOut();

    expect(steps).toEqual(['offline data cleared', 'redirect']);
  });

  it('are cleared when a new session starts, before its first users/me', async () => {
    const { auth, fetch, steps } = setupWithOfflineData();
    fetch.mockImplementation(() => {
      steps.push('users/me');
      return Promise.resolve(jsonResponse(testUser(), 200, { 'x-backend-token': 'backend-5' }));
    });
    auth.start();

    await auth.completeSignIn('http://localhost:3000/loginredirect?code=new&state=s');

    expect(steps).toEqual(['offline data cleared', 'users/me']);
    expect(auth.getState().status).toBe('connected');
  });

  it('are cleared when the server rejects the session (403 jwt)', async () => {
    storage.setItem(STORAGE_KEYS.backendToken, 'backend-revoked');
    const { auth, fetch, clearOfflineData } = setupWithOfflineData();
    fetch.mockResolvedValue(
      jsonResponse({ code: 'jwt_auth_invalid_token', message: 'Expired', data: { status: 403 } }, 403),
    );
    auth.start();
    await vi.waitFor(() => {
      expect(clearOfflineData).toHaveBeenCalled();
    });
  });

  it('a failure to clear them never stops the sign-out', async () => {
    const oidc = fakeOidc({ access_token: 'access-6', id_token: 'id-6' });
    oidc.signoutRedirect.mockResolvedValue();
    const { auth, clearOfflineData } = setupWithOfflineData(oidc);
    clearOfflineData.mockRejectedValue(new Error('quota'));
    auth.start();
    await auth.signOut();
    expect(oidc.signoutRedirect).toHaveBeenCalled();
  });
});
