import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { InvoiceListSchema, invoicesByYear, type Invoice } from './invoice.ts';

const invoice = (id: number, issueDate: string): Invoice => ({
  id,
  number: `F-${String(id)}`,
  issueDate,
  details: [{ id: id * 10, number: `T-${String(id)}`, title: 'Laundry' }],
});

describe('invoicesByYear (§2.7)', () => {
  it('groups by year of issue, newest year first and newest invoice first', () => {
    const invoices = [
      invoice(1, '2024-01-05'),
      invoice(2, '2025-03-05'),
      invoice(3, '2024-11-05'),
      invoice(4, '2025-01-05'),
      invoice(5, '2023-12-31'),
    ];
    expect(Value.Check(InvoiceListSchema, invoices)).toBe(true);
    expect(
      invoicesByYear(invoices).map(({ year, invoices: ofYear }) => [year, ofYear.map((item) => item.id)]),
    ).toEqual([
      ['2025', [2, 4]],
      ['2024', [3, 1]],
      ['2023', [5]],
    ]);
  });

  it('orders invoices of the same day by id, newest first, whatever the input order', () => {
    const sameDay = [invoice(7, '2025-02-01'), invoice(9, '2025-02-01'), invoice(8, '2025-02-01')];
    expect(invoicesByYear(sameDay)[0]?.invoices.map((item) => item.id)).toEqual([9, 8, 7]);
  });

  it('reads the year from a date with a time', () => {
    expect(invoicesByYear([invoice(1, '2025-06-30T10:00:00')]).map((group) => group.year)).toEqual(['2025']);
  });

  it('has no group without invoices', () => {
    expect(invoicesByYear([])).toEqual([]);
  });
});
