import type { Browser } from '@playwright/test';
import { signInFromLanding } from './sign-in.ts';

const BACKEND_TOKEN_KEY = 'campus.backend-token';

/**
 * The backend token of a person signed in through the real identity provider, in a browser context of its
 * own: for the journeys that call the API as someone else (the integration account that sends
 * notifications), as a campus system would.
 */
export async function backendTokenOf(browser: Browser, username: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    await signInFromLanding(page, username);
    const handle = await page.waitForFunction((key) => window.localStorage.getItem(key), BACKEND_TOKEN_KEY);
    return String(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

export { BACKEND_TOKEN_KEY };
