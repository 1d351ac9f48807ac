import { describe, expect, it } from 'vitest';
import {
  nextPushState,
  notificationTitle,
  PUSH_STATES,
  type PushEvent,
  type PushState,
} from './notification.ts';

describe('notification titles (spec §5, §9)', () => {
  it('strips paragraph tags and keeps short titles whole', () => {
    expect(notificationTitle('<p>Laundry room closed on Monday</p>')).toBe('Laundry room closed on Monday');
    expect(notificationTitle('<p class="x">First</p><p>Second</p>')).toBe('First Second');
  });

  it('cuts at 115 characters with an ellipsis, counting characters rather than UTF-16 units', () => {
    const long = `<p>${'é'.repeat(120)}</p>`;
    expect(notificationTitle(long)).toBe(`${'é'.repeat(115)}…`);
    expect(notificationTitle(`<p>${'a'.repeat(115)}</p>`)).toBe('a'.repeat(115));
    expect(notificationTitle(`<p>${'🎉'.repeat(116)}</p>`)).toBe(`${'🎉'.repeat(115)}…`);
  });
});

describe('the push toggle state machine (spec §4)', () => {
  const run = (events: PushEvent[], from: PushState = PUSH_STATES.waitingForInit) =>
    events.reduce(nextPushState, from);

  it('goes waiting for init → init pending → ready → enabled or disabled', () => {
    expect(run([{ type: 'init-started' }])).toBe(PUSH_STATES.initPending);
    expect(run([{ type: 'init-started' }, { type: 'init-ready' }])).toBe(PUSH_STATES.ready);
    expect(
      run([{ type: 'init-started' }, { type: 'init-ready' }, { type: 'subscription', subscribed: true }]),
    ).toBe(PUSH_STATES.enabled);
    expect(
      run([{ type: 'init-started' }, { type: 'init-ready' }, { type: 'subscription', subscribed: false }]),
    ).toBe(PUSH_STATES.disabled);
    expect(run([{ type: 'init-started' }, { type: 'init-failed' }])).toBe(PUSH_STATES.waitingForInit);
  });

  it('ignores the toggle in every negative state', () => {
    for (const state of [PUSH_STATES.waitingForInit, PUSH_STATES.initPending, PUSH_STATES.ready]) {
      expect(nextPushState(state, { type: 'toggle', on: true })).toBe(state);
      expect(nextPushState(state, { type: 'toggle', on: false })).toBe(state);
    }
  });

  it('shows the wish at once, and the real subscription has the last word (permission refused)', () => {
    expect(nextPushState(PUSH_STATES.disabled, { type: 'toggle', on: true })).toBe(PUSH_STATES.enabled);
    expect(
      run(
        [
          { type: 'toggle', on: true },
          { type: 'subscription', subscribed: false },
        ],
        PUSH_STATES.disabled,
      ),
    ).toBe(PUSH_STATES.disabled);
    expect(nextPushState(PUSH_STATES.enabled, { type: 'toggle', on: false })).toBe(PUSH_STATES.disabled);
  });

  it('does not let a late subscription report jump over initialisation', () => {
    expect(nextPushState(PUSH_STATES.initPending, { type: 'subscription', subscribed: true })).toBe(
      PUSH_STATES.initPending,
    );
  });
});
