import { type Locator, type Page } from '@playwright/test';
import { pngImage } from '../../apps/server/test/test-images.ts';
import {
  DOCS_CLIPBOARD_HTML,
  WORD_CLIPBOARD_HTML,
} from '../../apps/web/src/features/staff/paste-fixtures.ts';
import { expect, test } from '../support/signed-in.ts';

declare global {
  interface Window {
    __pasteRan?: string;
  }
}

/** A paste as Chromium delivers it from Word or Docs: a ClipboardEvent carrying the HTML and its text. */
async function pasteInto(editor: Locator, html: string): Promise<void> {
  await editor.click();
  await editor.evaluate((element, clipboardHtml) => {
    const data = new DataTransfer();
    data.setData('text/html', clipboardHtml);
    data.setData('text/plain', 'plain text of the paste');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** Every Content-Security-Policy violation the page reports, from the console and the DOM event alike. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (what: string) => violations.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (what: string) => Promise<void> }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('a paste from Word and from Google Docs keeps headings, lists and tables, and residents see them with an inserted image (issue #33)', async ({
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const title = { fr: `Fête collée ${stamp}`, en: `Pasted party ${stamp}` };

  // paul.durand, campus editor (English), writes a campus news item: he may publish it himself.
  const paul = await signedInPage('paul.durand');
  const violations = await watchCsp(paul);
  await paul.goto('/staff/items/post/new');
  const french = paul.getByRole('group', { name: 'French' });
  const english = paul.getByRole('group', { name: 'English' });
  await french.getByRole('textbox', { name: 'Title', exact: true }).fill(title.fr);
  await french.getByRole('textbox', { name: 'Summary' }).fill('Collé depuis Google Docs.');
  await english.getByRole('textbox', { name: 'Title', exact: true }).fill(title.en);
  await english.getByRole('textbox', { name: 'Summary' }).fill('Pasted from Word.');

  const englishText = english.getByRole('textbox', { name: 'Text' });
  await pasteInto(englishText, WORD_CLIPBOARD_HTML);
  await expect(englishText.locator('h2')).toHaveText(['Fête de la résidence', 'Programme de la soirée']);
  await expect(englishText.locator('h3')).toHaveText('Horaires');
  await expect(englishText.locator(':scope > ul > li > p')).toHaveText(['Musique', 'Repas']);
  await expect(englishText.locator('ol > li')).toHaveText(['Accueil', 'Concert']);
  await expect(englishText.locator('table td')).toHaveText(['Heure', 'Lieu', '19 h', 'Jardin']);
  // Word's file:/// image cannot be fetched: said, not dropped silently.
  await expect(english.getByRole('alert')).toContainText('could not be kept');

  const frenchText = french.getByRole('textbox', { name: 'Text' });
  await pasteInto(frenchText, DOCS_CLIPBOARD_HTML);
  await expect(frenchText.locator('h2')).toHaveText('Atelier vélo');
  await expect(frenchText.locator('h3')).toHaveText('À apporter');
  await expect(frenchText.locator(':scope > p').filter({ hasText: /\S/ })).toHaveText([
    'Chaque mercredi de 18 h à 20 h, au garage.',
    'Voir le règlement.',
  ]);
  await expect(frenchText.locator('ul ul > li')).toHaveText('et sa chambre à air');
  await expect(frenchText.locator('table td')).toHaveText(['Outil', 'Prêt', 'Pompe', 'Oui']);

  // An image added with the Image button, uploaded through the media endpoint, given its alternative.
  await englishText.click();
  await paul.keyboard.press('Control+End');
  const chooser = paul.waitForEvent('filechooser');
  await english.getByRole('button', { name: 'Image' }).click();
  await (
    await chooser
  ).setFiles({ name: 'garden.png', mimeType: 'image/png', buffer: await pngImage(640, 480) });
  const alt = english.getByRole('textbox', { name: 'Text alternative of the selected image' });
  await expect(alt).toHaveAccessibleDescription(/no text alternative/);
  await alt.fill('The garden set for the party');
  await expect(englishText.locator('img')).toHaveAttribute(
    'src',
    /^\/wp-json\/portal\/v1\/staff-media\/\d+\/960\.webp$/,
  );

  // Nothing of the pastes ran, and the page's CSP had nothing to block.
  expect(await paul.evaluate(() => window.__pasteRan)).toBeUndefined();
  expect(violations).toEqual([]);

  await paul.getByRole('button', { name: 'Publish' }).click();
  await expect(paul.getByText('Published.')).toBeVisible();

  // alice.martin reads English: the item shows her the table, the heading and the image with its alternative.
  const alice = await signedInPage('alice.martin');
  await alice.setViewportSize({ width: 320, height: 720 });
  await alice.goto('/news');
  await alice.getByRole('link', { name: title.en }).first().click();
  const dialog = alice.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Programme de la soirée' })).toBeVisible();
  const table = dialog.getByRole('region', { name: /^Table/ }).getByRole('table');
  await expect(table.getByRole('cell')).toHaveText(['Heure', 'Lieu', '19 h', 'Jardin']);
  await expect(dialog.getByRole('img', { name: 'The garden set for the party' })).toBeVisible();
  await expect(dialog.locator('img[alt="The garden set for the party"]')).toHaveAttribute(
    'src',
    /^\/wp-json\/portal\/v1\/staff-media\/\d+\/960\.webp$/,
  );
  // The page itself fits 320 px: a wide table scrolls in its own box.
  expect(await alice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
