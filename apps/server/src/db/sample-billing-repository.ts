import type { Queryable } from './db.ts';

export interface SampleBillingInvoiceRow {
  id: number;
  number: string;
  issueDate: string;
  details: { id: number; number: string; title: string }[];
}

export interface SampleBillingDocumentRow {
  filename: string;
  mime: string;
  content: Uint8Array;
}

/** The invoices of one billing account, newest first, each with its additional parts. */
export function listSampleBillingInvoices(
  db: Queryable,
  account: string,
): Promise<SampleBillingInvoiceRow[]> {
  return db.query<SampleBillingInvoiceRow>(
    `SELECT i.id, i.number, to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate",
       COALESCE((SELECT json_agg(json_build_object('id', p.id, 'number', p.number, 'title', p.title) ORDER BY p.id)
                 FROM sample_billing_invoice_parts p WHERE p.invoice_id = i.id), '[]'::json) AS details
     FROM sample_billing_invoices i WHERE i.account = $1
     ORDER BY i.issue_date DESC, i.id DESC`,
    [account],
  );
}

/** One document (an invoice's main file or one of its parts) of the account, or null when not the account's. */
export async function findSampleBillingDocument(
  db: Queryable,
  account: string,
  id: number,
): Promise<SampleBillingDocumentRow | null> {
  const [row] = await db.query<SampleBillingDocumentRow>(
    `SELECT i.filename, i.mime, i.content FROM sample_billing_invoices i WHERE i.id = $2 AND i.account = $1
     UNION ALL
     SELECT p.filename, p.mime, p.content FROM sample_billing_invoice_parts p
       JOIN sample_billing_invoices i ON i.id = p.invoice_id WHERE p.id = $2 AND i.account = $1`,
    [account, id],
  );
  return row ?? null;
}
