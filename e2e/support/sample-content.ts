import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SampleContent } from '../../apps/web/src/app/route-samples.ts';
import { BACKEND_TOKEN_KEY } from './backend-token.ts';

interface Item {
  slug: string;
  link?: string;
  parent?: number;
  id: number;
}

/**
 * A sample of the signed-in person's own content, asked of the real API in their language, for the route
 * table's samples (apps/web/src/app/route-samples.ts): the sweeps that open every route use it.
 */
export async function sampleContent(
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
    maintenanceRequestId: await ownMaintenanceRequest(request, token ?? ''),
  };
}

/** The description of the request the sweeps file: long, so that the request's page is measured with it. */
const SWEEP_REQUEST_TEXT =
  'Le radiateur sous la fenêtre reste froid depuis lundi matin, même réglé au maximum ; ' +
  'la vanne thermostatique semble bloquée et la chambre descend à quinze degrés la nuit.';

/**
 * The newest of the person's maintenance requests; if they have none yet, a request about their room is
 * filed for them (category `other`, so that it is never the plumbing request maintenance.spec.ts looks for).
 * A room request is seen by its author and the house's team only: no other person's screen changes. Null
 * for a person with no room to report from (campus staff who live in no house).
 */
async function ownMaintenanceRequest(request: APIRequestContext, token: string): Promise<number | null> {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get('/wp-json/portal/v1/maintenance-requests?per_page=1', { headers });
  expect(listed.status(), 'my maintenance requests').toBe(200);
  const [newest] = (await listed.json()) as { id: number }[];
  if (newest !== undefined) return newest.id;
  const places = await request.get('/wp-json/portal/v1/maintenance-places', { headers });
  if (places.status() !== 200 || ((await places.json()) as { room: string | null }).room === null)
    return null;
  const filed = await request.post('/wp-json/portal/v1/maintenance-requests', {
    headers,
    data: {
      category: 'other',
      urgency: 'normal',
      place: { type: 'room' },
      description: SWEEP_REQUEST_TEXT,
      entry_allowed: false,
    },
  });
  expect(filed.status(), 'a maintenance request of the sweep').toBe(201);
  return ((await filed.json()) as { id: number }).id;
}
