import type { User } from '@campus/domain/user';

/**
 * The connection of spec §4: notLoaded until the start-up check, then connected or notConnected.
 * Pure, so every transition is tested without a browser; the auth service runs the side effects.
 */
export type ConnectionStatus = 'notLoaded' | 'connected' | 'notConnected';

export interface ConnectionState {
  status: ConnectionStatus;
  /** users/me of the signed-in person; null until loaded. */
  user: User | null;
  /** Set when users/me failed after its retries, so the shell can offer to try again. */
  userLoadFailed: boolean;
  /** A sign-in redirect has started: the login button stays disabled (spec §2.2). */
  signInPending: boolean;
  /** The start-up splash has been shown and hidden; never shown twice in one page (spec §2.3). */
  splashDone: boolean;
}

export type ConnectionEvent =
  /** Start-up found a stored backend token. */
  | { type: 'sessionRestored' }
  /** Start-up found no backend token. */
  | { type: 'noSession' }
  | { type: 'signInStarted' }
  /** The redirect to the identity provider ended without leaving (back button, bfcache). */
  | { type: 'signInEnded' }
  | { type: 'signInSucceeded'; user: User }
  | { type: 'signInFailed' }
  | { type: 'userLoadStarted' }
  | { type: 'userLoaded'; user: User }
  | { type: 'userLoadFailed' }
  | { type: 'signedOut' }
  /** The backend answered 403 with a jwt code (spec §4, §8). */
  | { type: 'authRejected' }
  | { type: 'splashHidden' };

export const initialConnectionState: ConnectionState = {
  status: 'notLoaded',
  user: null,
  userLoadFailed: false,
  signInPending: false,
  splashDone: false,
};

/** Back to disconnected; the splash flag survives (the log level survives in storage). */
function reset(state: ConnectionState): ConnectionState {
  return { ...initialConnectionState, status: 'notConnected', splashDone: state.splashDone };
}

export function connectionReducer(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'sessionRestored':
      return state.status === 'notLoaded' ? { ...state, status: 'connected' } : state;
    case 'noSession':
      return state.status === 'notLoaded' ? { ...state, status: 'notConnected' } : state;
    case 'signInStarted':
      return state.status === 'notConnected' ? { ...state, signInPending: true } : state;
    case 'signInEnded':
      return { ...state, signInPending: false };
    case 'signInSucceeded':
      return { ...state, status: 'connected', user: event.user, userLoadFailed: false, signInPending: false };
    case 'signInFailed':
    case 'signedOut':
    case 'authRejected':
      return reset(state);
    case 'userLoadStarted':
      return state.status === 'connected' ? { ...state, userLoadFailed: false } : state;
    case 'userLoaded':
      // A late answer after a sign-out must not bring the person back.
      return state.status === 'connected' ? { ...state, user: event.user, userLoadFailed: false } : state;
    case 'userLoadFailed':
      return state.status === 'connected' ? { ...state, userLoadFailed: true } : state;
    case 'splashHidden':
      return { ...state, splashDone: true };
  }
}
