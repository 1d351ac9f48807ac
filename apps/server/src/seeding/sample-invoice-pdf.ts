/**
 * The PDF of a sample invoice document (a monthly invoice or one of its additional parts), as the campus
 * billing system would print it. Deterministic: the same document always gives the same bytes (the dates
 * inside are the issue date), so seeded databases do not differ from run to run. Built with the PDF
 * standard fonts only, so a document stays around 2 kB and takes a few milliseconds.
 */

/**
 * pdfkit is loaded on the first document only: the PDFs are made when the sample campus is seeded, and a
 * server that only restarts on its data never needs the 13 MB pdfkit takes in memory (issue #31).
 */
const loadPdfKit = async () => (await import('pdfkit')).default;

export interface InvoicePdfLine {
  label: string;
  /** Euros; negative for a credit. */
  amount: number;
}

export interface InvoicePdfContent {
  language: 'fr' | 'en';
  /** The document's title: 'Facture' / 'Invoice', or the title of the additional part. */
  title: string;
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  account: string;
  residentName: string;
  /** Where the resident lives: the house's name. */
  residentHouse: string;
  lines: readonly InvoicePdfLine[];
}

const TEXT = {
  fr: {
    office: 'Service de la facturation',
    // French typography puts a space before the colon.
    colon: ' :',
    number: 'N°',
    date: 'Date',
    account: 'Compte',
    billedTo: 'Destinataire',
    label: 'Désignation',
    amount: 'Montant',
    total: 'Total',
    footer: 'Document de démonstration du campus : ni facture réelle ni demande de paiement.',
  },
  en: {
    office: 'Billing office',
    colon: ':',
    number: 'No.',
    date: 'Date',
    account: 'Account',
    billedTo: 'Billed to',
    label: 'Description',
    amount: 'Amount',
    total: 'Total',
    footer: 'Sample campus document: not a real invoice nor a request for payment.',
  },
} as const;

function euros(amount: number, language: 'fr' | 'en'): string {
  const formatted = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(amount);
  // The standard PDF fonts have no narrow no-break space (fr-FR's group separator): a plain space prints.
  return formatted.replace(/[\u202f\u00a0]/g, ' ');
}

function longDate(isoDate: string, language: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Renders the document; resolves with the PDF bytes. */
export async function sampleInvoicePdf(content: InvoicePdfContent): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const text = TEXT[content.language];
  const issued = new Date(`${content.issueDate}T09:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${content.title} ${content.number}`,
      Author: 'Campus',
      Producer: 'Campus portal sample billing',
      Creator: 'Campus portal sample billing',
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text('Campus', { continued: false });
  doc.font('Helvetica').fontSize(10).text(text.office);
  doc.text('17 boulevard Jourdan, 75014 Paris');
  doc.moveDown(2);

  doc.font('Helvetica-Bold').fontSize(14).text(`${content.title} ${text.number} ${content.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${text.date}${text.colon} ${longDate(content.issueDate, content.language)}`);
  doc.text(`${text.account}${text.colon} ${content.account}`);
  doc.moveDown();
  doc.text(`${text.billedTo}${text.colon} ${content.residentName}`);
  doc.text(content.residentHouse);
  doc.moveDown(2);

  const left = 56;
  const right = 539;
  const amountX = 420;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: amountX - left - 10 });
    doc.text(amount, amountX, y, { width: right - amountX, align: 'right' });
    doc.moveDown(0.5);
  };
  row(text.label, text.amount, true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.5);
  for (const line of content.lines) row(line.label, euros(line.amount, content.language));
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.5);
  const total = content.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
  row(text.total, euros(total, content.language), true);

  doc.moveDown(4);
  doc
    .font('Helvetica-Oblique')
    .fontSize(8)
    .text(text.footer, left, doc.y, { width: right - left });
  doc.end();
  return done;
}
