import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BillingUnavailableError,
  createBillingClient,
  filenameOf,
  type BillingClient,
} from './billing-client.ts';

const KEY = 'billing-client-test-key';

/**
 * A stand-in for the campus billing system on a local port (the billing system is outside the portal: a
 * local server is the boundary, as the real one would be over the network). Each test sets its answer.
 */
type Answer = (request: IncomingMessage, response: ServerResponse) => void;

describe('the billing client (the interface a campus billing system answers)', () => {
  let server: Server;
  let answer: Answer;
  let seen: { url: string; authorization: string | undefined }[];
  let client: BillingClient;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
      answer(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = createBillingClient({
      baseUrl: `http://127.0.0.1:${String(port)}`,
      apiKey: KEY,
      timeoutMs: 300,
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
  });

  const json =
    (status: number, body: unknown): Answer =>
    (_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };

  const expectUnavailable = async (call: Promise<unknown>) => {
    const error: unknown = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(BillingUnavailableError);
    expect(error).toMatchObject({ status: 503, code: 'rest_billing_unavailable' });
    return error as BillingUnavailableError;
  };

  it('asks for the account’s invoices with the bearer key, and returns the checked list', async () => {
    const invoices = [
      { id: 7, number: 'F-7', issueDate: '2025-02-01', details: [{ id: 8, number: 'T-8', title: 'Ticket' }] },
    ];
    answer = json(200, invoices);
    expect(await client.invoices('acc/1 é')).toEqual(invoices);
    expect(seen).toEqual([{ url: '/accounts/acc%2F1%20%C3%A9/invoices', authorization: `Bearer ${KEY}` }]);
  });

  it('reads an account the billing system does not know as one without invoices', async () => {
    answer = json(404, { error: 'unknown account' });
    expect(await client.invoices('nobody')).toEqual([]);
  });

  it.each([
    ['a list in another shape', json(200, [{ id: '7', number: 'F-7' }])],
    [
      'an issue date that is not YYYY-MM-DD',
      json(200, [{ id: 7, number: 'F', issueDate: '2025', details: [] }]),
    ],
    [
      'an id outside the portal’s ids',
      json(200, [{ id: 0, number: 'F', issueDate: '2025-01-01', details: [] }]),
    ],
    [
      'a body that is not JSON',
      (_request: IncomingMessage, response: ServerResponse) => response.end('<html>'),
    ],
    ['a 500', json(500, { error: 'down' })],
    ['a refused key (401)', json(401, { error: 'key' })],
  ])('answers 503 rest_billing_unavailable for %s', async (_name, reply) => {
    answer = reply;
    await expectUnavailable(client.invoices('acc'));
  });

  it('gives up after the timeout when the billing system does not answer', async () => {
    answer = () => undefined;
    const started = performance.now();
    const error = await expectUnavailable(client.invoices('acc'));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('answers 503 when the billing system cannot be reached at all', async () => {
    const closed = createBillingClient({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY, timeoutMs: 1_000 });
    await expectUnavailable(closed.invoices('acc'));
  });

  it('reads a document’s bytes, type and file name; an empty body is an empty document', async () => {
    answer = (_request, response) => {
      response
        .writeHead(200, {
          'content-type': 'application/pdf; charset=binary',
          'content-disposition': `attachment; filename="facture.pdf"; filename*=UTF-8''facture%20%C3%A9t%C3%A9.pdf`,
        })
        .end(Buffer.from('%PDF-1.4'));
    };
    const document = await client.document('acc', 12);
    expect(seen[0]?.url).toBe('/accounts/acc/documents/12');
    expect(Buffer.from(document!.bytes).toString()).toBe('%PDF-1.4');
    expect(document).toMatchObject({ filename: 'facture été.pdf', mime: 'application/pdf' });

    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end();
    };
    expect((await client.document('acc', 13))?.bytes).toHaveLength(0);
  });

  it('answers null for a document that is not the account’s (404)', async () => {
    answer = json(404, {});
    expect(await client.document('acc', 14)).toBeNull();
  });
});

describe('filenameOf (Content-Disposition, RFC 6266)', () => {
  it.each([
    ['attachment; filename="a b.pdf"', 'a b.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    [`attachment; filename="x.pdf"; filename*=UTF-8''%C3%A9.pdf`, 'é.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads %s as %s', (header, expected) => {
    expect(filenameOf(header)).toBe(expected);
  });
});
