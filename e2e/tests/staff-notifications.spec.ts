import { type Page } from '@playwright/test';
import { expect, test } from '../support/signed-in.ts';

/** The screen has finished loading: no spinner, no busy region. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
}

/** A message of this run only: the list and the audit hold the other specs' messages too. */
const RUN = String(Date.now()).slice(-6);

async function compose(page: Page, text: string, sendAt: string | null): Promise<void> {
  await page.getByRole('textbox', { name: 'Message in French' }).fill(`${text} (fr)`);
  await page.getByRole('textbox', { name: 'Message in English' }).fill(text);
  await page.getByRole('radio', { name: 'One person' }).check();
  await page.getByRole('textbox', { name: 'Username' }).fill('alice.martin');
  if (sendAt !== null) await page.getByLabel('Send at (leave empty to send now)').fill(sendAt);
}

test.describe('notifications managed and an audit people can read (issue #33)', () => {
  test('a scheduled notification is listed, cancelled and audited by name; one sent now shows its reach', async ({
    signedInPage,
  }) => {
    test.setTimeout(120_000);
    const paul = await signedInPage('paul.durand');
    await paul.goto('/staff/notifications');
    await settled(paul);

    const later = `Later ${RUN}`;
    await compose(paul, later, '2040-01-01T09:00');
    await paul.getByRole('button', { name: 'Schedule' }).click();
    await expect(paul.getByText('The notification is scheduled.')).toBeFocused();
    const scheduled = paul.getByRole('row').filter({ hasText: later });
    await expect(scheduled.getByRole('cell', { name: 'Scheduled', exact: true })).toBeVisible();
    await expect(scheduled.getByRole('cell', { name: '2040-01-01 09:00' })).toBeVisible();

    await scheduled.getByRole('button', { name: `Cancel “${later}”` }).click();
    const question = paul.getByRole('dialog', { name: 'Cancel this notification?' });
    await question.getByRole('button', { name: 'Cancel the notification' }).click();
    await expect(paul.getByText('The notification is cancelled: it will not be sent.')).toBeFocused();
    await expect(scheduled.getByRole('cell', { name: 'Cancelled', exact: true })).toBeVisible();
    await expect(scheduled.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

    const now = `Now ${RUN}`;
    await compose(paul, now, null);
    // A link the server would refuse is explained next to it, and Send leads there.
    const link = paul.getByRole('textbox', { name: 'Link (optional)' });
    await link.fill('http://example.org');
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(paul.getByText(/only https:\/\/ addresses are accepted/)).toBeVisible();
    await paul.getByRole('button', { name: 'Send now' }).click();
    await expect(link).toBeFocused();
    await link.fill('/news');
    await paul.getByRole('button', { name: 'Send now' }).click();
    await expect(paul.getByText('The notification is on its way.')).toBeFocused();
    // Delivered by the queue a moment later: one recipient, not read yet.
    await expect(async () => {
      await paul.reload();
      const sent = paul.getByRole('row').filter({ hasText: now });
      await expect(sent.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible({ timeout: 2_000 });
      await expect(sent.getByRole('cell', { name: '1', exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // The audit, filtered by person, shows the cancellation with the actor's and the message's names.
    await paul.goto('/staff/audit');
    await settled(paul);
    await paul.getByRole('textbox', { name: 'Person' }).fill('paul.durand');
    await paul.getByRole('button', { name: 'Filter' }).click();
    await expect(paul).toHaveURL(/[?&]person=paul\.durand/);
    const cancelled = paul
      .getByRole('row')
      .filter({ hasText: 'Cancelled' })
      .filter({
        // In paul's own language (his profile's), which may be French.
        has: paul.getByRole('link', { name: new RegExp(`^Notification “${later}( \\(fr\\))?”$`) }),
      });
    await expect(cancelled).toHaveCount(1);
    // The actor by name (their username under it), not by id.
    await expect(cancelled.getByRole('link', { name: /Paul/ })).toBeVisible();
    await expect(cancelled.getByText('state', { exact: true })).toBeVisible();
    await expect(cancelled.getByText('scheduled → cancelled')).toBeVisible();
    // Reloaded, the filter stays (it is in the URL).
    await paul.reload();
    await expect(paul.getByRole('textbox', { name: 'Person' })).toHaveValue('paul.durand');
  });
});
