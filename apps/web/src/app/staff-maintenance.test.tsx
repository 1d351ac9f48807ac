import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as saveFile from '../lib/save-file.ts';
import { maintenanceCampus, testMaintenanceRequest } from '../lib/testing/maintenance-fixtures.ts';
import { STAFF_HOUSES, staffCampus, testHouseEditor } from '../lib/testing/staff-fixtures.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { FIRST_SCREEN, renderApp } from './testing/render-app.tsx';

const requestsTo = (method: string, path: string) =>
  testCampus.requests.filter((request) => request.method === method && request.path.endsWith(path));

/** The query a recorded request was sent with, as plain names and values. */
const queryOf = (request: { search: URLSearchParams } | undefined) =>
  Object.fromEntries(request?.search ?? new URLSearchParams());

const DEUTSCH = { id: STAFF_HOUSES.deutsch.id, name: STAFF_HOUSES.deutsch.name };
const BRESIL = { id: STAFF_HOUSES.bresil.id, name: STAFF_HOUSES.bresil.name };

/** mehdi.benali: the Deutsch house's maintenance team, and nothing else in the console. */
function signInTeam() {
  staffCampus.me = { username: 'mehdi.benali', roles: ['maintenance'], houses: [], forms: [] };
  maintenanceCampus.teamHouses = [
    {
      ...DEUTSCH,
      team: [{ id: 41, name: 'Mehdi Benali' }],
      areas: [{ id: 3, name: 'Laundry room' }],
    },
    { ...BRESIL, team: [], areas: [] },
  ];
}

/** A request of the queue as the team sees it: its author named, the team's steps in `actions`. */
const teamRequest = (id: number, overrides: Parameters<typeof testMaintenanceRequest>[1] = {}) =>
  testMaintenanceRequest(id, {
    house: DEUTSCH,
    relation: 'team',
    author: { id: 7, name: 'Camille Dupont' },
    actions: ['acknowledge', 'schedule', 'resolve', 'merge'],
    ...overrides,
  });

