/**
 * Invoices (spec §2.7, §3 "Invoice", §7 `GET {invoice_url}` and `GET /wp/v2/file/{id}`). The portal answers
 * a person's invoice url with that person's invoices only, read from the campus billing system; a file is
 * one invoice's main document (the invoice id) or one of its additional parts (a detail id).
 */
import { Type, type Static } from 'typebox';
import { IdSchema } from './wire.ts';

/** An additional part of an invoice (a ticket, a fee, a credit note), downloadable by its id. */
export const InvoiceDetailSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  title: Type.String(),
});
export type InvoiceDetail = Static<typeof InvoiceDetailSchema>;

export const InvoiceSchema = Type.Object({
  /** Also the file id of the main invoice document. */
  id: Type.Integer(),
  number: Type.String(),
  /** ISO 8601 date, 'YYYY-MM-DD' (§3: 'YYYY-MM…'). */
  issueDate: Type.String(),
  details: Type.Array(InvoiceDetailSchema),
});
export type Invoice = Static<typeof InvoiceSchema>;

export const InvoiceListSchema = Type.Array(InvoiceSchema);

/** GET /wp/v2/file/{id}: the document, base64 ('' when the billing system has no content for it). */
export const InvoiceFileSchema = Type.Object({
  base64: Type.String(),
  filename: Type.String(),
  mime: Type.String(),
});
export type InvoiceFile = Static<typeof InvoiceFileSchema>;

export const FileIdParamsSchema = Type.Object({ id: IdSchema });

/** The portal's path of the invoice list (the user's invoice_url is this path on the portal's origin). */
export const INVOICES_PATH = '/wp-json/portal/v1/invoices';

export interface InvoiceYear<T> {
  year: string;
  invoices: T[];
}

/** Invoices grouped by year of issue, newest year first and newest first within a year (§2.7). */
export function invoicesByYear<T extends Pick<Invoice, 'issueDate' | 'id'>>(
  invoices: readonly T[],
): InvoiceYear<T>[] {
  const sorted = [...invoices].sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.id - a.id);
  const years: InvoiceYear<T>[] = [];
  for (const invoice of sorted) {
    const year = invoice.issueDate.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.invoices.push(invoice);
    else years.push({ year, invoices: [invoice] });
  }
  return years;
}
