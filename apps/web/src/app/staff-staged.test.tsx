import type { StaffRevision } from '@campus/domain/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  staffCampus,
  testCampusEditor,
  testHouseEditor,
  testStaffItem,
} from '../lib/testing/staff-fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { FIRST_SCREEN, renderApp } from './testing/render-app.tsx';

/**
 * Issue #33, points 2 and 8, in the console: a change to a live item is "not yet live" until Update (or a
 * review), it can be discarded, and every saved version is listed, compared and restored. Drawn by the
 * app's own routes against the staff API's test handlers (GET /staff/items/{type}/{group}, its transitions
 * and its revisions).
 */

const CAN_EVERYTHING = { edit: true, approve: true, publish: true };
const STAGED = {
  state: 'draft',
  modified: '2026-11-27T09:30:00',
  author: { username: 'paul.durand', display_name: 'Paul Durand' },
  review_note: '',
} as const;

const transitions = () =>
  testCampus.requests
    .filter((request) => request.path.endsWith('/transitions'))
    .map((request) => (request.body as { action: string }).action);

function revision(id: number, title: string, extra: Partial<StaffRevision> = {}) {
  return {
    group: '30',
    id,
    date: `2026-11-2${String(id)}T10:00:00`,
    author: { username: 'chloe.moreau', display_name: 'Chloé Moreau' },
    kind: 'save',
    live: false,
    staged: false,
    content: {
      houses: [12],
      image: null,
      fr: { title, content: `<p>${title} texte</p>`, excerpt: '', faq: [] },
    },
    ...extra,
  } satisfies StaffRevision & { group: string };
}