describe("the maintenance team's queue in the staff console (issue #32)", () => {
  it('is in the nav of those who answer maintenance requests only', async () => {
    staffCampus.me = testHouseEditor();
    const { unmount } = renderApp('/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' }, FIRST_SCREEN);
    expect(within(nav).queryByRole('link', { name: 'Maintenance' })).not.toBeInTheDocument();
    unmount();
    signInTeam();
    renderApp('/staff');
    const teamNav = await screen.findByRole('navigation', { name: 'Staff console' }, FIRST_SCREEN);
    expect(within(teamNav).getByRole('link', { name: 'Maintenance' })).toHaveAttribute(
      'href',
      '/staff/maintenance',
    );
  });

  it('keeps its filters in the URL, sends them to the server and shows each row’s age and first answer', async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.requests = [
      teamRequest(5),
      teamRequest(6, {
        status: 'acknowledged',
        first_answer: '2026-11-20T11:35:00Z',
        assignee: { id: 41, name: 'Mehdi Benali' },
      }),
    ];
    const { router } = renderApp('/staff/maintenance');
    await screen.findByRole('heading', { name: 'Maintenance requests' }, FIRST_SCREEN);
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    // Opened with no status, the queue asks for the open requests.
    expect(queryOf(requestsTo('GET', '/staff/maintenance-requests').at(-1))).toMatchObject({
      status: 'open',
    });
    const answered = screen.getByTestId('maintenance-row-6');
    expect(within(answered).getByText('2 h 05')).toBeInTheDocument();
    expect(within(answered).getByText('Mehdi Benali')).toBeInTheDocument();
    expect(within(screen.getByTestId('maintenance-row-5')).getByText('No answer yet')).toBeInTheDocument();

    // One filter after another, each once the queue has followed the one before, as a person would.
    await user.selectOptions(screen.getByRole('combobox', { name: 'House' }), String(DEUTSCH.id));
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'House' })).toHaveValue(String(DEUTSCH.id));
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'submitted');
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('submitted');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'none');
    await waitFor(() => {
      expect(router.state.location.search).toBe(
        `?house=${String(DEUTSCH.id)}&status=submitted&assignee=none`,
      );
    });
    await waitFor(() => {
      expect(queryOf(requestsTo('GET', '/staff/maintenance-requests').at(-1))).toMatchObject({
        house: String(DEUTSCH.id),
        status: 'submitted',
        assignee: 'none',
      });
    });
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-row-6')).not.toBeInTheDocument();
    // The row leads to the request, and its way back returns to the same filters.
    await user.click(screen.getByRole('link', { name: /#5 Plumbing/ }));
    await screen.findByRole('heading', { level: 1, name: /#5 Plumbing/ });
    await user.click(screen.getByRole('link', { name: 'Maintenance requests' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe(
        `?house=${String(DEUTSCH.id)}&status=submitted&assignee=none`,
      );
    });
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('submitted');
  });

  it('downloads the CSV of the same filters through the API client', async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.requests = [teamRequest(5), teamRequest(6, { status: 'resolved', actions: [] })];
    const saveBlob = vi.spyOn(saveFile, 'saveBlob').mockImplementation(() => undefined);
    renderApp('/staff/maintenance?status=resolved&category=plumbing');
    await screen.findByText('1 request', {}, FIRST_SCREEN);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(saveBlob).toHaveBeenCalledTimes(1);
    });
    expect(saveBlob.mock.calls[0]?.[1]).toBe('maintenance-requests.csv');
    expect(queryOf(requestsTo('GET', '/staff/maintenance-requests.csv')[0])).toMatchObject({
      status: 'resolved',
      category: 'plumbing',
    });
    saveBlob.mockRestore();
  });

  it('shows an empty queue as nothing waiting, and a filtered one as nothing matching', async () => {
    signInTeam();
    const { unmount } = renderApp('/staff/maintenance');
    expect(
      await screen.findByText('No open request: nothing is waiting for the team.', {}, FIRST_SCREEN),
    ).toBeInTheDocument();
    unmount();
    renderApp('/staff/maintenance?urgency=danger');
    expect(
      await screen.findByText('No request matches these filters.', {}, FIRST_SCREEN),
    ).toBeInTheDocument();
  });
});

