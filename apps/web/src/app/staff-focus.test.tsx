import type { ApiEndpointKey } from '@campus/domain/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpointHandler } from '../lib/testing/endpoint-handler.ts';
import { server } from '../lib/testing/msw-server.ts';
import {
  staffCampus,
  testCampusEditor,
  testHouseEditor,
  testStaffItem,
} from '../lib/testing/staff-fixtures.ts';
import { FIRST_SCREEN, renderApp } from './testing/render-app.tsx';

/**
 * Issue #34 in the staff console: where the focus goes after each action whose control goes, is replaced
 * or would be disabled (never <body>), and the console's dialogs holding it. Each screen is drawn by the
 * app's own routes against the staff API's test handlers.
 */

/** Holds the server's answers to the endpoint `key` until the returned function is called. */
function holdRequests(key: ApiEndpointKey): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A handler that answers nothing lets the request through to the usual one, once released.
  server.use(
    endpointHandler(key, async () => {
      await gate;
    }),
  );
  return () => {
    release();
  };
}

const CAN_EVERYTHING = { edit: true, approve: true, publish: true };

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'salon.png', { type: 'image/png' });

const GRANT = {
  id: 700,
  username: 'mehdi.benali',
  display_name: 'Mehdi Benali',
  role: 'form-reader',
  house: null,
  form: 5,
  granted_by: 'paul.durand',
  granted_at: '2026-11-20T10:00:00',
} as const;

describe('focus after the staff editor’s actions (issue #34)', () => {
  it.each([
    ['Publish', 'Published.', testStaffItem('20', { can: CAN_EVERYTHING })],
    ['Submit for review', 'Sent for review.', testStaffItem('20')],
    ['Approve', 'Approved and published.', testStaffItem('20', { status: 'pending', can: CAN_EVERYTHING })],
    [
      'Unpublish',
      'Unpublished: back to draft.',
      testStaffItem('20', { status: 'publish', can: CAN_EVERYTHING }),
    ],
  ])('%s goes with the change: the focus goes to “%s” instead of <body>', async (action, done, item) => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [item];
    renderApp('/staff/items/post/20');
    await user.click(await screen.findByRole('button', { name: action }, FIRST_SCREEN));
    const result = await screen.findByText(done);
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
  });

  it('a new item’s first save moves to its address with the focus on “Saved.”', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    renderApp('/staff/items/post/new');
    const french = await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), 'Soirée jeux');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The screen of the new address draws the form again, and says what was done.
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit news item' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByText('Saved.')).toHaveFocus();
    });
  });

  it('saving a live item keeps the focus on Save, never disabled while the change is sent', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [testStaffItem('21', { status: 'publish', can: CAN_EVERYTHING })];
    renderApp('/staff/items/post/21');
    const french = await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), ' (mis à jour)');
    const release = holdRequests('PUT /portal/v1/staff/items/{type}/{group}');
    const save = screen.getByRole('button', { name: 'Save without publishing' });
    await user.click(save);
    // A disabled button loses the focus in the browser: this one says it is busy and keeps it.
    await waitFor(() => {
      expect(save).toHaveAttribute('aria-disabled', 'true');
    });
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
    release();
    expect(await screen.findByText('Saved. Residents still see the published version.')).toBeInTheDocument();
    expect(save).toHaveAttribute('aria-disabled', 'false');
    expect(save).toHaveFocus();
  });

  it('Schedule keeps the focus while the date is sent and after', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [testStaffItem('22', { can: CAN_EVERYTHING })];
    renderApp('/staff/items/post/22');
    await user.type(
      await screen.findByLabelText('Publication date and time', undefined, FIRST_SCREEN),
      '2026-12-24T18:00',
    );
    const release = holdRequests('POST /portal/v1/staff/items/{type}/{group}/transitions');
    const schedule = screen.getByRole('button', { name: 'Schedule' });
    await user.click(schedule);
    await waitFor(() => {
      expect(schedule).toHaveAttribute('aria-disabled', 'true');
    });
    expect(schedule).toBeEnabled();
    release();
    expect(await screen.findByText('Scheduled.')).toBeInTheDocument();
    expect(schedule).toHaveFocus();
  });

  it('Reject opens its note with the focus in it, and once sent back the focus goes to the result', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [testStaffItem('23', { status: 'pending', can: CAN_EVERYTHING })];
    renderApp('/staff/items/post/23');
    await user.click(await screen.findByRole('button', { name: 'Reject' }, FIRST_SCREEN));
    const note = screen.getByRole('textbox', { name: 'Reason, shown to the author' });
    expect(note).toHaveFocus();
    await user.keyboard('The date is wrong.');
    await user.click(screen.getByRole('button', { name: 'Send back to the author' }));
    const result = await screen.findByText('Sent back to its author.');
    expect(screen.queryByRole('textbox', { name: 'Reason, shown to the author' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
  });
});

