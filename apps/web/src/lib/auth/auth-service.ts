import type { User } from '@campus/domain/user';
import type { IdentityTokens } from '../api/api-client.ts';
import { type Logger, silentLogger } from '../logger.ts';
import { clearStoredSession } from '../storage.ts';
import {
  type ConnectionEvent,
  type ConnectionState,
  connectionReducer,
  initialConnectionState,
} from './connection-state.ts';

/** The identity provider's tokens, as oidc-client-ts's User carries them. */
export interface OidcTokenSet {
  access_token: string;
  id_token?: string | undefined;
  /** The id token's claims (the debug page shows them). */
  profile?: Record<string, unknown> | undefined;
  /** When the access token expires, in epoch seconds. */
  expires_at?: number | undefined;
}

/** The identity provider's view of the signed-in person, for the debug page (spec §2.4). */
export interface IdentityProviderUser {
  claims: Record<string, unknown>;
  accessTokenExpiresAt: Date | null;
}

/** The last connection event, for the debug page's "last auth event" (spec §2.4). */
export interface AuthEventRecord {
  type: ConnectionEvent['type'];
  at: Date;
}

/** The part of oidc-client-ts's UserManager the portal uses; tests pass a fake of it. */
export interface OidcClient {
  signinRedirect(args?: { ui_locales?: string }): Promise<void>;
  signinRedirectCallback(url: string): Promise<OidcTokenSet>;
  signoutRedirect(args: {
    id_token_hint?: string;
    post_logout_redirect_uri?: string;
    state?: unknown;
    extraQueryParams?: Record<string, string>;
  }): Promise<void>;
  signoutRedirectCallback(url: string): Promise<unknown>;
  getUser(): Promise<OidcTokenSet | null>;
}

export interface AuthServiceOptions {
  oidc: OidcClient;
  /** Where the session lives (localStorage): cleared on reset, except what §4 keeps. */
  storage: Storage;
  backendToken: { get(): string | null; clear(): void };
  /** users/me through the API client, which stores the backend token it returns. */
  loadCurrentUser: () => Promise<User>;
  /** Ends this device's session on the server; sign-out goes on whatever it answers. */
  revokeServerSession?: () => Promise<void>;
  postLogoutRedirectUri: string;
  /**
   * The language the portal speaks now ('fr' or 'en'), sent as ui_locales with the authorisation and
   * end-session requests so that the identity provider's pages speak it too (else it goes by the
   * browser's Accept-Language, which may not be the person's chosen language).
   */
  uiLanguage?: () => string;
  /**
   * Spec §4: in the native app a rejected token also ends the session at the identity provider, whose
   * end-session answer (/endredirect) then reloads the app.
   */
  endProviderSessionOnRejection?: boolean | undefined;
  /** Drops what was cached for the previous person (the query cache). */
  onReset?: () => void;
  /**
   * Deletes what the service worker kept of the person for offline reading: when a session ends (awaited
   * before the sign-out redirect leaves the page) and before a new session's first read (ADR 018).
   */
  clearOfflineData?: () => Promise<void>;
  log?: Logger;
}

export interface AuthService {
  // Properties rather than methods: React's useSyncExternalStore receives them unbound.
  getState: () => ConnectionState;
  subscribe: (listener: () => void) => () => void;
  /** Start-up: a stored backend token means connected, then users/me is loaded (spec §4). */
  start(): void;
  /** Redirects to the identity provider; resolves only if the page comes back without leaving. */
  signIn(): Promise<void>;
  /** Completes the authorisation-code callback once per callback URL (the code is single-use). */
  completeSignIn(callbackUrl: string): Promise<void>;
  reloadUser(): Promise<void>;
  /** Clears the local session, then ends the session at the identity provider. */
  signOut(): Promise<void>;
  completeSignOut(callbackUrl: string): Promise<void>;
  /** A 403 with a jwt code: sign out locally (spec §4, §8). */
  disconnect(): void;
  identityTokens(): Promise<IdentityTokens | null>;
  hideSplash(): void;
  /** Debug page (spec §2.4): the provider's claims of the signed-in person, null without a provider session. */
  identityProviderUser(): Promise<IdentityProviderUser | null>;
  /** Debug page: the server ends this device's session and the stored backend token is forgotten, as if it
   * had expired; the next request signs in with the provider's tokens (a new session) or signs out (§4). */
  expireBackendToken(): Promise<void>;
  hasBackendToken(): boolean;
  lastEvent(): AuthEventRecord | null;
}

