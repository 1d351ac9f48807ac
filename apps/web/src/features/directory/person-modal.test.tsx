import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { expectFocusHeld, heldBack } from '../../lib/testing/focus.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { testPerson, testRelation } from '../../lib/testing/people-fixtures.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { DirectoryPage } from './directory-page.tsx';

/** The directory as the route guard shows it, with the card of `name` opened; returns its dialog. */
async function openPerson(name: string) {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  renderRoutes([{ path: '/directory/:slug', element: <DirectoryPage /> }], services, '/directory/all');
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return { dialog: await screen.findByRole('dialog', { name }) };
}

describe('person modal (spec §2.3, §4 relations, §6 blocking)', () => {
  it('shows the photo, name, house and the phone and e-mail links the person shares', async () => {
    testCampus.people = [testPerson(21, 'Bruno', 'Costa', { mobilephone: '06 12 34 56 78' })];
    const { dialog } = await openPerson('Bruno Costa');
    const modal = within(dialog);
    expect(modal.getByText('Maison du Brésil')).toBeInTheDocument();
    expect(modal.getByRole('link', { name: 'Call 06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    expect(modal.getByRole('link', { name: 'Write to bruno.costa@campus.example' })).toHaveAttribute(
      'href',
      'mailto:bruno.costa@campus.example',
    );
  });

  it("names the person's house in the reader's language on the card and in the dialog (issue #29)", async () => {
    const label = [
      { lang: 'fr', value: 'Maison du Brésil' },
      { lang: 'en', value: 'Brazil House' },
    ];
    testCampus.people = [
      testPerson(21, 'Bruno', 'Costa', { user_house: [{ term_id: 12, name: 'Maison du Brésil', label }] }),
    ];
    const { dialog } = await openPerson('Bruno Costa');
    expect(within(dialog).getByText('Brazil House')).toBeInTheDocument();
    // The card under the dialog says the same.
    expect(screen.getAllByText('Brazil House')).toHaveLength(2);
    expect(screen.queryByText('Maison du Brésil')).not.toBeInTheDocument();
  });

  it('shows no contact link for what the person does not share', async () => {
    testCampus.people = [{ ...testPerson(21, 'Bruno', 'Costa'), email: '' }];
    const { dialog } = await openPerson('Bruno Costa');
    const modal = within(dialog);
    expect(modal.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(modal.queryByRole('link', { name: /^Write to/ })).not.toBeInTheDocument();
  });

  it('sends a contact request and says so', async () => {
    const user = userEvent.setup();
    const { dialog } = await openPerson('Bruno Costa');
    const modal = within(dialog);
    await user.click(modal.getByRole('button', { name: 'Send a contact request' }));
    expect(await modal.findByText('Request sent')).toBeInTheDocument();
    expect(testCampus.relations.map((relation) => relation.acf)).toEqual([
      { user_a: 7, user_b: 21, relation_status: 'requested' },
    ]);
    expect(await modal.findByRole('button', { name: 'Delete the request' })).toBeInTheDocument();
    // The control that sent it stays focused as it turns into the next action (issue #34).
    expect(modal.getByRole('button', { name: 'Delete the request' })).toHaveFocus();
  });

  it('sends a person who requested the viewer to the requests page to answer', async () => {
    testCampus.relations = [testRelation(5, 21, 7, 'requested', testCampus.people[0]!)];
    const { dialog } = await openPerson('Bruno Costa');
    const modal = within(dialog);
    expect(modal.getByRole('link', { name: 'Answer the request' })).toHaveAttribute(
      'href',
      '/friend-request',
    );
  });

  it('blocks a person only after the confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { dialog } = await openPerson('Bruno Costa');
    const modal = within(dialog);
    await user.click(await modal.findByRole('button', { name: 'Block' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to block this user?');
    expect(testCampus.blocks).toEqual([]);
    await user.click(modal.getByRole('button', { name: 'Block' }));
    await waitFor(() => {
      expect(testCampus.blocks).toEqual([21]);
    });
    expect(await modal.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('keeps the focus on Block while the block is sent, then on Unblock (issue #34)', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { dialog } = await openPerson('Bruno Costa');
    const modal = within(dialog);
    const held = heldBack();
    server.use(
      http.post('*/wp-json/portal/v1/blocks', async () => {
        await held.released;
        return undefined;
      }),
    );
    const block = await modal.findByRole('button', { name: 'Block' });
    block.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(block).toHaveAttribute('aria-busy', 'true');
    });
    expectFocusHeld(block);
    held.release();
    await modal.findByRole('button', { name: 'Unblock' });
    expectFocusHeld(block);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    const { dialog } = await openPerson('Bruno Costa');
    const modal = within(dialog);
    await user.click(modal.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the card that opened it (issue #34).
    expect(screen.getByRole('button', { name: /Bruno Costa/ })).toHaveFocus();
  });
});
