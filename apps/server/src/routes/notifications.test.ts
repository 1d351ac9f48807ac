import type { Notification, NotificationSendBody } from '@campus/domain/notification';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.ts';
import { callsAs, signedInCaller, type SignedInCaller, requestsAs } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { deliverMessage } from '../services/notifications.ts';
import { webPushSender } from '../push/push-sender.ts';
import { resolveVapidKeys } from '../push/vapid-keys.ts';
import { waitForDelivery } from '../../test/notification-delivery.ts';

describe('notifications (spec §2.10, §3, §4, §7) and their delivery (issue #12)', () => {
  let app: FastifyInstance;
  let pushService: FakePushService;
  let staff: SignedInCaller;
  let alice: SignedInCaller;
  let camille: SignedInCaller;
  let argentina: number;

  const as = requestsAs(() => app);
  const call = callsAs(() => app);

  /** Sends as the integration account and waits for the queued delivery to have made the copies. */
  async function sendAndDeliver(body: NotificationSendBody): Promise<number> {
    const answer = await call(staff, 'POST /portal/v1/notifications', { body });
    expect(answer.statusCode).toBe(202);
    const { id } = answer.json<{ id: number }>();
    await waitForDelivery(app, id);
    return id;
  }

  beforeAll(async () => {
    pushService = await startFakePushService();
    app = await buildTestApp({ PUSH_SERVICE_ORIGINS: pushService.origin }, { pushAgent: pushService.agent });
    staff = await signedInCaller(app, 'integration.api');
    alice = await signedInCaller(app, 'alice.martin');
    camille = await signedInCaller(app, 'camille.dupont');
    const [house] = await app.db.query<{ id: number }>(
      "SELECT id FROM houses WHERE slug = 'maison-de-l-argentine'",
    );
    argentina = house!.id;
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
  });

  it("delivers a house's message to its residents only, unread, in each reader's language, with the unread count", async () => {
    const before = Number((await call(alice, 'GET /wp/v2/notification')).headers['x-wp-unread']);
    const id = await sendAndDeliver({
      audience: { type: 'house', house: argentina },
      content: { fr: '<p>Réunion du comité jeudi</p>', en: '<p>Committee meeting on Thursday</p>' },
      link: '/house/about',
      sender: argentina,
    });
    const english = await call(alice, 'GET /wp/v2/notification', { query: { wpml_language: 'en' } });
    expect(english.statusCode).toBe(200);
    expect(Number(english.headers['x-wp-unread'])).toBe(before + 1);
    const copy = english.json<Notification[]>().find((item) => item.parent === id);
    expect(copy).toMatchObject({
      content: { rendered: '<p>Committee meeting on Thursday</p>' },
      acf: {
        state: 'unread',
        recipient: 'alice.martin',
        link: '/house/about',
        sender: { term_id: argentina },
      },
    });
    // The sending house is named in the reader's language, as the message is (issue #29).
    expect(copy?.acf.sender?.name).toBe('Argentine House');
    const french = (await call(alice, 'GET /wp/v2/notification', { query: { wpml_language: 'fr' } })).json<
      Notification[]
    >();
    expect(french.find((item) => item.parent === id)?.content.rendered).toBe(
      '<p>Réunion du comité jeudi</p>',
    );
    expect(french.find((item) => item.parent === id)?.acf.sender?.name).toBe("Maison de l'Argentine");
    // Camille lives elsewhere.
    const camilles = (await call(camille, 'GET /wp/v2/notification')).json<Notification[]>();
    expect(camilles.some((item) => item.parent === id)).toBe(false);
  });

  it("answers only the caller's own notifications, whatever filter is passed", async () => {
    await sendAndDeliver({
      audience: { type: 'person', username: 'camille.dupont' },
      content: { fr: 'Pour Camille', en: 'For Camille' },
    });
    // Filters the contract does not know, written on the wire by hand as a WordPress client would send them.
    const filtered = await as(
      alice,
      'GET',
      '/wp-json/wp/v2/notification?recipient=camille.dupont&author=1&per_page=100',
    );
    expect(filtered.statusCode).toBe(200);
    const items = filtered.json<Notification[]>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.acf.recipient === 'alice.martin')).toBe(true);
    expect(Number(filtered.headers['x-wp-total'])).toBe(items.length);
  });

  it("marks one's own notification read, and answers another person's id as missing without writing", async () => {
    const id = await sendAndDeliver({
      audience: { type: 'person', username: 'camille.dupont' },
      content: { fr: 'Lu ?', en: 'Read?' },
    });
    const [copy] = await app.db.query<{ id: number }>(
      'SELECT n.id FROM notifications n WHERE n.message_id = $1',
      [id],
    );
    const foreignRead = await call(alice, 'GET /wp/v2/notification/{id}', { params: { id: copy!.id } });
    expect(foreignRead.statusCode).toBe(404);
    expect(foreignRead.json()).toEqual(
      (await call(alice, 'GET /wp/v2/notification/{id}', { params: { id: 987654 } })).json(),
    );
    expect(
      (await call(camille, 'GET /wp/v2/notification/{id}', { params: { id: copy!.id } })).json<Notification>()
        .parent,
    ).toBe(id);
    const foreign = await call(alice, 'PUT /acf/v3/notification/{id}', {
      params: { id: copy!.id },
      body: { acf: { state: 'read' } },
    });
    const missing = await call(alice, 'PUT /acf/v3/notification/{id}', {
      params: { id: 987654 },
      body: { acf: { state: 'read' } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const [unchanged] = await app.db.query<{ state: string }>(
      'SELECT state FROM notifications WHERE id = $1',
      [copy!.id],
    );
    expect(unchanged?.state).toBe('unread');

    const unreadBefore = Number((await call(camille, 'GET /wp/v2/notification')).headers['x-wp-unread']);
    const own = await call(camille, 'PUT /acf/v3/notification/{id}', {
      params: { id: copy!.id },
      body: { acf: { state: 'read' } },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<Notification>().acf.state).toBe('read');
    expect(Number((await call(camille, 'GET /wp/v2/notification')).headers['x-wp-unread'])).toBe(
      unreadBefore - 1,
    );
    // Only 'read' is a valid update (the contract's type refuses any other, so the wire is written by hand).
    expect(
      (
        await as(camille, 'PUT', `/wp-json/acf/v3/notification/${String(copy!.id)}`, {
          acf: { state: 'unread' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets only integration accounts send, and refuses an audience that does not exist', async () => {
    const body: NotificationSendBody = {
      audience: { type: 'everyone' },
      content: { fr: 'Bonjour', en: 'Hello' },
    };
    expect((await call(alice, 'POST /portal/v1/notifications', { body: body })).statusCode).toBe(403);
    // A link is a portal path or an https address: never a script, never another host's //path.
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'http://campus.example/']) {
      expect(
        (await call(staff, 'POST /portal/v1/notifications', { body: { ...body, link } })).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call(staff, 'POST /portal/v1/notifications', {
          body: { ...body, audience: { type: 'person', username: 'nobody.here' } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(staff, 'POST /portal/v1/notifications', {
          body: { ...body, audience: { type: 'house', house: 987654 } },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('creates each copy once when the delivery job runs twice', async () => {
    const answer = await call(staff, 'POST /portal/v1/notifications', {
      body: {
        audience: { type: 'house', house: argentina },
        content: { fr: 'Deux fois', en: 'Twice' },
      },
    });
    const { id } = answer.json<{ id: number }>();
    const push = webPushSender(
      { ...(await resolveVapidKeys(app.db, null)), subject: 'mailto:test@campus.example' },
      [pushService.origin],
      pushService.agent,
    );
    await deliverMessage(app.db, push, id);
    await deliverMessage(app.db, push, id);
    const [counts] = await app.db.query<{ copies: number; people: number }>(
      'SELECT count(*)::int AS copies, count(DISTINCT user_id)::int AS people FROM notifications WHERE message_id = $1',
      [id],
    );
    expect(counts?.copies).toBeGreaterThan(1);
    expect(counts?.copies).toBe(counts?.people);
  });

  it('pushes to the devices of recipients who want it, never to a muted person, and drops expired subscriptions', async () => {
    const aliceDevice = pushService.subscription('alice-phone');
    const expired = pushService.subscription('alice-old-laptop', { gone: true });
    const camilleDevice = pushService.subscription('camille-phone');
    for (const [caller, device] of [
      [alice, aliceDevice],
      [alice, expired],
      [camille, camilleDevice],
    ] as const) {
      expect((await call(caller, 'POST /portal/v1/push-subscriptions', { body: device })).statusCode).toBe(
        201,
      );
    }
    // A subscription on a push service the portal does not know is refused: the server posts to none.
    const elsewhere = { ...aliceDevice, endpoint: 'https://attacker.example/push/1' };
    expect((await call(alice, 'POST /portal/v1/push-subscriptions', { body: elsewhere })).statusCode).toBe(
      400,
    );
    // Camille turns notifications off.
    await app.db.query('UPDATE users SET notifications = false WHERE id = $1', [camille.id]);

    pushService.received.length = 0;
    const waterCut = await sendAndDeliver({
      audience: { type: 'everyone' },
      content: { fr: 'Coupure d’eau', en: 'Water cut' },
    });
    await expect.poll(() => pushService.received.length, { timeout: 10_000 }).toBe(2);
    const paths = pushService.received.map((push) => push.path).sort();
    expect(paths).toEqual(['/gone/alice-old-laptop', '/push/alice-phone']);
    const [sent] = pushService.received;
    expect(sent?.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(sent?.headers['content-encoding']).toBe('aes128gcm');
    // A second run of the job (a retry) pushes nothing again.
    const push = webPushSender(
      { ...(await resolveVapidKeys(app.db, null)), subject: 'mailto:test@campus.example' },
      [pushService.origin],
      pushService.agent,
    );
    expect(await deliverMessage(app.db, push, waterCut)).toMatchObject({ created: 0, pushed: 0 });
    expect(pushService.received).toHaveLength(2);
    // The expired subscription is gone; the live one stays. The queued job removes it after the push
    // service's 410 has arrived, which a loaded machine may answer after the pushes were counted.
    const left = async () =>
      (
        await app.db.query<{ endpoint: string }>(
          'SELECT endpoint FROM push_subscriptions WHERE user_id = $1',
          [alice.id],
        )
      ).map((row) => row.endpoint);
    await expect.poll(left, { timeout: 10_000 }).toEqual([aliceDevice.endpoint]);

    // Unsubscribing stops the pushes to that device.
    expect(
      (
        await call(alice, 'DELETE /portal/v1/push-subscriptions', {
          body: { endpoint: aliceDevice.endpoint },
        })
      ).statusCode,
    ).toBe(204);
    pushService.received.length = 0;
    await sendAndDeliver({
      audience: { type: 'person', username: 'alice.martin' },
      content: { fr: 'Encore', en: 'Again' },
    });
    expect(pushService.received).toEqual([]);
  });

  it("keeps a browser's subscription with its owner unless the request holds its keys (issue #27, ADR 022)", async () => {
    const device = pushService.subscription('alice-browser');
    const ownerOf = async () =>
      (
        await app.db.query<{ user_id: number }>(
          'SELECT user_id FROM push_subscriptions WHERE endpoint = $1',
          [device.endpoint],
        )
      ).map((row) => row.user_id);
    expect((await call(alice, 'POST /portal/v1/push-subscriptions', { body: device })).statusCode).toBe(201);

    // Camille knows the endpoint but not the browser's keys: refused, and the row stays Alice's.
    const stranger = pushService.subscription('camille-guess');
    const taken = await call(camille, 'POST /portal/v1/push-subscriptions', {
      body: {
        endpoint: device.endpoint,
        keys: stranger.keys,
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'rest_push_subscription_conflict', data: { status: 409 } });
    expect(await ownerOf()).toEqual([alice.id]);
    // Nor can she end it: an unsubscribe only ever removes the caller's own devices.
    expect(
      (await call(camille, 'DELETE /portal/v1/push-subscriptions', { body: { endpoint: device.endpoint } }))
        .statusCode,
    ).toBe(204);
    expect(await ownerOf()).toEqual([alice.id]);
    // Half the keys prove nothing either.
    const halfKeys = { endpoint: device.endpoint, keys: { ...device.keys, auth: stranger.keys.auth } };
    expect((await call(camille, 'POST /portal/v1/push-subscriptions', { body: halfKeys })).statusCode).toBe(
      409,
    );
    expect(await ownerOf()).toEqual([alice.id]);

    // The same browser, signed in as Camille (a shared computer): its keys prove it, the device is hers now.
    expect((await call(camille, 'POST /portal/v1/push-subscriptions', { body: device })).statusCode).toBe(
      201,
    );
    expect(await ownerOf()).toEqual([camille.id]);
    // Alice saving it again, as her own, keeps working the same way.
    expect((await call(alice, 'POST /portal/v1/push-subscriptions', { body: device })).statusCode).toBe(201);
    expect(await ownerOf()).toEqual([alice.id]);
  });

  it("pages the caller's inbox: totals over all pages, one page when empty, and an empty page past the last", async () => {
    const lucas = await signedInCaller(app, 'lucas.bernard');
    const pagingHeaders = (answer: LightMyRequestResponse) => ({
      total: answer.headers['x-wp-total'],
      totalPages: answer.headers['x-wp-totalpages'],
      unread: answer.headers['x-wp-unread'],
      exposed: answer.headers['access-control-expose-headers'],
    });
    const full = await call(lucas, 'GET /wp/v2/notification', { query: { per_page: 100 } });
    const total = full.json<Notification[]>().length;
    expect(total).toBeGreaterThan(1);
    const second = await call(lucas, 'GET /wp/v2/notification', { query: { per_page: 1, page: 2 } });
    expect(second.statusCode).toBe(200);
    expect(second.json<Notification[]>()).toEqual([full.json<Notification[]>()[1]]);
    expect(pagingHeaders(second)).toEqual({
      total: String(total),
      totalPages: String(total),
      unread: full.headers['x-wp-unread'],
      exposed: undefined,
    });
    const past = await call(lucas, 'GET /wp/v2/notification', { query: { per_page: 1, page: total + 1 } });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(pagingHeaders(past)).toMatchObject({ total: String(total), totalPages: String(total) });

    await app.db.query('DELETE FROM notifications WHERE user_id = $1', [lucas.id]);
    const empty = await call(lucas, 'GET /wp/v2/notification');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(pagingHeaders(empty)).toEqual({ total: '0', totalPages: '1', unread: '0', exposed: undefined });
  });
});
