import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routeSamples, type SampleContent } from '../../apps/web/src/app/route-samples.ts';
import { BACKEND_TOKEN_KEY } from '../support/backend-token.ts';
import { signInFromLanding } from '../support/sign-in.ts';

/**
 * The accessibility gate of issue #19: every route of the app (app/route-samples.ts, kept complete by a
 * unit test over the route table), signed in, in English and in French, at desktop and phone widths, in
 * the light palette and in the dark one.
 * No serious or critical axe violation may remain; moderate ones are listed in the report.
 */
const PEOPLE = [
  { username: 'alice.martin', language: 'en', colorScheme: 'light' },
  { username: 'lucas.bernard', language: 'fr', colorScheme: 'light' },
  // The dark palette (the device's preference; the theme setting picks the same palette).
  { username: 'paul.durand', language: 'en', colorScheme: 'dark' },
] as const;
const WIDTHS = [1280, 390] as const;

interface Item {
  slug: string;
  link?: string;
  parent?: number;
  id: number;
}

/** A sample of the person's own content, asked of the real API in their language. */
async function sampleContent(
  request: APIRequestContext,
  page: Page,
  language: string,
): Promise<SampleContent> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), BACKEND_TOKEN_KEY);
  const get = async (path: string): Promise<Item[]> => {
    const response = await request.get(`/wp-json${path}`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as Item[];
  };
  const me = (await (
    await request.get('/wp-json/wp/v2/users/me', { headers: { authorization: `Bearer ${token ?? ''}` } })
  ).json()) as { acf: { user_house: { term_id: number }[] } };
  const house = me.acf.user_house[0]?.term_id ?? 0;
  const lang = `wpml_language=${language}`;
  const [news] = await get(`/wp/v2/posts?${lang}&per_page=1`);
  const [event] = await get(`/wp/v2/event?${lang}&per_page=1`);
  const [cmsPage] = await get(`/wp/v2/pages?${lang}&per_page=1`);
  const [service] = await get(`/wp/v2/service?${lang}&parent=0&per_page=1`);
  const [place] = await get(`/wp/v2/places?${lang}&per_page=1`);
  const housePage = (await get(`/wp/v2/house?${lang}&tax-house=${String(house)}&per_page=100`)).find(
    (item) => (item.parent ?? 0) > 0,
  );
  const [houseNews] = await get(`/wp/v2/posts?${lang}&tax-house=${String(house)}&per_page=1`);
  const [houseEvent] = await get(`/wp/v2/event?${lang}&tax-house=${String(house)}&per_page=1`);
  const pathAfter = (link: string | undefined, prefix: string) =>
    new URL(link ?? '').pathname.slice(prefix.length);
  return {
    newsSlug: news!.slug,
    eventSlug: event!.slug,
    pagePath: pathAfter(cmsPage!.link, '/pages/'),
    servicePath: pathAfter(service!.link, '/services/'),
    housePageSlug: housePage?.slug ?? null,
    houseNewsSlug: houseNews?.slug ?? null,
    houseEventSlug: houseEvent?.slug ?? null,
    placeId: place!.id,
  };
}

interface Findings {
  checked: number;
  serious: string[];
  moderate: string[];
}

/** Opens each sample at each width, once its screen has loaded, and sorts axe's findings by impact. */
async function sweep(page: Page, samples: [string, string][]): Promise<Findings> {
  const findings: Findings = { checked: 0, serious: [], moderate: [] };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [pattern, url] of samples) {
      await page.goto(url);
      await page.locator('main').waitFor();
      // A screen still loading is not the screen: wait for its spinners and busy regions to settle.
      await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      findings.checked += 1;
      for (const violation of violations) {
        const nodes = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        const line = `${url} (${pattern}) at ${String(width)} px: ${violation.id} on ${nodes.join(' | ')}`;
        const blocking = violation.impact === 'serious' || violation.impact === 'critical';
        (blocking ? findings.serious : findings.moderate).push(line);
      }
    }
  }
  return findings;
}

for (const { username, language, colorScheme } of PEOPLE) {
  test(`every route passes axe, in ${language}, ${colorScheme}, at ${WIDTHS.join(' and ')} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme });
    await page.goto('/news');
    await signInFromLanding(page, username);
    const samples = Object.entries(routeSamples(await sampleContent(request, page, language))).filter(
      (sample): sample is [string, string] => sample[1] !== null,
    );
    const { checked, serious, moderate } = await sweep(page, samples);
    for (const line of moderate) test.info().annotations.push({ type: 'moderate a11y', description: line });
    expect(checked).toBe(samples.length * WIDTHS.length);
    expect(serious, `serious or critical axe violations (${language}, ${colorScheme})`).toEqual([]);
  });
}
