import type { ApiContract, ApiEndpointKey } from '@campus/domain/api-contract';
import {
  endpointMethod,
  endpointUrl,
  type EndpointArguments,
  type QueryValue,
} from '@campus/domain/endpoint';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Signed-in callers for API tests: a real backend token of a real server-side session, opened by the
 * server's own session manager as users/me does after sign-in (sign-in itself is tested in
 * routes/users.test.ts, auth/sign-out-flow.test.ts and the e2e journeys).
 */
export interface SignedInCaller {
  id: number;
  /** The Authorization header of a real backend token. */
  headers: { authorization: string };
}

export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [user] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  if (!user) throw new Error(`No sample user ${username}`);
  return user.id;
}

export function backendTokenFor(app: FastifyInstance, userId: number): Promise<string> {
  return app.sessions.start(userId, { idpSid: null, userAgent: 'API test' });
}

export async function signedInCaller(app: FastifyInstance, username: string): Promise<SignedInCaller> {
  const id = await userIdOf(app, username);
  return { id, headers: { authorization: `Bearer ${await backendTokenFor(app, id)}` } };
}

/** GET requests as a sample user, for the read-only content API. */
export async function signedInGet(
  app: FastifyInstance,
  username: string,
): Promise<(url: string) => Promise<LightMyRequestResponse>> {
  const { headers } = await signedInCaller(app, username);
  return (url) => app.inject({ method: 'GET', url, headers });
}

/**
 * Requests as a caller (null: a visitor), with `payload` as the JSON body when there is one. For a test whose
 * app is built in beforeAll: `const as = requestsAs(() => app);` then `await as(paul, 'POST', url, body)`.
 */
export function requestsAs(
  app: () => FastifyInstance,
): (
  caller: SignedInCaller | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse> {
  return (caller, method, url, payload) =>
    app().inject({
      method,
      url,
      headers: caller?.headers ?? {},
      ...(payload === undefined ? {} : { payload }),
    });
}

/** A call's arguments, optional when the declaration asks for none. */
type CallArguments<K extends ApiEndpointKey> =
  object extends EndpointArguments<ApiContract[K]>
    ? [call?: EndpointArguments<ApiContract[K]>]
    : [call: EndpointArguments<ApiContract[K]>];

/**
 * Requests to the endpoints declared in packages/domain (issue #30), as a caller (null: a visitor): the
 * method and path come from the key, the parameters, query and body are typed by the declaration, so a test
 * names the endpoint the server registers and the web calls, and a misspelt query parameter does not
 * compile. `const call = callsAs(() => app);` then `await call(alice, 'GET /wp/v2/notification', { query })`.
 * A test of the wire itself (an unknown or malformed parameter, a WordPress client's spelling) writes its
 * URL by hand, with requestsAs.
 */
export function callsAs(
  app: () => FastifyInstance,
): <K extends ApiEndpointKey>(
  caller: SignedInCaller | null,
  key: K,
  ...call: CallArguments<K>
) => Promise<LightMyRequestResponse> {
  const as = requestsAs(app);
  return (caller, key, ...[call]) => {
    const { params, query, body } = (call ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: object;
    };
    return as(caller, endpointMethod(key), `/wp-json${endpointUrl(key, { params, query })}`, body);
  };
}
