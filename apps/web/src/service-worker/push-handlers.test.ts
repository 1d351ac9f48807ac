import { describe, expect, it, vi } from 'vitest';
import {
  handleNotificationClick,
  handlePush,
  parsePushPayload,
  type WorkerScope,
  type WindowClientLike,
} from './push-handlers.ts';

const ORIGIN = 'https://portal.campus.example';

function workerScope(windows: WindowClientLike[] = []) {
  return {
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    origin: ORIGIN,
  } satisfies WorkerScope;
}

function portalWindow(url = `${ORIGIN}/news`) {
  return {
    url,
    focus: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(() => Promise.resolve()),
    postMessage: vi.fn(),
  } satisfies WindowClientLike;
}

const payload = JSON.stringify({
  title: 'Water cut on Thursday',
  body: 'From 9 to 12',
  parent: 42,
  link: '/emergency',
});

describe("the service worker's push handling (issue #12)", () => {
  it('shows the notification, one per message, and tells the open windows to fetch again', async () => {
    const open = portalWindow();
    const scope = workerScope([open]);
    await handlePush(scope, payload);
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Water cut on Thursday', {
      body: 'From 9 to 12',
      tag: 'notification-42',
      data: { parent: 42, link: '/emergency' },
      icon: '/favicon.svg',
    });
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'push-received', parent: 42 });
  });

  it('ignores a push that is not the portal’s', async () => {
    const scope = workerScope();
    await handlePush(scope, 'not json');
    await handlePush(scope, null);
    await handlePush(scope, JSON.stringify({ title: 'no parent' }));
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
    expect(parsePushPayload(JSON.stringify({ title: 'x', parent: 1 }))).toEqual({
      title: 'x',
      body: '',
      parent: 1,
      link: '',
    });
  });

  it('opens the notification in the portal window already open, focused', async () => {
    const other = portalWindow('https://elsewhere.example/');
    const open = portalWindow();
    const scope = workerScope([other, open]);
    await handleNotificationClick(scope, { parent: 42 });
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/notifications/42`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no portal window is open', async () => {
    const scope = workerScope();
    await handleNotificationClick(scope, { parent: 42 });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('/notifications/42');
    await handleNotificationClick(scope, null);
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith('/notifications');
  });
});
