import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../lib/testing/fixtures.ts';
import { refuseProfileSaves } from '../../lib/testing/profile-saves.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { ProfileEditPage } from './profile-edit-page.tsx';

const TWO_HOUSES = [
  { term_id: 12, name: 'Maison du Brésil' },
  { term_id: 14, name: 'Fondation Deutsch de la Meurthe' },
];

/** The screen as the route guard shows it, once users/me has answered; returns its dialog. */
async function renderEdit() {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  renderRoutes([{ path: '/profile/edit', element: <ProfileEditPage /> }], services, '/profile/edit');
  return { dialog: await screen.findByRole('dialog', { name: 'My profile' }) };
}

describe('profile edit (spec §2.12 /profile/edit)', () => {
  it('shows the identity, which is not editable in the app, and the photo sources', async () => {
    const { dialog } = await renderEdit();
    const edit = within(dialog);
    expect(edit.getByText('Ana')).toBeInTheDocument();
    expect(edit.getByText('Martin')).toBeInTheDocument();
    expect(edit.getByText('ana.martin@campus.example')).toBeInTheDocument();
    expect(edit.queryByRole('textbox')).not.toBeInTheDocument();
    expect(edit.getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
    expect(edit.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
  });

  it('offers no house choice to a person with one house', async () => {
    const { dialog } = await renderEdit();
    const edit = within(dialog);
    expect(edit.queryByRole('group', { name: 'Current house' })).not.toBeInTheDocument();
  });

  it('moves the chosen house to the front and saves the order at once (§4 current house)', async () => {
    const user = userEvent.setup();
    testCampus.me = testUser({}, { user_house: TWO_HOUSES });
    const { dialog } = await renderEdit();
    const edit = within(dialog);
    await user.click(edit.getByRole('radio', { name: 'Fondation Deutsch de la Meurthe' }));
    expect(await screen.findByText('Information saved successfully')).toBeInTheDocument();
    expect(testCampus.me.acf.user_house.map((house) => house.term_id)).toEqual([14, 12]);
    expect(edit.getByRole('radio', { name: 'Fondation Deutsch de la Meurthe' })).toBeChecked();
  });

  it('shows a failed house change with a retry that saves it', async () => {
    const user = userEvent.setup();
    testCampus.me = testUser({}, { user_house: TWO_HOUSES });
    refuseProfileSaves('next');
    const { dialog } = await renderEdit();
    const edit = within(dialog);
    await user.click(edit.getByRole('radio', { name: 'Fondation Deutsch de la Meurthe' }));
    expect(await edit.findByRole('alert')).toHaveTextContent('Your changes could not be saved.');
    await user.click(edit.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(testCampus.me.acf.user_house.map((house) => house.term_id)).toEqual([14, 12]);
    });
    expect(edit.queryByRole('alert')).not.toBeInTheDocument();
  });
});
