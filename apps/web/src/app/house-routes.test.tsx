import type { User } from '@campus/domain/user';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testEvent, testPost } from '../lib/testing/content-fixtures.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import {
  COMMITTEE_TAGS,
  HOUSES,
  houseCampus,
  testHousePage,
  testHouseTerm,
} from '../lib/testing/house-fixtures.ts';
import { testPerson } from '../lib/testing/people-fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

const BRAZIL = HOUSES.brazil.id;

/** A returning resident (users/me answers `user`) on `path` of the real route table. */
function renderSignedIn(path: string, user: User = testUser()) {
  testCampus.me = user;
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  const { router } = renderRoutes(createRoutes(services), services, path);
  return { router, services };
}

const main = async () => within(await screen.findByRole('main'));

function houseNews(count: number) {
  return Array.from({ length: count }, (_, index) =>
    testPost({
      id: 40 + index,
      slug: `brazil-news-${String(index + 1)}`,
      title: { rendered: `Brazil news ${String(index + 1)}` },
      'tax-house': [BRAZIL],
    }),
  );
}

function houseEvents(count: number) {
  return Array.from({ length: count }, (_, index) =>
    testEvent(
      { id: 140 + index, slug: `brazil-event-${String(index + 1)}`, 'tax-house': [BRAZIL] },
      { start: `2099-06-1${String(index)} 18:00:00`, end: `2099-06-1${String(index)} 20:00:00` },
    ),
  );
}

/** Four people of the Brazil house on its committee (one by a child tag), one of another house. */
function withCommittee() {
  testCampus.tags = [...testCampus.tags, COMMITTEE_TAGS.parent, COMMITTEE_TAGS.president];
  testCampus.people = [
    testPerson(31, 'Rita', 'Alves'),
    testPerson(32, 'Sergio', 'Braga'),
    testPerson(33, 'Teo', 'Cruz', { mobilephone: '06 11 22 33 44' }),
    testPerson(34, 'Ugo', 'Dias'),
    testPerson(35, 'Kenji', 'Sato', { user_house: [{ term_id: HOUSES.japan.id, name: 'Maison du Japon' }] }),
    testPerson(36, 'Nobody', 'Else'),
  ];
  testCampus.tagsOf = {
    31: [COMMITTEE_TAGS.president.id],
    32: [COMMITTEE_TAGS.parent.id],
    33: [COMMITTEE_TAGS.parent.id],
    34: [COMMITTEE_TAGS.parent.id],
    35: [COMMITTEE_TAGS.parent.id],
  };
}

