import { PAGE_SIZE_DEFAULT, PAGE_SIZE_NEWS } from '@campus/domain/constants';
import type { EventPost } from '@campus/domain/content';
import type { UploadedPhoto } from '@campus/domain/photo';
import type { TermRef, UserAcf } from '@campus/domain/user';
import { HttpResponse, type JsonBodyType } from 'msw';
import { parseContentDate } from '../dates/format-date.ts';
import { calendarHandlers } from './calendar-fixtures.ts';
import { checklistHandlers } from './checklist-fixtures.ts';
import { endpointHandler } from './endpoint-handler.ts';
import { formsHandlers } from './forms-fixtures.ts';
import { notificationHandlers } from './notification-fixtures.ts';
import { houseCampus } from './house-fixtures.ts';
import { maintenanceHandlers, staffMaintenanceHandlers } from './maintenance-fixtures.ts';
import { identityQrHandlers } from './identity-fixtures.ts';
import { searchHandlers } from './search-fixtures.ts';
import { servicesHandlers } from './services-fixtures.ts';
import { staffHandlers } from './staff-fixtures.ts';
import { recordRequest, testCampus } from './test-campus.ts';

const notFound = (code = 'rest_no_route') =>
  HttpResponse.json({ code, message: 'Not found.', data: { status: 404 } }, { status: 404 });

/** One page of a WordPress list (`page`, `per_page`) with its X-WP-Total and X-WP-TotalPages headers. */
function pagedAnswer(url: URL, items: readonly JsonBodyType[]) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? PAGE_SIZE_NEWS);
  return HttpResponse.json(items.slice((page - 1) * perPage, page * perPage), {
    headers: {
      'X-WP-Total': String(items.length),
      'X-WP-TotalPages': String(Math.ceil(items.length / perPage)),
    },
  });
}

const listOf = (value: string | null): number[] =>
  value === null || value === '' ? [] : value.split(',').map(Number);

/** PUT /acf/v3/users/{id}: what the server stores for each field sent (tags as strings, houses as ids). */
function applyProfileChanges(acf: UserAcf, changes: Record<string, unknown>): UserAcf {
  const next: UserAcf = { ...acf };
  for (const [field, value] of Object.entries(changes)) {
    if (field === 'tags' && Array.isArray(value))
      next.tags = value.map((id): TermRef => {
        const tag = testCampus.tags.find((term) => term.id === Number(id));
        return { term_id: Number(id), name: tag?.name ?? '' };
      });
    else if (field === 'user_house' && Array.isArray(value))
      next.user_house = value.map(
        (id) => acf.user_house.find((house) => house.term_id === Number(id)) ?? { term_id: Number(id) },
      );
    else Object.assign(next, { [field]: value });
  }
  return next;
}

/**
 * The portal server's API as the screen tests see it: schema-valid answers (typed with the domain types)
 * from the test campus. One set for every screen test; a test overrides a handler with `server.use`.
 */
