import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id the portal keeps: what balancers and tracing tools send (UUIDs, hex, HAProxy's unique-id
 * formats, base64), bounded. Nothing else: the id is echoed in a response header and written in every log
 * line, so no spaces, quotes or control characters; a header sent twice arrives joined by ", " and is
 * refused too.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** Ids by raw request, for the code that only sees Node's request (the embedded provider's Koa app). */
const idsOfRawRequests = new WeakMap<IncomingMessage, string>();

/**
 * Fastify's genReqId: the balancer's (or client's) X-Request-Id when well formed, so one id follows a
 * request through the balancer and every instance; else a random UUID (unique across instances, unlike
 * Fastify's per-process counter).
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
  idsOfRawRequests.set(raw, id);
  return id;
}

/** The id given to a request, from Node's request object; undefined for one Fastify never saw. */
export function requestIdOfRaw(raw: IncomingMessage): string | undefined {
  return idsOfRawRequests.get(raw);
}

/**
 * onRequest hook: every answer carries the id, so a person reporting a problem can quote it. Set on the raw
 * response, so that the answers written outside Fastify's reply (the embedded provider's) carry it too.
 */
export function echoRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  done();
}
