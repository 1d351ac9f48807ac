import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../lib/testing/msw-server.ts';
import { testPerson, testRelation } from '../../lib/testing/people-fixtures.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { DirectoryPage } from './directory-page.tsx';

/** The screen as the route guard shows it: once users/me has answered. */
async function renderDirectory(path = '/directory/all') {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  return renderRoutes(
    [
      { path: '/directory', element: <DirectoryPage /> },
      { path: '/directory/:slug', element: <DirectoryPage /> },
    ],
    services,
    path,
  );
}

const peopleRequests = () => testCampus.requests.filter((request) => request.path === '/wp/v2/users');
/** The names on the result cards, in order: each card also shows a house and the relation status. */
const cardNames = () => {
  const memberNames = new Set(testCampus.people.map((person) => person.name));
  return within(screen.getByRole('list', { name: /^(All members|My contacts)$/ }))
    .getAllByRole('button')
    .map((card) => within(card).getByText((text) => memberNames.has(text)).textContent);
};

describe('directory (spec §2.9)', () => {
  it('lists the members the viewer may find, with their house', async () => {
    await renderDirectory();
    expect(await screen.findByText('Bruno Costa')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Bruno Costa', 'Chloé Durand', 'Dan Ek']);
    expect(screen.getAllByText('Maison du Brésil')).toHaveLength(3);
  });

  it('narrows the list to a tag chosen in the filter panel and counts the active filter', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await screen.findByText('Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Establishment' }));
    await user.click(screen.getByRole('radio', { name: 'Sorbonne' }));
    await waitFor(() => {
      expect(cardNames()).toEqual(['Bruno Costa']);
    });
    expect(screen.getByLabelText('1 active filters')).toBeInTheDocument();
    expect(peopleRequests().at(-1)?.search.get('filter[tax-tag]')).toBe('201');
  });

  it('places the focus in each filter panel view it replaces: the values, then back on the group (issue #34)', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await screen.findByText('Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Establishment' }));
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Sorbonne' }));
    expect(await screen.findByRole('button', { name: /^Establishment/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Establishment/ }));
    expect(screen.getByRole('radio', { name: 'Sorbonne' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to the groups' }));
    expect(screen.getByRole('button', { name: /^Establishment/ })).toHaveFocus();
  });

  it('gives the focus back to the Filter button when the panel is closed by its close button (issue #34)', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await screen.findByText('Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Close the filters' }));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it("says 'No user filtered' when nobody matches the filters", async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await screen.findByText('Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Study year' }));
    await user.click(screen.getByRole('radio', { name: 'Master 1' }));
    expect(await screen.findByText('No user filtered')).toBeInTheDocument();
  });

  it('announces the count in one status that is there before it, not the whole list (issue #34)', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    const status = await screen.findByText('3 people found');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'All members' })).not.toHaveAttribute('aria-live');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Study year' }));
    await user.click(screen.getByRole('radio', { name: 'Master 1' }));
    // The same live region, its text changed: what screen readers announce.
    await waitFor(() => {
      expect(status).toHaveTextContent('No one found');
    });
  });

  it('clears every filter with Reset and lists everyone again', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await screen.findByText('Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Discipline' }));
    await user.click(screen.getByRole('radio', { name: 'Physics' }));
    await waitFor(() => {
      expect(cardNames()).toEqual(['Chloé Durand']);
    });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(cardNames()).toHaveLength(3);
    });
    expect(screen.queryByLabelText(/active filters/)).not.toBeInTheDocument();
  });

  it('loads the next page with Show more, and offers no more once all are listed', async () => {
    const user = userEvent.setup();
    testCampus.people = Array.from({ length: 105 }, (_, index) =>
      testPerson(1000 + index, `Person${String(index).padStart(3, '0')}`, 'Test'),
    );
    await renderDirectory();
    await screen.findByText('Person000 Test');
    expect(cardNames()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => {
      expect(cardNames()).toHaveLength(105);
    });
    expect(peopleRequests().map((request) => request.search.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('opens on the contacts the viewer has a relation with (spec §2.9), all members one link away', async () => {
    const user = userEvent.setup();
    const [bruno] = testCampus.people;
    testCampus.relations = [testRelation(1, 7, bruno!.id, 'accepted', bruno!)];
    const { router } = await renderDirectory('/directory');
    expect(await screen.findByRole('list', { name: 'My contacts' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Bruno Costa']);
    expect(screen.getByRole('link', { name: 'My contacts' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'All members' }));
    expect(await screen.findByRole('list', { name: 'All members' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/directory/all');
    expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the accepted and requested contacts under My contacts, not the refused ones (§4 friends list)', async () => {
    const [bruno, chloe, dan] = testCampus.people;
    testCampus.relations = [
      testRelation(1, 7, 22, 'accepted', chloe!),
      testRelation(2, 7, 21, 'requested', bruno!),
      testRelation(3, 23, 7, 'refused', dan!),
    ];
    await renderDirectory('/directory/contacts');
    await screen.findByText('Chloé Durand');
    expect(cardNames()).toEqual(['Bruno Costa', 'Chloé Durand']);
    expect(peopleRequests().at(-1)?.search.get('include')).toBe('22,21');
  });

  it('announces requests waiting for the viewer with a link to the requests page', async () => {
    testCampus.relations = [testRelation(3, 21, 7, 'requested', testCampus.people[0]!)];
    await renderDirectory();
    expect(await screen.findByRole('link', { name: '1 contact request is waiting for you' })).toHaveAttribute(
      'href',
      '/friend-request',
    );
  });

  it("shows 'Error loading entries' with a retry when the members cannot be loaded", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/wp-json/wp/v2/users',
        () => HttpResponse.json({ code: 'x', message: 'x', data: { status: 404 } }, { status: 404 }),
        { once: true },
      ),
    );
    await renderDirectory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading entries');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bruno Costa')).toBeInTheDocument();
  });
});
