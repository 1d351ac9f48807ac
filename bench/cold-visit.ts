import type { Page } from 'playwright-core';

/**
 * As on a first visit, but signed in: no HTTP cache, no service worker, no Cache Storage; localStorage (the
 * session) kept. Ends on about:blank, as Lighthouse starts: the next page gets a renderer of its own, with
 * nothing compiled.
 */
export async function forgetEverythingButTheSession(page: Page): Promise<void> {
  // The page registers the worker once loaded: wait for it, or it would install after the clean-up below.
  await page.evaluate(`navigator.serviceWorker.ready`);
  await page.evaluate(`(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  })()`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}
