import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { BACKEND_TOKEN_KEY } from './backend-token.ts';
import { E2E_PORT } from './e2e-ports.ts';
import { expectSignedIn, signInFromLanding } from './sign-in.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Opens a page of its own for `username`, already signed in, at `path`; `beforeOpening` prepares the page
 * (its routes, its size) before it loads anything.
 */
export type SignedInPage = (
  username: string,
  path?: string,
  beforeOpening?: (page: Page) => Promise<unknown>,
) => Promise<Page>;

interface WorkerFixtures {
  /** The browser storage of each person this worker has signed in, by username. */
  signedInStorage: (username: string) => Promise<StorageState>;
}

interface TestFixtures {
  signedInPage: SignedInPage;
  /**
   * The backend token of `username` signed in on this worker's portal: for the journeys that call the
   * API as someone else (the integration account that sends notifications), as a campus system would.
   */
  signedInToken: (username: string) => Promise<string>;
}

/**
 * Journeys that are not about signing in start signed in (docs/decisions/047): each worker signs a person
 * in once, through the real identity provider of its own portal and the portal's own sign-in button, and
 * keeps the browser's storage (the backend token and the identity, in localStorage; the provider's
 * cookies); each journey then opens a browser context of its own from that storage, as a person who comes
 * back to the portal signed in. A session is valid on its worker's portal only, so the storage is never
 * shared between workers. Journeys about signing in or out, or that end or change a session, keep
 * `signInFromLanding` (support/sign-in.ts): the sign-in spec drives the whole sign-in every time.
 *
 * What a journey changes in its browser (storage, language) stays in its own context; what it changes on
 * the server (a profile, a subscription) the next journey of the same person on that portal sees, as it
 * did when each journey signed in again.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  signedInStorage: [
    async ({ browser }, use) => {
      const signedIn = new Map<string, Promise<StorageState>>();
      const signIn = async (username: string): Promise<StorageState> => {
        // Its own options, whatever the journey that first asks for this person uses (a phone's screen).
        const context = await browser.newContext({
          baseURL: `http://localhost:${String(E2E_PORT)}`,
          locale: 'en-US',
          viewport: { width: 1280, height: 800 },
          isMobile: false,
          hasTouch: false,
        });
        try {
          const page = await context.newPage();
          await page.goto('/news');
          await signInFromLanding(page, username);
          await expectSignedIn(page);
          await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, BACKEND_TOKEN_KEY);
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await use((username) => {
        let storage = signedIn.get(username);
        if (storage === undefined) {
          storage = signIn(username);
          // A failed sign-in is not kept: the next journey of this person tries again.
          storage.catch(() => signedIn.delete(username));
          signedIn.set(username, storage);
        }
        return storage;
      });
    },
    { scope: 'worker' },
  ],

  signedInPage: async ({ browser, signedInStorage }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (username, path = '/news', beforeOpening) => {
      // browser.newContext in a test takes the config's and the file's `use` options (locale, viewport…).
      const context = await browser.newContext({ storageState: await signedInStorage(username) });
      contexts.push(context);
      const page = await context.newPage();
      await beforeOpening?.(page);
      await page.goto(path);
      return page;
    });
    for (const context of contexts) await context.close();
  },

  signedInToken: async ({ signedInStorage }, use) => {
    await use(async (username) => {
      const { origins } = await signedInStorage(username);
      const stored = origins.flatMap(({ localStorage }) => localStorage);
      const token = stored.find(({ name }) => name === BACKEND_TOKEN_KEY)?.value;
      if (token === undefined) throw new Error(`No backend token in ${username}'s browser storage`);
      return token;
    });
  },
});

export { expect } from '@playwright/test';
