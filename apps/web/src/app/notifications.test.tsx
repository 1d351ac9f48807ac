import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '@campus/domain/portal-config';
import { server } from '../lib/testing/msw-server.ts';
import { notificationCampus, testNotification } from '../lib/testing/notification-fixtures.ts';
import { testConfig, testUser } from '../lib/testing/fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { announcePushReceived } from '../lib/push/push-received.ts';
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

function renderApp(path: string, config: PortalConfig = testConfig) {
  const services = createTestServices({ backendToken: 'backend-1', config });
  services.auth.start();
  return { ...renderRoutes(createRoutes(services), services, path), services };
}

/** A promise the test resolves when it chooses: holds a request of the test server until then. */
function gate() {
  const held: { opened: Promise<undefined>; open: () => void } = {
    opened: Promise.resolve(undefined),
    open: () => undefined,
  };
  held.opened = new Promise<undefined>((resolve) => {
    held.open = () => {
      resolve(undefined);
    };
  });
  return held;
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const puts = () => testCampus.requests.filter((request) => request.method === 'PUT');

const list = () => screen.findByRole('list', { name: 'Your notifications' });
const navNotifications = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /^Notifications/,
  });
// The wide right column is its own chunk (app-shell.tsx): it may arrive after the navigation.
const sidebarNotifications = async () =>
  within(await screen.findByRole('complementary', { name: 'My account' })).getByRole('link', {
    name: /^Notifications/,
  });