const SIGN_OUT_STATE = { reason: 'logout' } as const;

export function createAuthService(options: AuthServiceOptions): AuthService {
  const {
    oidc,
    storage,
    backendToken,
    loadCurrentUser,
    revokeServerSession,
    postLogoutRedirectUri,
    uiLanguage,
    endProviderSessionOnRejection = false,
    onReset,
    clearOfflineData = () => Promise.resolve(),
    log = silentLogger,
  } = options;
  let state = initialConnectionState;
  let lastEvent: AuthEventRecord | null = null;
  let started = false;
  // A 403 answering the revocation must not count as "rejected" while the person is signing out anyway.
  let signingOut = false;
  // The other 403s answering while the app ends a rejected session (§4) change nothing more.
  let endingRejectedSession = false;
  const listeners = new Set<() => void>();
  // Keyed by URL so that React StrictMode's double effects, or a re-render, never redeem a code twice.
  const signInCallbacks = new Map<string, Promise<void>>();
  const signOutCallbacks = new Map<string, Promise<void>>();

  function dispatch(event: ConnectionEvent): void {
    lastEvent = { type: event.type, at: new Date() };
    const next = connectionReducer(state, event);
    if (next === state) return;
    state = next;
    log.debug(`auth: ${event.type} → ${state.status}`);
    for (const listener of listeners) listener();
  }

  async function forgetOfflineData(): Promise<void> {
    try {
      await clearOfflineData();
    } catch (error) {
      log.warn('auth: offline data not cleared', error);
    }
  }

  /** Resolves once the offline data is gone too (the rest is cleared at once). */
  function reset(event: 'signInFailed' | 'signedOut' | 'authRejected'): Promise<void> {
    clearStoredSession(storage);
    onReset?.();
    dispatch({ type: event });
    return forgetOfflineData();
  }

  async function reloadUser(): Promise<void> {
    if (state.status !== 'connected') return;
    dispatch({ type: 'userLoadStarted' });
    try {
      dispatch({ type: 'userLoaded', user: await loadCurrentUser() });
    } catch (error) {
      log.error('auth: users/me failed', error);
      dispatch({ type: 'userLoadFailed' });
    }
  }

  /** Ends the session at the identity provider, which returns to /endredirect; the local one is gone. */
  async function endProviderSession(
    tokens: OidcTokenSet | null,
    language: string | undefined,
  ): Promise<void> {
    try {
      await oidc.signoutRedirect({
        id_token_hint: tokens?.id_token,
        post_logout_redirect_uri: postLogoutRedirectUri,
        // RP-Initiated Logout names ui_locales; oidc-client-ts has no field for it on this request.
        ...(language === undefined ? {} : { extraQueryParams: { ui_locales: language } }),
        // With state, the provider's answer carries it back to /endredirect: that is how the page
        // knows a sign-out this browser started is being completed (oidc-client-ts keeps the state
        // in sessionStorage, which the reset does not touch).
        state: SIGN_OUT_STATE,
      });
    } catch (error) {
      log.error('auth: end-session redirect failed', error);
    }
  }

  async function redeemSignIn(callbackUrl: string): Promise<void> {
    try {
      // A stale backend token would be sent instead of the new access token.
      backendToken.clear();
      await oidc.signinRedirectCallback(callbackUrl);
      // Whoever used this browser before, the worker now keeps only this session's reads.
      await forgetOfflineData();
      const user = await loadCurrentUser();
      dispatch({ type: 'signInSucceeded', user });
    } catch (error) {
      log.error('auth: sign-in failed', error);
      void reset('signInFailed');
    }
  }

  async function redeemSignOut(callbackUrl: string): Promise<void> {
    try {
      await oidc.signoutRedirectCallback(callbackUrl);
    } catch (error) {
      // The local session is already gone; a bad end-session answer changes nothing for the person.
      log.warn('auth: end-session callback failed', error);
    }
    if (state.status === 'connected') await reset('signedOut');
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (started) return;
      started = true;
      if (backendToken.get() === null) {
        dispatch({ type: 'noSession' });
        return;
      }
      dispatch({ type: 'sessionRestored' });
      void reloadUser();
    },
    async signIn() {
      if (state.status !== 'notConnected' || state.signInPending) return;
      dispatch({ type: 'signInStarted' });
      try {
        const language = uiLanguage?.();
        await oidc.signinRedirect(language === undefined ? undefined : { ui_locales: language });
        dispatch({ type: 'signInEnded' });
      } catch (error) {
        log.error('auth: sign-in redirect failed', error);
        void reset('signInFailed');
      }
    },
    completeSignIn(callbackUrl) {
      let pending = signInCallbacks.get(callbackUrl);
      if (!pending) {
        pending = redeemSignIn(callbackUrl);
        signInCallbacks.set(callbackUrl, pending);
      }
      return pending;
    },
    reloadUser,
    async signOut() {
      // Read before the reset, which puts the portal back in the visitor's language.
      const language = uiLanguage?.();
      const tokens = await oidc.getUser().catch(() => null);
      signingOut = true;
      try {
        // The server's session ends first, while the backend token is still at hand.
        await revokeServerSession?.();
      } catch (error) {
        log.warn('auth: server session not revoked', error);
      } finally {
        signingOut = false;
      }
      // Before the redirect: leaving the page could cut the deletion of offline data short.
      await reset('signedOut');
      await endProviderSession(tokens, language);
    },
    completeSignOut(callbackUrl) {
      let pending = signOutCallbacks.get(callbackUrl);
      if (!pending) {
        pending = redeemSignOut(callbackUrl);
        signOutCallbacks.set(callbackUrl, pending);
      }
      return pending;
    },
    disconnect() {
      // Parallel requests can all fail with 403: only the first one resets; a sign-in in progress
      // handles its own failure.
      if (state.status !== 'connected' || signingOut || endingRejectedSession) return;
      if (!endProviderSessionOnRejection) {
        void reset('authRejected');
        return;
      }
      // The tokens are read before the reset forgets them: the provider needs the id token as a hint.
      endingRejectedSession = true;
      const language = uiLanguage?.();
      void oidc
        .getUser()
        .catch(() => null)
        .then(async (tokens) => {
          await reset('authRejected');
          endingRejectedSession = false;
          await endProviderSession(tokens, language);
        });
    },
    async identityTokens() {
      const user = await oidc.getUser().catch(() => null);
      return user ? { accessToken: user.access_token, idToken: user.id_token ?? null } : null;
    },
    hideSplash() {
      dispatch({ type: 'splashHidden' });
    },
    async identityProviderUser() {
      const user = await oidc.getUser().catch(() => null);
      if (user === null) return null;
      return {
        claims: user.profile ?? {},
        accessTokenExpiresAt: user.expires_at === undefined ? null : new Date(user.expires_at * 1000),
      };
    },
    async expireBackendToken() {
      try {
        await revokeServerSession?.();
      } catch (error) {
        log.warn('auth: server session not revoked', error);
      }
      backendToken.clear();
      log.info('auth: backend token expired from the debug page');
    },
    hasBackendToken: () => backendToken.get() !== null,
    lastEvent: () => lastEvent,
  };
}
