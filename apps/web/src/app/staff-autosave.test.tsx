import { AUTOSAVE_DELAY_MS } from '@campus/domain/staff-autosave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { autosaveKey } from '../features/staff/autosave-store.ts';
import { staffCampus, testHouseEditor, testStaffItem } from '../lib/testing/staff-fixtures.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { FIRST_SCREEN, renderApp } from './testing/render-app.tsx';

/**
 * Issue #33, point 8, in the console (ADR 034): unsaved changes are kept a few seconds after typing stops,
 * in the person's slot on the server (PUT …/autosave, not a save), or in the browser for a new item; as the
 * item opens again, they are offered back: restored as unsaved changes, or discarded (DELETE …/autosave).
 * Drawn by the app's own routes against the staff API's test handlers, which name these endpoints' keys.
 */

function renderIn(path: string, language: 'en' | 'fr' = 'en') {
  if (language === 'fr') testCampus.me = testUser({ locale: 'fr_FR' }, { locale: 'fr_FR' });
  return renderApp(path, { language });
}

/** Past the quiet an autosave waits for, with room for the request. */
const AFTER_AUTOSAVE = { timeout: AUTOSAVE_DELAY_MS + 3000 };

/** The quiet line near the actions, not its live region (which a screen reader hears). */
const STATUS_LINE = { selector: 'p:not([aria-live])' };
async function statusLineSays(text: string | RegExp) {
  expect(await screen.findByText(text, STATUS_LINE, AFTER_AUTOSAVE)).toBeInTheDocument();
}

const requestsTo = (method: string, path: string) =>
  testCampus.requests.filter((request) => request.method === method && request.path.endsWith(path));

