import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Expects the answer to be exactly this WordPress-style error: its status, `{ code, message, data: { status } }`. */
export function expectWpError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ code, message, data: { status } });
}