describe('changes to live items and versions in the console (issue #33)', () => {
  it('says a change is not yet live, by whom and when, and puts it live with Update, the focus on the result', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [testStaffItem('30', { status: 'publish', can: CAN_EVERYTHING, staged: STAGED })];
    renderApp('/staff/items/post/30');
    const notice = await screen.findByRole('note', {}, FIRST_SCREEN);
    expect(notice).toHaveTextContent('Changes not yet live.');
    expect(notice).toHaveTextContent('Saved by Paul Durand on 2026-11-27 09:30');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const done = await screen.findByText('Updated: residents now see this version.');
    expect(transitions()).toEqual(['update']);
    expect(screen.queryByText('Changes not yet live.')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
  });

  it('marks the live items with a change not yet live in the list, and lists those waiting for review under In review', async () => {
    staffCampus.me = testCampusEditor();
    staffCampus.items = [
      testStaffItem('30', { status: 'publish', can: CAN_EVERYTHING, staged: STAGED }),
      testStaffItem('31', {
        status: 'publish',
        can: CAN_EVERYTHING,
        staged: { ...STAGED, state: 'pending' },
      }),
      testStaffItem('32', { status: 'publish', can: CAN_EVERYTHING }),
    ];
    renderApp('/staff/items?status=pending');
    const table = await screen.findByRole('table', {}, FIRST_SCREEN);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Changes in review');
    expect(rows[0]).toHaveTextContent('Published');
  });

  it('asks before discarding a staged change, then shows the live version again', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    const live = testStaffItem('30', { status: 'publish', can: CAN_EVERYTHING });
    const changed = { title: 'Titre modifié', content: '<p>Bonjour</p>', excerpt: '', faq: [] };
    staffCampus.items = [
      testStaffItem('30', { status: 'publish', can: CAN_EVERYTHING, fr: changed, staged: STAGED }),
    ];
    staffCampus.live.set('30', live);
    renderApp('/staff/items/post/30');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }, FIRST_SCREEN));
    const confirm = screen.getByRole('button', { name: 'Discard the changes' });
    expect(confirm).toHaveFocus();
    expect(
      screen.getByText('Discard the changes not yet live? The published version stays as it is.'),
    ).toBeInTheDocument();
    // Keeping them closes the question, the focus back on the button that asked.
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveFocus();
    expect(transitions()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(screen.getByRole('button', { name: 'Discard the changes' }));
    const done = await screen.findByText('Changes discarded: back to the live version.');
    const french = screen.getByRole('group', { name: 'French' });
    expect(within(french).getByRole('textbox', { name: 'Title' })).toHaveValue('Titre 30');
    expect(transitions()).toEqual(['discard']);
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
  });

  it('makes a house editor with review submit her change to a live item, saved without publishing', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('31', { status: 'publish' })];
    renderApp('/staff/items/post/31');
    const french = await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), ' (horaires)');
    await user.click(screen.getByRole('button', { name: 'Save without publishing' }));
    expect(await screen.findByText('Saved. Residents still see the published version.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Changes not yet live.');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('note')).toHaveTextContent('waiting for review');
    expect(transitions()).toEqual(['submit']);
  });

  it('lists the versions with who and when, compares two word by word, and restores one as unsaved changes', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [testStaffItem('30', { status: 'publish', can: CAN_EVERYTHING })];
    staffCampus.revisions = [
      revision(3, 'Ciné-club du jeudi', { live: true, kind: 'update' }),
      revision(2, 'Ciné-club', { author: { username: 'paul.durand', display_name: 'Paul Durand' } }),
      revision(1, 'Cinéma', { kind: 'create' }),
    ];
    renderApp('/staff/items/post/30');
    const versions = await screen.findByRole('region', { name: 'Versions' }, FIRST_SCREEN);
    const newest = await within(versions).findByRole('checkbox', { name: /2026-11-23 10:00 · Chloé Moreau/ });
    expect(newest).toHaveAccessibleName('2026-11-23 10:00 · Chloé Moreau · put live · Live');
    const middle = within(versions).getByRole('checkbox', { name: /2026-11-22 10:00 · Paul Durand/ });
    const compare = within(versions).getByRole('button', { name: 'Compare the two ticked versions' });
    expect(compare).toBeDisabled();
    await user.click(newest);
    await user.click(middle);
    // Two at a time.
    expect(within(versions).getByRole('checkbox', { name: /2026-11-21/ })).toBeDisabled();
    await user.click(compare);
    const heading = await within(versions).findByRole('heading', {
      name: 'From the version of 2026-11-22 10:00 to that of 2026-11-23 10:00',
    });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    const title = within(versions).getByRole('region', { name: 'Title (French)' });
    expect(within(title).getByRole('insertion')).toHaveTextContent('added: du jeudi');
    expect(within(versions).getByRole('heading', { name: 'Text (French)' })).toBeInTheDocument();
    expect(testCampus.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        '/portal/v1/staff/items/post/30/revisions/3',
        '/portal/v1/staff/items/post/30/revisions/2',
      ]),
    );

    await user.click(
      within(versions).getByRole('button', {
        name: 'Restore this version of 2026-11-21 10:00 by Chloé Moreau, created',
      }),
    );
    const done = await screen.findByText(
      'The version of 2026-11-21 10:00 is in the editor: save to keep it.',
    );
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
    const french = screen.getByRole('group', { name: 'French' });
    expect(within(french).getByRole('textbox', { name: 'Title' })).toHaveValue('Cinéma');
    // Not saved until the editor saves it.
    expect(testCampus.requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save without publishing' }));
    await screen.findByText('Saved. Residents still see the published version.');
    const put = testCampus.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ fr: { title: 'Cinéma' } });
  });

  it('shows more versions when asked, a page at a time', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [testStaffItem('30', { can: CAN_EVERYTHING })];
    staffCampus.revisions = Array.from({ length: 12 }, (_, index) =>
      revision(12 - index, `Version ${String(12 - index)}`, {
        date: `2026-11-10T10:${String(10 + 12 - index)}:00`,
      }),
    );
    renderApp('/staff/items/post/30');
    const versions = await screen.findByRole('region', { name: 'Versions' }, FIRST_SCREEN);
    await within(versions).findByRole('checkbox', { name: /10:22/ });
    expect(within(versions).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(versions).getByRole('button', { name: 'Show more versions' }));
    await waitFor(() => {
      expect(within(versions).getAllByRole('checkbox')).toHaveLength(12);
    });
    expect(within(versions).queryByRole('button', { name: 'Show more versions' })).not.toBeInTheDocument();
  });
});
