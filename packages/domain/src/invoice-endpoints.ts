import { defineEndpoints } from './endpoint.ts';
import { FileIdParamsSchema, InvoiceFileSchema, InvoiceListSchema } from './invoice.ts';

/**
 * The caller's invoices (spec §2.7, §7 `GET {invoice_url}`: the user's invoice_url is INVOICES_PATH on the
 * portal's origin) and their documents, read from the campus billing system; 503 with Retry-After while it
 * is unreachable.
 */
export const invoiceEndpoints = defineEndpoints({
  'GET /portal/v1/invoices': {
    summary: "The caller's invoices; 404 rest_no_invoices for someone without a billing account.",
    response: InvoiceListSchema,
    errors: [400, 403, 404, 503],
  },
  'GET /wp/v2/file/{id}': {
    summary:
      "One document of the caller's invoices (an invoice or one of its parts), base64; anyone else's answers 404.",
    params: FileIdParamsSchema,
    response: InvoiceFileSchema,
    errors: [400, 403, 404, 503],
  },
});
