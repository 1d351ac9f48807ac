import { addDays, campusDay } from '@campus/domain/checklist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes.tsx';
import { checklistCampus, testChecklist } from '../lib/testing/checklist-fixtures.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';

/** A stay date (YYYYMMDD) `days` from today on the campus. */
const stayDate = (days: number) => addDays(campusDay(new Date()), days).replaceAll('-', '');

/** Arrival: from 7 days before the stay start to 45 after; the person arrived 4 days ago. */
const ARRIVAL = testChecklist(31, 'Settling in', 3);
/** Departure: from 30 days before the stay end; it does not apply yet. */
const DEPARTURE = testChecklist(32, 'Leaving', 2, {
  checklist_start_date: 'end_date',
  checklist_start_number: 30,
  checklist_end_date: 'end_date',
  checklist_end_number: 0,
});

function newlyArrived() {
  testCampus.me = testUser({}, { staystart: stayDate(-4), staystop: stayDate(300) });
  checklistCampus.checklists = [ARRIVAL, DEPARTURE];
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return services;
}

function renderApp(path: string, services = newlyArrived()) {
  return { ...renderRoutes(createRoutes(services), services, path), services };
}

const puts = () =>
  testCampus.requests.filter(
    (request) => request.method === 'PUT' && request.path.startsWith('/acf/v3/checklist_entries/'),
  );

