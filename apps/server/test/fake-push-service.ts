import { createECDH, randomBytes } from 'node:crypto';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

export interface ReceivedPush {
  path: string;
  /** VAPID authorisation and encryption headers as the push service receives them. */
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

export interface FakePushService {
  origin: string;
  /** An agent trusting the service's self-signed certificate, for the portal's push sender. */
  agent: Agent;
  received: ReceivedPush[];
  /** A browser-like subscription on this service; paths under /gone/ answer 410 (expired). */
  subscription(
    name: string,
    options?: { gone?: boolean },
  ): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

/**
 * A push service (the outside boundary of Web Push) on 127.0.0.1 over HTTPS, as web-push only speaks
 * HTTPS: it records what the portal posts and answers 201 Created, or 410 Gone for an expired
 * subscription, as FCM and Mozilla do.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const pems = selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    days: 1,
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: ReceivedPush[] = [];
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    let bodyBytes = 0;
    request.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bodyBytes });
      response.statusCode = request.url?.startsWith('/gone/') === true ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    origin,
    agent: new Agent({ ca: pems.cert }),
    received,
    subscription(name, options = {}) {
      const device = createECDH('prime256v1');
      device.generateKeys();
      return {
        endpoint: `${origin}/${options.gone === true ? 'gone' : 'push'}/${name}`,
        keys: {
          p256dh: device.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
