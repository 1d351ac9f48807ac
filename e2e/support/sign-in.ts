import { expect, type Page } from '@playwright/test';

/** Every sample account shares this password (see README). */
export const SAMPLE_PASSWORD = 'campus';

/**
 * Signs in from the landing page through the embedded identity provider's own page, as a person would:
 * the portal's button, then the provider's form, then back to the portal.
 */
export async function signInFromLanding(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Connexion / Login' }).click();
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(SAMPLE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in / Se connecter' }).click();
  await page.waitForURL(
    (url) => !['/oidc', '/idp', '/loginredirect'].some((prefix) => url.pathname.startsWith(prefix)),
  );
}

/** The signed-in shell shows the logout link; visitors never see it. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('button', { name: /log ?out|déconnexion/i })
      .or(page.getByRole('link', { name: /log ?out|déconnexion/i }))
      .first(),
  ).toBeVisible();
}
