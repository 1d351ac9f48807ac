import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import ece from 'http_ece';
import type { Certificate } from './push-service-certificate.ts';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A push service on 127.0.0.1 (the outside boundary of Web Push): the portal posts encrypted messages to
 * it as it would to FCM; it decrypts them with the subscription's private key, as the browser's push
 * service client does, and hands the plaintext to `onMessage` (the test delivers it to the service
 * worker). Chromium's own subscriptions need Google's push service, which a closed network cannot reach.
 */
export class FakePushService {
  private readonly devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  private readonly server: Server;
  readonly received: string[] = [];
  private waiting: ((message: string) => void) | null = null;

  constructor(
    private readonly origin: string,
    certificate: Certificate,
  ) {
    this.server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const device = this.devices.get(`${this.origin}${request.url ?? ''}`);
        if (device === undefined) {
          response.statusCode = 410;
          response.end();
          return;
        }
        const plaintext = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.auth,
          })
          .toString('utf8');
        this.received.push(plaintext);
        this.waiting?.(plaintext);
        this.waiting = null;
        response.statusCode = 201;
        response.end();
      });
    });
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }

  /** A subscription as a browser would make one on this service, with its own keys. */
  subscribe(name: string): BrowserSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${name}`;
    this.devices.set(endpoint, { ecdh, auth });
    return {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The next message the portal pushes (already decrypted). */
  nextMessage(): Promise<string> {
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
}
