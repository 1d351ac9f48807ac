import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFcmService, type FakeFcmService } from '../../test/fake-fcm-service.ts';
import { freePort } from '../../test/free-port.ts';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.ts';
import { waitForDelivery } from '../../test/notification-delivery.ts';
import { parseSamples, sampleValue } from '../../test/prometheus-text.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { deviceReference } from './delivery-outcomes.ts';

type LogEntry = Record<string, unknown>;

const MESSAGE_TEXT = 'Water cut in the Argentine house tomorrow morning';
const MAIL_TEXT = 'The Wi-Fi drops every hour in my room.';

describe('each push and e-mail the jobs deliver is logged and counted (issue #28)', () => {
  let app: FastifyInstance;
  let pushService: FakePushService;
  let fcm: FakeFcmService;
  /** A push service the portal may post to, where nothing listens: every push to it fails. */
  let downServiceOrigin: string;
  let smtp: SmtpSink;
  let staff: SignedInCaller;
  let alice: SignedInCaller;
  const entries: LogEntry[] = [];

  const counted = async (name: string, labels: Record<string, string>) =>
    sampleValue(parseSamples(await app.metrics.registry.metrics()), name, labels) ?? 0;
  const linesSaying = (message: string) => entries.filter((entry) => entry['msg'] === message);

  async function sendContactEntry(): Promise<number> {
    const [service] = await app.db.query<{ id: number }>(
      "SELECT id FROM service_pages WHERE slug = 'it-help' AND language = 'en'",
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/entry',
      headers: alice.headers,
      payload: {
        status: 'publish',
        title: 'Contact form — IT help',
        acf: {
          entry_id_post: service?.id,
          entry_post_type: 'service',
          entry_datas: [
            { key: 'object', value: 'Wi-Fi drops' },
            { key: 'content', value: MAIL_TEXT },
          ],
        },
      },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<{ id: number }>().id;
  }

  /** Subscribes Alice's `devices`, sends her a notification, and waits until its jobs have delivered it. */
  async function notifyAliceOn(devices: readonly object[]): Promise<number> {
    for (const device of devices) {
      const subscribed = await app.inject({
        method: 'POST',
        url: '/wp-json/portal/v1/push-subscriptions',
        headers: alice.headers,
        payload: device,
      });
      expect(subscribed.statusCode).toBeLessThan(300);
    }
    const sent = await app.inject({
      method: 'POST',
      url: '/wp-json/portal/v1/notifications',
      headers: staff.headers,
      payload: {
        audience: { type: 'person', username: 'alice.martin' },
        content: { fr: MESSAGE_TEXT, en: MESSAGE_TEXT },
      },
    });
    expect(sent.statusCode).toBe(202);
    const messageId = sent.json<{ id: number }>().id;
    await waitForDelivery(app, messageId);
    return messageId;
  }

  beforeAll(async () => {
    pushService = await startFakePushService();
    fcm = await startFakeFcmService();
    smtp = await startSmtpSink();
    downServiceOrigin = `https://127.0.0.1:${String(await freePort())}`;
    app = await buildTestApp(
      {
        PUSH_SERVICE_ORIGINS: `${pushService.origin},${downServiceOrigin}`,
        FCM_URL: fcm.origin,
        FCM_SERVICE_ACCOUNT_FILE: fcm.serviceAccountFile,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'debug',
      },
      {
        pushAgent: pushService.agent,
        logStream: { write: (line) => entries.push(JSON.parse(line) as LogEntry) },
      },
    );
    staff = await signedInCaller(app, 'integration.api');
    alice = await signedInCaller(app, 'alice.martin');
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
    await fcm.close();
    await smtp.close();
  });

  it('logs each push by message, push service and a short device hash, never its endpoint or text', async () => {
    const phone = pushService.subscription('alice-phone');
    const old = pushService.subscription('alice-old-laptop', { gone: true });
    const messageId = await notifyAliceOn([phone, old]);

    const serviceHost = new URL(pushService.origin).host;
    // The copies are made (delivered_at) before the pushes go out.
    await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(2);
    await expect
      .poll(() => linesSaying('push delivered'), { timeout: 5_000 })
      .toEqual([
        expect.objectContaining({
          level: 20,
          messageId,
          channel: 'webpush',
          pushService: serviceHost,
          device: deviceReference(phone.endpoint),
          outcome: 'sent',
        }),
      ]);
    await expect
      .poll(() => linesSaying('push subscription gone, removed'), { timeout: 5_000 })
      .toEqual([
        expect.objectContaining({
          level: 30,
          messageId,
          pushService: serviceHost,
          device: deviceReference(old.endpoint),
          outcome: 'gone',
        }),
      ]);
    const logged = JSON.stringify(entries);
    for (const secret of [
      'alice-phone',
      'alice-old-laptop',
      phone.keys.auth,
      phone.keys.p256dh,
      MESSAGE_TEXT,
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(await counted('portal_push_deliveries_total', { channel: 'webpush', outcome: 'sent' })).toBe(1);
    expect(await counted('portal_push_deliveries_total', { channel: 'webpush', outcome: 'gone' })).toBe(1);
  });

  it('logs the native apps’ pushes by FCM and a hash of the token, and a push service that fails as a warning', async () => {
    const tablet = {
      ...pushService.subscription('alice-tablet'),
      endpoint: `${downServiceOrigin}/push/alice-tablet`,
    };
    const messageId = await notifyAliceOn([
      { kind: 'fcm', endpoint: 'alice-app-token' },
      { kind: 'fcm', endpoint: 'gone-alice-old-app' },
      tablet,
    ]);

    const linesOfMessage = () =>
      entries.filter((entry) => entry['messageId'] === messageId && 'device' in entry);
    // Alice's phone (the first test's) is pushed too: four devices.
    await expect.poll(() => linesOfMessage().length, { timeout: 15_000 }).toBe(4);
    expect(linesOfMessage()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'push delivered',
          channel: 'fcm',
          pushService: 'fcm',
          device: deviceReference('alice-app-token'),
          outcome: 'sent',
        }),
        expect.objectContaining({
          msg: 'push subscription gone, removed',
          level: 30,
          channel: 'fcm',
          device: deviceReference('gone-alice-old-app'),
          outcome: 'gone',
        }),
        expect.objectContaining({
          msg: 'push not delivered',
          level: 40,
          channel: 'webpush',
          pushService: new URL(downServiceOrigin).host,
          device: deviceReference(tablet.endpoint),
          outcome: 'failed',
        }),
      ]),
    );
    const logged = JSON.stringify(entries);
    for (const secret of ['alice-app-token', 'gone-alice-old-app', 'alice-tablet']) {
      expect(logged).not.toContain(secret);
    }
    expect(await counted('portal_push_deliveries_total', { channel: 'fcm', outcome: 'sent' })).toBe(1);
    expect(await counted('portal_push_deliveries_total', { channel: 'fcm', outcome: 'gone' })).toBe(1);
    expect(await counted('portal_push_deliveries_total', { channel: 'webpush', outcome: 'failed' })).toBe(1);
  });

  it('logs each e-mail, sent or refused by the mail server, by entry and transport, never its text', async () => {
    const delivered = await sendContactEntry();
    await expect
      .poll(() => linesSaying('mail delivered'), { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({ level: 30, entryId: delivered, transport: 'smtp', outcome: 'sent' }),
      ]);
    expect(smtp.received).toHaveLength(1);

    smtp.refuseRecipients();
    const refused = await sendContactEntry();
    await expect
      .poll(() => linesSaying('mail not delivered'), { timeout: 15_000 })
      .toContainEqual(
        expect.objectContaining({
          level: 40,
          entryId: refused,
          transport: 'smtp',
          outcome: 'failed',
          responseCode: 550,
        }),
      );
    // The job fails, to be retried: counted by queue.
    await expect
      .poll(() => counted('portal_job_failures_total', { queue: 'contact-entry-email' }))
      .toBeGreaterThanOrEqual(1);
    expect(linesSaying('job failed')[0]).toMatchObject({ level: 40, queue: 'contact-entry-email' });

    expect(await counted('portal_mail_deliveries_total', { transport: 'smtp', outcome: 'sent' })).toBe(1);
    expect(
      await counted('portal_mail_deliveries_total', { transport: 'smtp', outcome: 'failed' }),
    ).toBeGreaterThanOrEqual(1);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(MAIL_TEXT);
    expect(logged).not.toContain('Wi-Fi drops');
  });
});
