import { readFile } from 'node:fs/promises';
import {
  sampleCampusServices,
  sampleCommittee,
  sampleHouseServices,
  sampleHouses,
  sampleInvoicesOf,
  sampleNews,
} from '../../apps/server/test/sample-content.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/signed-in.ts';

// The sample campus (seeded at the server's first start, read here from the same data files) is the data.
// Journeys sign in as different people where they can: the identity provider allows 10 sign-ins a minute
// per account and address (brute-force limit), and the whole suite signs alice in often.
const ARGENTINE = 'maison-de-l-argentine';
/** A house's name as a reader of the language sees it (issue #29): its French name, or its English one. */
const houseName = (slug: string, language: 'fr' | 'en') => {
  const house = sampleHouses.find((candidate) => candidate.slug === slug)!;
  return language === 'fr' ? house.name : house.en;
};

/** The three levels of a house tree, from the top: a service whose parent's parent is at the top. */
function threeLevels(houseSlug: string) {
  const tree = sampleHouseServices(houseSlug);
  const byKey = new Map(tree.map((service) => [service.key, service]));
  const deepest = tree.find((service) => {
    const parent = service.parentKey === undefined ? undefined : byKey.get(service.parentKey);
    return parent?.parentKey !== undefined && byKey.get(parent.parentKey)?.parentKey === undefined;
  })!;
  const middle = byKey.get(deepest.parentKey!)!;
  return { top: byKey.get(middle.parentKey!)!, middle, deepest };
}

