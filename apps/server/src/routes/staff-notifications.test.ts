import type { Notification } from '@campus/domain/notification';
import { STAFF_PATH, type AuditEntry } from '@campus/domain/staff';
import type { StaffNotificationSummary } from '@campus/domain/staff-notification';
import { languageOfLocale } from '@campus/domain/locale';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInCaller, type SignedInCaller, requestsAs } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { waitForDelivery } from '../../test/notification-delivery.ts';
import { staffReason } from '../services/staff/staff-messages.ts';

/** A campus local time (Europe/Paris, as send_at is given) `seconds` from now, with its seconds. */
function campusTimeIn(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');
}

describe('notifications managed in the staff console (issue #33)', () => {
  let app: FastifyInstance;
  let paul: SignedInCaller;
  let chloe: SignedInCaller;
  let lucas: SignedInCaller;
  let sofia: SignedInCaller;
  let bresil: number;
  let deutsch: number;

  const as = requestsAs(() => app);
  const call = callsAs(() => app);

  const list = async (caller: SignedInCaller, query = '') => {
    const answer = await as(caller, 'GET', `${STAFF_PATH}/notifications?per_page=100${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<StaffNotificationSummary[]>();
  };

  const send = async (caller: SignedInCaller, body: object): Promise<number> => {
    const answer = await as(caller, 'POST', `${STAFF_PATH}/notifications`, body);
    expect(answer.statusCode, answer.body).toBe(202);
    return answer.json<{ id: number }>().id;
  };

  const houseId = async (slug: string) =>
    (await app.db.query<{ id: number }>('SELECT id FROM houses WHERE slug = $1', [slug]))[0]!.id;

  beforeAll(async () => {
    app = await buildTestApp();
    paul = await signedInCaller(app, 'paul.durand');
    chloe = await signedInCaller(app, 'chloe.moreau');
    lucas = await signedInCaller(app, 'lucas.bernard');
    sofia = await signedInCaller(app, 'sofia.garcia');
    bresil = await houseId('maison-du-bresil');
    deutsch = await houseId('fondation-deutsch-de-la-meurthe');
  });
  afterAll(() => app.close());

  it('lists a sent notification with its audience, sender and author named, its reach and its read count', async () => {
    const id = await send(chloe, {
      audience: { type: 'house', house: bresil },
      content: { fr: 'Réunion ce soir', en: 'Meeting tonight' },
      link: '/news',
    });
    await waitForDelivery(app, id);
    const [residents] = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM user_houses uh JOIN users u ON u.id = uh.user_id
       WHERE uh.house_id = $1 AND u.user_type <> 'api'`,
      [bresil],
    );
    // Sofia lives in the Maison du Brésil: she reads hers.
    const inbox = (await call(sofia, 'GET /wp/v2/notification')).json<Notification[]>();
    const copy = inbox.find((notification) => notification.parent === id);
    expect(copy).toBeDefined();
    const read = await as(sofia, 'PUT', `/wp-json/acf/v3/notification/${String(copy!.id)}`, {
      acf: { state: 'read' },
    });
    expect(read.statusCode).toBe(200);

    const listed = (await list(paul)).find((notification) => notification.id === id);
    expect(listed).toMatchObject({
      content: { fr: 'Réunion ce soir', en: 'Meeting tonight' },
      link: '/news',
      audience: { type: 'house', house: { id: bresil, name: expect.stringContaining('Br') as string } },
      sender: { term_id: bresil },
      state: 'sent',
      send_at: null,
      cancelled_at: null,
      created_by: { username: 'chloe.moreau', name: expect.any(String) as string },
      reach: residents!.count,
      read: 1,
    });
    expect(residents!.count).toBeGreaterThan(1);
  });

  it('shows a campus editor every message, newest first, and a house editor only those to their houses', async () => {
    const everyone = await send(paul, {
      audience: { type: 'everyone' },
      content: { fr: 'Pour tous', en: 'For all' },
      send_at: '2040-01-01T09:00',
    });
    const toDeutsch = await send(paul, {
      audience: { type: 'house', house: deutsch },
      content: { fr: 'Pour Deutsch', en: 'For Deutsch' },
      send_at: '2040-01-01T09:00',
    });
    const toPerson = await send(paul, {
      audience: { type: 'person', username: 'sofia.garcia' },
      content: { fr: 'Pour Sofia', en: 'For Sofia' },
      send_at: '2040-01-01T09:00',
    });
    const all = await list(paul);
    const ids = all.map((notification) => notification.id);
    expect(ids).toEqual(expect.arrayContaining([everyone, toDeutsch, toPerson]));
    // Newest first: by when they were composed (the sample messages are older than their ids say).
    const composed = all.map((notification) => notification.created_at);
    expect(composed).toEqual([...composed].sort().reverse());
    expect(ids.indexOf(toPerson)).toBeLessThan(ids.indexOf(everyone));
    expect(all.find((notification) => notification.id === toPerson)).toMatchObject({
      audience: { type: 'person', person: { username: 'sofia.garcia' } },
      state: 'scheduled',
      send_at: '2040-01-01T09:00:00',
      reach: 0,
    });

    const chloes = await list(chloe);
    expect(chloes.length).toBeGreaterThan(0);
    expect(
      chloes.every(
        (notification) => notification.audience.type === 'house' && notification.audience.house.id === bresil,
      ),
    ).toBe(true);

    const scheduled = await list(paul, '&state=scheduled');
    expect(scheduled.every((notification) => notification.state === 'scheduled')).toBe(true);
    expect(scheduled.map((notification) => notification.id)).toContain(everyone);

    // A form reader sends nothing, so sees nothing.
    expect((await call(lucas, 'GET /portal/v1/staff/notifications')).statusCode).toBe(403);
  });

  it('cancels a scheduled notification so that its delayed job, run by the real queue, delivers nothing', async () => {
    const body = (text: string) => ({
      audience: { type: 'person', username: 'sofia.garcia' },
      content: { fr: text, en: text },
      send_at: campusTimeIn(3),
    });
    const cancelled = await send(paul, body('Annulée'));
    const kept = await send(paul, body('Gardée'));

    const answer = await call(paul, 'POST /portal/v1/staff/notifications/{id}/cancel', {
      params: { id: cancelled },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<StaffNotificationSummary>()).toMatchObject({ id: cancelled, state: 'cancelled' });

    // The one left scheduled is delivered at its time: the queue did run the delayed jobs.
    await waitForDelivery(app, kept);
    await expect
      .poll(
        async () =>
          (
            await app.db.query<{ state: string }>(
              "SELECT state FROM pgboss.job WHERE name = 'notification-delivery' AND singleton_key = $1",
              [`message-${String(cancelled)}`],
            )
          )[0]?.state,
        { timeout: 15_000, interval: 200 },
      )
      .toBe('completed');
    const copies = await app.db.query('SELECT 1 FROM notifications WHERE message_id = $1', [cancelled]);
    expect(copies).toHaveLength(0);
    const listed = (await list(paul)).find((notification) => notification.id === cancelled);
    expect(listed).toMatchObject({ state: 'cancelled', reach: 0 });
    expect(listed?.cancelled_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));

    const audit = (
      await as(paul, 'GET', `${STAFF_PATH}/audit?target_type=notification&target=${String(cancelled)}`)
    ).json<AuditEntry[]>();
    expect(audit.map((entry) => entry.action)).toEqual(['cancel', 'send']);
  });

  it('refuses to cancel a sent or cancelled notification with a 409 in the editor’s language, and another house’s', async () => {
    const sent = await send(paul, {
      audience: { type: 'person', username: 'sofia.garcia' },
      content: { fr: 'Déjà partie', en: 'Already gone' },
    });
    await waitForDelivery(app, sent);
    const refused = await call(paul, 'POST /portal/v1/staff/notifications/{id}/cancel', {
      params: { id: sent },
    });
    expect(refused.statusCode).toBe(409);
    const [locale] = await app.db.query<{ locale: string }>(
      "SELECT locale FROM users WHERE username = 'paul.durand'",
    );
    expect(refused.json()).toMatchObject({
      code: 'rest_notification_not_scheduled',
      message: staffReason('notificationNotScheduled', languageOfLocale(locale!.locale)),
      data: { status: 409 },
    });

    const later = await send(paul, {
      audience: { type: 'house', house: deutsch },
      content: { fr: 'Plus tard', en: 'Later' },
      send_at: '2040-01-01T09:00',
    });
    // Chloé edits the Maison du Brésil only.
    expect(
      (await call(chloe, 'POST /portal/v1/staff/notifications/{id}/cancel', { params: { id: later } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(paul, 'POST /portal/v1/staff/notifications/{id}/cancel', { params: { id: later } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(paul, 'POST /portal/v1/staff/notifications/{id}/cancel', { params: { id: later } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(paul, 'POST /portal/v1/staff/notifications/{id}/cancel', { params: { id: 987654 } }))
        .statusCode,
    ).toBe(404);
  });
});
