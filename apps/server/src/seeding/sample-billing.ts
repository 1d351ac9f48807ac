/**
 * The sample billing system's invoices (billing.yaml): for each billing account, a rent invoice on the 1st
 * of each of its last months, counted back from the seed date, with its additional parts; every document a
 * real PDF in the resident's language, except the parts billing.yaml marks as having no file.
 */
import type { Language } from '@campus/domain/locale';
import type { Queryable } from '../db/db.ts';
import type { SampleCampus } from './load-sample-campus.ts';
import { sampleInvoicePdf, type InvoicePdfLine } from './sample-invoice-pdf.ts';
import type { PersonSeed } from './seed-file-schemas.ts';
import { slugify } from '@campus/domain/slug';

/** One document of the billing system as planned from billing.yaml, before its PDF is rendered. */
export interface PlannedDocument {
  number: string;
  /** 'Facture' / 'Invoice' for the main document; the part's title (in the holder's language) otherwise. */
  title: string;
  filename: string;
  lines: InvoicePdfLine[];
  /** The billing system has no file for it: its content stays empty. */
  noFile: boolean;
}

export interface PlannedInvoice extends PlannedDocument {
  account: string;
  /** YYYY-MM-DD */
  issueDate: string;
  parts: PlannedDocument[];
}

export interface SampleBillingDocument {
  number: string;
  title: string;
  filename: string;
  /** The PDF, or empty when the billing system has no file for it. */
  content: Buffer;
}

export interface SampleBillingInvoice extends SampleBillingDocument {
  account: string;
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

function monthName(issueDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${issueDate}T00:00:00Z`));
}

/** The person whose billingAccount this is (test accounts or residents). */
export function billingHolder(campus: SampleCampus, account: string): PersonSeed {
  const person = [...campus.testAccounts.people, ...campus.residents].find(
    (candidate) => candidate.billingAccount === account,
  );
  if (person === undefined) throw new Error(`billing.yaml: ${account} is nobody's billingAccount`);
  return person;
}

/** The billing system writes to each resident in their language. */
const languageOf = (person: PersonSeed): Language => (person.locale === 'fr_FR' ? 'fr' : 'en');

/**
 * Every account's invoices, newest first within an account, as billing.yaml describes them from the seed
 * date: pure, so tests can know the invoices of a person without rendering a PDF.
 */
export function planSampleInvoices(campus: SampleCampus, seedDate: string): PlannedInvoice[] {
  const invoices: PlannedInvoice[] = [];
  for (const entry of campus.billing.accounts) {
    const language = languageOf(billingHolder(campus, entry.account));
    for (let monthsAgo = 0; monthsAgo < entry.months; monthsAgo += 1) {
      const issueDate = monthlyIssueDate(seedDate, monthsAgo);
      const month = issueDate.slice(0, 7).replace('-', '');
      const number = `FAC-${entry.account}-${month}`;
      const parts = entry.parts
        .filter((part) => part.monthsAgo === monthsAgo)
        .map((part, index): PlannedDocument => {
          const kind = campus.billing.partKinds[part.kind];
          if (kind === undefined) throw new Error(`billing.yaml: unknown kind ${part.kind}`);
          const partNumber = `${kind.prefix}-${entry.account}-${month}-${String(index + 1)}`;
          return {
            number: partNumber,
            title: kind[language],
            filename: `${partNumber}.pdf`,
            lines: [{ label: `${kind[language]} – ${monthName(issueDate, language)}`, amount: part.amount }],
            noFile: part.noFile === true,
          };
        });
      const rent = {
        label: `${RENT_LINE[language]} – ${monthName(issueDate, language)}`,
        amount: entry.rent,
      };
      invoices.push({
        account: entry.account,
        issueDate,
        number,
        title: INVOICE_TITLE[language],
        filename: `${number}.pdf`,
        lines: [rent, ...parts.map((part) => ({ label: part.title, amount: part.lines[0]?.amount ?? 0 }))],
        noFile: false,
        parts,
      });
    }
  }
  return invoices;
}

/** The invoices with their PDFs (a few ms apiece): built before the seed's transaction. */
export async function sampleBillingInvoices(
  campus: SampleCampus,
  seedDate: string,
): Promise<SampleBillingInvoice[]> {
  const render = async (
    invoice: PlannedInvoice,
    document: PlannedDocument,
  ): Promise<SampleBillingDocument> => {
    const person = billingHolder(campus, invoice.account);
    const house = campus.houses.find((candidate) => slugify(candidate.name) === person.houses[0]);
    const content = document.noFile
      ? Buffer.alloc(0)
      : await sampleInvoicePdf({
          language: languageOf(person),
          title: document.title,
          number: document.number,
          issueDate: invoice.issueDate,
          account: invoice.account,
          residentName: `${person.firstName} ${person.lastName}`,
          residentHouse: house?.name ?? '',
          lines: document.lines,
        });
    return { number: document.number, title: document.title, filename: document.filename, content };
  };
  return Promise.all(
    planSampleInvoices(campus, seedDate).map(async (invoice) => ({
      ...(await render(invoice, invoice)),
      account: invoice.account,
      issueDate: invoice.issueDate,
      parts: await Promise.all(invoice.parts.map((part) => render(invoice, part))),
    })),
  );
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
