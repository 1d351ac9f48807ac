import type { Place } from '@campus/domain/place';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointHandler } from '../lib/testing/endpoint-handler.ts';
import { testPlace } from '../lib/testing/map-fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import {
  SLUG_TAKEN,
  staffCampus,
  testCampusEditor,
  testHouseEditor,
  testStaffItem,
} from '../lib/testing/staff-fixtures.ts';
import { renderApp } from './testing/render-app.tsx';

const WIDTH = window.innerWidth;
afterEach(() => {
  window.innerWidth = WIDTH;
});

describe('the editing layout (issue #33: room to write)', () => {
  it('gives the editor the whole window on a wide screen: no residents’ navigation, the way back, both languages side by side', async () => {
    window.innerWidth = 1280;
    staffCampus.me = testHouseEditor();
    renderApp('/staff/items/post/new');
    expect(await screen.findByRole('group', { name: 'French' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'English' })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // The residents' navigation and the console's own give way to a slim bar with the way back.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the items/ })).toHaveAttribute('href', '/staff/items');
  });

  it('keeps the residents’ navigation and the console’s on the items list', async () => {
    window.innerWidth = 1280;
    staffCampus.me = testHouseEditor();
    renderApp('/staff/items');
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff console' })).toBeInTheDocument();
  });

  it('shows the languages as tabs on a phone, switched with the arrow keys, Home and End, and no bottom bar', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    renderApp('/staff/items/post/new');
    const tabs = await screen.findByRole('tablist', { name: 'Language of the text' });
    const english = within(tabs).getByRole('tab', { name: 'English' });
    const french = within(tabs).getByRole('tab', { name: 'French' });
    // The console's language first: its panel shown, the other one hidden but kept as typed.
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'English' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'French' })).not.toBeInTheDocument();
    expect(french).toHaveAttribute('tabindex', '-1');

    english.focus();
    await user.keyboard('{ArrowRight}');
    expect(french).toHaveFocus();
    expect(french).toHaveAttribute('aria-selected', 'true');
    expect(english).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'French' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'French' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(english).toHaveFocus();
    // French comes first, English last.
    await user.keyboard('{Home}');
    expect(french).toHaveFocus();
    await user.keyboard('{End}');
    expect(english).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(french).toHaveAttribute('aria-selected', 'true');

    // What was typed in one tab is still there after a visit to the other.
    const title = within(screen.getByRole('group', { name: 'French' })).getByRole('textbox', {
      name: 'Title',
    });
    await user.type(title, 'Soirée');
    await user.click(english);
    await user.click(french);
    expect(title).toHaveValue('Soirée');
    // No residents' bottom bar to cover the actions.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('brings forward the hidden language a refusal names, marks its tab and focuses the field', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('10')];
    staffCampus.saveRefusal = SLUG_TAKEN;
    renderApp('/staff/items/post/10');
    const tabs = await screen.findByRole('tablist', { name: 'Language of the text' });
    expect(within(tabs).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const englishTitle = within(screen.getByRole('group', { name: 'English' })).getByRole('textbox', {
      name: 'Title',
    });
    await user.type(englishTitle, ' changed');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const french = await within(tabs).findByRole('tab', { name: 'French (fields to check)' });
    expect(french).toHaveAttribute('aria-selected', 'true');
    const address = within(screen.getByRole('group', { name: 'French' })).getByRole('textbox', {
      name: /Address/,
    });
    expect(address).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => {
      expect(address).toHaveFocus();
    });
    expect(within(tabs).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'false');
  });
});

/** The campus map in each language; a place's id in one language names its translation in the other. */
const PLACES: Record<'fr' | 'en', Place[]> = {
  fr: [
    { ...testPlace(21, 'Maison du Brésil', null), lang: 'fr' },
    { ...testPlace(22, 'Théâtre de la Cité', null), lang: 'fr' },
    { ...testPlace(23, 'Restaurant universitaire', null), lang: 'fr' },
  ],
  en: [
    testPlace(31, 'Brazil House', null),
    testPlace(32, 'Cité Theatre', null),
    testPlace(33, 'Canteen', null),
  ],
};
const TRANSLATION: Readonly<Record<number, number>> = { 21: 31, 22: 32, 23: 33, 31: 21, 32: 22, 33: 23 };

function placesHandler() {
  return endpointHandler('GET /wp/v2/places', ({ request }) => {
    const url = new URL(request.url);
    const language = url.searchParams.get('wpml_language') === 'fr' ? 'fr' : 'en';
    const include = url.searchParams.get('include')?.split(',').map(Number) ?? null;
    const answered =
      include === null
        ? PLACES[language]
        : PLACES[language].filter((place) =>
            include.some((id) => id === place.id || TRANSLATION[id] === place.id),
          );
    return HttpResponse.json(answered, {
      headers: { 'X-WP-Total': String(answered.length), 'X-WP-TotalPages': '1' },
    });
  });
}

describe('a place from the campus map for an event location (issue #33)', () => {
  it('filters the places as typed, accents aside, and fills the location in both languages from the keyboard', async () => {
    window.innerWidth = 1280;
    const user = userEvent.setup();
    server.use(placesHandler());
    staffCampus.me = testCampusEditor();
    renderApp('/staff/items/event/new');
    const french = await screen.findByRole('group', { name: 'French' });
    await user.click(within(french).getByRole('button', { name: 'Add a location' }));
    await user.click(within(french).getByRole('button', { name: 'Choose location 1 from the campus map' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose a place from the campus map' });
    expect(await within(dialog).findByRole('button', { name: 'Maison du Brésil' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    // "theatre cite" finds "Théâtre de la Cité": no accents, any case, the words in any order.
    const search = within(dialog).getByRole('searchbox', { name: 'Search the places' });
    // It opens on its search box: typing comes first.
    expect(search).toHaveFocus();
    await user.type(search, 'cite theatre');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 place');
    await user.clear(search);
    await user.type(search, 'BRESIL');
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Maison du Brésil' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(french).getByRole('textbox', { name: 'Location 1: name' })).toHaveValue('Maison du Brésil');
    expect(within(french).getByText('Location 1 links to its place on the campus map.')).toBeInTheDocument();
    // The English column gets the same place, under its English name.
    const english = screen.getByRole('group', { name: 'English' });
    expect(within(english).getByRole('textbox', { name: 'Location 1: name' })).toHaveValue('Brazil House');
    expect(within(english).getByText('Location 1 links to its place on the campus map.')).toBeInTheDocument();
    // The focus is back on the button that opened the picker.
    expect(
      within(french).getByRole('button', { name: 'Choose location 1 from the campus map' }),
    ).toHaveFocus();

    await user.click(within(english).getByRole('button', { name: 'Unlink location 1 from the map' }));
    expect(
      within(english).queryByText('Location 1 links to its place on the campus map.'),
    ).not.toBeInTheDocument();
    expect(within(english).getByRole('textbox', { name: 'Location 1: name' })).toHaveValue('Brazil House');
  });
});
