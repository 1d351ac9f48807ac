import type { Notification } from '@campus/domain/notification';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { testCampus } from './test-campus.ts';

/** A notification as GET /wp/v2/notification sends it (the signed-in person's copy unless `acf.recipient`). */
export function testNotification(
  id: number,
  parent: number,
  text: string,
  acf: Partial<Notification['acf']> = {},
  date = '2026-11-20T09:30:00',
): Notification {
  return {
    id,
    date,
    parent,
    content: { rendered: `<p>${text}</p>` },
    status: 'publish',
    type: 'notification',
    acf: { state: 'unread', recipient: testCampus.me.username, link: '', sender: null, ...acf },
  };
}

/**
 * What the notification handlers answer from, newest first: everybody's copies (each has its recipient),
 * of which the signed-in person sees only theirs. Reset before each test (an empty inbox by default).
 */
export const notificationCampus: { items: Notification[] } = { items: [] };

export function resetNotificationCampus(): void {
  notificationCampus.items = [];
}

const isMine = (item: Notification) => item.acf.recipient === testCampus.me.username;

/** The same 404 for a missing copy and for another person's (the server says nothing about it). */
const notFound = () =>
  HttpResponse.json(
    { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
    { status: 404 },
  );

/** The one update the server takes (NotificationUpdateBodySchema): `{ acf: { state: 'read' } }`. */
function isReadUpdate(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('acf' in body)) return false;
  const { acf } = body;
  return typeof acf === 'object' && acf !== null && 'state' in acf && acf.state === 'read';
}

/**
 * The inbox calls as the portal server answers them (spec §7): own copies only, newest first, paged
 * (per_page, page) with X-WP-Total, X-WP-TotalPages and X-WP-Unread (the unread count of every page).
 */
export function notificationHandlers() {
  return [
    endpointHandler('GET /wp/v2/notification', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const perPage = Number(search.get('per_page') ?? 10);
      const page = Number(search.get('page') ?? 1);
      const mine = notificationCampus.items.filter(isMine);
      const totalPages = Math.max(1, Math.ceil(mine.length / perPage));
      if (page > totalPages) {
        return HttpResponse.json(
          {
            code: 'rest_post_invalid_page_number',
            message: 'The page number requested is larger than the number of pages available.',
            data: { status: 400 },
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(mine.slice((page - 1) * perPage, page * perPage), {
        headers: {
          'x-wp-total': String(mine.length),
          'x-wp-totalpages': String(totalPages),
          'x-wp-unread': String(mine.filter((item) => item.acf.state === 'unread').length),
        },
      });
    }),
    endpointHandler('PUT /acf/v3/notification/{id}', async ({ request, params }) => {
      const url = new URL(request.url);
      const body: unknown = await request.json();
      testCampus.requests.push({
        method: 'PUT',
        path: url.pathname.replace(/^\/wp-json/, ''),
        search: url.searchParams,
        body,
      });
      if (!isReadUpdate(body)) {
        return HttpResponse.json(
          { code: 'rest_invalid_param', message: 'Invalid parameter(s): acf', data: { status: 400 } },
          { status: 400 },
        );
      }
      const item = notificationCampus.items.find((candidate) => candidate.id === Number(params.id));
      if (item === undefined || !isMine(item)) return notFound();
      const read: Notification = { ...item, acf: { ...item.acf, state: 'read' } };
      notificationCampus.items = notificationCampus.items.map((candidate) =>
        candidate.id === item.id ? read : candidate,
      );
      return HttpResponse.json(read);
    }),
  ];
}
