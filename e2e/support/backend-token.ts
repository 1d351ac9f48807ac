import type { Page } from '@playwright/test';

/** Where the web app keeps the backend token in the browser's localStorage (apps/web/src/lib/storage.ts). */
export const BACKEND_TOKEN_KEY = 'campus.backend-token';

/** The backend token a signed-in page holds, once the app has stored it: to call the API as that person. */
export async function backendTokenOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction((key) => window.localStorage.getItem(key), BACKEND_TOKEN_KEY);
  return String(await handle.jsonValue());
}
