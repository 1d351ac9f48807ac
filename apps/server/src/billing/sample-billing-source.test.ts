import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBillingFixture, type BillingFixture } from '../../test/house-and-service-fixtures.ts';
import { signedInCaller, userIdOf } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { deriveKey, resolveServerSecret } from '../auth/server-secret.ts';

describe('the sample billing source at /billing (embedded default)', () => {
  let app: FastifyInstance;
  let fx: BillingFixture;
  let portalKey: string;

  beforeAll(async () => {
    app = await buildTestApp();
    fx = await insertBillingFixture(app.db, {
      owner: await userIdOf(app, 'alice.martin'),
      other: await userIdOf(app, 'lucas.bernard'),
      withoutAccount: await userIdOf(app, 'yuki.tanaka'),
    });
    portalKey = deriveKey(await resolveServerSecret(app.db, null), 'sample billing api key');
  });
  afterAll(() => app.close());

  const invoicesUrl = '/billing/accounts/fx-account-owner/invoices';

  it('refuses a request without the portal’s key, with a resident’s own token, or with a wrong key', async () => {
    const resident = await signedInCaller(app, 'alice.martin');
    for (const headers of [{}, resident.headers, { authorization: `Bearer ${portalKey}x` }]) {
      for (const url of [invoicesUrl, `/billing/accounts/fx-account-owner/documents/${fx.own.newer}`]) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(401);
        expect(response.json<{ code: string }>().code).toBe('billing_unauthorized');
      }
    }
  });

  it('answers the portal’s key with the account’s invoices and its own documents only', async () => {
    const headers = { authorization: `Bearer ${portalKey}` };
    const list = await app.inject({ method: 'GET', url: invoicesUrl, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: number }[]>().map((invoice) => invoice.id)).toEqual([fx.own.newer, fx.own.older]);
    const own = await app.inject({
      method: 'GET',
      url: `/billing/accounts/fx-account-owner/documents/${fx.own.pdfPart}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('filename="FX-T-1.pdf"');
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const someoneElses = await app.inject({
      method: 'GET',
      url: `/billing/accounts/fx-account-owner/documents/${fx.other.part}`,
      headers,
    });
    expect(someoneElses.statusCode).toBe(404);
  });

  it('is listed neither in the API index nor in the OpenAPI document', async () => {
    const index = await app.inject({ method: 'GET', url: '/wp-json/' });
    expect(JSON.stringify(index.json())).not.toContain('billing/accounts');
    const openapi = await app.inject({ method: 'GET', url: '/wp-json/portal/v1/openapi.json' });
    expect(JSON.stringify(openapi.json())).not.toContain('/billing/');
  });
});