export const handlers = [
  endpointHandler('GET /wp/v2/users/me', async ({ request }) => {
    await recordRequest(request);
    return HttpResponse.json(testCampus.me);
  }),
  endpointHandler('PUT /acf/v3/users/{id}', async ({ request, params }) => {
    await recordRequest(request);
    if (Number(params.id) !== testCampus.me.id) return notFound('rest_forbidden');
    const body = (await request.json()) as { acf?: Record<string, unknown> } | null;
    const acf = applyProfileChanges(testCampus.me.acf, body?.acf ?? {});
    testCampus.me = { ...testCampus.me, acf };
    return HttpResponse.json({ acf });
  }),
  endpointHandler('POST /wp/v2/media', async ({ request }) => {
    await recordRequest(request);
    const photo: UploadedPhoto = {
      id: 500,
      source_url: 'http://localhost/uploads/photo-500.jpg',
      media_type: 'image',
      mime_type: 'image/jpeg',
      media_details: { width: 300, height: 300 },
    };
    return HttpResponse.json(photo, { status: 201 });
  }),

  endpointHandler('GET /wp/v2/posts', async ({ request }) => {
    const { url } = await recordRequest(request);
    const slug = url.searchParams.get('slug');
    const houses = listOf(url.searchParams.get('tax-house'));
    return pagedAnswer(
      url,
      testCampus.posts.filter(
        (post) =>
          (slug === null || post.slug === slug) &&
          (houses.length === 0 || post['tax-house'].some((id) => houses.includes(id))),
      ),
    );
  }),
  endpointHandler('GET /wp/v2/event', async ({ request }) => {
    const { url } = await recordRequest(request);
    const slug = url.searchParams.get('slug');
    const houses = listOf(url.searchParams.get('tax-house'));
    const period = url.searchParams.get('period');
    // As the server: by start (then id), coming or past by the clock (an event's end passed or not).
    const now = Date.now();
    const over = (event: EventPost) => parseContentDate(event.acf.end).getTime() < now;
    const found = testCampus.events
      .filter(
        (event) =>
          (slug === null || event.slug === slug) &&
          (houses.length === 0 || event['tax-house'].some((id) => houses.includes(id))) &&
          (period === null || (period === 'past') === over(event)),
      )
      .sort((a, b) => a.acf.start.localeCompare(b.acf.start) || a.id - b.id);
    return pagedAnswer(url, url.searchParams.get('order') === 'desc' ? found.reverse() : found);
  }),
  endpointHandler('GET /wp/v2/tax-house', async ({ request }) => {
    await recordRequest(request);
    return HttpResponse.json(houseCampus.terms);
  }),
  endpointHandler('GET /wp/v2/house', async ({ request }) => {
    const { url } = await recordRequest(request);
    const houses = listOf(url.searchParams.get('tax-house'));
    const language = url.searchParams.get('wpml_language') ?? 'en';
    return HttpResponse.json(
      houseCampus.pages.filter(
        (page) =>
          page.lang === language &&
          (houses.length === 0 || page['tax-house'].some((id) => houses.includes(id))),
      ),
    );
  }),
  endpointHandler('GET /wp/v2/pages', async ({ request }) => {
    const { url } = await recordRequest(request);
    const slugs = url.searchParams.get('slug')?.split(',') ?? [];
    return HttpResponse.json(testCampus.pages.filter((page) => slugs.includes(page.slug)));
  }),

  endpointHandler('GET /wp/v2/users', async ({ request }) => {
    const { url } = await recordRequest(request);
    const include = listOf(url.searchParams.get('include'));
    const tagIds = listOf(url.searchParams.get('filter[tax-tag]'));
    const houseIds = listOf(url.searchParams.get('filter[tax-house]'));
    // As the server's filter[tax-tag]: a tag matches a person who has it or one of its child tags.
    const hasTag = (personId: number, tagId: number) =>
      testCampus.tagsOf[personId]?.some(
        (id) => id === tagId || testCampus.tags.find((tag) => tag.id === id)?.parent === tagId,
      ) ?? false;
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? PAGE_SIZE_DEFAULT);
    const found = testCampus.people.filter(
      (person) =>
        !testCampus.blocks.includes(person.id) &&
        (include.length === 0 || include.includes(person.id)) &&
        (tagIds.length === 0 || tagIds.some((id) => hasTag(person.id, id))) &&
        (houseIds.length === 0 || person.acf.user_house.some((house) => houseIds.includes(house.term_id))),
    );
    const totalPages = Math.ceil(found.length / perPage);
    return HttpResponse.json(found.slice((page - 1) * perPage, page * perPage), {
      headers: { 'X-WP-Total': String(found.length), 'X-WP-TotalPages': String(totalPages) },
    });
  }),
  endpointHandler('GET /portal/v1/directory/tag-groups', async ({ request }) => {
    await recordRequest(request);
    return HttpResponse.json(testCampus.tagGroups);
  }),
  endpointHandler('GET /wp/v2/tax-tag', async ({ request }) => {
    const { url } = await recordRequest(request);
    const slug = url.searchParams.get('slug');
    const parent = url.searchParams.get('parent');
    const include = listOf(url.searchParams.get('include'));
    return HttpResponse.json(
      testCampus.tags.filter(
        (tag) =>
          (slug === null || tag.slug === slug) &&
          (parent === null || tag.parent === Number(parent)) &&
          (include.length === 0 || include.includes(tag.id)),
      ),
    );
  }),

  endpointHandler('GET /wp/v2/usernetwork', async ({ request }) => {
    await recordRequest(request);
    return HttpResponse.json(testCampus.relations);
  }),
  endpointHandler('POST /wp/v2/usernetwork', async ({ request }) => {
    await recordRequest(request);
    const body = (await request.json()) as { acf: { user_a: number; user_b: number } };
    const relation = {
      id: 900 + testCampus.relations.length,
      status: 'publish' as const,
      date: '2025-09-02T10:00:00',
      acf: { user_a: body.acf.user_a, user_b: body.acf.user_b, relation_status: 'requested' as const },
      other_user: testCampus.people.find((person) => person.id === body.acf.user_b) ?? null,
    };
    testCampus.relations = [...testCampus.relations, relation];
    return HttpResponse.json(relation, { status: 201 });
  }),
  endpointHandler('PUT /acf/v3/usernetwork/{id}', async ({ request, params }) => {
    await recordRequest(request);
    const body = (await request.json()) as { acf: { relation_status: 'accepted' | 'refused' } };
    const relation = testCampus.relations.find((item) => item.id === Number(params.id));
    if (relation === undefined) return notFound('rest_post_invalid_id');
    const updated = { ...relation, acf: { ...relation.acf, relation_status: body.acf.relation_status } };
    testCampus.relations = testCampus.relations.map((item) => (item.id === updated.id ? updated : item));
    return HttpResponse.json(updated);
  }),
  endpointHandler('DELETE /wp/v2/usernetwork/{id}', async ({ request, params }) => {
    await recordRequest(request);
    const removed = testCampus.relations.find((item) => item.id === Number(params.id));
    if (removed === undefined) return notFound('rest_post_invalid_id');
    testCampus.relations = testCampus.relations.filter((item) => item !== removed);
    const { other_user: _otherUser, ...previous } = removed;
    return HttpResponse.json({ deleted: true, previous });
  }),

  endpointHandler('GET /portal/v1/blocks', async ({ request }) => {
    await recordRequest(request);
    return HttpResponse.json(testCampus.blocks.map((id) => ({ user_id: id })));
  }),
  endpointHandler('POST /portal/v1/blocks', async ({ request }) => {
    await recordRequest(request);
    const body = (await request.json()) as { user_id: number };
    testCampus.blocks = [...testCampus.blocks, body.user_id];
    return HttpResponse.json({ user_id: body.user_id }, { status: 201 });
  }),
  endpointHandler('DELETE /portal/v1/blocks/{userId}', async ({ request, params }) => {
    await recordRequest(request);
    const userId = Number(params['userId']);
    testCampus.blocks = testCampus.blocks.filter((id) => id !== userId);
    return HttpResponse.json({ deleted: true, previous: { user_id: userId } });
  }),

  // Services, invoices and files: none unless a test registers its own (services-fixtures.ts).
  ...servicesHandlers(),
  ...searchHandlers(),
  ...calendarHandlers(),
  // Stay checklists: none unless a test puts some in checklistCampus (checklist-fixtures.ts).
  ...checklistHandlers(),
  // The inbox: empty unless a test puts notifications in notificationCampus (notification-fixtures.ts).
  ...notificationHandlers(),
  // Forms and contact entries: no form unless a test puts one in formsCampus (forms-fixtures.ts).
  ...formsHandlers(),
  // Maintenance requests (issue #32): a room and two common areas, no request (maintenance-fixtures.ts).
  ...maintenanceHandlers(),
  // The staff console: no role (403) unless a test puts one in staffCampus (staff-fixtures.ts).
  ...staffHandlers(),
  // The maintenance team's queue, assignment, CSV and figures (maintenance-fixtures.ts).
  ...staffMaintenanceHandlers(),
  // Identity QR codes: the signed-in person's urls, signed for five minutes.
  ...identityQrHandlers(),
  endpointHandler('POST /portal/v1/push-subscriptions', async ({ request }) => {
    await recordRequest(request);
    return HttpResponse.json({ endpoint: 'recorded' }, { status: 201 });
  }),
  endpointHandler('DELETE /portal/v1/push-subscriptions', async ({ request }) => {
    await recordRequest(request);
    return new HttpResponse(null, { status: 204 });
  }),
];
