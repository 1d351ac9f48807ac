import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';

export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
}

export interface FakeFcmService {
  origin: string;
  /** A Google service account key file whose token_uri is this service (FCM_SERVICE_ACCOUNT_FILE). */
  serviceAccountFile: string;
  /** Messages accepted or refused, in order, with the project they were sent to. */
  received: { project: string; message: FcmMessage }[];
  /** Access tokens issued: the portal signs in once and reuses its token. */
  tokensIssued: () => number;
  close(): Promise<void>;
}

const ACCESS_TOKEN = 'fake-fcm-access-token';
const PROJECT = 'campus-portal-test';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Firebase Cloud Messaging HTTP v1 and Google's OAuth token endpoint (the outside boundary of the native
 * apps' push) on 127.0.0.1: it checks the service account's signed assertion and the bearer token, records
 * each message, and answers 404 UNREGISTERED for tokens that start with `gone-`, as FCM does for an
 * uninstalled app.
 */
export async function startFakeFcmService(): Promise<FakeFcmService> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const received: FakeFcmService['received'] = [];
  let tokensIssued = 0;
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const url = request.url ?? '';
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        try {
          await jwtVerify(assertion, publicKey, {
            audience: `${origin}/token`,
            issuer: 'portal@campus.example',
          });
        } catch {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        tokensIssued += 1;
        response.end(JSON.stringify({ access_token: ACCESS_TOKEN, expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url);
      if (request.method !== 'POST' || send === null) {
        response.statusCode = 404;
        response.end('{}');
        return;
      }
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
        response.statusCode = 401;
        response.end(JSON.stringify({ error: { code: 401, status: 'UNAUTHENTICATED' } }));
        return;
      }
      const { message } = JSON.parse(body) as { message: FcmMessage };
      received.push({ project: send[1] ?? '', message });
      if (message.token.startsWith('gone-')) {
        response.statusCode = 404;
        response.end(
          JSON.stringify({
            error: {
              code: 404,
              status: 'NOT_FOUND',
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
              ],
            },
          }),
        );
        return;
      }
      response.end(JSON.stringify({ name: `projects/${PROJECT}/messages/${String(received.length)}` }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const directory = await mkdtemp(join(tmpdir(), 'fake-fcm-'));
  const serviceAccountFile = join(directory, 'service-account.json');
  await writeFile(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: PROJECT,
      client_email: 'portal@campus.example',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: `${origin}/token`,
    }),
  );
  return {
    origin,
    serviceAccountFile,
    received,
    tokensIssued: () => tokensIssued,
    async close() {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      await rm(directory, { recursive: true, force: true });
    },
  };
}
