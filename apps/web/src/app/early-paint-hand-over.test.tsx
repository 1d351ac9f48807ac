import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_PAINT_EVENT, EARLY_PAINT_ID, hasEarlyPaint, removeEarlyPaint } from '../lib/early-paint.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { RootLayout } from './root-layout.tsx';

/** What index.html's script paints above the app before it runs (app/early-news-paint.ts). */
function paintEarlyCopy(): void {
  const copy = document.createElement('div');
  copy.id = EARLY_PAINT_ID;
  document.body.append(copy);
}

function openAt(path: string, backendToken?: string) {
  testCampus.me = testUser();
  const services = createTestServices(backendToken === undefined ? {} : { backendToken });
  services.auth.start();
  renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/news', element: <p>the news list</p> },
          { path: '/profile', element: <p>the profile</p> },
        ],
      },
    ],
    services,
    path,
  );
  return services;
}

afterEach(() => {
  removeEarlyPaint(document);
});

describe('the app takes over from the early copy of /news (issue #31)', () => {
  it('skips the splash under the copy, and leaves the copy to the news list while signed in', async () => {
    paintEarlyCopy();
    const services = openAt('/news', 'backend-1');
    // Hidden in the first commit: the splash never shows.
    expect(services.auth.getState()).toMatchObject({ splashDone: true });
    await screen.findByText('the news list');
    await waitFor(() => {
      expect(services.auth.getState().status).toBe('connected');
    });
    expect(hasEarlyPaint(document)).toBe(true);
  });

  it('takes the copy away when the person turns out not to be signed in', async () => {
    paintEarlyCopy();
    const services = openAt('/news');
    await waitFor(() => {
      expect(services.auth.getState().status).toBe('notConnected');
    });
    expect(hasEarlyPaint(document)).toBe(false);
  });

  it('takes the copy away on any other route', async () => {
    paintEarlyCopy();
    openAt('/profile', 'backend-1');
    await screen.findByText('the profile');
    expect(hasEarlyPaint(document)).toBe(false);
  });

  it('follows a copy painted once the app has started: it goes at once off /news', async () => {
    openAt('/profile', 'backend-1');
    await screen.findByText('the profile');
    act(() => {
      paintEarlyCopy();
      document.dispatchEvent(new Event(EARLY_PAINT_EVENT));
    });
    expect(hasEarlyPaint(document)).toBe(false);
  });

  it('shows the splash as before when there is no copy', async () => {
    const services = openAt('/news', 'backend-1');
    expect(services.auth.getState()).toMatchObject({ splashDone: false });
    await screen.findByText('the news list');
  });
});
