import { PAGE_SIZE_NEWS } from '@campus/domain/constants';
import { expect, test } from '../support/signed-in.ts';

test.describe('layout (issue #19)', () => {
  test('news and event cards are as tall as their own content, at 1280 and 390 px', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('chloe.moreau');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/news', '/events']) {
        await page.goto(path);
        const cards = page.locator('.news-card, .event-card');
        await expect(cards.first()).toBeVisible();
        // The card ends where its last block ends: no blank block under the content.
        const gaps = await cards.evaluateAll((elements) =>
          elements.map((card) => {
            const last = card.lastElementChild;
            return last === null
              ? 0
              : card.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
          }),
        );
        expect(gaps.length, path).toBeGreaterThan(1);
        for (const gap of gaps)
          expect(Math.abs(gap), `${path} at ${String(width)} px`).toBeLessThanOrEqual(1);
      }
    }
  });

  for (const [username, language] of [
    ['alice.martin', 'English'],
    ['camille.dupont', 'French'],
  ] as const) {
    test(`at 1280 px every news title keeps to two lines (issue #29), in ${language}`, async ({
      signedInPage,
    }) => {
      const page = await signedInPage(username);
      await page.setViewportSize({ width: 1280, height: 800 });
      const titles = page.locator('.news-card__title');
      // The whole first page: the cards after the first screen's come in a transition once it is painted.
      await expect(titles).toHaveCount(PAGE_SIZE_NEWS);
      const lines = await titles.evaluateAll((elements) =>
        elements.map((title) => {
          const style = getComputedStyle(title);
          return {
            text: title.textContent,
            lines: Math.round(title.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
          };
        }),
      );
      expect(lines.length).toBeGreaterThan(10);
      expect(lines.filter((title) => title.lines > 2)).toEqual([]);
    });
  }

  test('at 320 px every row of the settings keeps inside the padding of its modal, active sessions too (issue #29)', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('camille.dupont', '/profile/settings');
    await page.setViewportSize({ width: 320, height: 800 });
    const settings = page.getByRole('dialog', { name: 'Paramètres' });
    const sessions = settings.getByRole('region', { name: 'Sessions actives' });
    await expect(sessions.getByRole('listitem').first()).toBeVisible();
    // The page does not scroll sideways either way: a row too wide ran into the modal's right padding,
    // leaving the switches against the screen's edge.
    const beyond = await settings.evaluate((dialog) => {
      const body = dialog.querySelector('.modal__body')!;
      const right =
        body.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(body).paddingRight);
      return Array.from(dialog.querySelectorAll('.settings-row, .settings-choice, .settings-group'))
        .filter((row) => row.getBoundingClientRect().right > right + 1)
        .map((row) => `${row.className} "${row.textContent.slice(0, 30)}"`);
    });
    expect(beyond).toEqual([]);
  });

  test("the house switch shows the whole name of camille's house, at 1280, 390 and 320 px (issue #29)", async ({
    signedInPage,
  }) => {
    const page = await signedInPage('camille.dupont', '/house');
    const house = page.getByRole('combobox', { name: 'Maison actuelle' });
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(house).toHaveValue(/\d+/);
      // The chosen name's width in the select's font, against the room the select gives it: its box less
      // its padding and the 16 px of its arrow.
      const { name, room, needed } = await house.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = select.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return {
          name: probe.textContent,
          room: select.getBoundingClientRect().width - padding - 16,
          needed: width,
        };
      });
      expect(name).toBe('Fondation Deutsch de la Meurthe');
      expect(room, `${name} at ${String(width)} px`).toBeGreaterThanOrEqual(needed);
    }
  });

  test('the dark theme chosen in Settings applies at once and follows the person after a reload', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('chloe.moreau', '/profile/settings');
    const settings = page.getByRole('dialog', { name: 'Paramètres' });
    await settings.getByRole('radio', { name: 'Sombre' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await background()).toBe('rgb(15, 21, 19)');
    await expect(async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page
      .getByRole('dialog', { name: 'Paramètres' })
      .getByRole('radio', { name: 'Comme mon appareil' })
      .check();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  });
});
