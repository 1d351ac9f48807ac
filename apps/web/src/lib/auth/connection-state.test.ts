import type { User } from '@campus/domain/user';
import { describe, expect, it } from 'vitest';
import { testUser } from '../testing/fixtures.ts';
import {
  type ConnectionEvent,
  type ConnectionState,
  connectionReducer,
  initialConnectionState,
} from './connection-state.ts';

const user: User = testUser();

function run(...events: ConnectionEvent[]): ConnectionState {
  return events.reduce(connectionReducer, initialConnectionState);
}

describe('connection states (spec §4 Connection)', () => {
  it('starts not loaded, not connected and with the splash to show', () => {
    expect(initialConnectionState).toEqual({
      status: 'notLoaded',
      user: null,
      userLoadFailed: false,
      signInPending: false,
      splashDone: false,
    });
  });

  it('is connected at start when a backend token is stored, before the user is loaded', () => {
    expect(run({ type: 'sessionRestored' })).toMatchObject({ status: 'connected', user: null });
  });

  it('is not connected at start without a stored backend token', () => {
    expect(run({ type: 'noSession' }).status).toBe('notConnected');
  });

  it('ignores a second start-up event once loaded', () => {
    expect(run({ type: 'noSession' }, { type: 'sessionRestored' }).status).toBe('notConnected');
    expect(run({ type: 'sessionRestored' }, { type: 'noSession' }).status).toBe('connected');
  });

  it('stays not connected while a sign-in is in progress, and connects when it succeeds', () => {
    const pending = run({ type: 'noSession' }, { type: 'signInStarted' });
    expect(pending).toMatchObject({ status: 'notConnected', signInPending: true });
    expect(connectionReducer(pending, { type: 'signInSucceeded', user })).toMatchObject({
      status: 'connected',
      user,
      signInPending: false,
    });
  });

  it('re-enables sign-in when the redirect ends without leaving the page', () => {
    expect(run({ type: 'noSession' }, { type: 'signInStarted' }, { type: 'signInEnded' }).signInPending).toBe(
      false,
    );
  });

  it('does not start a sign-in while connected', () => {
    expect(run({ type: 'sessionRestored' }, { type: 'signInStarted' }).signInPending).toBe(false);
  });

  it('loads the user while connected, and flags a failed load until the next attempt', () => {
    const connected = run({ type: 'sessionRestored' });
    expect(connectionReducer(connected, { type: 'userLoaded', user }).user).toBe(user);
    const failed = connectionReducer(connected, { type: 'userLoadFailed' });
    expect(failed.userLoadFailed).toBe(true);
    expect(connectionReducer(failed, { type: 'userLoadStarted' }).userLoadFailed).toBe(false);
  });

  it('ignores a user that arrives after a disconnection', () => {
    const state = run({ type: 'sessionRestored' }, { type: 'signedOut' }, { type: 'userLoaded', user });
    expect(state).toMatchObject({ status: 'notConnected', user: null });
    expect(run({ type: 'noSession' }, { type: 'userLoadFailed' }).userLoadFailed).toBe(false);
  });

  it.each<ConnectionEvent['type']>(['signedOut', 'signInFailed', 'authRejected'])(
    '%s resets to disconnected and keeps the splash flag',
    (type) => {
      const before = run(
        { type: 'sessionRestored' },
        { type: 'splashHidden' },
        { type: 'userLoaded', user },
        { type: 'userLoadFailed' },
      );
      expect(connectionReducer(before, { type } as ConnectionEvent)).toEqual({
        status: 'notConnected',
        user: null,
        userLoadFailed: false,
        signInPending: false,
        splashDone: true,
      });
    },
  );

  it('a failed sign-in re-enables the login button', () => {
    expect(run({ type: 'noSession' }, { type: 'signInStarted' }, { type: 'signInFailed' })).toMatchObject({
      status: 'notConnected',
      signInPending: false,
    });
  });

  it('hides the splash once, whatever the connection', () => {
    expect(run({ type: 'splashHidden' }).splashDone).toBe(true);
  });
});
