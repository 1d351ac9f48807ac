import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../lib/testing/msw-server.ts';
import { notificationCampus, testNotification } from '../lib/testing/notification-fixtures.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { announcePushReceived } from '../lib/notifications/push-received.ts';
import { createRoutes } from './routes.tsx';

const LONG = `The east houses will have no hot water on Thursday morning while the boiler is serviced; showers at the sports centre stay open all day.`;

function inbox() {
  notificationCampus.items = [
    testNotification(
      3,
      30,
      'A parcel is waiting for you',
      { link: '/house', sender: { term_id: 12, name: 'Maison du Brésil' } },
      '2026-11-22T18:00:00',
    ),
    testNotification(2, 20, LONG, { link: 'https://example.org/boiler' }, '2026-11-21T09:00:00'),
    testNotification(1, 10, 'Library open late', { state: 'read' }, '2026-11-02T09:00:00'),
  ];
}

function renderApp(path: string) {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return renderRoutes(createRoutes(services), services, path);
}

const list = () => screen.findByRole('list', { name: 'Your notifications' });
const navNotifications = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /^Notifications/,
  });

describe('notifications (spec §2.10, §2.3, §4, §9)', () => {
  it('lists them newest first: titles without paragraph tags cut at 115 characters, sender and D MMMM date, unread marked', async () => {
    inbox();
    renderApp('/notifications');
    const items = within(await list()).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'A parcel is waiting for youMaison du Brésil · 22 NovemberUnread',
      `${LONG.slice(0, 115).trimEnd()}…Campus services · 21 NovemberUnread`,
      'Library open lateCampus services · 2 NovemberRead',
    ]);
  });

  it('dates in French for a French reader', async () => {
    inbox();
    testCampus.me = testUser({ locale: 'fr_FR' }, { locale: 'fr_FR' });
    renderApp('/notifications');
    expect(await screen.findByText('22 novembre')).toHaveAttribute('datetime', '2026-11-22T18:00:00');
    expect(screen.getAllByText('Non lue')).toHaveLength(2);
  });

  it('opens one: marks it read on the server, then here, and the red dot goes with the last unread', async () => {
    const user = userEvent.setup();
    notificationCampus.items = [testNotification(3, 30, 'A parcel is waiting for you')];
    const { router } = renderApp('/notifications');
    await list();
    await waitFor(() => {
      expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');
    });
    // The nav item and the sidebar's bell both carry the dot.
    expect(screen.getAllByRole('link', { name: 'Notifications Unread notifications' })).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: /A parcel is waiting for you/ }));
    expect(router.state.location.pathname).toBe('/notifications/30');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A parcel is waiting for you' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(testCampus.requests.filter((request) => request.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/acf/v3/notification/3', body: { acf: { state: 'read' } } }),
      ]);
    });
    await waitFor(() => {
      expect(navNotifications()).toHaveAccessibleName('Notifications');
    });
    expect(within(await list()).getByRole('link', { name: /A parcel/ })).toHaveTextContent('Read');
  });

  it('selects on a cold load the item whose parent is the id of the URL', async () => {
    inbox();
    renderApp('/notifications/20');
    expect(
      await screen.findByRole('heading', { level: 2, name: `${LONG.slice(0, 115).trimEnd()}…` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Library open late/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /no hot water/ })).toHaveAttribute('aria-current', 'true');
    // The full text, not the cut title, is in the detail; its external link opens a new tab.
    expect(screen.getByText(LONG)).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', 'https://example.org/boiler');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it("follows a notification's portal link inside the app (§2.16)", async () => {
    const user = userEvent.setup();
    inbox();
    const { router } = renderApp('/notifications/30');
    await user.click(await screen.findByRole('link', { name: 'Open' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/house');
    });
  });

  it('fetches again at once when a push arrives (§4 refresh flag)', async () => {
    inbox();
    renderApp('/notifications');
    await list();
    notificationCampus.items = [
      testNotification(4, 40, 'Water cut on Thursday'),
      ...notificationCampus.items,
    ];
    act(() => {
      announcePushReceived(40);
    });
    expect(await screen.findByRole('link', { name: /Water cut on Thursday/ })).toBeInTheDocument();
  });

  it('shows the phone detail instead of the list, with a way back', async () => {
    window.innerWidth = 390;
    inbox();
    renderApp('/notifications/30');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A parcel is waiting for you' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to notifications/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it("says 'No notification' for an empty inbox", async () => {
    renderApp('/notifications');
    expect(await screen.findByText('No notification')).toBeInTheDocument();
  });

  it('says a failed load with a retry that loads them', async () => {
    const user = userEvent.setup();
    inbox();
    let down = true;
    server.use(
      http.get('*/wp-json/wp/v2/notification', () =>
        down
          ? HttpResponse.json({ code: 'x', message: 'x', data: { status: 500 } }, { status: 500 })
          : undefined,
      ),
    );
    renderApp('/notifications');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeInTheDocument();
  });
});