describe('house hub (spec §2.6)', () => {
  it('shows on desktop the About, News (first 3) and Events (first 2) cards, each with See more', async () => {
    testCampus.posts = [...houseNews(4), testPost({ id: 90, slug: 'campus-news' })];
    testCampus.events = houseEvents(3);
    renderSignedIn('/house');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maison du Brésil' })).toBeInTheDocument();
    const about = await screen.findByRole('region', { name: 'About' });
    expect(
      await within(about).findByText('A house designed by Le Corbusier and Lúcio Costa.'),
    ).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/house/about');

    const news = screen.getByRole('region', { name: 'News' });
    await within(news).findByText('Brazil news 1');
    expect(within(news).getAllByTestId('news-card')).toHaveLength(3);
    expect(within(news).queryByText('Brazil news 4')).not.toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Brazil news 1' })).toHaveAttribute(
      'href',
      '/house/news/brazil-news-1',
    );
    expect(within(news).getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/house/news');

    const events = screen.getByRole('region', { name: 'Events' });
    await within(events).findByText('Event brazil-event-1');
    expect(within(events).getAllByTestId('event-card')).toHaveLength(2);
    expect(within(events).getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/house/events');

    // The house's own lists are asked of the server by house, not filtered here.
    const newsRequest = testCampus.requests.find(
      (request) => request.path === '/wp/v2/posts' && request.search.has('tax-house'),
    );
    expect(newsRequest?.search.get('tax-house')).toBe(String(BRAZIL));
  });

  it('has the tabs About, Services, News and Events', async () => {
    renderSignedIn('/house');
    const tabs = await screen.findByRole('navigation', { name: 'House pages' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/house/about'],
      ['Services', '/house/services'],
      ['News', '/house/news'],
      ['Events', '/house/events'],
    ]);
  });

  it('shows the mobile variant on phones: the tabs with the About content first, no cards', async () => {
    window.innerWidth = 600;
    renderSignedIn('/house');
    expect(await (await main()).findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect((await main()).getByRole('navigation', { name: 'House pages' })).toBeInTheDocument();
    expect(screen.queryByTestId('house-hub')).not.toBeInTheDocument();
    expect((await main()).queryByRole('link', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('marks About as the current tab where a phone shows its content on /house (issue #29)', async () => {
    window.innerWidth = 390;
    renderSignedIn('/house');
    const tabs = await (await main()).findByRole('navigation', { name: 'House pages' });
    expect(within(tabs).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/house/about');
  });

  it('keeps the mobile variant at 768 px, where the phone layout and its bottom bar are (issue #29)', async () => {
    window.innerWidth = 768;
    renderSignedIn('/house');
    expect(await (await main()).findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByTestId('house-hub')).not.toBeInTheDocument();
  });

  it('shows the desktop cards over 768 px', async () => {
    window.innerWidth = 769;
    renderSignedIn('/house');
    expect(await screen.findByTestId('house-hub')).toBeInTheDocument();
  });
});

describe('house about (spec §2.6)', () => {
  it('shows the contact text, a map button for the one location with a place, and the FAQ', async () => {
    renderSignedIn('/house/about');
    expect(await (await main()).findByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      'mailto:bresil@campus.example',
    );
    expect((await main()).getByRole('link', { name: 'Reception' })).toHaveAttribute(
      'href',
      '/pages/map/maison-du-bresil',
    );
    expect((await main()).getByRole('button', { name: 'When is the reception open?' })).toBeInTheDocument();
  });

  it('lists the sub-pages of the house (parent above 0), each opening at /house/{slug}', async () => {
    houseCampus.pages = [
      ...houseCampus.pages,
      testHousePage(590, BRAZIL, 501, {
        slug: 'pilotis',
        title: { rendered: 'The pilotis' },
        content: { rendered: '<p>Under the house.</p>' },
      }),
    ];
    const user = userEvent.setup();
    const { router } = renderSignedIn('/house/about');
    const more = await (await main()).findByRole('navigation', { name: 'More about the house' });
    await user.click(within(more).getByRole('link', { name: 'The pilotis' }));
    expect(await (await main()).findByRole('heading', { level: 2, name: 'The pilotis' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/house/pilotis');
    expect((await main()).getByText('Under the house.')).toBeInTheDocument();
  });

  it('shows the 404 content for a sub-page the house does not have', async () => {
    renderSignedIn('/house/nothing-here');
    expect(await (await main()).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists several locations, skipping one without place or url', async () => {
    houseCampus.pages = houseCampus.pages.map((page) =>
      page.id === 501
        ? {
            ...page,
            acf: {
              ...page.acf,
              locations: [
                { name: 'Reception', url: '', place: 'maison-du-bresil' },
                { name: 'Annex', url: 'https://maps.example/annex', place: '' },
                { name: 'Nowhere', url: '', place: '' },
              ],
            },
          }
        : page,
    );
    renderSignedIn('/house/about');
    const locations = await (await main()).findByRole('region', { name: 'Find us' });
    const links = within(within(locations).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pages/map/maison-du-bresil',
      'https://maps.example/annex',
    ]);
    expect((await main()).queryByText('Nowhere')).not.toBeInTheDocument();
  });

  it("shows 'My house committee': 3 members of the house, one opens the person modal", async () => {
    withCommittee();
    renderSignedIn('/house/about');
    const committee = await (await main()).findByRole('region', { name: 'My house committee' });
    await within(committee).findByText('Rita Alves');
    expect(within(committee).getAllByRole('listitem')).toHaveLength(3);
    expect(within(committee).queryByText('Kenji Sato')).not.toBeInTheDocument();

    await userEvent.click(within(committee).getByRole('button', { name: /Teo Cruz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Teo Cruz' });
    expect(within(dialog).getByRole('link', { name: 'Call 06 11 22 33 44' })).toHaveAttribute(
      'href',
      'tel:0611223344',
    );
    const asked = testCampus.requests.find(
      (request) => request.path === '/wp/v2/users' && request.search.has('filter[tax-house]'),
    );
    expect(asked?.search.get('filter[tax-tag]')).toBe(String(COMMITTEE_TAGS.parent.id));
    expect(asked?.search.get('filter[tax-house]')).toBe(String(BRAZIL));
    expect(asked?.search.get('per_page')).toBe('3');
    // §2.11 group see-all link: the users search filtered by the house and the committee tag.
    expect(within(committee).getByRole('link', { name: 'See the whole committee' })).toHaveAttribute(
      'href',
      `/search/users/h=${String(BRAZIL)}&t=${String(COMMITTEE_TAGS.parent.id)}`,
    );
  });

  it('has one landmark per name on /house/about, the sidebar showing the committee too (issue #34)', async () => {
    withCommittee();
    renderSignedIn('/house/about');
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    await within(sidebar).findByText('Rita Alves');
    await (await main()).findByText('Rita Alves');
    expect(screen.getAllByRole('region', { name: 'My house committee' })).toHaveLength(1);
  });

  it("has one h1 on /house/services, the house frame's: the services grid is titled below it (issue #34)", async () => {
    renderSignedIn('/house/services');
    await screen.findByRole('heading', { level: 2, name: 'Services' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows no committee group when no member is visible', async () => {
    renderSignedIn('/house/about');
    await (await main()).findByRole('heading', { name: 'Contact' });
    await waitFor(() => {
      expect(testCampus.requests.some((request) => request.path === '/wp/v2/tax-tag')).toBe(true);
    });
    expect(screen.queryByRole('region', { name: 'My house committee' })).not.toBeInTheDocument();
  });
});

describe('house news and events (spec §2.6)', () => {
  it('lists every house news with Go back to /house; a news opens in a modal that closes back to /house/news', async () => {
    testCampus.posts = [
      ...houseNews(4),
      testPost({ id: 90, slug: 'campus-news', title: { rendered: 'Campus' } }),
    ];
    const { router } = renderSignedIn('/house/news');
    await (await main()).findByText('Brazil news 4');
    expect((await main()).getAllByTestId('news-card')).toHaveLength(4);
    expect((await main()).queryByText('Campus')).not.toBeInTheDocument();
    expect((await main()).getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/house');

    await userEvent.click((await main()).getByRole('link', { name: 'Brazil news 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brazil news 2' });
    expect(router.state.location.pathname).toBe('/house/news/brazil-news-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/house/news');
    });
  });

  it('opens a house event from a deep link and closes to /house/events', async () => {
    testCampus.events = houseEvents(2);
    const { router } = renderSignedIn('/house/events/brazil-event-2');
    const dialog = await screen.findByRole('dialog', { name: 'Event brazil-event-2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/house/events');
    });
    expect(await (await main()).findByText('Event brazil-event-1')).toBeInTheDocument();
  });
});

describe('house switch (spec §2.6, §6)', () => {
  it('moves the chosen house first in user_house, and the house pages follow it', async () => {
    const user = testUser(
      {},
      {
        user_house: [
          { term_id: BRAZIL, name: 'Maison du Brésil' },
          { term_id: HOUSES.japan.id, name: 'Maison du Japon' },
        ],
      },
    );
    renderSignedIn('/house/about', user);
    await screen.findByRole('heading', { level: 1, name: 'Maison du Brésil' });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Current house' }),
      'Maison du Japon',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Maison du Japon' })).toBeInTheDocument();
    const save = testCampus.requests.find((request) => request.method === 'PUT');
    expect(save?.body).toEqual({ acf: { user_house: [HOUSES.japan.id, BRAZIL] } });
    expect(testCampus.me.acf.user_house.map((house) => house.term_id)).toEqual([HOUSES.japan.id, BRAZIL]);
  });

  it('is not offered to a person with one house', async () => {
    renderSignedIn('/house');
    await screen.findByRole('heading', { level: 1, name: 'Maison du Brésil' });
    expect(screen.queryByRole('combobox', { name: 'Current house' })).not.toBeInTheDocument();
  });

  it('shows the campus main house to a person without a house', async () => {
    renderSignedIn('/house/about', testUser({}, { user_house: [] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison internationale' }),
    ).toBeInTheDocument();
  });
});

describe('sidebar house blocks (spec §2.3)', () => {
  it('shows the house main card with name, address lines and links, and the committee group', async () => {
    withCommittee();
    renderSignedIn('/news');
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    const card = await within(sidebar).findByRole('region', { name: 'My house' });
    expect(within(card).getByRole('link', { name: 'Maison du Brésil' })).toHaveAttribute('href', '/house');
    await within(card).findByText('7L boulevard Jourdan');
    expect(within(card).getByText('75014 Paris')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/maisondubresil',
    );
    // A group of the sidebar, not a landmark of its own: the sidebar is one ('My account').
    const committee = await within(sidebar).findByRole('group', { name: 'My house committee' });
    await within(committee).findByText('Rita Alves');
    expect(within(committee).getAllByRole('listitem')).toHaveLength(3);
    expect(within(sidebar).queryByRole('region', { name: 'My house committee' })).not.toBeInTheDocument();
  });

  /** The Brazil house with its names per language, in its term and in the person's user_house. */
  function withBrazilLabels(locale: 'en_US' | 'fr_FR') {
    const labelled = testHouseTerm(BRAZIL, 'Maison du Brésil', false, 'Brazil House');
    houseCampus.terms = houseCampus.terms.map((term) => (term.id === BRAZIL ? labelled : term));
    return testUser(
      { locale },
      { locale, user_house: [{ term_id: BRAZIL, name: 'Maison du Brésil', label: labelled.acf.label }] },
    );
  }

  const houseNames = async () => {
    const header = await screen.findByRole('heading', { level: 1 });
    const sidebar = await screen.findByRole('complementary', { name: /My account|Mon compte/ });
    const card = await within(sidebar).findByRole('region', { name: /My house|Ma maison/ });
    return { header: header.textContent, card: within(card).getAllByRole('link')[0]?.textContent };
  };

  it("names the house alike in the house header and the sidebar card, in the reader's language (issue #29)", async () => {
    renderSignedIn('/house', withBrazilLabels('en_US'));
    await waitFor(async () => {
      expect(await houseNames()).toEqual({ header: 'Brazil House', card: 'Brazil House' });
    });
  });

  it('names the house in French, header and sidebar alike, for a French reader (issue #29)', async () => {
    renderSignedIn('/house', withBrazilLabels('fr_FR'));
    await waitFor(async () => {
      expect(await houseNames()).toEqual({ header: 'Maison du Brésil', card: 'Maison du Brésil' });
    });
    expect(screen.queryByText('Brazil House')).not.toBeInTheDocument();
  });

  it('renames the house in the header and the sidebar when the language changes, without a reload (issue #29)', async () => {
    const { services } = renderSignedIn('/house', withBrazilLabels('en_US'));
    await waitFor(async () => {
      expect(await houseNames()).toEqual({ header: 'Brazil House', card: 'Brazil House' });
    });
    // What the settings' language choice does first: the screen switches at once.
    await act(() => services.i18n.changeLanguage('fr'));
    await waitFor(async () => {
      expect(await houseNames()).toEqual({ header: 'Maison du Brésil', card: 'Maison du Brésil' });
    });
  });

  it("names a house saved without labels by its name, not by its page's translated title", async () => {
    const mainPage = houseCampus.pages.find((page) => page.id === 501)!;
    mainPage.title = { rendered: 'Brazil House' };
    renderSignedIn('/house');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maison du Brésil' })).toBeInTheDocument();
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    const card = await within(sidebar).findByRole('region', { name: 'My house' });
    expect(within(card).getByRole('link', { name: 'Maison du Brésil' })).toBeInTheDocument();
    expect(screen.queryByText('Brazil House')).not.toBeInTheDocument();
  });

  it("shows the campus's social links in the left column", async () => {
    renderSignedIn('/news');
    const social = await screen.findByRole('list', { name: 'The campus on social networks' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://www.facebook.com/campus', 'https://www.instagram.com/campus']);
    expect(within(social).getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeInTheDocument();
  });
});
