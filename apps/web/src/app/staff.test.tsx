import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  STAFF_HOUSES,
  SLUG_TAKEN,
  staffCampus,
  testCampusEditor,
  testHouseEditor,
  testStaffItem,
  testStaffNotification,
} from '../lib/testing/staff-fixtures.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { HOUSES } from '../lib/testing/house-fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import * as saveFile from '../lib/save-file.ts';
import { renderApp } from './testing/render-app.tsx';

/** jsdom's Blob has no text(): read it as a browser would with FileReader. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.readAsText(blob);
  });
}

const requestsTo = (method: string, path: string) =>
  testCampus.requests.filter((request) => request.method === method && request.path.endsWith(path));

describe('staff console access (issue #18)', () => {
  it('shows a clear "no access" screen to a person without a staff role (GET /staff/me answers 403)', async () => {
    renderApp('/staff/items');
    expect(
      await screen.findByRole('heading', { name: 'No access to the staff console' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the news' })).toHaveAttribute('href', '/news');
  });

  it('offers the console in the profile hub to staff only, from the roles users/me lists', async () => {
    testCampus.me = testUser({ roles: ['house-editor'] });
    staffCampus.me = testHouseEditor();
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: /Staff console/ })).toHaveAttribute('href', '/staff');
  });

  it('shows no console entry in the profile hub to a resident, and never asks GET /staff/me (no 403)', async () => {
    renderApp('/profile');
    // The hub draws its rows once users/me has answered, so the entry is decided by now.
    await screen.findAllByRole('link', { name: /Settings/ });
    expect(screen.queryByRole('link', { name: /Staff console/ })).not.toBeInTheDocument();
    expect(requestsTo('GET', '/staff/me')).toHaveLength(0);
  });

  it('shows Roles and Audit in the nav to a campus editor and administrator only', async () => {
    staffCampus.me = testHouseEditor();
    renderApp('/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Items' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
  });
});

describe('staff item list (issue #18)', () => {
  it('keeps its filters in the URL and sends them to GET /staff/items, back on page 1', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [
      testStaffItem('a', { status: 'pending' }),
      testStaffItem('b', { type: 'event', status: 'publish' }),
    ];
    const { router } = renderApp('/staff/items?page=2');
    await screen.findByRole('heading', { name: 'Items' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=pending');
    });
    // The screen shows the filter before the next one is chosen, as a person sees it.
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'post');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=pending&type=post');
    });
    await waitFor(() => {
      const last = requestsTo('GET', '/staff/items').at(-1);
      expect(last?.search.get('type')).toBe('post');
      expect(last?.search.get('status')).toBe('pending');
      expect(last?.search.get('page')).toBe('1');
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Title a' })).toBeInTheDocument();
    expect(within(table).queryByText('Title b')).not.toBeInTheDocument();
    expect(within(table).getByText('In review')).toBeInTheDocument();
  });

  it('lists only what a house editor may change until asked to show everything (issue #33)', async () => {
    staffCampus.me = testHouseEditor();
    staffCampus.items = [
      testStaffItem('mine'),
      testStaffItem('other', { can: { edit: false, approve: false, publish: false } }),
    ];
    const { router } = renderApp('/staff/items');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Title mine' })).toBeInTheDocument();
    expect(within(table).queryByText('Title other')).not.toBeInTheDocument();
    expect(requestsTo('GET', '/staff/items').at(-1)?.search.get('editable')).toBe('true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Also show the items I cannot change' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?all=1');
    });
    // Listed too, and opened read-only with the reason rather than not at all.
    expect(await screen.findByRole('link', { name: 'Title other' })).toHaveAttribute(
      'href',
      '/staff/items/post/other',
    );
    expect(requestsTo('GET', '/staff/items').at(-1)?.search.has('editable')).toBe(false);
  });

  it('shows a rejected item as such, with the reviewer’s note, and its author (issue #33)', async () => {
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('sent-back', { review_note: 'Il manque la date.' })];
    renderApp('/staff/items');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('Reviewer’s note: Il manque la date.')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Chloé Moreau' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Rejected' })).toBeInTheDocument();
  });
});

describe('staff item edit screen (issue #18)', () => {
  it('offers the actions the server allows: a house editor submits, a campus editor approves or rejects', async () => {
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('7')];
    const { unmount } = renderApp('/staff/items/post/7');
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    unmount();

    staffCampus.me = testCampusEditor();
    staffCampus.items = [
      testStaffItem('7', { status: 'pending', can: { edit: true, approve: true, publish: true } }),
    ];
    renderApp('/staff/items/post/7');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('shows an item the caller may not edit without a button or a toolbar to change it', async () => {
    staffCampus.me = testHouseEditor();
    staffCampus.items = [
      testStaffItem('11', {
        status: 'publish',
        houses: [HOUSES.japan.id],
        can: { edit: false, approve: false, publish: false },
      }),
    ];
    renderApp('/staff/items/post/11');
    // It says it is read-only, and why: the item belongs to a house the editor does not edit.
    expect(await screen.findByRole('heading', { name: 'News item (read only)' })).toBeInTheDocument();
    expect(
      await screen.findByText(/house you do not edit \(Maison du Japon\): only its editors/),
    ).toBeInTheDocument();
    const french = await screen.findByRole('group', { name: 'French' });
    expect(within(french).getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('offers a new item the buttons of the role from the first screen (issue #33): Publish without review, Submit with it', async () => {
    // A house editor of a house without review publishes and schedules, and is never sent to review.
    staffCampus.me = testHouseEditor({ username: 'mehdi.benali', houses: [STAFF_HOUSES.deutsch] });
    const view = renderApp('/staff/items/event/new');
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    view.unmount();

    // A campus editor publishes their own item: no review of themselves.
    staffCampus.me = testCampusEditor();
    const utils = renderApp('/staff/items/post/new');
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    utils.unmount();

    // A house editor of two houses, one with review: the buttons follow the houses ticked.
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor({ houses: [STAFF_HOUSES.bresil, STAFF_HOUSES.deutsch] });
    renderApp('/staff/items/post/new');
    expect(
      await screen.findByText('Tick at least one of your houses to save this item.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: STAFF_HOUSES.deutsch.name }));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Maison du Brésil/ }));
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('lets a house editor unpublish a live item of their house even when it needs review to publish', async () => {
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('12', { status: 'publish' })];
    renderApp('/staff/items/post/12');
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('writes a new item in French and English, saves it and submits it for review', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    const { router } = renderApp('/staff/items/post/new');
    const french = await screen.findByRole('group', { name: 'French' });
    const english = screen.getByRole('group', { name: 'English' });
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), 'Soirée brésilienne');
    await user.type(within(english).getByRole('textbox', { name: 'Title' }), 'Brazilian evening');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/staff/items/post/901');
    });
    const [created] = requestsTo('POST', '/staff/items/post');
    expect(created?.body).toMatchObject({
      houses: [12],
      fr: { title: 'Soirée brésilienne' },
      en: { title: 'Brazilian evening' },
    });
    expect(requestsTo('POST', '/staff/items/post/901/transitions')[0]?.body).toEqual({ action: 'submit' });
    expect(await screen.findByText('Sent for review.')).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
  });

  it('sends rich text limited to the §5 allow-list', async () => {
    staffCampus.me = testHouseEditor();
    staffCampus.items = [
      testStaffItem('8', {
        fr: {
          title: 'Titre',
          content:
            '<h2>Programme</h2><p><strong>Gras</strong> <s>barré</s> <a href="javascript:alert(1)">x</a> <a href="https://campus.example/a">lien</a></p><script>alert(1)</script>',
          faq: [],
        },
      }),
    ];
    const user = userEvent.setup();
    renderApp('/staff/items/post/8');
    const french = await screen.findByRole('group', { name: 'French' });
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), ' 2');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => {
      expect(requestsTo('PUT', '/staff/items/post/8')).toHaveLength(1);
    });
    const body = requestsTo('PUT', '/staff/items/post/8')[0]?.body as { fr: { content: string } };
    expect(body.fr.content).toContain('<h2>Programme</h2>');
    expect(body.fr.content).toContain('<strong>Gras</strong>');
    expect(body.fr.content).toContain('href="https://campus.example/a"');
    expect(body.fr.content).not.toMatch(/<s>|script|javascript:|target=/);
  });

  it('offers only the allow-listed formatting in the toolbar', async () => {
    staffCampus.me = testHouseEditor();
    renderApp('/staff/items/post/new');
    const toolbar = (await screen.findAllByRole('toolbar'))[0];
    if (toolbar === undefined) throw new Error('no toolbar');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Section heading',
      'Subsection heading',
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Image',
    ]);
  });

  it('refuses a link that is not http, https, mailto or tel', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    renderApp('/staff/items/post/new');
    const toolbar = (await screen.findAllByRole('toolbar'))[0];
    if (toolbar === undefined) throw new Error('no toolbar');
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    await user.type(within(toolbar).getByRole('textbox', { name: /Link address/ }), 'javascript:alert(1)');
    await user.click(within(toolbar).getByRole('button', { name: 'Apply the link' }));
    expect(within(toolbar).getByText(/Only web \(http, https\)/)).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('9')];
    const { router } = renderApp('/staff/items/post/9');
    const french = await screen.findByRole('group', { name: 'French' });
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), ' modifié');
    await user.click(screen.getByRole('link', { name: 'Back to the items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/staff/items/post/9');
    expect(within(french).getByRole('textbox', { name: 'Title' })).toHaveValue('Titre 9 modifié');
  });

  it('shows a refused field next to it and keeps what was typed', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('10')];
    staffCampus.saveRefusal = SLUG_TAKEN;
    renderApp('/staff/items/post/10');
    const french = await screen.findByRole('group', { name: 'French' });
    const address = within(french).getByRole('textbox', { name: /Address/ });
    await user.type(address, 'deja-pris');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(french).findByText('This address is already used.')).toBeInTheDocument();
    // Said in the console's language, not as WordPress's "Invalid parameter(s)"; the field is marked and
    // focused, and keeps what was typed.
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => {
      expect(address).toHaveFocus();
    });
    expect(address).toHaveValue('deja-pris');
  });

  it('cleans the address as it is typed, and names the field a schema refusal points inside (issue #33)', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('13')];
    staffCampus.saveRefusal = {
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): en',
        data: { status: 400, params: { en: 'en[title] has an invalid format' } },
      },
    };
    renderApp('/staff/items/post/13');
    const french = await screen.findByRole('group', { name: 'French' });
    const address = within(french).getByRole('textbox', { name: /Address/ });
    await user.type(address, 'Soirée Samba à 20 h!');
    expect(address).toHaveValue('soiree-samba-a-20-h-');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The slug sent is finished (no dash left at its end); the refusal lands on the English title.
    const english = screen.getByRole('group', { name: 'English' });
    expect(await within(english).findByText('en[title] has an invalid format')).toBeInTheDocument();
    expect(within(english).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    const sent = requestsTo('PUT', '/staff/items/post/13')[0]?.body as { fr: { slug: string } };
    expect(sent.fr.slug).toBe('soiree-samba-a-20-h');
  });
});

describe('staff notifications compose (issue #18)', () => {
  it('previews each language as the inbox lists it, cut at 115 characters, and sends to a house', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    renderApp('/staff/notifications');
    const long = 'a'.repeat(130);
    await user.type(await screen.findByRole('textbox', { name: 'Message in French' }), long);
    await user.type(screen.getByRole('textbox', { name: 'Message in English' }), 'Water cut on Monday');
    expect(screen.getByTestId('notification-preview-fr')).toHaveTextContent(`${'a'.repeat(115)}…`);
    expect(screen.getByTestId('notification-preview-en')).toHaveTextContent('Water cut on Monday');
    // Each message counts its characters against the inbox's cut, read with its field (issue #33).
    expect(screen.getByRole('textbox', { name: 'Message in French' })).toHaveAccessibleDescription(
      '130 characters: the inbox list and the push preview cut the message after 115 (15 too many there); it is read whole once opened.',
    );
    expect(screen.getByRole('textbox', { name: 'Message in English' })).toHaveAccessibleDescription(
      '19 / 115 characters in the inbox list',
    );
    expect(screen.queryByRole('radio', { name: 'Everyone on campus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'One person' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The notification is on its way.')).toBeInTheDocument();
    expect(requestsTo('POST', '/staff/notifications')[0]?.body).toEqual({
      audience: { type: 'house', house: 12 },
      content: { fr: long, en: 'Water cut on Monday' },
      sender: 12,
    });
  });

  it('says why a link would be refused instead of greying Send, and Send leads to the link (issue #33)', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    renderApp('/staff/notifications');
    await user.type(await screen.findByRole('textbox', { name: 'Message in French' }), 'Coupure d’eau');
    await user.type(screen.getByRole('textbox', { name: 'Message in English' }), 'Water cut');
    const link = screen.getByRole('textbox', { name: 'Link (optional)' });
    await user.type(link, 'http://example.org');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(
      /^This link would be refused: only https:\/\/ addresses are accepted/,
    );
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(link).toHaveFocus();
    expect(requestsTo('POST', '/staff/notifications')).toHaveLength(0);
    await user.clear(link);
    await user.type(link, '//evil.example');
    expect(link).toHaveAccessibleDescription(/it starts with \/\/ \(another site\)/);
    await user.clear(link);
    await user.type(link, '/news');
    expect(link).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/This link would be refused/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeEnabled();
  });
});

describe('staff notifications managed (issue #33)', () => {
  it('lists sent and scheduled notifications with their reach and reads, and cancels a scheduled one after asking', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.notifications = [
      testStaffNotification({
        id: 4101,
        content: { fr: 'Fête plus tard', en: 'Party later' },
        audience: { type: 'everyone' },
        sender: null,
        state: 'scheduled',
        send_at: '2026-12-01T18:30:00',
        created_by: { username: 'paul.durand', name: 'Paul Durand' },
        reach: 0,
        read: 0,
      }),
      testStaffNotification(),
    ];
    renderApp('/staff/notifications');
    const sent = await screen.findByTestId('staff-notification-4100');
    expect(within(sent).getByText('Meeting tonight')).toBeInTheDocument();
    expect(within(sent).getByText('by Chloé Moreau')).toBeInTheDocument();
    expect(within(sent).getByText('Maison du Brésil')).toBeInTheDocument();
    expect(within(sent).getByRole('cell', { name: '42' })).toBeInTheDocument();
    expect(within(sent).getByRole('cell', { name: '17' })).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    const scheduled = screen.getByTestId('staff-notification-4101');
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText('2026-12-01 18:30')).toBeInTheDocument();
    expect(within(scheduled).getByText('Everyone on campus')).toBeInTheDocument();
    await user.click(within(scheduled).getByRole('button', { name: 'Cancel “Party later”' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this notification?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel the notification' }));
    const done = await screen.findByText('The notification is cancelled: it will not be sent.');
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
    expect(requestsTo('POST', '/staff/notifications/4101/cancel')).toHaveLength(1);
    expect(
      await within(screen.getByTestId('staff-notification-4101')).findByText('Cancelled'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Sent');
    await waitFor(() => {
      expect(screen.queryByTestId('staff-notification-4101')).not.toBeInTheDocument();
    });
    expect(screen.getByTestId('staff-notification-4100')).toBeInTheDocument();
  });

  it('says in the question why a notification can no longer be cancelled', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.notifications = [
      testStaffNotification({ id: 4102, state: 'scheduled', send_at: '2026-12-01T18:30:00' }),
    ];
    renderApp('/staff/notifications');
    const row = await screen.findByTestId('staff-notification-4102');
    // Sent meanwhile (its time came): the server refuses.
    staffCampus.notifications = [{ ...staffCampus.notifications[0]!, state: 'sent' }];
    await user.click(within(row).getByRole('button', { name: /^Cancel/ }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this notification?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel the notification' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      /Only a scheduled notification can be cancelled/,
    );
  });
});

describe('the audit log people can read (issue #33)', () => {
  it('shows names and titles, a readable change, and filters by person, item and dates kept in the URL', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.audit = [
      {
        id: 71,
        at: '2026-11-20T10:15:00',
        actor: 'chloe.moreau',
        actor_name: 'Chloé Moreau',
        action: 'update',
        target_type: 'post',
        target: 'news:feijoada',
        target_title: 'Feijoada night',
        before: { houses: [12], en: { title: 'Feijoada night', content: '<p>Come <b>all</b></p>' } },
        after: { houses: [12], en: { title: 'Feijoada night', content: '<p>Come early</p>' } },
      },
      {
        id: 72,
        at: '2026-11-20T10:20:00',
        actor: 'chloe.moreau',
        actor_name: 'Chloé Moreau',
        action: 'put staged change live',
        target_type: 'post',
        target: 'news:feijoada',
        target_title: 'Feijoada night',
        before: null,
        after: null,
      },
    ];
    renderApp('/staff/audit?person=chloe.moreau');
    // An action on a live item's staged change reads as words, not as the audit's internal name.
    expect(
      within(await screen.findByTestId('audit-entry-72')).getByText(/^Change put live/),
    ).toBeInTheDocument();
    const row = await screen.findByTestId('audit-entry-71');
    expect(within(row).getByRole('link', { name: 'Chloé Moreau' })).toBeInTheDocument();
    expect(within(row).getByText('chloe.moreau')).toBeInTheDocument();
    expect(within(row).getByText(/^Updated/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'News “Feijoada night”' })).toBeInTheDocument();
    expect(within(row).getByText('en.content')).toBeInTheDocument();
    expect(within(row).getByText('Come all → Come early')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Person' })).toHaveValue('chloe.moreau');
    expect(requestsTo('GET', '/staff/audit').at(-1)?.search.get('actor')).toBe('chloe.moreau');

    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To (included)'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      expect(requestsTo('GET', '/staff/audit').at(-1)?.search.get('before')).toBe('2026-11-22');
    });
    const filtered = requestsTo('GET', '/staff/audit').at(-1)?.search;
    expect(filtered?.get('after')).toBe('2026-11-20');
    expect(filtered?.get('actor')).toBe('chloe.moreau');

    await user.click(
      within(await screen.findByTestId('audit-entry-71')).getByRole('link', {
        name: 'News “Feijoada night”',
      }),
    );
    await waitFor(() => {
      expect(requestsTo('GET', '/staff/audit').at(-1)?.search.get('target')).toBe('news:feijoada');
    });
    expect(requestsTo('GET', '/staff/audit').at(-1)?.search.get('target_type')).toBe('post');
    expect(await screen.findByText(/Only the history of News “Feijoada night”/)).toBeInTheDocument();
  });
});

describe('staff forms (issue #18)', () => {
  it('shows counts per choice as a table and downloads the CSV through the API client', async () => {
    const user = userEvent.setup();
    const saveBlob = vi.spyOn(saveFile, 'saveBlob').mockImplementation(() => undefined);
    staffCampus.me = testCampusEditor();
    staffCampus.results = {
      form_id: 5,
      entries: 3,
      fields: [
        {
          field_id: 1,
          type: 'radio',
          label: 'Your favourite meal',
          choices: [
            { value: 'a', text: 'Feijoada', count: 2 },
            { value: 'b', text: 'Couscous', count: 1 },
          ],
        },
      ],
    };
    renderApp('/staff/forms/5');
    const table = await screen.findByRole('table', { name: 'Your favourite meal' });
    expect(within(table).getByRole('row', { name: 'Feijoada 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => {
      expect(saveBlob).toHaveBeenCalledTimes(1);
    });
    const [blob, name] = saveBlob.mock.calls[0] ?? [];
    expect(name).toBe('form-5-entries.csv');
    expect(await readBlob(blob as Blob)).toBe(staffCampus.csv);
    const csvRequest = requestsTo('GET', '/staff/forms/5/entries.csv');
    expect(csvRequest).toHaveLength(1);
    saveBlob.mockRestore();
  });
});

describe('staff roles (issue #18)', () => {
  it('grants a house editor role and revokes it after confirming', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    renderApp('/staff/roles');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'mehdi.benali');
    await user.selectOptions(screen.getByRole('combobox', { name: 'House' }), 'Maison du Brésil');
    await user.click(screen.getByRole('button', { name: 'Give the role' }));
    expect(await screen.findByText('Role given.')).toBeInTheDocument();
    expect(requestsTo('POST', '/staff/grants')[0]?.body).toEqual({
      username: 'mehdi.benali',
      role: 'house-editor',
      house: 12,
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke mehdi.benali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the role' }));
    await waitFor(() => {
      expect(requestsTo('DELETE', '/staff/grants/600')).toHaveLength(1);
    });
  });
});
