import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarCampus } from '../../lib/testing/calendar-fixtures.ts';
import { expectFocusHeld } from '../../lib/testing/focus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { CalendarSubscription } from './calendar-subscription.tsx';

function renderSubscription() {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  renderRoutes(
    [{ path: '/profile/settings', element: <CalendarSubscription /> }],
    services,
    '/profile/settings',
  );
}

describe('calendar subscription in Settings (issue #19)', () => {
  it('creates a private link, shows it once with a webcal link, and revokes it', async () => {
    renderSubscription();
    await userEvent.click(await screen.findByRole('button', { name: 'Create my subscription link' }));
    const link = await screen.findByRole('textbox', { name: 'Your private subscription link' });
    expect(link).toHaveValue(calendarCampus.feed?.url);
    expect(screen.getByRole('link', { name: 'Open in my calendar' })).toHaveAttribute(
      'href',
      calendarCampus.feed?.webcal,
    );
    expect(screen.getByText(/keep it to yourself/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the link' }));
    expect(await screen.findByRole('button', { name: 'Create my subscription link' })).toBeInTheDocument();
    expect(calendarCampus.feed).toBeNull();
  });

  it('says when a link exists without showing it again, and replaces it on demand', async () => {
    calendarCampus.feed = { created_at: '2026-11-02T09:00:00.000Z' };
    renderSubscription();
    expect(
      await screen.findByText('You created a subscription link on 2 November 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Create a new link (the old one stops working)' }),
    );
    expect(
      await screen.findByRole('textbox', { name: 'Your private subscription link' }),
    ).toBeInTheDocument();
    expect(calendarCampus.created).toBe(1);
  });

  it('gives the focus to what replaces the pressed button: the new link, then Create again (issue #34)', async () => {
    renderSubscription();
    await userEvent.click(await screen.findByRole('button', { name: 'Create my subscription link' }));
    const link = await screen.findByRole('textbox', { name: 'Your private subscription link' });
    await waitFor(() => {
      expect(link).toHaveFocus();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the link' }));
    const create = await screen.findByRole('button', { name: 'Create my subscription link' });
    await waitFor(() => {
      expectFocusHeld(create);
    });
  });
});