describe('stay checklists (spec §2.12, §2.14, §4 Checklist, §7 entry flow)', () => {
  it('prompts a newcomer beside the news, and the card opens /profile/checklists (redirection mode)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/news');
    const prompt = await screen.findByRole('region', { name: 'Your checklists' });
    const card = within(prompt).getByRole('link', { name: /Settling in/ });
    // Wide screen: the circle's radius is 52 (§2.14, §9), so with its 6 px stroke it is 116 px wide.
    expect(within(card).getByRole('img', { name: 'Tasks done: 0 of 3' })).toHaveAttribute('width', '116');
    expect(card).toHaveTextContent('41 days left');
    // The departure checklist does not apply yet: not suggested.
    expect(within(prompt).queryByText('Leaving')).not.toBeInTheDocument();
    await user.click(card);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile/checklists');
    });
    expect(await screen.findByRole('dialog', { name: 'My checklists' })).toBeInTheDocument();
  });

  it('shows the unfinished tasks as a red badge on My checklists (§2.3)', async () => {
    renderApp('/news');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The link is there before the checklists have loaded; its name gains the count once they have.
    expect(
      await within(nav).findByRole('link', { name: 'My checklists 3 unfinished tasks' }),
    ).toBeInTheDocument();
  });

  it('puts the badge on Profile on phones, and on the hub row My checklists', async () => {
    window.innerWidth = 390;
    renderApp('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Profile 3 unfinished tasks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My checklists 3 unfinished tasks' })).toHaveAttribute(
      'href',
      '/profile/checklists',
    );
  });

  it('names the tab after the profile screen shown, not the profile hub around it (issue #34)', async () => {
    renderApp('/profile/checklists');
    await screen.findByRole('dialog', { name: 'My checklists' });
    await waitFor(() => {
      expect(document.title).toBe('My checklists · Campus portal');
    });
  });

  it('has one landmark named after the person on /profile: the sidebar user block, not the profile card too (issue #34)', async () => {
    renderApp('/profile');
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    const person = await within(sidebar).findByText((_text, element) => element?.id === 'user-block-name');
    await screen.findByRole('navigation', { name: 'Profile' });
    expect(screen.getAllByRole('region', { name: person.textContent })).toHaveLength(1);
  });

  it('creates the entry of a checklist that applies, as the §7 flow says, then saves ticks 1 s after the last one', async () => {
    const user = userEvent.setup();
    renderApp('/profile/checklists');
    const dialog = await screen.findByRole('dialog', { name: 'My checklists' });
    const first = await within(dialog).findByRole('checkbox', { name: 'Settling in task 1' });
    await waitFor(() => {
      expect(first).toBeEnabled();
    });
    const [create] = testCampus.requests.filter((request) => request.method === 'POST');
    expect(create?.body).toMatchObject({
      title: `ana.martin-${String(ARRIVAL.id)}`,
      acf: {
        entry_checklist_post_id: ARRIVAL.id,
        entry_checklist_status: 'in_progress',
        entry_checklist_valid_date: addDays(campusDay(new Date()), -11),
        entry_checklist_tasks: [
          { unique_id: 'task-1', value: false },
          { unique_id: 'task-2', value: false },
          { unique_id: 'task-3', value: false },
        ],
      },
    });
    // Only the checklist that applies gets an entry.
    expect(testCampus.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.click(first);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Settling in task 2' }));
    // At once on the screen and in the badge; not yet on the server.
    expect(first).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Tasks done: 2 of 3' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My checklists 1 unfinished task' })).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    expect(puts()[0]?.body).toEqual({
      acf: {
        entry_checklist_tasks: [
          { unique_id: 'task-1', value: true },
          { unique_id: 'task-2', value: true },
        ],
        entry_checklist_status: 'in_progress',
      },
    });
  });

  it('moves a checklist to Done when its last task is ticked, and back when one is unticked', async () => {
    const user = userEvent.setup();
    renderApp('/profile/checklists');
    const dialog = await screen.findByRole('dialog', { name: 'My checklists' });
    const todo = await within(dialog).findByRole('region', { name: 'To do (1)' });
    for (const name of ['Settling in task 1', 'Settling in task 2']) {
      const box = await within(todo).findByRole('checkbox', { name });
      await waitFor(() => {
        expect(box).toBeEnabled();
      });
      await user.click(box);
    }
    await user.click(within(todo).getByRole('checkbox', { name: 'Settling in task 3' }));
    const done = await within(dialog).findByRole('region', { name: 'Done (1)' });
    expect(within(done).getByRole('img', { name: 'Tasks done: 3 of 3' })).toBeInTheDocument();
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'To do (0)' })).toHaveTextContent(
      'Nothing left to do for now.',
    );
    await waitFor(() => {
      expect(checklistCampus.entries[0]?.acf.entry_checklist_status).toBe('done');
    });

    await user.click(within(done).getByRole('checkbox', { name: 'Settling in task 2' }));
    expect(await within(dialog).findByRole('region', { name: 'To do (1)' })).toBeInTheDocument();
    await waitFor(() => {
      expect(checklistCampus.entries[0]?.acf.entry_checklist_status).toBe('in_progress');
    });
  });

  it('sends pending ticks with keepalive when the page is hidden, so closing the tab loses nothing', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/profile/checklists');
    const box = await screen.findByRole('checkbox', { name: 'Settling in task 3' });
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    await user.click(box);
    window.dispatchEvent(new Event('pagehide'));
    const [url, init] = services.fetch.mock.calls.find(([, options]) => options?.keepalive === true) ?? [];
    expect(init?.method).toBe('PUT');
    expect(url).toEqual(
      expect.stringContaining(`/wp-json/acf/v3/checklist_entries/${String(checklistCampus.entries[0]?.id)}`),
    );
    expect(JSON.parse(init?.body as string)).toEqual({
      acf: {
        entry_checklist_tasks: [{ unique_id: 'task-3', value: true }],
        entry_checklist_status: 'in_progress',
      },
    });
    // Sent once: the debounced save has nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(puts()).toHaveLength(1);
  });

  it('says a failed save, keeps the ticks on screen, and sends them again with Try again', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(
        '*/wp-json/acf/v3/checklist_entries/:id',
        () =>
          HttpResponse.json({ code: 'rest_forbidden', message: 'x', data: { status: 403 } }, { status: 403 }),
        { once: true },
      ),
    );
    renderApp('/profile/checklists');
    const box = await screen.findByRole('checkbox', { name: 'Settling in task 1' });
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last ticks could not be saved.');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(checklistCampus.entries[0]?.acf.entry_checklist_tasks[0]?.value).toBe(true);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No checklist' when none applies or was done (§8)", async () => {
    testCampus.me = testUser({}, { staystart: '', staystop: '' });
    checklistCampus.checklists = [ARRIVAL];
    const services = createTestServices({ backendToken: 'backend-1' });
    services.auth.start();
    renderRoutes(createRoutes(services), services, '/profile/checklists');
    expect(await screen.findByText('No checklist')).toBeInTheDocument();
    expect(testCampus.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('draws the progress circle with radius 30 on phones (up to 768 px), and days left in the singular for 1', async () => {
    window.innerWidth = 768;
    const services = newlyArrived();
    checklistCampus.checklists = [
      testChecklist(33, 'Last call', 1, {
        checklist_start_date: 'start_date',
        checklist_start_number: 4,
        checklist_end_date: 'start_date',
        checklist_end_before_after: 'after',
        checklist_end_number: 5,
      }),
    ];
    renderApp('/profile/checklists', services);
    const circle = await screen.findByRole('img', { name: 'Tasks done: 0 of 1' });
    // Radius 30 and its 6 px stroke: 72 px wide.
    expect(circle).toHaveAttribute('width', '72');
    expect(screen.getByText('1 day left')).toBeInTheDocument();
  });
});
