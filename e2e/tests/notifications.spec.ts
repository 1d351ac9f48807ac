import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { BACKEND_TOKEN_KEY } from '../support/backend-token.ts';
import {
  PUSH_SERVICE_ORIGIN,
  PUSH_SERVICE_PORT,
  PUSH_SERVICE_CERTIFICATE_DIR,
} from '../support/e2e-ports.ts';
import { FakePushService } from '../support/fake-push-service.ts';
import { pushServiceCertificate } from '../support/push-service-certificate.ts';
import { signInFromLanding } from '../support/sign-in.ts';
import { expect, test } from '../support/signed-in.ts';

const COMMITTEE = /Residents' committee meeting on Wednesday/;

const inbox = (page: Page) => page.getByRole('list', { name: 'Your notifications' });
const unreadItems = (page: Page) =>
  inbox(page)
    .getByRole('link')
    .filter({ hasText: /Unread$/ });

/** POST /portal/v1/notifications as the integration account (a campus system sending a message). */
async function send(request: APIRequestContext, token: string, data: object): Promise<void> {
  const answer = await request.post('/wp-json/portal/v1/notifications', {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.status()).toBe(202);
}

async function houseId(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const answer = await request.get('/wp-json/wp/v2/tax-house?per_page=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const houses = (await answer.json()) as { id: number; slug: string }[];
  const house = houses.find((candidate) => candidate.slug === slug);
  expect(house, slug).toBeDefined();
  return house?.id ?? 0;
}

test.describe('notifications (spec §2.10, §2.3, §4)', () => {
  // The service worker is what these journeys are about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('a resident sees the red dot, opens one (it turns read, for good), and a house message arrives without a reload', async ({
    signedInPage,
    signedInToken,
    request,
  }) => {
    const page = await signedInPage('sofia.garcia');
    await expect(page.getByRole('link', { name: 'Notifications Unread notifications' })).toHaveCount(2);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(unreadItems(page)).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, '/notifications');

    await inbox(page).getByRole('link', { name: COMMITTEE }).click();
    await expect(page).toHaveURL(/\/notifications\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: COMMITTEE })).toBeVisible();
    await expect(inbox(page).getByRole('link', { name: COMMITTEE })).toContainText('Read');
    await expect(unreadItems(page)).toHaveCount(3);
    await page.reload();
    await expect(inbox(page).getByRole('link', { name: COMMITTEE })).toContainText('Read');
    await expect(unreadItems(page)).toHaveCount(3);

    // The house sends a message: it appears within the refresh interval (NOTIFICATIONS_REFRESH_MS, 3 s
    // here), without a reload.
    const staff = await signedInToken('integration.api');
    const argentina = await houseId(request, staff, 'maison-de-l-argentine');
    await send(request, staff, {
      audience: { type: 'house', house: argentina },
      content: { fr: '<p>Soirée empanadas vendredi</p>', en: '<p>Empanadas night on Friday</p>' },
      sender: argentina,
    });
    await expect(inbox(page).getByRole('link', { name: /Empanadas night on Friday/ })).toContainText(
      'Unread',
    );
    await expect(unreadItems(page)).toHaveCount(4);
  });

  test('with push allowed, a message pushed through the push service reaches the service worker', async ({
    page,
    context,
    signedInToken,
    request,
    baseURL,
  }) => {
    const pushService = new FakePushService(
      PUSH_SERVICE_ORIGIN,
      pushServiceCertificate(PUSH_SERVICE_CERTIFICATE_DIR),
    );
    await pushService.listen(PUSH_SERVICE_PORT);
    try {
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await page.goto('/profile/settings');
      await signInFromLanding(page, 'alice.martin');
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
      // The settings screen starts the push channel: the service worker registers for the whole site.
      await page.waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration('/')) !== undefined,
      );

      // Chromium's own subscription needs Google's push service, out of reach here: this device subscribes
      // on the local push service instead, through the same API the toggle uses.
      const subscription = pushService.subscribe('alice-laptop');
      const stored = await page.evaluate(
        async ({ key, body }) => {
          const answer = await fetch('/wp-json/portal/v1/push-subscriptions', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${localStorage.getItem(key) ?? ''}`,
            },
            body: JSON.stringify(body),
          });
          return answer.status;
        },
        { key: BACKEND_TOKEN_KEY, body: subscription },
      );
      expect(stored).toBe(201);

      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const portal = registrations.find((registration) => registration.scopeURL === `${baseURL ?? ''}/`);
          if (portal !== undefined) resolve(portal.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await page.goto('/notifications');
      await expect(inbox(page)).toBeVisible();

      const staff = await signedInToken('integration.api');
      const message = pushService.nextMessage();
      await send(request, staff, {
        audience: { type: 'person', username: 'alice.martin' },
        content: { fr: '<p>Votre vélo est réparé</p>', en: '<p>Your bike is repaired</p>' },
        link: '/services/tabs/campus',
      });
      // What the portal pushed, as the device decrypts it.
      const plaintext = await message;
      expect(JSON.parse(plaintext)).toMatchObject({
        title: 'Your bike is repaired',
        link: '/services/tabs/campus',
      });

      // What the worker tells the open page (usePushMessages makes the inbox fetch again on it).
      await page.evaluate(() => {
        const seen: unknown[] = [];
        Object.assign(window, { pushMessagesSeen: seen });
        navigator.serviceWorker.addEventListener('message', (event) => {
          seen.push(event.data);
        });
      });
      // Chromium drops a push delivered to a registration with no active worker: on a loaded machine the
      // worker may still be installing (precaching the shell) at this point.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const active = registration.active;
        if (active !== null && active.state !== 'activated')
          await new Promise((resolve) => {
            active.addEventListener('statechange', () => {
              if (active.state === 'activated') resolve(undefined);
            });
          });
      });
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL ?? '',
        registrationId: await registrationId,
        data: plaintext,
      });
      // The worker showed it, and told the open page, whose inbox fetched it.
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.title),
          ),
        )
        .toContain('Your bike is repaired');
      const seen = await page.evaluate(
        () => (window as unknown as { pushMessagesSeen: { type: string }[] }).pushMessagesSeen,
      );
      expect(seen.map((data) => data.type)).toEqual(['push-received']);
      await expect(inbox(page).getByRole('link', { name: /Your bike is repaired/ })).toContainText('Unread');
    } finally {
      await pushService.close();
    }
  });
});
