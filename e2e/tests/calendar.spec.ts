import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/signed-in.ts';

/** The VEVENTs of an iCalendar text, read by ical.js as a calendar application would. */
function veventsOf(text: string) {
  return new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent');
}

test.describe('calendar export (issue #19)', () => {
  test('an event downloads as .ics; a subscription link serves the events until it is revoked', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('sofia.garcia', '/events');
    await expect(page).toHaveURL(/\/events$/);

    // "Add to calendar" on an event: a real download, one VEVENT with the event's title.
    await page.goto('/events/first-aid-training');
    const dialog = page.getByRole('dialog', { name: 'Life-saving first-aid training' });
    await expect(dialog).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const events = veventsOf(await readFile(await download.path(), 'utf8'));
    expect(events).toHaveLength(1);
    expect(new ICAL.Event(events[0]).summary).toBe('Life-saving first-aid training');

    // Settings: create the private link; calendar applications read it without signing in.
    await page.goto('/profile/settings');
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Create my subscription link' }).click();
    const link = settings.getByRole('textbox', { name: 'Your private subscription link' });
    const url = await link.inputValue();
    expect(url).toMatch(/\/wp-json\/portal\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(settings.getByRole('link', { name: 'Open in my calendar' })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await expectNoSeriousA11yViolations(page, '/profile/settings with a calendar link');
    const feed = await page.request.fetch(url, { headers: { authorization: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(veventsOf(await feed.text()).length).toBeGreaterThan(1);

    await settings.getByRole('button', { name: 'Revoke the link' }).click();
    await expect(settings.getByRole('button', { name: 'Create my subscription link' })).toBeVisible();
    expect((await page.request.fetch(url)).status()).toBe(404);
  });
});
