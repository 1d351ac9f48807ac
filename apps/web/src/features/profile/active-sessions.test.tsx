import type { ActiveSession } from '@campus/domain/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, testUser } from '../../lib/testing/fixtures.ts';
import { expectFocusHeld } from '../../lib/testing/focus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { ActiveSessions } from './active-sessions.tsx';

const here: ActiveSession = {
  id: 3,
  device: 'Firefox on Linux',
  created_at: '2030-01-02T08:00:00.000Z',
  last_used_at: '2030-01-05T09:30:00.000Z',
  current: true,
};
const phone: ActiveSession = {
  id: 5,
  device: 'Safari on iOS',
  created_at: '2030-01-01T10:00:00.000Z',
  last_used_at: '2030-01-04T18:00:00.000Z',
  current: false,
};
const unknown: ActiveSession = { ...phone, id: 6, device: '' };

/** The server as the screen sees it: the sessions list, DELETE of one, users/me for start-up. */
function renderSessions(answer: (url: string, init: RequestInit | undefined) => Response) {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.fetch.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.startsWith('/wp-json/wp/v2/users/me')) return Promise.resolve(jsonResponse(testUser()));
    return Promise.resolve(answer(url, init));
  });
  services.auth.start();
  renderRoutes([{ path: '/', element: <ActiveSessions /> }], services, '/');
  return { services };
}

describe('active sessions in Settings (issue 9)', () => {
  it('lists each session with its device, sign-in, last use, and marks this device', async () => {
    renderSessions(() => jsonResponse([here, phone, unknown]));
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox on Linux (this device)');
    expect(items[0]).toHaveTextContent('Signed in on');
    expect(items[0]).toHaveTextContent('Last used on');
    expect(items[1]).not.toHaveTextContent('this device');
    expect(items[2]).toHaveTextContent('Unknown device');
    expect(within(items[0]!).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('ends another session with the keyboard and reloads the list', async () => {
    let ended = false;
    const { services } = renderSessions((url, init) => {
      if (init?.method === 'DELETE') {
        ended = true;
        return jsonResponse({ deleted: true });
      }
      return jsonResponse(ended ? [here] : [here, phone]);
    });
    const end = await screen.findByRole('button', {
      name: /^End the session on Safari on iOS, last used on /,
    });
    end.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Firefox on Linux');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    const deletion = services.fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deletion?.[0]).toMatch(/^\/wp-json\/portal\/v1\/sessions\/5(\?|$)/);
  });

  it('names each end button after its device and last use, so sessions on one device can be told apart', async () => {
    const otherPhone: ActiveSession = { ...phone, id: 7, last_used_at: '2030-01-02T07:15:00.000Z' };
    renderSessions(() => jsonResponse([here, phone, otherPhone]));
    const ends = await screen.findAllByRole('button', {
      name: /^End the session on Safari on iOS, last used on /,
    });
    expect(ends).toHaveLength(2);
    expect(ends[0]).not.toHaveAccessibleName(ends[1]!.getAttribute('aria-label') ?? '');
    // The visible word starts the name (WCAG 2.5.3, label in name).
    expect(ends[0]).toHaveTextContent('End');
  });

  it('says so when there is no active session', async () => {
    renderSessions(() => jsonResponse([]));
    expect(await screen.findByText('No active session.')).toBeInTheDocument();
  });

  it('shows an error with a retry button when the list cannot be loaded', async () => {
    renderSessions(() =>
      jsonResponse({ code: 'rest_internal_error', message: 'x', data: { status: 500 } }, 500),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Your sessions could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);

  it('gives the focus to the next session’s button once an ended session leaves the list (issue #34)', async () => {
    const otherPhone: ActiveSession = { ...phone, id: 7, last_used_at: '2030-01-02T07:15:00.000Z' };
    let ended = false;
    renderSessions((_url, init) => {
      if (init?.method === 'DELETE') {
        ended = true;
        return jsonResponse({ deleted: true });
      }
      return jsonResponse(ended ? [here, otherPhone] : [here, phone, otherPhone]);
    });
    const [end, next] = await screen.findAllByRole('button', { name: /^End the session on Safari on iOS/ });
    end!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(end).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expectFocusHeld(next!);
    });
  });
});