describe('autosave in the console (issue #33)', () => {
  it('keeps the changes on the server a few seconds after typing stops, without saving the item', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('40')];
    renderIn('/staff/items/post/40');
    const french = await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), ' modifié');
    // Not while typing…
    expect(requestsTo('PUT', '/staff/items/post/40/autosave')).toHaveLength(0);
    // …but once typing stopped.
    await statusLineSays('Draft kept at 14:32');
    // Announced once, as the state changed.
    expect(screen.getByText('Draft kept at 14:32', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    const kept = requestsTo('PUT', '/staff/items/post/40/autosave');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.body).toMatchObject({ fr: { title: 'Titre 40 modifié' } });
    // No save: no revision, the item unchanged.
    expect(requestsTo('PUT', '/staff/items/post/40')).toHaveLength(0);
    expect(staffCampus.items[0]?.fr?.title).toBe('Titre 40');
    // Saving empties the slot (the server does it) and the line.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(staffCampus.autosaves.has('40')).toBe(false);
    expect(screen.queryByText(/Draft kept/, STATUS_LINE)).not.toBeInTheDocument();
  });

  it('offers the changes kept as the item opens, restores them as unsaved changes, the focus on the result', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('41')];
    staffCampus.autosaves.set('41', {
      content: {
        houses: [12],
        image: null,
        fr: { title: 'Titre 41 retrouvé', content: '<p>Texte tapé avant la panne</p>', excerpt: '', faq: [] },
        en: { title: 'Title 41', content: '<p>Hello</p>', excerpt: '', faq: [] },
      },
      date: '2026-11-27T14:32:05',
    });
    renderIn('/staff/items/post/41');
    const notice = await screen.findByRole('region', { name: /changes that were not saved/ }, FIRST_SCREEN);
    expect(notice).toHaveTextContent('You have changes that were not saved, from 27 November at 14:32.');
    // The screen just opened: the message is read first.
    expect(within(notice).getByText(/changes that were not saved/)).toHaveFocus();
    const french = screen.getByRole('group', { name: 'French' });
    expect(within(french).getByRole('textbox', { name: 'Title' })).toHaveValue('Titre 41');

    await user.click(within(notice).getByRole('button', { name: 'Restore them' }));
    expect(within(french).getByRole('textbox', { name: 'Title' })).toHaveValue('Titre 41 retrouvé');
    expect(screen.queryByRole('region', { name: /changes that were not saved/ })).not.toBeInTheDocument();
    const done = screen.getByText('Unsaved changes restored: save to keep them.');
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
    // Unsaved changes: the save sends them.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved.');
    expect(requestsTo('PUT', '/staff/items/post/41')[0]?.body).toMatchObject({
      fr: { title: 'Titre 41 retrouvé', content: '<p>Texte tapé avant la panne</p>' },
    });
  });

  it('discards the changes kept: the slot is deleted and the item stays as saved', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('42')];
    staffCampus.autosaves.set('42', {
      content: { houses: [12], image: null, fr: { title: 'Brouillon perdu', content: '', faq: [] } },
      date: '2026-11-27T09:05:00',
    });
    renderIn('/staff/items/post/42', 'fr');
    const notice = await screen.findByRole('region', { name: /n’ont pas été enregistrées/ }, FIRST_SCREEN);
    expect(notice).toHaveTextContent(
      'Des modifications n’ont pas été enregistrées (le 27 novembre à 09 h 05).',
    );
    await user.click(within(notice).getByRole('button', { name: 'Les abandonner' }));
    await waitFor(() => {
      expect(requestsTo('DELETE', '/staff/items/post/42/autosave')).toHaveLength(1);
    });
    expect(staffCampus.autosaves.has('42')).toBe(false);
    expect(screen.getByText('Modifications non enregistrées abandonnées.')).toHaveFocus();
    const french = screen.getByRole('group', { name: 'Français' });
    expect(within(french).getByRole('textbox', { name: 'Titre' })).toHaveValue('Titre 42');
  });

  it('offers nothing when the changes kept are what is saved', async () => {
    staffCampus.me = testHouseEditor();
    const item = testStaffItem('43');
    staffCampus.items = [item];
    staffCampus.autosaves.set('43', {
      content: { houses: item.houses, image: null, en: item.en, fr: item.fr },
      date: '2026-11-27T09:05:00',
    });
    renderIn('/staff/items/post/43');
    await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    await waitFor(() => {
      expect(requestsTo('GET', '/staff/items/post/43/autosave')).toHaveLength(1);
    });
    expect(screen.queryByRole('region', { name: /changes that were not saved/ })).not.toBeInTheDocument();
  });

  it('keeps a new item in this browser, and offers it when "new" opens again', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    const view = renderIn('/staff/items/post/new');
    const french = await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), 'Soirée brésilienne');
    await statusLineSays(/^Draft kept on this device at \d{2}:\d{2}$/);
    // Nothing sent: the item has no address on the server yet.
    expect(testCampus.requests.filter((request) => request.path.includes('/autosave'))).toHaveLength(0);
    const stored = window.localStorage.getItem(autosaveKey('chloe.moreau', 'post', null));
    expect(stored).toContain('Soirée brésilienne');
    view.unmount();

    renderIn('/staff/items/post/new');
    const notice = await screen.findByRole('region', { name: /changes that were not saved/ }, FIRST_SCREEN);
    await user.click(within(notice).getByRole('button', { name: 'Restore them' }));
    const again = screen.getByRole('group', { name: 'French' });
    expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('Soirée brésilienne');
    // Saved: the browser's copy goes.
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Sent for review.')).toBeInTheDocument();
    expect(window.localStorage.getItem(autosaveKey('chloe.moreau', 'post', null))).toBeNull();
  });

  it('falls back to this browser when the server cannot keep the changes, and says so', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('44', { can: { edit: true, approve: false, publish: false } })];
    renderIn('/staff/items/post/44');
    const french = await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    // The server now refuses (the person's rights were taken away meanwhile, say).
    staffCampus.items = [testStaffItem('44', { can: { edit: false, approve: false, publish: false } })];
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), ' hors ligne');
    await statusLineSays(/^Draft kept on this device at \d{2}:\d{2}$/);
    expect(window.localStorage.getItem(autosaveKey('chloe.moreau', 'post', '44'))).toContain('hors ligne');
  });
});
