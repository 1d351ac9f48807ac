import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/signed-in.ts';

test.describe('global search (spec §2.11)', () => {
  test('a French-speaking resident searches "biblio" from the top bar, sees all the news, opens one, then finds Inês by "ines"', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('lucas.bernard');
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('navigation', { name: 'Raccourcis' })
      .getByRole('link', { name: 'Recherche' })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Saisissez au moins 2 caractères pour lancer la recherche.')).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Rechercher dans le portail' });
    await expect(box).toBeFocused();
    await box.pressSequentially('biblio');
    await expect(page).toHaveURL(/\/search\/all\/s=biblio$/);

    // Grouped results, in French: the news group shows 3 and leads to all of them.
    const news = page.getByRole('region', { name: /^Actualités/ });
    await expect(news.getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: /^Lieux/ }).getByRole('link', { name: /Bibliothèque/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/search/all/s=biblio');
    await news.getByRole('link', { name: /Voir tous les résultats/ }).click();
    await expect(page).toHaveURL(/\/search\/news\/s=biblio$/);
    const results = page.getByRole('region', { name: 'Résultats de la recherche' });
    await expect(results.getByRole('listitem')).not.toHaveCount(0);
    expect(await results.getByRole('listitem').count()).toBeGreaterThan(3);

    // A result opens its news in a modal; closing it comes back to the search.
    await results.getByRole('link', { name: /Horaires élargis de la bibliothèque/ }).click();
    const modal = page.getByRole('dialog', { name: /Horaires élargis de la bibliothèque/ });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/search\/news\/s=biblio$/);

    // People by name without the accent: "ines" finds Inês Silva; her card opens the directory modal.
    await page.getByRole('link', { name: 'Personnes' }).click();
    await expect(page).toHaveURL(/\/search\/users\/s=biblio$/);
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await box.fill('ines');
    await expect(page).toHaveURL(/\/search\/users\/s=ines$/);
    await page.getByRole('button', { name: /Inês Silva/ }).click();
    await expect(page.getByRole('dialog', { name: /Inês Silva/ })).toBeVisible();
  });

  test('an English-speaking resident searches from the sidebar, opens a place on the map, and clears the search', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin');
    await page
      .getByRole('complementary', { name: 'My account' })
      .getByRole('link', { name: 'Search' })
      .click();
    const box = page.getByRole('searchbox', { name: 'Search the portal' });
    await box.fill('library');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/all\/s=library$/);
    await expect(
      page
        .getByRole('region', { name: /^News/ })
        .getByRole('link', { name: /Extended library hours during exams/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: /^Places/ }).getByRole('link', { name: /^Library/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/search/all/s=library');

    await page
      .getByRole('region', { name: /^Places/ })
      .getByRole('link', { name: /^Library/ })
      .click();
    await expect(page).toHaveURL(/\/pages\/map\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/all\/s=library$/);

    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(box).toHaveValue('');
    await page.goto('/search/recipes/s=library');
    await expect(page.getByText('Non implementé')).toBeVisible();
  });
});
