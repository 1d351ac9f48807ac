import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../lib/testing/fixtures.ts';
import { endpointHandler } from '../lib/testing/endpoint-handler.ts';
import { maintenanceCampus, testMaintenanceRequest } from '../lib/testing/maintenance-fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

// jsdom has no blob: URLs; the photos' previews and the fetched photos are shown from them.
beforeEach(() => {
  let next = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${String((next += 1))}` }));
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderApp(path: string) {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return { ...renderRoutes(createRoutes(services), services, path), services };
}

const requestsTo = (method: string, path: string) =>
  testCampus.requests.filter((request) => request.method === method && request.path === path);

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });

describe('My requests (/maintenance, issue #32)', () => {
  it('lists each request with its category, place, status and date, and leads to it', async () => {
    maintenanceCampus.requests = [
      testMaintenanceRequest(2, { category: 'heating', status: 'scheduled' }),
      testMaintenanceRequest(1, {
        category: 'cleaning',
        status: 'resolved',
        place: { type: 'area', area: { id: 1, name: 'Laundry, ground floor' } },
        relation: 'follower',
      }),
    ];
    renderApp('/maintenance');
    const links = await screen.findAllByRole('link', { name: /Room B214|Laundry/ });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Heating');
    expect(links[0]).toHaveTextContent('Scheduled');
    expect(links[0]).toHaveTextContent('Reported on 20 November 2026');
    expect(links[0]).toHaveAttribute('href', '/maintenance/2');
    expect(links[1]).toHaveTextContent('Cleaning · Laundry, ground floor');
    expect(links[1]).toHaveTextContent('You added “me too”');
    expect(screen.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      '/maintenance/new',
    );
  });

  it('says so when there is none, and pages beyond 20', async () => {
    const { unmount } = renderApp('/maintenance');
    expect(await screen.findByText(/You have not reported any problem/)).toBeInTheDocument();
    unmount();
    maintenanceCampus.requests = Array.from({ length: 21 }, (_, index) =>
      testMaintenanceRequest(100 - index),
    );
    const user = userEvent.setup();
    renderApp('/maintenance');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByRole('link', { name: /Room B214/ })).toHaveLength(1);
    });
    expect(screen.getByRole('link', { name: /Room B214/ })).toHaveAttribute('href', '/maintenance/80');
  });
});

describe('Report a problem (/maintenance/new, issue #32)', () => {
  it('sends a report for my room, then its photos, and lands on the request with the focus', async () => {
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await user.click(await screen.findByRole('radio', { name: 'Plumbing' }));
    expect(screen.getByRole('radio', { name: 'My room (B214)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Staff may enter my room when I am out' }));
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'The tap drips.');
    await user.upload(screen.getByLabelText('Add photos'), [photo('tap.jpg'), photo('sink.jpg')]);
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Plumbing · Room B214' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Your request was sent.')).toBeInTheDocument();
    expect(requestsTo('POST', '/portal/v1/maintenance-requests')[0]?.body).toEqual({
      category: 'plumbing',
      urgency: 'normal',
      place: { type: 'room' },
      description: 'The tap drips.',
      entry_allowed: true,
    });
    expect(requestsTo('POST', '/portal/v1/maintenance-requests/900/photos')).toHaveLength(2);
    // The photos are fetched with the person's token and shown from memory.
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(window.sessionStorage.length).toBe(0);
  });

  it('says which photos could not be added, the request being sent', async () => {
    maintenanceCampus.failPhotos = [2];
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await user.click(await screen.findByRole('radio', { name: 'Heating' }));
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'Cold radiator.');
    await user.upload(screen.getByLabelText('Add photos'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(
      await screen.findByText('The request was sent, but some photos could not be added: 2.'),
    ).toBeInTheDocument();
  });

  it('shows the emergency numbers first, as calls, when the person chooses danger', async () => {
    testCampus.me = testUser({
      emergency_contacts: [
        {
          contact_type: 'phone',
          number: '+33 1 44 16 00 00',
          title_en: 'Campus security',
          title_fr: 'Sécurité',
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await user.click(await screen.findByRole('radio', { name: 'Danger: fire, flood, gas, someone hurt' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Call them now: the portal is not watched around the clock.');
    expect(within(alert).getByRole('link', { name: /Campus security/ })).toHaveAttribute(
      'href',
      'tel:+33144160000',
    );
    const description = screen.getByRole('textbox', { name: 'What is wrong?' });
    // Before the rest of the form: the alert comes first in the page's order.
    expect(alert.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers "me too" on what is already reported in a common area before a new report', async () => {
    maintenanceCampus.openByArea = {
      1: [
        {
          id: 55,
          category: 'cleaning',
          description: 'Washing machine 2 leaks.',
          status: 'acknowledged',
          created: '2026-11-19T08:00:00Z',
          followers: 2,
          following: false,
        },
      ],
    };
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await user.click(await screen.findByRole('radio', { name: 'A common area of the house' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Which common area?' }),
      'Laundry, ground floor',
    );
    expect(await screen.findByText('Washing machine 2 leaks.')).toBeInTheDocument();
    expect(screen.getByText('3 people affected')).toBeInTheDocument();
    // No new report until the person says theirs is not in the list.
    expect(screen.queryByRole('textbox', { name: 'What is wrong?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Me too: Washing machine 2 leaks.' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Cleaning/ })).toBeInTheDocument();
    expect(requestsTo('POST', '/portal/v1/maintenance-requests/55/followers')).toHaveLength(1);
  });

  it('lets a new report through once the person says theirs is not listed', async () => {
    maintenanceCampus.openByArea = {
      2: [
        {
          id: 56,
          category: 'other',
          description: 'Oven broken.',
          status: 'submitted',
          created: '2026-11-19T08:00:00Z',
          followers: 0,
          following: false,
        },
      ],
    };
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await user.click(await screen.findByRole('radio', { name: 'A common area of the house' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Which common area?' }),
      'Kitchen, 2nd floor',
    );
    await user.click(await screen.findByRole('button', { name: 'My problem is not in this list' }));
    expect(screen.getByRole('textbox', { name: 'What is wrong?' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Staff may enter/ })).not.toBeInTheDocument();
  });

  it('keeps the draft across a reload, and every field after a refusal, with the reason by the field', async () => {
    const user = userEvent.setup();
    const view = renderApp('/maintenance/new');
    await user.click(await screen.findByRole('radio', { name: 'Internet' }));
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'No Wi-Fi since Monday.');
    view.unmount(); // the reload: the tab's sessionStorage stays

    server.use(
      endpointHandler('POST /portal/v1/maintenance-requests', () =>
        HttpResponse.json(
          {
            code: 'rest_invalid_param',
            message: 'Invalid parameter(s): description',
            data: { status: 400, params: { description: 'Say what is wrong in words.' } },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/maintenance/new');
    expect(await screen.findByText('Your unfinished request was restored.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Internet' })).toBeChecked();
    const description = screen.getByRole('textbox', { name: 'What is wrong?' });
    expect(description).toHaveValue('No Wi-Fi since Monday.');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Say what is wrong in words.')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveValue('No Wi-Fi since Monday.');
  });

  it('asks for the missing fields before sending anything', async () => {
    const user = userEvent.setup();
    renderApp('/maintenance/new');
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    expect(requestsTo('POST', '/portal/v1/maintenance-requests')).toHaveLength(0);
  });
});

describe('A request (/maintenance/:id, issue #32)', () => {
  it('shows the visit, the timeline, and reopens with a message within the window', async () => {
    maintenanceCampus.requests = [
      testMaintenanceRequest(7, {
        status: 'resolved',
        slot: { date: '2026-11-24', from: '09:00', to: '11:00' },
        reopen_until: '2026-12-02T10:00:00Z',
        actions: ['confirm', 'reopen'],
        timeline: [
          {
            id: 1,
            at: '2026-11-20T09:30:00Z',
            kind: 'step',
            by_team: false,
            by: { id: testCampus.me.id, name: 'Me' },
            action: null,
            from: null,
            to: 'submitted',
            message: '',
          },
          {
            id: 2,
            at: '2026-11-21T09:30:00Z',
            kind: 'message',
            by_team: true,
            by: { id: 40, name: 'Mehdi' },
            action: null,
            from: null,
            to: null,
            message: 'We come on Monday morning.',
          },
          {
            id: 3,
            at: '2026-11-24T10:30:00Z',
            kind: 'step',
            by_team: true,
            by: { id: 40, name: 'Mehdi' },
            action: 'resolve',
            from: 'scheduled',
            to: 'resolved',
            message: 'Seal replaced.',
          },
        ],
      }),
    ];
    const user = userEvent.setup();
    renderApp('/maintenance/7');
    expect(await screen.findByText('Visit: 24 November 2026, 09:00–11:00')).toBeInTheDocument();
    expect(screen.getByText('Status: Resolved')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'What happened' });
    expect(within(timeline).getByText('We come on Monday morning.')).toBeInTheDocument();
    expect(within(timeline).getByText('Seal replaced.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'It is not fixed: reopen' }));
    await user.type(screen.getByRole('textbox', { name: 'What is still wrong?' }), 'Still drips.');
    await user.click(screen.getByRole('button', { name: 'Reopen the request' }));
    expect(await screen.findByText('Status: In progress')).toBeInTheDocument();
    expect(requestsTo('POST', '/portal/v1/maintenance-requests/7/steps')[0]?.body).toEqual({
      action: 'reopen',
      message: 'Still drips.',
    });
    expect(screen.queryByRole('button', { name: 'It is fixed' })).not.toBeInTheDocument();
  });

  it('sends a reply and keeps it in the box when it fails', async () => {
    maintenanceCampus.requests = [testMaintenanceRequest(8)];
    const user = userEvent.setup();
    renderApp('/maintenance/8');
    const box = await screen.findByRole('textbox', { name: 'Reply to the team' });
    server.use(
      endpointHandler('POST /portal/v1/maintenance-requests/{id}/messages', () =>
        HttpResponse.json(
          { code: 'rest_maintenance_closed', message: 'Closed.', data: { status: 409 } },
          { status: 409 },
        ),
      ),
    );
    await user.type(box, 'I am in after 6 pm.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your message could not be sent/)).toBeInTheDocument();
    expect(box).toHaveValue('I am in after 6 pm.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('I am in after 6 pm.', { selector: 'p' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('asks for the request again on every visit, so the team’s new status shows', async () => {
    maintenanceCampus.requests = [testMaintenanceRequest(9)];
    const user = userEvent.setup();
    renderApp('/maintenance/9');
    expect(await screen.findByText('Status: Submitted')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My requests' }));
    const found = maintenanceCampus.requests[0];
    if (found) found.status = 'acknowledged';
    await user.click(await screen.findByRole('link', { name: /Plumbing/ }));
    expect(await screen.findByText('Status: Acknowledged')).toBeInTheDocument();
  });

  it('answers a request that is not the person’s as not found', async () => {
    renderApp('/maintenance/404');
    expect(await screen.findByText('This request does not exist or is not yours.')).toBeInTheDocument();
  });
});

describe('the entry points (issue #32)', () => {
  it('the profile hub offers "Report a problem"', async () => {
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: /Report a problem/ })).toHaveAttribute(
      'href',
      '/maintenance/new',
    );
  });
});