test.describe('house pages (spec §2.6)', () => {
  test('a resident opens House, About with the committee, and a service three levels deep', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin', '/news');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'House' })
      .click();
    await expect(page).toHaveURL(/\/house$/);
    // The house by its own name, as the sidebar and every other screen name it (issue #29).
    await expect(page.getByRole('heading', { level: 1, name: houseName(ARGENTINE, 'en') })).toBeVisible();
    const hub = page.getByTestId('house-hub');
    await expect(hub.getByRole('link', { name: 'See more' })).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, '/house');

    await page.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/house\/about$/);
    const committee = page.getByRole('region', { name: 'My house committee' }).first();
    const others = sampleCommittee(ARGENTINE).filter((person) => person.username !== 'alice.martin');
    await expect(committee.getByRole('listitem')).toHaveCount(3);
    await committee.getByRole('button', { name: new RegExp(others[0]!.firstName) }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(others[0]!.firstName) })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expectNoSeriousA11yViolations(page, '/house/about');

    // Services: the grid of top-level services, then down the tree and back up by the breadcrumb.
    const { top, middle, deepest } = threeLevels(ARGENTINE);
    await page.getByRole('link', { name: 'Services', exact: true }).last().click();
    await expect(page).toHaveURL(/\/house\/services$/);
    await page
      .getByRole('link', { name: new RegExp(top.text.en.title) })
      .first()
      .click();
    await page
      .getByRole('link', { name: new RegExp(middle.text.en.title) })
      .first()
      .click();
    await page
      .getByRole('link', { name: new RegExp(deepest.text.en.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/house/services/${deepest.path.en}$`));
    // Inside a house the house's name is the page's one h1; its services title below it (issue #34).
    await expect(
      page.getByRole('heading', { level: 2, name: deepest.text.en.title, exact: true }),
    ).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expectNoSeriousA11yViolations(page, '/house/services/…');
    await breadcrumb.getByRole('link', { name: middle.text.en.title }).click();
    await expect(page).toHaveURL(new RegExp(`/house/services/${middle.path.en}$`));
    await expect(
      page.getByRole('heading', { level: 2, name: middle.text.en.title, exact: true }),
    ).toBeVisible();

    for (const path of ['/house/news', '/house/events']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }
    const campusDeepest = sampleCampusServices.find((service) => service.path.en.split('/').length === 3)!;
    await page.goto(`/services/${campusDeepest.path.en}`);
    await expect(page.getByRole('heading', { level: 1, name: campusDeepest.text.en.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/services/…');
  });

  test('a resident of two houses switches house and the house pages follow', async ({ signedInPage }) => {
    // sofia.garcia (en_US) lives in the Brazil House first, then the Argentine House.
    const page = await signedInPage('sofia.garcia', '/house');
    await expect(page).toHaveURL(/\/house$/);
    // Each house by its English name, as everywhere else for this English reader (issue #29).
    const [first, second] = ['maison-du-bresil', ARGENTINE].map((slug) => houseName(slug, 'en'));
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await page.getByLabel('Current house').selectOption({ label: second! });
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    // Put things back for the other journeys.
    await page.getByLabel('Current house').selectOption({ label: first! });
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  });
});

test.describe('services, invoices and emergency numbers (spec §2.7)', () => {
  test('a resident switches tabs, opens Invoices, an invoice, and downloads its PDF', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin', '/news');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(/\/services\/tabs\/campus$/);
    const tabs = page.getByRole('navigation', { name: 'Service categories' });
    await expect(tabs.getByRole('link')).toHaveText(['Campus life', 'Digital', 'Health', 'Housing']);
    await expectNoSeriousA11yViolations(page, '/services/tabs/campus');

    await tabs.getByRole('link', { name: 'Digital' }).click();
    await expect(page).toHaveURL(/\/services\/tabs\/digital$/);
    const invoicesService = sampleCampusServices.find((service) => service.invoices)!;
    await page.getByRole('link', { name: new RegExp(invoicesService.text.en.title) }).click();
    await expect(page).toHaveURL(/\/services\/tabs\/digital\/invoices$/);
    await expect(tabs.getByRole('link', { name: 'Digital' })).toHaveAttribute('aria-current', 'page');

    const invoices = sampleInvoicesOf('alice.martin');
    const newest = invoices[0]!;
    const years = [...new Set(invoices.map((invoice) => invoice.issueDate.slice(0, 4)))];
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(years);
    await expectNoSeriousA11yViolations(page, '/services/tabs/digital/invoices');

    await page.getByRole('button', { name: new RegExp(newest.number) }).click();
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${newest.issueDate}T12:00:00Z`),
    );
    const dialog = page.getByRole('dialog', {
      name: `${newest.number} – ${month} ${newest.issueDate.slice(0, 4)}`,
    });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the invoice modal');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `Invoice ${newest.number}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(newest.filename);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);

    // The one document without content (§5, §8): the toast, and no download.
    const empty = invoices.find((invoice) => invoice.details.some((detail) => !detail.hasFile))!;
    const part = empty.details.find((detail) => !detail.hasFile)!;
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: new RegExp(empty.number) }).click();
    await page.getByRole('button', { name: `${part.number} – ${part.title}` }).click();
    await expect(page.getByText('File does not exist.')).toBeVisible();
  });

  test('a person without an invoice url is sent from /services/invoices to the services home', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('paul.durand', '/services/invoices');
    await expect(page).toHaveURL(/\/services\/tabs\/campus$/);
    await page
      .getByRole('navigation', { name: 'Service categories' })
      .getByRole('link', { name: 'Digital' })
      .click();
    const invoicesService = sampleCampusServices.find((service) => service.invoices)!;
    await expect(page.getByRole('link', { name: new RegExp(invoicesService.text.en.title) })).toHaveCount(0);
  });

  test("the heat-wave news' emergency link opens the emergency numbers with tel: links", async ({
    signedInPage,
  }) => {
    const heatWave = sampleNews.find((news) => news.key === 'heat-wave-alert')!;
    const page = await signedInPage('yuki.tanaka', `/news/${heatWave.text.en.slug}`);
    const news = page.getByRole('dialog', { name: heatWave.text.en.title });
    await news.getByRole('link', { name: 'Emergency', exact: true }).click();
    await expect(page).toHaveURL(/\/emergency$/);
    const emergency = page.getByRole('dialog', { name: 'Emergency numbers' });
    await expect(emergency.getByRole('link', { name: /SAMU/ })).toHaveAttribute('href', 'tel:15');
    await expect(emergency.getByRole('link', { name: /European emergency number/ })).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(emergency.getByRole('link', { name: /front desk/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoSeriousA11yViolations(page, '/emergency');
  });
});

test('a French account sees House, Services, invoices and emergency numbers in French', async ({
  signedInPage,
}) => {
  // camille.dupont (fr_FR) lives in the Fondation Deutsch de la Meurthe first.
  const page = await signedInPage('camille.dupont', '/house/about');
  await expect(page).toHaveURL(/\/house\/about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: houseName('fondation-deutsch-de-la-meurthe', 'fr') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mon comité de maison' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/house/about (fr)');
  await page.goto('/house');
  await expectNoSeriousA11yViolations(page, '/house (fr)');

  await page.goto('/services/tabs/campus');
  const tabs = page.getByRole('navigation', { name: 'Catégories de services' });
  await expect(tabs.getByRole('link')).toHaveText(['Logement', 'Numérique', 'Santé', 'Vie du campus']);
  await expectNoSeriousA11yViolations(page, '/services/tabs/campus (fr)');

  await page.goto('/services/tabs/digital/invoices');
  await expect(page.getByRole('heading', { level: 2, name: 'Mes factures' })).toBeVisible();
  const newest = sampleInvoicesOf('camille.dupont')[0]!;
  await page.getByRole('button', { name: new RegExp(newest.number) }).click();
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${newest.issueDate}T12:00:00Z`),
  );
  await expect(
    page.getByRole('dialog', { name: `${newest.number} – ${month} ${newest.issueDate.slice(0, 4)}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/services/tabs/digital/invoices (fr)');

  await page.goto('/emergency');
  const emergency = page.getByRole('dialog', { name: 'Numéros d’urgence' });
  await expect(emergency.getByRole('link', { name: /SAMU \(urgences médicales\)/ })).toHaveAttribute(
    'href',
    'tel:15',
  );
  await expectNoSeriousA11yViolations(page, '/emergency (fr)');

  for (const path of ['/house/news', '/house/events']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Retour' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${path} (fr)`);
  }
  const campusDeepest = sampleCampusServices.find((service) => service.path.fr.split('/').length === 3)!;
  await page.goto(`/services/${campusDeepest.path.fr}`);
  await expect(page.getByRole('heading', { level: 1, name: campusDeepest.text.fr.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/services/… (fr)');

  const deepest = threeLevels('fondation-deutsch-de-la-meurthe').deepest;
  await page.goto(`/house/services/${deepest.path.fr}`);
  await expect(
    page.getByRole('heading', { level: 2, name: deepest.text.fr.title, exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/house/services/… (fr)');
});
