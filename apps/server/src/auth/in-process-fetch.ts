import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers requests to the portal's own origin inside the process (app.inject), and sends
 * anything else to the network. In embedded mode the portal and its identity provider are one server:
 * the portal asks the provider's userinfo endpoint, and the provider posts back-channel logout tokens to
 * the portal, without a network round trip (which the provider's SSRF guard would refuse for a localhost
 * PUBLIC_URL, and which tests, that never listen, could not make).
 */
export function inProcessFetch(app: () => FastifyInstance, origin: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== origin) return fetch(input, init);
    // The provider builds its endpoint URLs from the Host header (and, behind a trusted proxy, the
    // forwarded scheme), as for a request from outside: so they name PUBLIC_URL, not the process.
    const headers: Record<string, string> = {
      host: url.host,
      'x-forwarded-host': url.host,
      'x-forwarded-proto': url.protocol.replace(/:$/, ''),
    };
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body;
    if (
      body !== undefined &&
      body !== null &&
      typeof body !== 'string' &&
      !(body instanceof URLSearchParams)
    ) {
      throw new TypeError('inProcessFetch only sends text or form bodies');
    }
    const response = await app().inject({
      method: (init?.method ?? 'GET').toUpperCase(),
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body === undefined || body === null ? {} : { payload: body.toString() }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
