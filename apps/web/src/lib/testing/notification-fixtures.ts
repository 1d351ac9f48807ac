import type { Notification } from '@campus/domain/notification';
import { http, HttpResponse } from 'msw';
import { testCampus } from './test-campus.ts';

/** A notification as GET /wp/v2/notification sends it (the signed-in person's copy). */
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

/** What the notification handlers answer from; reset before each test (an empty inbox by default). */
export const notificationCampus: { items: Notification[] } = { items: [] };

export function resetNotificationCampus(): void {
  notificationCampus.items = [];
}

/** The inbox calls as the portal server answers them (spec §7): own copies only, X-WP-Unread. */
export function notificationHandlers() {
  return [
    http.get('*/wp-json/wp/v2/notification', () =>
      HttpResponse.json(notificationCampus.items, {
        headers: {
          'x-wp-total': String(notificationCampus.items.length),
          'x-wp-totalpages': '1',
          'x-wp-unread': String(
            notificationCampus.items.filter((item) => item.acf.state === 'unread').length,
          ),
        },
      }),
    ),
    http.put('*/wp-json/acf/v3/notification/:id', async ({ request, params }) => {
      const url = new URL(request.url);
      const body: unknown = await request.json();
      testCampus.requests.push({
        method: 'PUT',
        path: url.pathname.replace(/^\/wp-json/, ''),
        search: url.searchParams,
        body,
      });
      const item = notificationCampus.items.find((candidate) => candidate.id === Number(params.id));
      if (item === undefined) {
        return HttpResponse.json(
          { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
          { status: 404 },
        );
      }
      const read: Notification = { ...item, acf: { ...item.acf, state: 'read' } };
      notificationCampus.items = notificationCampus.items.map((candidate) =>
        candidate.id === item.id ? read : candidate,
      );
      return HttpResponse.json(read);
    }),
  ];
}
