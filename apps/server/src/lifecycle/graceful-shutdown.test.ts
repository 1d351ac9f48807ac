import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INVOICES_PATH } from '@campus/domain/invoice';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { drainAndClose } from './graceful-shutdown.ts';

/**
 * The campus billing system, outside the portal: it holds every invoice list until the test releases it,
 * so that a request is in flight for as long as the test needs.
 */
function heldBillingSystem(): { server: Server; received: Promise<void>; release: () => void } {
  let onReceived: () => void = () => undefined;
  const received = new Promise<void>((resolve) => {
    onReceived = resolve;
  });
  const held: (() => void)[] = [];
  const server = createServer((_request, response) => {
    held.push(() => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
    onReceived();
  });
  return {
    server,
    received,
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
  };
}

describe('drain and close on SIGTERM (docs/decisions/023)', () => {
  let app: FastifyInstance | undefined;
  let billing: ReturnType<typeof heldBillingSystem>;
  let origin: string;
  const log: string[] = [];

  beforeAll(async () => {
    billing = heldBillingSystem();
    await new Promise<void>((resolve) => billing.server.listen(0, '127.0.0.1', resolve));
    const billingUrl = `http://127.0.0.1:${String((billing.server.address() as AddressInfo).port)}`;
    app = await buildTestApp(
      { BILLING_URL: billingUrl, BILLING_API_KEY: 'test-billing-key-0123456789', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => log.push((JSON.parse(line) as { msg: string }).msg) } },
    );
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    billing.release();
    if (app?.server.listening === true) await app.close();
    billing.server.close();
  });

  it('reports not ready at once, keeps serving while draining, finishes the request in flight, then closes', async () => {
    if (app === undefined) throw new Error('no app');
    const { headers } = await signedInCaller(app, 'alice.martin');
    // A request in flight when the signal comes: the billing system holds it.
    const inFlight = fetch(`${origin}${INVOICES_PATH}`, { headers }).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await billing.received;

    // A drain longer than the test, cut short (as a second signal does) once the test has seen it.
    const endDrain = new AbortController();
    const closing = drainAndClose(app, { drainMs: 600_000, cutShort: endDrain.signal });

    // Draining: out of the balancer at once, still serving everything else, each answer closing its
    // connection so that the next request goes elsewhere.
    const ready = await fetch(`${origin}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', reasons: ['draining'] });
    expect((await fetch(`${origin}/health/live`)).status).toBe(200);
    const served = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=1', headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');

    // Closing: no new connection is accepted, the request in flight still gets its answer.
    endDrain.abort();
    await expect.poll(() => app?.server.listening).toBe(false);
    await expect(fetch(`${origin}/health/live`)).rejects.toThrow();
    billing.release();
    expect(await inFlight).toEqual({ status: 200, body: [] });
    expect(await closing).toBe(true);

    const phases = [
      'draining: not ready, still serving',
      'drain cut short',
      'closing: no new connections, finishing the requests in flight',
      'job queue stopped',
      'database closed',
      'stopped',
    ];
    expect(log.filter((message) => phases.includes(message))).toEqual(phases);
  });
});
