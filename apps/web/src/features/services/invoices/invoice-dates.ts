import type { Invoice } from '@campus/domain/invoice';
import type { Language } from '@campus/domain/locale';
import { format, parseISO } from 'date-fns';
import { dateLocale } from '../../../lib/dates/format-date.ts';

/** The month of issue, named in the UI language (standalone form: 'janvier', 'January'). */
export function invoiceMonth(invoice: Pick<Invoice, 'issueDate'>, language: Language): string {
  return format(parseISO(invoice.issueDate), 'LLLL', { locale: dateLocale(language) });
}

export const invoiceYear = (invoice: Pick<Invoice, 'issueDate'>): string => invoice.issueDate.slice(0, 4);

/** '5 March 2025' / '5 mars 2025'. */
export function invoiceDate(invoice: Pick<Invoice, 'issueDate'>, language: Language): string {
  return format(parseISO(invoice.issueDate), 'd MMMM yyyy', { locale: dateLocale(language) });
}