describe('the featured image field and the focus (issue #34)', () => {
  it('keeps the focus on the file field while the image uploads, and after', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('30')];
    renderApp('/staff/items/post/30');
    const field = await screen.findByLabelText(
      'Choose an image (JPEG, PNG or WebP)',
      undefined,
      FIRST_SCREEN,
    );
    const release = holdRequests('POST /portal/v1/staff/media');
    field.focus();
    await user.upload(field, png());
    // A disabled field loses the focus in the browser: this one says it is busy and keeps it.
    await waitFor(() => {
      expect(field).toHaveAttribute('aria-disabled', 'true');
    });
    expect(field).toBeEnabled();
    expect(field).toHaveFocus();
    release();
    expect(await screen.findByRole('img', { name: 'Titre 30' })).toBeInTheDocument();
    expect(screen.getByLabelText('Replace the image')).toBe(field);
    expect(field).toHaveFocus();
  });

  it('gives the focus to the file field when the image is removed with its button', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [
      testStaffItem('31', { image: 77, image_url: 'http://localhost/uploads/staff-77.webp' }),
    ];
    renderApp('/staff/items/post/31');
    await user.click(await screen.findByRole('button', { name: 'Remove the image' }, FIRST_SCREEN));
    expect(screen.queryByRole('button', { name: 'Remove the image' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose an image (JPEG, PNG or WebP)')).toHaveFocus();
  });
});

describe('sending a notification and the focus (issue #34)', () => {
  it('puts the focus on “The notification is on its way.” once sent: the emptied form disables Send', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    renderApp('/staff/notifications');
    await user.type(
      await screen.findByRole('textbox', { name: 'Message in French' }, FIRST_SCREEN),
      'Coupure d’eau lundi',
    );
    await user.type(screen.getByRole('textbox', { name: 'Message in English' }), 'Water cut on Monday');
    const send = screen.getByRole('button', { name: 'Send now' });
    await user.click(send);
    const result = await screen.findByText('The notification is on its way.');
    expect(send).toBeDisabled();
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
  });

  it('keeps the result’s live region in the page before any message, so that the message is announced', async () => {
    staffCampus.me = testHouseEditor();
    renderApp('/staff/notifications');
    await screen.findByRole('textbox', { name: 'Message in French' }, FIRST_SCREEN);
    // The composer's own, the first (the list below it has its own result, issue #33).
    expect(screen.getAllByRole('status')[0]).toBeEmptyDOMElement();
    expect(screen.getAllByRole('status')[0]).toHaveClass('staff-edit__done');
  });
});

describe('roles and the focus (issue #34)', () => {
  it('puts the focus on “Role given.” once given: the emptied form disables its button', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    renderApp('/staff/roles');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }, FIRST_SCREEN), 'mehdi.benali');
    await user.selectOptions(screen.getByRole('combobox', { name: 'House' }), 'Maison du Brésil');
    const give = screen.getByRole('button', { name: 'Give the role' });
    await user.click(give);
    const result = await screen.findByText('Role given.');
    expect(give).toBeDisabled();
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
  });

  it('holds the focus in the revoke question, and Escape gives it back to the Revoke button', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.grants = [GRANT];
    renderApp('/staff/roles');
    const revoke = await screen.findByRole('button', { name: 'Revoke mehdi.benali' }, FIRST_SCREEN);
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Revoke this role?' });
    expect(dialog).toHaveFocus();
    // The page behind is out of reach while the question is asked.
    // Testing Library does not read inert, which is set on the branches of the page beside the dialog.
    // eslint-disable-next-line testing-library/no-node-access
    expect(revoke.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revoke).toHaveFocus();
  });

  it('once revoked, the row and its button are gone: the focus goes to “Role revoked.”', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.grants = [GRANT];
    renderApp('/staff/roles');
    await user.click(await screen.findByRole('button', { name: 'Revoke mehdi.benali' }, FIRST_SCREEN));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the role' }));
    const result = await screen.findByText('Role revoked.');
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Revoke mehdi.benali' })).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
  });
});

describe('the unsaved-changes question and the focus (issue #34)', () => {
  it('takes the focus, leaves the form out of reach, and Escape stays with the focus back on the link', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    staffCampus.items = [testStaffItem('40')];
    const { router } = renderApp('/staff/items/post/40');
    const french = await screen.findByRole('group', { name: 'French' }, FIRST_SCREEN);
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), ' modifié');
    const back = screen.getByRole('link', { name: 'Back to the items' });
    back.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveFocus();
    // Testing Library does not read inert, which is set on the branches of the page beside the dialog.
    // eslint-disable-next-line testing-library/no-node-access
    expect(back.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/items/post/40');
    expect(back).toHaveFocus();
  });
});
