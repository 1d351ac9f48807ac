import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFcmService, type FakeFcmService } from '../../test/fake-fcm-service.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { waitForDelivery } from '../../test/notification-delivery.ts';

const SEND = '/wp-json/portal/v1/notifications';
const SUBSCRIPTIONS = '/wp-json/portal/v1/push-subscriptions';

describe('push to the native apps through Firebase Cloud Messaging (issue #12, #17, ADR 016)', () => {
  let app: FastifyInstance;
  let fcm: FakeFcmService;
  let staff: SignedInCaller;
  let alice: SignedInCaller;
  let camille: SignedInCaller;

  const as = (caller: SignedInCaller, method: 'POST' | 'DELETE', url: string, payload: object) =>
    app.inject({ method, url, headers: caller.headers, payload });

  async function sendAndDeliver(body: object): Promise<number> {
    const answer: LightMyRequestResponse = await as(staff, 'POST', SEND, body);
    expect(answer.statusCode).toBe(202);
    const { id } = answer.json<{ id: number }>();
    await waitForDelivery(app, id);
    return id;
  }

  beforeAll(async () => {
    fcm = await startFakeFcmService();
    app = await buildTestApp({ FCM_URL: fcm.origin, FCM_SERVICE_ACCOUNT_FILE: fcm.serviceAccountFile });
    staff = await signedInCaller(app, 'integration.api');
    alice = await signedInCaller(app, 'alice.martin');
    camille = await signedInCaller(app, 'camille.dupont');
  });
  afterAll(async () => {
    await app.close();
    await fcm.close();
  });

  it('pushes the notification id and link to the app, never to a muted person, and forgets unregistered tokens', async () => {
    for (const [caller, token] of [
      [alice, 'alice-phone-token'],
      [alice, 'gone-alice-old-phone'],
      [camille, 'camille-phone-token'],
    ] as const) {
      const answer = await as(caller, 'POST', SUBSCRIPTIONS, { kind: 'fcm', endpoint: token });
      expect(answer.statusCode).toBe(201);
    }
    // A token is a token: no URL, nothing the server could be made to post to.
    expect(
      (await as(alice, 'POST', SUBSCRIPTIONS, { kind: 'fcm', endpoint: 'https://attacker.example/x' }))
        .statusCode,
    ).toBe(400);
    await app.db.query('UPDATE users SET notifications = false WHERE id = $1', [camille.id]);

    const id = await sendAndDeliver({
      audience: { type: 'everyone' },
      content: { fr: '<p>Coupure d’eau demain</p>', en: '<p>Water cut tomorrow</p>' },
      link: '/news/water-cut',
    });
    await expect.poll(() => fcm.received.length, { timeout: 10_000 }).toBe(2);
    expect(fcm.received.map((push) => push.message.token).sort()).toEqual([
      'alice-phone-token',
      'gone-alice-old-phone',
    ]);
    const delivered = fcm.received.find((push) => push.message.token === 'alice-phone-token');
    expect(delivered?.project).toBe('campus-portal-test');
    expect(delivered?.message.notification).toEqual({
      title: 'Water cut tomorrow',
      body: 'Water cut tomorrow',
    });
    expect(delivered?.message.data).toEqual({ parent: String(id), link: '/news/water-cut' });
    // One sign-in to Google for every message.
    expect(fcm.tokensIssued()).toBe(1);

    // The job forgets the unregistered token once FCM has answered, after the push reached the fake.
    await expect
      .poll(
        () =>
          app.db.query<{ endpoint: string; kind: string }>(
            'SELECT endpoint, kind FROM push_subscriptions WHERE user_id = $1',
            [alice.id],
          ),
        { timeout: 10_000 },
      )
      .toEqual([{ endpoint: 'alice-phone-token', kind: 'fcm' }]);

    // The app's toggle off: the same DELETE as the web's, with the token.
    expect((await as(alice, 'DELETE', SUBSCRIPTIONS, { endpoint: 'alice-phone-token' })).statusCode).toBe(
      204,
    );
    fcm.received.length = 0;
    await sendAndDeliver({
      audience: { type: 'person', username: 'alice.martin' },
      content: { fr: 'Encore', en: 'Again' },
    });
    expect(fcm.received).toEqual([]);
  });

  it('refuses an app device when native push is not configured', async () => {
    const withoutFcm = await buildTestApp();
    try {
      const caller = await signedInCaller(withoutFcm, 'alice.martin');
      const answer = await withoutFcm.inject({
        method: 'POST',
        url: SUBSCRIPTIONS,
        headers: caller.headers,
        payload: { kind: 'fcm', endpoint: 'alice-phone-token' },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'rest_push_disabled' });
    } finally {
      await withoutFcm.close();
    }
  });

  it("never moves an app's device token to another account (issue #27, ADR 022)", async () => {
    const token = { kind: 'fcm', endpoint: 'alice-tablet-token' };
    const ownerOf = async () =>
      (
        await app.db.query<{ user_id: number }>(
          'SELECT user_id FROM push_subscriptions WHERE endpoint = $1',
          [token.endpoint],
        )
      ).map((row) => row.user_id);
    expect((await as(alice, 'POST', SUBSCRIPTIONS, token)).statusCode).toBe(201);
    // A token carries no proof beyond itself: whoever posts it for another account is refused.
    const taken = await as(camille, 'POST', SUBSCRIPTIONS, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'rest_push_subscription_conflict' });
    expect(await ownerOf()).toEqual([alice.id]);
    // The owner registering it again (each start of the app does) is no conflict.
    expect((await as(alice, 'POST', SUBSCRIPTIONS, token)).statusCode).toBe(201);
    // Once Alice's app has ended it (sign-out), the token is free for whoever registers it.
    expect((await as(alice, 'DELETE', SUBSCRIPTIONS, { endpoint: token.endpoint })).statusCode).toBe(204);
    expect((await as(camille, 'POST', SUBSCRIPTIONS, token)).statusCode).toBe(201);
    expect(await ownerOf()).toEqual([camille.id]);
  });
});
