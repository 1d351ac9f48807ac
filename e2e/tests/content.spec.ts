import { sampleNews, samplePages } from '../../apps/server/test/sample-content.ts';
import { expect, test } from '../support/signed-in.ts';

// The sample campus (seeded by the server at its first start, read here from the same data files) is the
// data: its news are dated from the seed day, which is today on the campus.
const byNewest = (a: (typeof sampleNews)[number], b: (typeof sampleNews)[number]) => a.daysAgo - b.daysAgo;
const sticky = sampleNews.filter((news) => news.sticky).sort(byNewest);
const oldest = [...sampleNews].sort(byNewest).at(-1)!;
const faq = samplePages.find((page) => page.key === 'faq')!;

test.describe('news, events and pages (spec §2.5, §2.14)', () => {
  test('a resident sees sticky news first, opens an item by click and by deep link, then events and the FAQ', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin');
    await expect(page).toHaveURL(/\/news$/);

    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(20);
    for (const [index, news] of sticky.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(news.text.en.title);
      await expect(cards.nth(index).getByText('Pinned')).toBeVisible();
    }
    await expect(cards.nth(sticky.length).getByText('Pinned')).toHaveCount(0);

    // Click: the modal opens over the list at /news/{slug}; the back button closes it.
    const first = sticky[0]!;
    await cards.first().getByRole('link', { name: first.text.en.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${first.text.en.slug}$`));
    const dialog = page.getByRole('dialog', { name: first.text.en.title });
    await expect(dialog).toBeVisible();
    await expect(cards.first()).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(dialog).toHaveCount(0);

    // Deep link on a cold load to an item beyond the first 20: fetched by slug.
    await page.goto(`/news/${oldest.text.en.slug}`);
    await expect(page.getByRole('dialog', { name: oldest.text.en.title })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/news$/);

    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { name: 'Coming up' })).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toBeVisible();

    // FAQ accordion: one item open at a time; a click toggles it.
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1, name: faq.text.en.title })).toBeVisible();
    const [q1, q2] = [0, 1].map((index) =>
      page.getByRole('button', { name: faq.text.en.faq![index]!.faq_ask, exact: true }),
    );
    await q1!.click();
    await expect(q1!).toHaveAttribute('aria-expanded', 'true');
    await q2!.click();
    await expect(q1!).toHaveAttribute('aria-expanded', 'false');
    await expect(q2!).toHaveAttribute('aria-expanded', 'true');
    await q2!.click();
    await expect(q2!).toHaveAttribute('aria-expanded', 'false');
  });

  test('every news item is reachable with More, and closing an item finds the reader where they were (issue #29)', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin');
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(20);
    const more = page.getByRole('button', { name: 'More news' });
    await more.click();
    await expect(cards).toHaveCount(sampleNews.length);
    await expect(more).toHaveCount(0);
    // The first new item has the focus: a keyboard reader carries on from there.
    await expect(cards.nth(20).getByRole('link')).toBeFocused();
    const titles = await cards.getByRole('heading').allTextContents();
    expect(new Set(titles)).toEqual(new Set(sampleNews.map((news) => news.text.en.title)));

    // Open item 25 from the list, close it: the list has not moved and item 25 is where it was.
    const item = cards.nth(24);
    await item.scrollIntoViewIfNeeded();
    const before = await item.boundingBox();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await item.getByRole('link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cards).toHaveCount(sampleNews.length);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect((await item.boundingBox())?.y).toBe(before?.y);
    await expect(item.getByRole('link')).toBeFocused();
  });

  test('a French-locale account sees French content and French dates', async ({ signedInPage }) => {
    const page = await signedInPage('camille.dupont');
    const tabs = page.getByRole('navigation', { name: 'Actualités et événements' });
    await expect(tabs.getByRole('link', { name: 'Actualités', exact: true })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Événements', exact: true })).toBeVisible();
    const newest = sticky[0]!;
    const card = page.getByTestId('news-card').first();
    await expect(card.getByRole('heading')).toHaveText(newest.text.fr.title);
    const today = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(new Date());
    await expect(card.getByText(today)).toBeVisible();
    await expect(card.getByText('À la une')).toBeVisible();

    // Event dates as French writes them, like the news dates: 'samedi 28 novembre, 18:00', never
    // title-cased by the page (issue #29). innerText is what the reader sees, styles applied.
    await page.getByRole('link', { name: 'Événements', exact: true }).click();
    const date = page.getByTestId('event-card').first().locator('time');
    await expect(date).toBeVisible();
    expect(await date.innerText()).toMatch(
      /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+, \d{2}:\d{2}$/,
    );
  });
});
