import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCampus, sampleInvoicesOf } from '../../test/sample-content.ts';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/db.ts';
import { monthlyIssueDate, sampleBillingInvoices } from './sample-billing.ts';

describe('the sample billing system (issue #10 invoices)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('issues monthly invoices on the 1st, counted back across years from the seed date', () => {
    expect(monthlyIssueDate('2026-11-23', 0)).toBe('2026-11-01');
    expect(monthlyIssueDate('2026-11-23', 11)).toBe('2025-12-01');
    expect(monthlyIssueDate('2026-01-01', 1)).toBe('2025-12-01');
    expect(monthlyIssueDate('2026-03-31', 25)).toBe('2024-02-01');
  });

  it('gives alice, camille and sofia two years of invoices with additional parts, and nina none', () => {
    for (const username of ['alice.martin', 'camille.dupont', 'sofia.garcia']) {
      const invoices = sampleInvoicesOf(username, '2026-11-23');
      expect(invoices, username).toHaveLength(24);
      expect(new Set(invoices.map((invoice) => invoice.issueDate.slice(0, 4))).size, username).toBe(3);
      expect(
        invoices.some((invoice) => invoice.details.length > 0),
        username,
      ).toBe(true);
    }
    expect(sampleInvoicesOf('nina.nouvelle')).toEqual([]);
    // camille reads French: the billing system titles her parts in French.
    const camille = sampleInvoicesOf('camille.dupont', '2026-11-23').flatMap((invoice) => invoice.details);
    expect(camille.map((detail) => detail.title)).toContain('Tickets de laverie');
  });

  it('stores a real PDF for every document but exactly one part of alice’s, which has no content', async () => {
    const documents = await db.query<{ account: string; kind: string; size: number; head: string }>(
      `SELECT account, 'invoice' AS kind, length(content) AS size, encode(substr(content, 1, 5), 'escape') AS head
         FROM sample_billing_invoices
       UNION ALL
       SELECT i.account, 'part', length(p.content), encode(substr(p.content, 1, 5), 'escape')
         FROM sample_billing_invoice_parts p JOIN sample_billing_invoices i ON i.id = p.invoice_id`,
    );
    const empty = documents.filter((document) => document.size === 0);
    const alice = sampleCampus.testAccounts.people.find((person) => person.username === 'alice.martin');
    expect(empty).toEqual([{ account: alice?.billingAccount, kind: 'part', size: 0, head: '' }]);
    for (const document of documents.filter((item) => item.size > 0)) {
      expect(document.head).toBe('%PDF-');
      expect(document.size).toBeLessThan(8_000);
    }
    const withFile = sampleInvoicesOf('alice.martin').flatMap((invoice) => invoice.details);
    expect(withFile.filter((detail) => !detail.hasFile)).toHaveLength(1);
  });

  it('gives each holder their billing account, and nobody else one', async () => {
    const rows = await db.query<{ username: string; billing_account: string }>(
      'SELECT username, billing_account FROM users WHERE billing_account IS NOT NULL ORDER BY username',
    );
    const holders = [...sampleCampus.testAccounts.people, ...sampleCampus.residents]
      .filter((person) => person.billingAccount !== undefined)
      .map((person) => ({ username: person.username, billing_account: person.billingAccount }))
      .sort((a, b) => a.username.localeCompare(b.username));
    expect(rows).toEqual(holders);
    expect(rows.map((row) => row.username)).toEqual(
      expect.arrayContaining(['alice.martin', 'camille.dupont', 'sofia.garcia']),
    );
  });

  it('renders the same bytes for the same campus and date (a seeded database never differs)', async () => {
    const [first, second] = await Promise.all([
      sampleBillingInvoices(sampleCampus, '2026-11-23'),
      sampleBillingInvoices(sampleCampus, '2026-11-23'),
    ]);
    expect(first.every((invoice, index) => invoice.content.equals(second[index]!.content))).toBe(true);
    // The document's title and dates are its own, not the time it was rendered.
    const alice = first[0]!;
    const info = alice.content.toString('latin1');
    expect(info).toContain(`(Invoice ${alice.number})`);
    expect(info).toContain('(D:20261101090000Z)');
  });
});
