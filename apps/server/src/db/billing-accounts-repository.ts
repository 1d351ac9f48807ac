import type { Queryable } from './db.ts';

/** The person's account in the billing system, or null when they have none (no invoices, spec §5). */
export async function billingAccountOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ billing_account: string | null }>(
    'SELECT billing_account FROM users WHERE id = $1',
    [userId],
  );
  return row?.billing_account ?? null;
}
