import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiContract, type ApiEndpointKey } from '@campus/domain/api-contract';
import type { ApiIndex, OpenApiDocument } from '@campus/domain/api-index';
import {
  endpointMethod,
  endpointPathTemplate,
  successStatuses,
  type Endpoint,
  type EndpointKey,
} from '@campus/domain/endpoint';
import { siteEndpoints, type SiteEndpointKey } from '@campus/domain/site-endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/test-app.ts';
import type { RegisteredRoute } from '../http/route-table.ts';

/**
 * Routes that are not the API and so have no JSON response schema, by design:
 * - the web app's static files and its index.html fallback (@fastify/static, built web app only);
 * - /sample-images and /sample-documents, the sample campus's media (@fastify/static);
 * /oidc, the embedded identity provider, is mounted as middleware (not Fastify routes) and so never
 * appears in the route table at all.
 */
const NOT_THE_API = [/^\/\*$/, /^\/$/, /^\/sample-(images|documents)(\/|$)/];

const isApiRoute = (route: RegisteredRoute) => !NOT_THE_API.some((pattern) => pattern.test(route.url));

function responseStatuses(route: RegisteredRoute): string[] {
  const response = route.schema?.response;
  return typeof response === 'object' && response !== null ? Object.keys(response) : [];
}

describe('the API describes itself', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    // A built web app, so that its static routes are registered too (and excluded by name below).
    distDir = await mkdtemp(join(tmpdir(), 'campus-web-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
    app = await buildTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers GET /wp-json/ with a WordPress-style index of the routes, without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/wp-json/' });
    expect(response.statusCode).toBe(200);
    const index = response.json<ApiIndex>();
    expect(index.url).toBe(TEST_PUBLIC_URL);
    expect(index.namespaces).toEqual(expect.arrayContaining(['wp/v2', 'portal/v1']));
    expect(index.routes['/wp/v2/posts']).toEqual({ namespace: 'wp/v2', methods: ['GET'] });
    expect(index.routes['/portal/v1/sessions/(?P<id>[^/]+)']).toEqual({
      namespace: 'portal/v1',
      methods: ['DELETE'],
    });
    expect(Object.keys(index.routes).every((path) => !path.startsWith('/wp-json'))).toBe(true);
  });

  it('serves the OpenAPI document of the whole API, without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/wp-json/portal/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Campus portal API');
    const posts = document.paths['/wp-json/wp/v2/posts'] as {
      get: { parameters: { name: string }[]; responses: Record<string, unknown> };
    };
    expect(posts.get.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'wpml_language', 'slug', 'tax-house']),
    );
    expect(Object.keys(posts.get.responses)).toEqual(expect.arrayContaining(['200', '400', '403']));
    expect(document.paths).toHaveProperty(['/wp-json/portal/v1/sessions/{id}']);
  });

  it('has a response schema, with a 2xx one, on every route of the API', () => {
    const routes = app.routeTable.filter(isApiRoute);
    expect(routes.map((route) => route.url)).toContain('/wp-json/wp/v2/posts');
    const missing = routes
      .filter((route) => !responseStatuses(route).some((status) => /^2(\d\d|xx)$/.test(status)))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, 'routes without a 2xx response schema').toEqual([]);
  });

  /** Each declared endpoint with the URL the server registers it under (the API's below /wp-json). */
  const declaredEndpoints = (): { key: EndpointKey; endpoint: Endpoint; url: string }[] => [
    ...(Object.keys(apiContract) as ApiEndpointKey[]).map((key) => ({
      key,
      endpoint: apiContract[key],
      url: `/wp-json${endpointPathTemplate(key)}`,
    })),
    ...(Object.keys(siteEndpoints) as SiteEndpointKey[]).map((key) => ({
      key,
      endpoint: siteEndpoints[key],
      url: endpointPathTemplate(key),
    })),
  ];

  it('registers every endpoint of the contract once, as declared (issue #30)', async () => {
    const document = (
      await app.inject({ method: 'GET', url: '/wp-json/portal/v1/openapi.json' })
    ).json<OpenApiDocument>();
    for (const { key, endpoint, url } of declaredEndpoints()) {
      const registered = app.routeTable.filter(
        (route) => route.method === endpointMethod(key) && route.url === url.replace(/\{(\w+)\}/g, ':$1'),
      );
      expect(registered, key).toHaveLength(1);
      const operation = (document.paths[url] as Record<string, unknown>)[
        endpointMethod(key).toLowerCase()
      ] as { summary: string; responses: Record<string, unknown> };
      expect(operation.summary, key).toBe(endpoint.summary);
      const declared = [...successStatuses(endpoint), ...endpoint.errors].map(String);
      expect(Object.keys(operation.responses).sort(), key).toEqual(declared.sort());
    }
  });

  it('declares in the contract every route it serves, but the pages of the identity provider and the sample billing system (issue #30)', () => {
    const declared = new Set(
      declaredEndpoints().map(({ key, url }) => `${endpointMethod(key)} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // Not the portal's API: the embedded identity provider's own pages (its sign-in screens, its account
    // page and their script) and the stand-in for the campus billing system the sample campus reaches.
    const notTheContract = [/^\/idp\//, /^\/billing\//];
    const undeclared = app.routeTable
      .filter(isApiRoute)
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => !notTheContract.some((pattern) => pattern.test(route.url)))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
  });

  it('serves the OpenAPI document committed in docs/openapi.json (regenerate: vitest run src/routes/api-index.test.ts --update)', async () => {
    const document = (
      await app.inject({ method: 'GET', url: '/wp-json/portal/v1/openapi.json' })
    ).json<OpenApiDocument>();
    // The servers name the test's own address; the rest is the API, as clients and reviewers read it.
    const { servers: _servers, ...api } = document as OpenApiDocument & { servers?: unknown };
    await expect(`${JSON.stringify(api, null, 2)}\n`).toMatchFileSnapshot('../../../../docs/openapi.json');
  });
});
