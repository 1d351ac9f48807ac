// The browser's own store, in memory: IndexedDB is the device's storage, not our server.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indexedDbOutbox, outbox } from '../lib/offline/outbox.ts';
import { endpointHandler } from '../lib/testing/endpoint-handler.ts';
import { maintenanceCampus } from '../lib/testing/maintenance-fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { recordRequest, testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

const host = globalThis as { Capacitor?: unknown };
let online = true;
const narrowWidth = window.innerWidth;

beforeEach(() => {
  let next = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${String((next += 1))}` }));
  URL.revokeObjectURL = () => undefined;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  await outbox().clear();
  delete host.Capacitor;
  window.innerWidth = narrowWidth;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp(path: string) {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return { ...renderRoutes(createRoutes(services), services, path), services };
}

const creations = () =>
  testCampus.requests.filter(
    (request) => request.method === 'POST' && request.path === '/portal/v1/maintenance-requests',
  );
const photoUploads = () =>
  testCampus.requests.filter(
    (request) => request.method === 'POST' && request.path === '/portal/v1/maintenance-requests/900/photos',
  );

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });

/** Fills the form as a resident does and presses Send. */
async function reportALeak(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Plumbing' }));
  await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'The tap drips.');
  await user.upload(screen.getByLabelText('Add photos'), [photo('tap.jpg')]);
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
}

/** The connection comes back: the browser says so with its `online` event. */
function connectionBack(times = 1) {
  online = true;
  act(() => {
    for (let index = 0; index < times; index += 1) window.dispatchEvent(new Event('online'));
  });
}

describe('a report typed offline in the app is sent when the connection is back (issue #32, ADR 045)', () => {
  beforeEach(() => {
    host.Capacitor = { isNativePlatform: () => true };
  });

  it('keeps it on the device, says so, then sends it exactly once with its photo', async () => {
    online = false;
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await reportALeak(user);

    expect(await screen.findByText(/No connection: your request is kept on this device/)).toBeInTheDocument();
    // Said in a live region, so a screen reader announces it.
    const said = screen.getAllByRole('status').filter((region) => /No connection/.test(region.textContent));
    expect(said).toHaveLength(1);
    expect(creations()).toHaveLength(0);
    // In IndexedDB, with the photo as a Blob: it survives the app being closed.
    const [kept] = await indexedDbOutbox().list<{ body: { description: string } }>();
    expect(kept?.payload.body.description).toBe('The tap drips.');
    expect(kept?.photos).toHaveLength(1);
    expect(window.sessionStorage.length).toBe(0);

    // Two events at once (as the app's start and `online` may race): one request.
    connectionBack(2);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Plumbing · Room B214' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('Your request was sent.')).toBeInTheDocument();
    expect(creations()).toHaveLength(1);
    expect(creations()[0]?.body).toMatchObject({ category: 'plumbing', description: 'The tap drips.' });
    expect(photoUploads()).toHaveLength(1);
    expect(await indexedDbOutbox().list()).toEqual([]);
  });

  it('keeps it too when the request fails for want of a network (not an HTTP refusal)', async () => {
    let failed = false;
    server.use(
      // The first try finds no network; anything after it reaches the server.
      endpointHandler('POST /portal/v1/maintenance-requests', () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await reportALeak(user);
    expect(await screen.findByText(/No connection: your request is kept on this device/)).toBeInTheDocument();
    expect(await indexedDbOutbox().list()).toHaveLength(1);
  });

  it('sends what waits at the next start, on another screen, and says so', async () => {
    online = false;
    const user = userEvent.setup();
    const { unmount } = renderApp('/maintenance/new');
    await reportALeak(user);
    await screen.findByText(/No connection: your request is kept on this device/);
    unmount();

    online = true;
    renderApp('/maintenance');
    expect(
      await screen.findByText('Your problem report typed without a connection was sent.'),
    ).toBeInTheDocument();
    expect(creations()).toHaveLength(1);
    expect(await indexedDbOutbox().list()).toEqual([]);
  });

  it('a refusal of the delayed send brings the form back, filled, with the server’s message', async () => {
    online = false;
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await user.click(await screen.findByRole('radio', { name: 'A common area of the house' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Which common area?' }),
      'Laundry, ground floor',
    );
    await user.click(screen.getByRole('radio', { name: 'Cleaning' }));
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'Machine 2 leaks.');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByText(/No connection: your request is kept on this device/);

    server.use(
      endpointHandler('POST /portal/v1/maintenance-requests', async ({ request }) => {
        await recordRequest(request);
        return HttpResponse.json(
          { code: 'rest_invalid_param', message: 'This common area is closed.', data: { status: 400 } },
          { status: 400 },
        );
      }),
    );
    connectionBack();
    expect(
      await screen.findByText(
        'Your request typed without a connection was not accepted: This common area is closed. Check it and send it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What is wrong?' })).toHaveValue('Machine 2 leaks.');
    expect(screen.getByRole('radio', { name: 'Cleaning' })).toBeChecked();
    expect(creations()).toHaveLength(1);
    // Nothing is lost, and nothing is sent again by itself.
    expect(await indexedDbOutbox().list()).toHaveLength(1);
    connectionBack();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(creations()).toHaveLength(1);
  });

  it('signing out drops what waits on the device', async () => {
    window.innerWidth = 1280;
    server.use(
      endpointHandler('DELETE /portal/v1/sessions/current', () => HttpResponse.json({ revoked: true })),
    );
    online = false;
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await reportALeak(user);
    await screen.findByText(/No connection: your request is kept on this device/);
    expect(await indexedDbOutbox().list()).toHaveLength(1);

    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    await user.click(within(sidebar).getByRole('button', { name: 'Log out' }));
    await waitFor(async () => {
      expect(await indexedDbOutbox().list()).toEqual([]);
    });
    expect(creations()).toHaveLength(0);
  });
});

describe('in a browser, a report typed offline waits in the tab only (ADR 045)', () => {
  it('is kept in the tab’s memory, not IndexedDB, and sent when the connection is back', async () => {
    online = false;
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await reportALeak(user);
    expect(
      await screen.findByText(/will be sent as soon as the connection is back, if this tab stays open/),
    ).toBeInTheDocument();
    expect(await indexedDbOutbox().list()).toEqual([]);
    // The tab's draft stays: after a reload the form comes back with what was typed.
    expect(window.sessionStorage.length).toBe(1);

    connectionBack();
    expect(await screen.findByText('Your request was sent.')).toBeInTheDocument();
    expect(creations()).toHaveLength(1);
    expect(maintenanceCampus.requests[0]?.description).toBe('The tap drips.');
  });
});
