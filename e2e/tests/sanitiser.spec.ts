import { expect, test } from '@playwright/test';
import { XSS_CORPUS_HTML } from '../../apps/web/src/lib/sanitise/xss-corpus.ts';
import { testPage } from '../../apps/web/src/lib/testing/content-fixtures.ts';
import { signInFromLanding } from '../support/sign-in.ts';

declare global {
  interface Window {
    __xss?: unknown;
    __spaMarker?: number;
  }
}

/**
 * The browser-side sanitiser (spec §5) in the real built app: the CMS is the boundary here, so its answer
 * for one page is replaced by a page whose content is the whole XSS corpus.
 */
test('no payload of the XSS corpus executes in a CMS page, and the allowed markup renders', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('/news');
  await signInFromLanding(page, 'jonas.schmidt');
  await expect(page).toHaveURL(/\/news$/);

  await page.route(
    (url) => url.pathname === '/wp-json/wp/v2/pages' && url.searchParams.get('slug') === 'xss-corpus',
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' },
        body: JSON.stringify([
          testPage(9001, 'xss-corpus', 0, {
            link: '/pages/xss-corpus',
            title: { rendered: 'XSS corpus' },
            content: { rendered: XSS_CORPUS_HTML },
          }),
        ]),
      }),
  );

  // In-app navigation (not a reload), so the marker shows whether internal links stay in the app.
  await page.evaluate(() => {
    window.__spaMarker = 1;
    window.history.pushState({}, '', '/pages/xss-corpus');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'XSS corpus' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Allowed heading' })).toBeVisible();
  // Every payload has had its chance once each image, video and audio element of the page has loaded or
  // failed (an onerror/onload handler would be queued by then) and a later task and frame have run.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement | HTMLMediaElement>('img, video, audio')).every(
      (element) =>
        element instanceof HTMLImageElement
          ? element.complete
          : element.readyState > 0 ||
            element.error !== null ||
            element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE,
    ),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0),
      ),
  );

  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const content = page.locator('.cms-page__content');
  await expect(
    content.locator('script, iframe, object, embed, form, style, svg, math, base, meta'),
  ).toHaveCount(0);
  expect(
    await content.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter(
            (attribute) =>
              /^on/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value),
          )
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
    ),
  ).toEqual([]);

  // The §5 allow-list survives.
  await expect(content.locator('strong', { hasText: 'strong' })).toBeVisible();
  await expect(content.locator('em', { hasText: 'emphasised' })).toBeVisible();
  await expect(content.locator('li', { hasText: 'first item' })).toBeVisible();
  await expect(content.locator('blockquote')).toHaveText('quoted text');
  await expect(content.locator('td', { hasText: 'Body cell' })).toBeVisible();
  await expect(content.locator('figcaption')).toHaveText('image caption');
  const image = content.getByRole('img', { name: 'allowed image' });
  await expect(image).toHaveAttribute('srcset', /library\.svg/);
  await expect(image).toHaveAttribute('loading', 'lazy');
  const external = content.getByRole('link', { name: 'external link' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(content.getByRole('link', { name: 'mail link' })).toHaveAttribute(
    'href',
    'mailto:portail@campus.example',
  );
  await expect(content.getByRole('link', { name: 'phone link' })).toHaveAttribute('href', 'tel:+33100000000');

  // A failed image shows the spec's alt text, in the page's language: profile.spec.ts switches
  // jonas.schmidt to French, and the journeys run in no fixed order.
  await expect(
    content.getByRole('img', { name: /^(Image could not be loaded|Chargement impossible)$/ }).first(),
  ).toBeAttached();

  // Internal links navigate inside the app (§2.16): no reload, the marker survives.
  await content.getByRole('link', { name: 'internal link' }).click();
  await expect(page).toHaveURL(/\/pages\/faq$/);
  expect(await page.evaluate(() => window.__spaMarker)).toBe(1);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
