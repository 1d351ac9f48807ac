/**
 * The sample billing system's invoices (billing.yaml): for each billing account, a rent invoice on the 1st
 * of each of its last months, counted back from the seed date, with its additional parts; every document a
 * real PDF in the resident's language, except the parts billing.yaml marks as having no file.
 */
import type { Queryable } from '../db/db.ts';
import type { SampleCampus } from './load-sample-campus.ts';
import { sampleInvoicePdf, type InvoicePdfContent } from './sample-invoice-pdf.ts';
import type { PersonSeed } from './seed-file-schemas.ts';
import { slugify } from './slug.ts';

export interface SampleBillingDocument {
  number: string;
  title: string;
  filename: string;
  /** The PDF, or empty when the billing system has no file for it. */
  content: Buffer;
}

export interface SampleBillingInvoice extends SampleBillingDocument {
  account: string;
  /** YYYY-MM-DD */
  issueDate: string;
  parts: SampleBillingDocument[];
}

const INVOICE_TITLE = { fr: 'Facture', en: 'Invoice' } as const;
const RENT_LINE = { fr: 'Redevance mensuelle', en: 'Monthly rent' } as const;

/** The 1st of the month `monthsAgo` months before the seed date's month, as YYYY-MM-DD. */
export function monthlyIssueDate(seedDate: string, monthsAgo: number): string {
  const [year = 0, month = 1] = seedDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - monthsAgo, 1)).toISOString().slice(0, 10);
}

function monthName(issueDate: string, language: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${issueDate}T00:00:00Z`));
}

function holderOf(campus: SampleCampus, account: string): PersonSeed {
  const person = [...campus.testAccounts.people, ...campus.residents].find(
    (candidate) => candidate.billingAccount === account,
  );
  if (person === undefined) throw new Error(`billing.yaml: ${account} is nobody's billingAccount`);
  return person;
}

/** The documents of every account, newest invoice first; builds each PDF (a few ms apiece). */
export async function sampleBillingInvoices(
  campus: SampleCampus,
  seedDate: string,
): Promise<SampleBillingInvoice[]> {
  const invoices: Promise<SampleBillingInvoice>[] = [];
  for (const entry of campus.billing.accounts) {
    const person = holderOf(campus, entry.account);
    // The billing system writes to each resident in their language.
    const language = person.locale === 'fr_FR' ? 'fr' : 'en';
    const houseName =
      campus.houses.find((house) => slugify(house.name) === person.houses[0])?.name ?? '';
    const pdf = (fields: Pick<InvoicePdfContent, 'title' | 'number' | 'issueDate' | 'lines'>) =>
      sampleInvoicePdf({
        ...fields,
        language,
        account: entry.account,
        residentName: `${person.firstName} ${person.lastName}`,
        residentHouse: houseName,
      });
    for (let monthsAgo = 0; monthsAgo < entry.months; monthsAgo += 1) {
      const issueDate = monthlyIssueDate(seedDate, monthsAgo);
      const month = issueDate.slice(0, 7).replace('-', '');
      const number = `FAC-${entry.account}-${month}`;
      const parts = entry.parts
        .filter((part) => part.monthsAgo === monthsAgo)
        .map((part, index) => {
          const kind = campus.billing.partKinds[part.kind];
          if (kind === undefined) throw new Error(`billing.yaml: unknown kind ${part.kind}`);
          return {
            number: `${kind.prefix}-${entry.account}-${month}-${String(index + 1)}`,
            title: kind[language],
            amount: part.amount,
            noFile: part.noFile === true,
          };
        });
      const rent = { label: `${RENT_LINE[language]} – ${monthName(issueDate, language)}`, amount: entry.rent };
      invoices.push(
        (async () => ({
          account: entry.account,
          issueDate,
          number,
          title: INVOICE_TITLE[language],
          filename: `${number}.pdf`,
          content: await pdf({
            title: INVOICE_TITLE[language],
            number,
            issueDate,
            lines: [rent, ...parts.map((part) => ({ label: part.title, amount: part.amount }))],
          }),
          parts: await Promise.all(
            parts.map(async (part) => ({
              number: part.number,
              title: part.title,
              filename: `${part.number}.pdf`,
              content: part.noFile
                ? Buffer.alloc(0)
                : await pdf({
                    title: part.title,
                    number: part.number,
                    issueDate,
                    lines: [{ label: `${part.title} – ${monthName(issueDate, language)}`, amount: part.amount }],
                  }),
            })),
          ),
        }))(),
      );
    }
  }
  return Promise.all(invoices);
}

/** Inserts the documents into the sample billing source and gives each holder their billing account. */
export async function insertSampleBilling(
  tx: Queryable,
  campus: SampleCampus,
  invoices: readonly SampleBillingInvoice[],
): Promise<void> {
  for (const person of [...campus.testAccounts.people, ...campus.residents]) {
    if (person.billingAccount === undefined) continue;
    await tx.query('UPDATE users SET billing_account = $1 WHERE username = $2', [
      person.billingAccount,
      person.username,
    ]);
  }
  for (const invoice of invoices) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO sample_billing_invoices (account, number, issue_date, filename, content)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [invoice.account, invoice.number, invoice.issueDate, invoice.filename, invoice.content],
    );
    if (!row) throw new Error(`Invoice ${invoice.number} was not inserted`);
    for (const part of invoice.parts) {
      await tx.query(
        `INSERT INTO sample_billing_invoice_parts (invoice_id, number, title, filename, content)
         VALUES ($1, $2, $3, $4, $5)`,
        [row.id, part.number, part.title, part.filename, part.content],
      );
    }
  }
}
