import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../lib/testing/fixtures.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { refuseProfileSaves } from '../../lib/testing/profile-saves.ts';
import { TAGS, testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { ProfileHobbiesPage } from './profile-hobbies-page.tsx';

/** The screen as the route guard shows it: once users/me has answered. */
async function renderHobbies() {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  return renderRoutes(
    [{ path: '/profile/hobbies', element: <ProfileHobbiesPage /> }],
    services,
    '/profile/hobbies',
  );
}

const profileSaves = () =>
  testCampus.requests.filter((request) => request.method === 'PUT' && request.path === '/acf/v3/users/7');

describe('profile hobbies (spec §2.12 /profile/hobbies, §4 Profile)', () => {
  it('lists the interests in the portal language with the person’s own ones ticked', async () => {
    testCampus.me = testUser({}, { tags: [{ term_id: TAGS.theatre.id }] });
    await renderHobbies();
    expect(await screen.findByRole('checkbox', { name: 'Theatre' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Music' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Football' })).not.toBeChecked();
  });

  it('saves the whole selected set, as strings, at each toggle and says it was saved', async () => {
    const user = userEvent.setup();
    testCampus.me = testUser({}, { tags: [{ term_id: TAGS.theatre.id }] });
    await renderHobbies();
    await user.click(await screen.findByRole('checkbox', { name: 'Music' }));
    expect(await screen.findByText('Information saved successfully')).toBeInTheDocument();
    expect(profileSaves().map((request) => request.body)).toEqual([{ acf: { tags: ['102', '101'] } }]);
    expect(testCampus.me.acf.tags.map((tag) => tag.term_id)).toEqual([102, 101]);
  });

  it('sends quick toggles one after the other, so the last one wins even when the first answers slowly', async () => {
    const user = userEvent.setup();
    let sent = 0;
    server.use(
      // The first save is slow; answering nothing hands the request on to the shared handler.
      http.put('*/wp-json/acf/v3/users/:id', async () => {
        sent += 1;
        if (sent === 1) await delay(400);
      }),
    );
    await renderHobbies();
    await user.click(await screen.findByRole('checkbox', { name: 'Music' }));
    await user.click(screen.getByRole('checkbox', { name: 'Theatre' }));
    await waitFor(() => {
      expect(profileSaves()).toHaveLength(2);
    });
    // In the order they were made (the shared handler records when it applies a save).
    expect(profileSaves().map((request) => request.body)).toEqual([
      { acf: { tags: ['101'] } },
      { acf: { tags: ['101', '102'] } },
    ]);
    await waitFor(() => {
      expect(testCampus.me.acf.tags.map((tag) => tag.term_id)).toEqual([101, 102]);
    });
  });

  it('shows a failed save with a retry, keeps the ticks and sends them again on retry', async () => {
    const user = userEvent.setup();
    refuseProfileSaves('next');
    await renderHobbies();
    await user.click(await screen.findByRole('checkbox', { name: 'Football' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes could not be saved.');
    expect(screen.getByRole('checkbox', { name: 'Football' })).toBeChecked();
    expect(testCampus.me.acf.tags).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(testCampus.me.acf.tags.map((tag) => tag.term_id)).toEqual([103]);
  });

  it('offers to retry when the interests cannot be loaded', async () => {
    server.use(
      http.get('*/wp-json/wp/v2/tax-tag', () =>
        HttpResponse.json({ code: 'x', message: 'x', data: { status: 404 } }, { status: 404 }),
      ),
    );
    await renderHobbies();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
