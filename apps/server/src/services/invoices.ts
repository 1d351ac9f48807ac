/**
 * A person's invoices (spec §2.7, §3 "Invoice", §7): the invoice url answers the caller's invoices only,
 * whatever the request says, and a file is served only when it belongs to one of them. The person's billing
 * account comes from the users table, never from the request.
 */
import type { Invoice, InvoiceFile } from '@campus/domain/invoice';
import { WpHttpError } from '@campus/domain/wp-error';
import type { BillingClient, BillingInvoice } from '../billing/billing-client.ts';
import { billingAccountOf } from '../db/billing-accounts-repository.ts';
import type { Queryable } from '../db/db.ts';

export const noInvoiceAccount = () =>
  new WpHttpError(404, 'rest_no_invoices', 'No invoice account for this user.');

/** One answer for a file of someone else and a file that does not exist, so neither can be told apart. */
export const invalidFileId = () => new WpHttpError(404, 'rest_file_invalid_id', 'Invalid file ID.');

function invoiceView(invoice: BillingInvoice): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    issueDate: invoice.issueDate,
    details: invoice.details.map((detail) => ({ id: detail.id, number: detail.number, title: detail.title })),
  };
}

/** Newest first (§2.7), whatever order the billing system used; ties by id so the order is stable. */
const newestFirst = (a: BillingInvoice, b: BillingInvoice) =>
  b.issueDate.localeCompare(a.issueDate) || b.id - a.id;

async function accountOf(db: Queryable, userId: number): Promise<string> {
  const account = await billingAccountOf(db, userId);
  if (account === null) throw noInvoiceAccount();
  return account;
}

/** The caller's invoices, newest first; 404 rest_no_invoices without a billing account. */
export async function listOwnInvoices(
  db: Queryable,
  billing: BillingClient,
  userId: number,
): Promise<Invoice[]> {
  const invoices = await billing.invoices(await accountOf(db, userId));
  return [...invoices].sort(newestFirst).map(invoiceView);
}

/**
 * One file of the caller's invoices (the main document by the invoice id, an additional part by its detail
 * id) as {base64, filename, mime}; base64 '' when the billing system has no content for it. Any other id is
 * 404 rest_file_invalid_id, checked against the caller's own invoice list before the document is asked for.
 */
export async function ownInvoiceFile(
  db: Queryable,
  billing: BillingClient,
  userId: number,
  fileId: number,
): Promise<InvoiceFile> {
  const account = await billingAccountOf(db, userId);
  if (account === null) throw invalidFileId();
  const invoices = await billing.invoices(account);
  const owned = invoices.some(
    (invoice) => invoice.id === fileId || invoice.details.some((detail) => detail.id === fileId),
  );
  if (!owned) throw invalidFileId();
  const document = await billing.document(account, fileId);
  if (document === null) throw invalidFileId();
  return {
    base64: Buffer.from(document.bytes).toString('base64'),
    filename: document.filename,
    mime: document.mime,
  };
}
