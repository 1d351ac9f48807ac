import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { appForSuite } from '../../test/test-app.ts';
import { expectWpError } from '../../test/wp-error.ts';

/** A raw request over loopback: inject bypasses Node's HTTP parser, which is what refuses long URLs. */
function rawGet(origin: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('malformed requests get WordPress-style refusals, never a 500', () => {
  const app = appForSuite();
  let alice: SignedInCaller;
  beforeAll(async () => {
    alice = await signedInCaller(app(), 'alice.martin');
  });

  it('answers a URL over 16 kB with 431 and a WordPress-style body', async () => {
    const origin = await app().listen({ port: 0, host: '127.0.0.1' });
    const response = await rawGet(origin, `/wp-json/wp/v2/posts?search=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      code: 'rest_request_too_large',
      message: 'The request URL or headers are too large.',
      data: { status: 431 },
    });
  });

  it('answers a path parameter longer than the router takes with 414 in WordPress style', async () => {
    const response = await app().inject({
      method: 'GET',
      url: `/wp-json/wp/v2/users/${'9'.repeat(200)}`,
      headers: alice.headers,
    });
    expectWpError(response, 414, 'rest_uri_too_long', 'A path parameter is too long.');
  });

  it('answers malformed JSON with 400 rest_invalid_json, as WordPress does', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/wp-json/portal/v1/blocks',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"user_id": 2',
    });
    expectWpError(response, 400, 'rest_invalid_json', 'Invalid JSON body passed.');
  });

  it('takes a bodiless call that declares JSON (the client default of §7) as having no body', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/wp-json/portal/v1/calendar-feed',
      headers: { ...alice.headers, 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(created.statusCode).toBe(201);
    // A route that needs a body still refuses none, through its schema.
    const block = await app().inject({
      method: 'POST',
      url: '/wp-json/portal/v1/blocks',
      headers: { ...alice.headers, 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(block.statusCode).toBe(400);
    expect(block.json<{ code: string }>().code).toBe('rest_invalid_param');
  });

  it('answers a body over the limit with 413 in WordPress style', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/wp-json/portal/v1/blocks',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ user_id: 2, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectWpError(response, 413, 'rest_payload_too_large', 'The request body is too large.');
  });

  it('answers an unsupported content type with 415 in WordPress style', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/wp-json/portal/v1/blocks',
      headers: { ...alice.headers, 'content-type': 'application/xml' },
      payload: '<user_id>2</user_id>',
    });
    expectWpError(
      response,
      415,
      'rest_unsupported_media_type',
      'The content type of the request body is not supported.',
    );
  });

  it.each([
    ['a NUL byte in slug', '/wp-json/wp/v2/posts?slug=a%00b', 'slug'],
    ['a NUL byte in search', '/wp-json/wp/v2/posts?search=%00', 'search'],
    ['a line feed in a filter', '/wp-json/wp/v2/users?filter[house]=a%0Ab', 'filter[house]'],
    ['DEL in a parameter no route declares', '/wp-json/wp/v2/pages?whatever=%7F', 'whatever'],
    ['a C1 control in a repeated parameter', '/wp-json/wp/v2/posts?include=1&include=%C2%85', 'include'],
  ])('answers %s with 400 rest_invalid_param naming it', async (_case, url, name) => {
    const response = await app().inject({ method: 'GET', url, headers: alice.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${name}`,
      data: { status: 400, params: { [name]: 'must not contain control characters' } },
    });
  });

  it('checks parameters before the person, as WordPress does', async () => {
    const response = await app().inject({ method: 'GET', url: '/wp-json/wp/v2/posts?slug=%00' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps ordinary text, accents and emoji', async () => {
    const response = await app().inject({
      method: 'GET',
      url: `/wp-json/wp/v2/posts?search=${encodeURIComponent('fête de la musique 🎶')}`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a NUL byte sent to the identity provider with its own 400 page, without internals', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/oidc/auth?client_id=%00&response_type=code',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Sign-in problem</title>');
    expect(response.body).toContain('invalid_request');
    expect(response.body).not.toMatch(/UTF8|0x00|oidc_payloads|stack|server_error/);
  });
});
