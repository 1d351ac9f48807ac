import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectFocusHeld } from '../../lib/testing/focus.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { testRelation } from '../../lib/testing/people-fixtures.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { FriendRequestPage } from './friend-request-page.tsx';

async function renderRequests() {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  renderRoutes([{ path: '/friend-request', element: <FriendRequestPage /> }], services, '/friend-request');
}

/** Two requests received by the viewer (7), and one the viewer sent, which is not theirs to answer. */
function withRequests() {
  const [bruno, chloe, dan] = testCampus.people;
  testCampus.relations = [
    testRelation(1, 21, 7, 'requested', bruno!),
    testRelation(2, 22, 7, 'requested', chloe!),
    testRelation(3, 7, 23, 'requested', dan!),
  ];
}

describe('contact requests (spec §2.9 /friend-request)', () => {
  it('lists only the requests waiting for the viewer, with name and house', async () => {
    withRequests();
    await renderRequests();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Bruno Costa')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Chloé Durand')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Maison du Brésil')).toBeInTheDocument();
  });

  it('accepts a request, says so for 3 s, and the request leaves the list', async () => {
    const user = userEvent.setup();
    withRequests();
    await renderRequests();
    await user.click(await screen.findByRole('button', { name: 'Accept the request from Bruno Costa' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Accepted');
    expect(testCampus.relations.find((relation) => relation.id === 1)?.acf.relation_status).toBe('accepted');
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /Bruno Costa/ })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Accept the request from Chloé Durand' })).toBeInTheDocument();
  });

  it('refuses a request and says so', async () => {
    const user = userEvent.setup();
    withRequests();
    await renderRequests();
    await user.click(await screen.findByRole('button', { name: 'Refuse the request from Chloé Durand' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Declined');
    expect(testCampus.relations.find((relation) => relation.id === 2)?.acf.relation_status).toBe('refused');
  });

  it('says when the answer could not be sent', async () => {
    const user = userEvent.setup();
    withRequests();
    server.use(
      http.put('*/wp-json/acf/v3/usernetwork/:id', () =>
        HttpResponse.json({ code: 'rest_forbidden', message: 'x', data: { status: 403 } }, { status: 403 }),
      ),
    );
    await renderRequests();
    await user.click(await screen.findByRole('button', { name: 'Accept the request from Bruno Costa' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Something went wrong, please try later...');
  });

  it("says 'No new contact request' when none waits", async () => {
    await renderRequests();
    expect(await screen.findByText('No new contact request')).toBeInTheDocument();
  });

  it('gives the focus to the next request’s same button, then to the page’s heading, never <body> (issue #34)', async () => {
    const user = userEvent.setup();
    withRequests();
    await renderRequests();
    const refuseBruno = await screen.findByRole('button', { name: 'Refuse the request from Bruno Costa' });
    refuseBruno.focus();
    await user.keyboard('{Enter}');
    const refuseChloe = screen.getByRole('button', { name: 'Refuse the request from Chloé Durand' });
    await waitFor(() => {
      expect(refuseBruno).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expectFocusHeld(refuseChloe);
    });
    await user.keyboard('{Enter}');
    await screen.findByText('No new contact request');
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });
  });
});
