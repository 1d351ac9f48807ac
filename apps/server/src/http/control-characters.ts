import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { WpHttpError } from '@campus/domain/wp-error';

/** C0 controls (NUL included), DEL and C1 controls: never part of a legitimate parameter. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (Array.isArray(value)) return value.some(holdsControlCharacter);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, inner]) => CONTROL_CHARACTER.test(key) || holdsControlCharacter(inner),
    );
  }
  return false;
}

function offendingNames(parameters: unknown): string[] {
  if (typeof parameters !== 'object' || parameters === null) return [];
  return Object.entries(parameters)
    .filter(([name, value]) => CONTROL_CHARACTER.test(name) || holdsControlCharacter(value))
    .map(([name]) => name);
}

/**
 * onRequest hook of the API: a control character in a query or path parameter answers 400
 * rest_invalid_param naming it, before any route (or the database, which refuses NUL in text) sees it.
 * Route schemas refuse them too; this guard covers every parameter of every route, declared or not.
 */
export function refuseControlCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const names = [...offendingNames(request.query), ...offendingNames(request.params)];
  if (names.length === 0) {
    done();
    return;
  }
  // The name itself may hold the control character: show it escaped, never raw.
  const shown = [...new Set(names)].map((name) => JSON.stringify(name).slice(1, -1));
  const params = Object.fromEntries(shown.map((name) => [name, 'must not contain control characters']));
  done(new WpHttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${shown.join(', ')}`, params));
}