afterEach(() => {
  vi.useRealTimers();
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
    // The title is set by an effect, which a loaded machine may run after the list shows.
    await waitFor(() => {
      expect(document.title).toBe('Notifications · Campus portal');
    });
  });

  it('dates in French for a French reader', async () => {
    inbox();
    testCampus.me = testUser({ locale: 'fr_FR' }, { locale: 'fr_FR' });
    renderApp('/notifications');
    expect(await screen.findByText('22 novembre')).toHaveAttribute('datetime', '2026-11-22T18:00:00');
    expect(screen.getByText('2 novembre')).toBeInTheDocument();
    expect(screen.getAllByText('Non lue')).toHaveLength(2);
    expect(screen.getAllByText(/^Services du campus ·/)).toHaveLength(2);
  });

  it('shows the title as text: other tags dropped, entities decoded, never as HTML', async () => {
    notificationCampus.items = [
      {
        ...testNotification(5, 50, ''),
        content: {
          rendered:
            '<p>Party <strong>Saturday</strong> &amp; dinner</p><p><img src=x onerror="alert(1)">Bring a dish</p>',
        },
      },
    ];
    renderApp('/notifications');
    const item = within(await list()).getByRole('link');
    expect(item).toHaveTextContent(/^Party Saturday & dinner Bring a dishCampus services/);
    expect(within(item).queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads every page of a long inbox, with the unread count of the whole inbox', async () => {
    notificationCampus.items = Array.from({ length: 150 }, (_, index) =>
      testNotification(1000 - index, 2000 - index, `Message ${String(index + 1)}`, {
        state: index === 149 ? 'unread' : 'read',
      }),
    );
    const { services } = renderApp('/notifications');
    const items = within(await list()).getAllByRole('link');
    expect(items).toHaveLength(150);
    expect(items[0]).toHaveTextContent(/^Message 1Campus/);
    expect(items[149]).toHaveTextContent(/^Message 150Campus.*Unread$/);
    // The only unread one is on page 2: the dot shows all the same (once the shell has been painted).
    await waitFor(() => {
      expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');
    });
    const pages = services.fetch.mock.calls
      .map(([input]) => new URL(urlOf(input), window.location.origin))
      .filter((url) => url.pathname === '/wp-json/wp/v2/notification')
      .map((url) => [url.searchParams.get('per_page'), url.searchParams.get('page')]);
    expect(pages).toContainEqual(['100', '1']);
    expect(pages).toContainEqual(['100', '2']);
  });

  it('opens one: marks it read on the server, then here, and the red dot goes with the last unread', async () => {
    const user = userEvent.setup();
    notificationCampus.items = [testNotification(3, 30, 'A parcel is waiting for you')];
    const { router } = renderApp('/notifications');
    await list();
    await waitFor(() => {
      expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');
    });
    expect(await sidebarNotifications()).toHaveAccessibleName('Notifications Unread notifications');

    await user.click(screen.getByRole('link', { name: /A parcel is waiting for you/ }));
    expect(router.state.location.pathname).toBe('/notifications/30');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A parcel is waiting for you' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(puts()).toEqual([
        expect.objectContaining({ path: '/acf/v3/notification/3', body: { acf: { state: 'read' } } }),
      ]);
    });
    await waitFor(() => {
      expect(navNotifications()).toHaveAccessibleName('Notifications');
    });
    expect(await sidebarNotifications()).toHaveAccessibleName('Notifications');
    expect(within(await list()).getByRole('link', { name: /A parcel/ })).toHaveTextContent('Read');
  });

  it('changes nothing here before the server has it, and nothing at all when it refuses', async () => {
    const user = userEvent.setup();
    inbox();
    const held = gate();
    server.use(
      http.put('*/wp-json/acf/v3/notification/:id', async () => {
        await held.opened;
        // Then on to the test server's own handler (the copy is read there).
      }),
    );
    renderApp('/notifications');
    await user.click(within(await list()).getByRole('link', { name: /A parcel/ }));
    await screen.findByRole('heading', { level: 2, name: 'A parcel is waiting for you' });
    expect(within(await list()).getByRole('link', { name: /A parcel/ })).toHaveTextContent(/Unread$/);
    held.open();
    await waitFor(() => {
      expect(
        within(screen.getByRole('list', { name: 'Your notifications' })).getByRole('link', {
          name: /A parcel/,
        }),
      ).toHaveTextContent(/Read$/);
    });
    // Another one is still unread: the dot stays.
    expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');

    // The server no longer has the next one for this person (404): it stays unread here too.
    notificationCampus.items = notificationCampus.items.filter((item) => item.id !== 2);
    await user.click(screen.getByRole('link', { name: /no hot water/ }));
    await waitFor(() => {
      expect(puts().map((request) => request.path)).toEqual([
        '/acf/v3/notification/3',
        '/acf/v3/notification/2',
      ]);
    });
    expect(screen.getByRole('link', { name: /no hot water/ })).toHaveTextContent(/Unread$/);
    expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');
  });

  it('lets no answer asked before the update turn the item unread again', async () => {
    const user = userEvent.setup();
    notificationCampus.items = [testNotification(3, 30, 'A parcel is waiting for you')];
    const held = gate();
    let hold = false;
    let staleSent = false;
    server.use(
      http.get('*/wp-json/wp/v2/notification', async () => {
        if (!hold) return undefined;
        hold = false;
        // The inbox as it is now (unread), answered only once the read update is done.
        const stale = structuredClone(notificationCampus.items);
        await held.opened;
        staleSent = true;
        return HttpResponse.json(stale, {
          headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1', 'x-wp-unread': '1' },
        });
      }),
    );
    renderApp('/notifications');
    await list();
    hold = true;
    act(() => {
      announcePushReceived(null);
    });
    await user.click(screen.getByRole('link', { name: /A parcel/ }));
    await waitFor(() => {
      expect(screen.getByRole('link', { name: /A parcel/ })).toHaveTextContent(/Read$/);
    });
    held.open();
    await waitFor(() => {
      expect(staleSent).toBe(true);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('link', { name: /A parcel/ })).toHaveTextContent(/Read$/);
    expect(navNotifications()).toHaveAccessibleName('Notifications');
    expect(puts()).toHaveLength(1);
  });

  it('opens one from the keyboard (Enter on the item)', async () => {
    const user = userEvent.setup();
    inbox();
    const { router } = renderApp('/notifications');
    within(await list())
      .getByRole('link', { name: /Library open late/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Library open late' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications/10');
    // Already read: nothing to send.
    expect(puts()).toEqual([]);
  });

  it('selects on a cold load the item whose parent is the id of the URL, and marks it read', async () => {
    inbox();
    renderApp('/notifications/20');
    expect(
      await screen.findByRole('heading', { level: 2, name: `${LONG.slice(0, 115).trimEnd()}…` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Library open late/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /no hot water/ })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => {
      expect(puts().map((request) => request.path)).toEqual(['/acf/v3/notification/2']);
    });
    // The full text, not the cut title, is in the detail; its external link opens a new tab.
    expect(screen.getByText(LONG)).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', 'https://example.org/boiler');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so when the id of the URL is no notification of the inbox', async () => {
    inbox();
    renderApp('/notifications/999');
    expect(await screen.findByText('This notification is no longer in your inbox.')).toBeInTheDocument();
    expect(await list()).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it.each([
    ['a portal path', '/news/open-day', '/news/open-day'],
    ['an address on the portal', `${window.location.origin}/house/about?tab=2`, '/house/about'],
  ])("follows a notification's link inside the app when it is %s (§2.16)", async (_, link, path) => {
    const user = userEvent.setup();
    notificationCampus.items = [testNotification(3, 30, 'See this', { link })];
    const { router } = renderApp('/notifications/30');
    const open = await screen.findByRole('link', { name: 'Open' });
    expect(open).not.toHaveAttribute('target');
    await user.click(open);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(path);
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

  it("fetches again every refreshMs of the portal configuration (§4, §9's 5 minutes)", async () => {
    renderApp('/notifications', {
      ...testConfig,
      notifications: { ...testConfig.notifications, refreshMs: 1_000 },
    });
    expect(await screen.findByText('No notification')).toBeInTheDocument();
    notificationCampus.items = [testNotification(4, 40, 'Water cut on Thursday')];
    expect(
      await screen.findByRole('link', { name: /Water cut on Thursday/ }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');
  });

  it('fetches again when the window comes back after a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderApp('/notifications');
    expect(await screen.findByText('No notification')).toBeInTheDocument();
    notificationCampus.items = [testNotification(4, 40, 'Water cut on Thursday')];
    vi.setSystemTime(Date.now() + 2 * 60_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('link', { name: /Water cut on Thursday/ })).toBeInTheDocument();
  });

  it('shows the phone detail instead of the list, with a way back, and the dot on the bottom bar', async () => {
    const user = userEvent.setup();
    window.innerWidth = 390;
    inbox();
    renderApp('/notifications/30');
    const heading = await screen.findByRole('heading', { level: 2, name: 'A parcel is waiting for you' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Your notifications' })).not.toBeInTheDocument();
    // Still one unread after this one: the bottom bar's Notifications carries the dot.
    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    await waitFor(() => {
      expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');
    });
    expect(screen.queryByRole('complementary', { name: 'My account' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Back to notifications/ }));
    expect(await list()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('gives the focus to the list that replaces the phone detail on the way back, not <body> (issue #34)', async () => {
    const user = userEvent.setup();
    window.innerWidth = 390;
    inbox();
    renderApp('/notifications/20');
    await screen.findByRole('heading', { level: 2 });
    screen.getByRole('link', { name: /Back to notifications/ }).focus();
    await user.keyboard('{Enter}');
    const shown = await list();
    await waitFor(() => {
      expect(within(shown).getAllByRole('link')[0]).toHaveFocus();
    });
  });

  it("says 'Loading', then 'No notification' for an empty inbox, without a dot", async () => {
    const held = gate();
    server.use(
      http.get('*/wp-json/wp/v2/notification', async () => {
        await held.opened;
      }),
    );
    renderApp('/notifications');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    held.open();
    expect(await screen.findByText('No notification')).toBeInTheDocument();
    expect(navNotifications()).toHaveAccessibleName('Notifications');
    expect(await sidebarNotifications()).toHaveAccessibleName('Notifications');
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
    expect(navNotifications()).toHaveAccessibleName('Notifications');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeInTheDocument();
    expect(navNotifications()).toHaveAccessibleName('Notifications Unread notifications');
  });
});
