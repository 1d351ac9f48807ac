import type { Invoice } from '@campus/domain/invoice';
import type { Language } from '@campus/domain/locale';
import { formatLongDate, formatMonth, parseContentDate } from '../../../lib/dates/format-date.ts';

/** The month of issue, named in the UI language (standalone form: 'janvier', 'January'). */
export function invoiceMonth(invoice: Pick<Invoice, 'issueDate'>, language: Language): string {
  return formatMonth(parseContentDate(invoice.issueDate), language);
}

export const invoiceYear = (invoice: Pick<Invoice, 'issueDate'>): string => invoice.issueDate.slice(0, 4);

/** '5 March 2025' / '5 mars 2025'. */
export function invoiceDate(invoice: Pick<Invoice, 'issueDate'>, language: Language): string {
  return formatLongDate(parseContentDate(invoice.issueDate), language);
}