describe('a request opened by its team (issue #32)', () => {
  it('names its author, acknowledges it and shows the new status with the focus on the heading', async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.requests = [teamRequest(5)];
    renderApp('/staff/maintenance/5');
    const heading = await screen.findByRole('heading', { level: 1, name: /#5 Plumbing/ }, FIRST_SCREEN);
    expect(screen.getByText('Camille Dupont')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByText('Status: Acknowledged')).toBeInTheDocument();
    expect(requestsTo('POST', '/maintenance-requests/5/steps')[0]?.body).toEqual({ action: 'acknowledge' });
  });

  it("shows the server's refusal of a slot next to the fields, with what was typed kept", async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.requests = [teamRequest(5)];
    maintenanceCampus.stepRefusal = {
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): slot',
        data: { status: 400, params: { slot: 'A visit cannot be booked in the past.' } },
      },
    };
    renderApp('/staff/maintenance/5');
    await user.click(await screen.findByRole('button', { name: 'Schedule a visit' }, FIRST_SCREEN));
    await user.type(screen.getByLabelText('Day'), '2020-01-10');
    await user.type(screen.getByLabelText('From'), '09:00');
    await user.type(screen.getByLabelText('To'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('A visit cannot be booked in the past.');
    expect(screen.getByRole('group', { name: 'The visit' })).toHaveAccessibleDescription(
      'A visit cannot be booked in the past.',
    );
    expect(screen.getByLabelText('Day')).toHaveValue('2020-01-10');
    expect(screen.getByLabelText('From')).toHaveValue('09:00');
    expect(requestsTo('POST', '/maintenance-requests/5/steps')[0]?.body).toEqual({
      action: 'schedule',
      slot: { date: '2020-01-10', from: '09:00', to: '11:00' },
    });
    // Sent again once right, the visit is booked.
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '2030-01-10');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Status: Scheduled')).toBeInTheDocument();
  });

  it('starts the work, and merges a duplicate into the request it repeats, by its number', async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.requests = [
      teamRequest(5, { status: 'scheduled', actions: ['start', 'resolve', 'merge'] }),
      teamRequest(6, { status: 'acknowledged', actions: ['schedule', 'resolve', 'merge'] }),
    ];
    const { unmount } = renderApp('/staff/maintenance/5');
    await user.click(await screen.findByRole('button', { name: 'Start the work' }, FIRST_SCREEN));
    expect(await screen.findByText('Status: In progress')).toBeInTheDocument();
    expect(requestsTo('POST', '/maintenance-requests/5/steps')[0]?.body).toEqual({ action: 'start' });
    unmount();

    renderApp('/staff/maintenance/6');
    await user.click(await screen.findByRole('button', { name: 'Merge into another request' }, FIRST_SCREEN));
    await user.type(screen.getByLabelText('Number of the request it duplicates'), '#5');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Status: Merged')).toBeInTheDocument();
    expect(requestsTo('POST', '/maintenance-requests/6/steps')[0]?.body).toEqual({
      action: 'merge',
      merge_into: 5,
    });
    expect(screen.getByRole('link', { name: 'Request #5' })).toHaveAttribute('href', '/staff/maintenance/5');
  });

  it('adds a photo of the team, and says so when the server refuses one', async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.requests = [teamRequest(5)];
    maintenanceCampus.failPhotos = [2];
    renderApp('/staff/maintenance/5');
    const field = await screen.findByLabelText('Add a photo', {}, FIRST_SCREEN);
    await user.upload(field, new File(['photo'], 'repair.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The photo was added.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    await user.upload(field, new File(['photo'], 'part.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo could not be added');
    expect(field).toHaveAccessibleDescription(/The photo could not be added/);
    expect(requestsTo('POST', '/maintenance-requests/5/photos')).toHaveLength(2);
  });

  it('assigns it to a member of the house team', async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.requests = [teamRequest(5)];
    renderApp('/staff/maintenance/5');
    await screen.findByText('Nobody handles it yet.', {}, FIRST_SCREEN);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assign to' }), '41');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Handled by Mehdi Benali.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/staff/maintenance-requests/5/assignee')[0]?.body).toEqual({ assignee: 41 });
  });
});

describe('the maintenance figures (issue #32)', () => {
  it('writes the medians as people say durations, in both languages, the period kept in the URL', async () => {
    const user = userEvent.setup();
    signInTeam();
    maintenanceCampus.figures = [
      {
        house: DEUTSCH,
        open: 4,
        reported: 9,
        median_first_answer_minutes: 125,
        median_resolution_minutes: 27 * 60 + 10,
      },
    ];
    const { router, unmount } = renderApp('/staff/maintenance/figures');
    const card = await screen.findByTestId(`figures-${String(DEUTSCH.id)}`, {}, FIRST_SCREEN);
    expect(within(card).getByText('2 h 05')).toBeInTheDocument();
    expect(within(card).getByText('1 d 3 h')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
    });
    await waitFor(() => {
      expect(queryOf(requestsTo('GET', '/staff/maintenance-figures').at(-1))).toMatchObject({
        from: '2026-10-01',
        to: '2026-10-31',
      });
    });
    unmount();
    testCampus.me = testUser({ locale: 'fr_FR' }, { locale: 'fr_FR' });
    renderApp('/staff/maintenance/figures?from=2026-10-01', { language: 'fr' });
    const french = await screen.findByTestId(`figures-${String(DEUTSCH.id)}`, {}, FIRST_SCREEN);
    expect(within(french).getByText('1 j 3 h')).toBeInTheDocument();
    expect(screen.getByLabelText('Du')).toHaveValue('2026-10-01');
  });
});
