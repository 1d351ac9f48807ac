import type { Invoice, InvoiceFile } from '@campus/domain/invoice';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import {
  BILLING_RETRY_AFTER_SECONDS,
  BillingUnavailableError,
  type BillingClient,
} from '../billing/billing-client.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { handleError } from '../http/wp-errors.ts';
import { listOwnInvoices, ownInvoiceFile } from '../services/invoices.ts';

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

  // The user's invoice_url is this path on the portal's origin (INVOICES_PATH).
  app.route({
    ...endpointRoute('GET /portal/v1/invoices'),
    handler: async (request): Promise<Invoice[]> =>
      listOwnInvoices(app.db, billing, signedInUser(request).id),
  });

  app.route({
    ...endpointRoute('GET /wp/v2/file/{id}'),
    handler: async (request): Promise<InvoiceFile> =>
      ownInvoiceFile(app.db, billing, signedInUser(request).id, request.params.id),
  });
  done();
};
