/**
 * The sample billing source (embedded default only, mounted at /billing): it stands in for the campus
 * billing system, behind exactly the interface billing-client.ts calls, from the sample_billing_* tables.
 * It answers only the portal (the bearer key derived from the server secret), never a resident: a
 * person's own token is refused like no key at all. Hidden from the API index and the OpenAPI document.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { wpErrorBody, WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../db/db.ts';
import { findSampleBillingDocument, listSampleBillingInvoices } from '../db/sample-billing-repository.ts';
import { BillingInvoiceSchema } from './billing-client.ts';

const AccountParams = Type.Object({ account: Type.String({ minLength: 1, maxLength: 200 }) });
const DocumentParams = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 200 }),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (over digests, so the lengths never leak either). */
function isKey(authorization: string | undefined, apiKey: string): boolean {
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${apiKey}`));
}

/** `attachment; filename="…"; filename*=UTF-8''…`: ASCII for old readers, UTF-8 for the rest. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const sampleBillingSource: FastifyPluginCallbackTypebox<{ db: Queryable; apiKey: string }> = (
  app,
  { db, apiKey },
  done,
) => {
  app.addHook('onRequest', async (request, reply) => {
    if (isKey(request.headers.authorization, apiKey)) return;
    await reply
      .status(401)
      .header('www-authenticate', 'Bearer')
      .header('cache-control', 'no-store')
      .send(wpErrorBody(401, 'billing_unauthorized', 'A valid billing API key is required.'));
  });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/accounts/:account/invoices',
    {
      schema: {
        hide: true,
        params: AccountParams,
        response: { 200: Type.Array(BillingInvoiceSchema), 400: WpErrorSchema, 401: WpErrorSchema },
      },
    },
    async (request) => listSampleBillingInvoices(db, request.params.account),
  );

  app.get(
    '/accounts/:account/documents/:id',
    {
      schema: {
        hide: true,
        params: DocumentParams,
        // The document's bytes (a Buffer is sent as is, not serialised).
        response: {
          200: Type.Unknown({ description: 'The document bytes' }),
          400: WpErrorSchema,
          401: WpErrorSchema,
          404: WpErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await findSampleBillingDocument(db, request.params.account, request.params.id);
      if (document === null) {
        return reply.status(404).send(wpErrorBody(404, 'billing_no_document', 'No such document.'));
      }
      return reply
        .header('content-type', document.mime)
        .header('content-disposition', contentDisposition(document.filename))
        .send(Buffer.from(document.content));
    },
  );
  done();
};
