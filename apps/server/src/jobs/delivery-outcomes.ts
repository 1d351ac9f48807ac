/**
 * What became of each push and e-mail the jobs deliver (issue #28): counted in the metrics and logged, by
 * wrapping the push sender and the mailer the jobs use. Never logged: a message's text, a device's push
 * endpoint or FCM token (both let anyone push to the device), an e-mail's subject, body or the resident's
 * address (a mail server's refusal, logged as it answered, may name the recipient: the service's own desk).
 */
import { createHash } from 'node:crypto';
import type { Mailer } from '../mail/mailer.ts';
import type { MailTransport, PortalMetrics } from '../metrics/portal-metrics.ts';
import type { DeviceSubscription, PushSender } from '../push/push-sender.ts';

/** The part of the app's logger the deliveries write to. */
export interface DeliveryLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A device as the logs name it: a short hash of its endpoint, the same on every line and instance. */
export function deviceReference(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex').slice(0, 12);
}

/** The push service a device is reached through: the Web Push endpoint's host, or FCM. */
function pushServiceOf(device: DeviceSubscription): string {
  if (device.kind === 'fcm') return 'fcm';
  return URL.parse(device.endpoint)?.host ?? 'invalid endpoint';
}

/**
 * Counts every push by channel and outcome and logs it: a failure as a warning, an expired subscription
 * (removed) at info, a push handed to its service at debug only — a message to the whole campus is
 * thousands of them, and the job's summary line ("notification delivered") counts them at info.
 */
export function observedPushSender(sender: PushSender, log: DeliveryLog, metrics: PortalMetrics): PushSender {
  return {
    accepts: (device) => sender.accepts(device),
    async send(device, payload) {
      const outcome = await sender.send(device, payload);
      metrics.pushDeliveries.inc({ channel: device.kind, outcome });
      const line = {
        messageId: payload.parent,
        channel: device.kind,
        pushService: pushServiceOf(device),
        device: deviceReference(device.endpoint),
        outcome,
      };
      switch (outcome) {
        case 'sent':
          log.debug(line, 'push delivered');
          break;
        case 'gone':
          log.info(line, 'push subscription gone, removed');
          break;
        case 'failed':
          log.warn(line, 'push not delivered');
          break;
      }
      return outcome;
    },
  };
}

/** What a mail failure says: nodemailer's error code and the SMTP server's answer, never the message. */
function describeMailFailure(error: unknown): { code?: string; responseCode?: number; reason: string } {
  if (!(error instanceof Error)) return { reason: String(error) };
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    reason: error.message,
  };
}

/** Counts and logs every e-mail (one line each, at info; a failure, retried by its job, as a warning). */
export function observedMailer(
  mailer: Mailer,
  transport: MailTransport,
  log: DeliveryLog,
  metrics: PortalMetrics,
): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.mailDeliveries.inc({ transport, outcome: 'failed' });
        log.warn(
          { entryId: mail.entryId, transport, outcome: 'failed', ...describeMailFailure(error) },
          'mail not delivered',
        );
        throw error;
      }
      metrics.mailDeliveries.inc({ transport, outcome: 'sent' });
      log.info({ entryId: mail.entryId, transport, outcome: 'sent' }, 'mail delivered');
    },
    close: () => {
      mailer.close();
    },
  };
}
