import {
  FileIdParamsSchema,
  INVOICES_PATH,
  InvoiceFileSchema,
  InvoiceListSchema,
  type Invoice,
  type InvoiceFile,
} from '@campus/domain/invoice';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import {
  BILLING_RETRY_AFTER_SECONDS,
  BillingUnavailableError,
  type BillingClient,
} from '../billing/billing-client.ts';
import { handleError } from '../http/wp-errors.ts';
import { listOwnInvoices, ownInvoiceFile } from '../services/invoices.ts';

const API_PREFIX = '/wp-json';

const errorResponses = {
  400: WpErrorSchema,
  403: WpErrorSchema,
  404: WpErrorSchema,
  503: WpErrorSchema,
};

/**
 * The caller's invoices (the user's invoice_url, spec §7 `GET {invoice_url}`) and their files
 * (`GET /wp/v2/file/{id}`), read from the billing system. Never cached: they are one person's. Register
 * under /wp-json.
 */
export const invoicesRoutes: FastifyPluginCallbackTypebox<{ billing: BillingClient }> = (
  app,
  { billing },
  done,
) => {
  // This plugin's routes only: a billing outage says when to come back, and is worth a line in the log.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BillingUnavailableError) {
      request.log.warn({ reason: error.reason }, 'billing system unavailable');
      void reply.header('retry-after', String(BILLING_RETRY_AFTER_SECONDS));
    }
    return handleError(error, request, reply);
  });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    INVOICES_PATH.slice(API_PREFIX.length),
    { schema: { response: { 200: InvoiceListSchema, ...errorResponses } } },
    async (request): Promise<Invoice[]> => listOwnInvoices(app.db, billing, signedInUser(request).id),
  );

  app.get(
    '/wp/v2/file/:id',
    { schema: { params: FileIdParamsSchema, response: { 200: InvoiceFileSchema, ...errorResponses } } },
    async (request): Promise<InvoiceFile> =>
      ownInvoiceFile(app.db, billing, signedInUser(request).id, request.params.id),
  );
  done();
};
