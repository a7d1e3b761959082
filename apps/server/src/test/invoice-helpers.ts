import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/database.ts';
import { invoices } from '../db/schema/billing.ts';

/**
 * An invoice row written directly, for tests of what reads invoices (a client's Total Spend, the
 * car owner's total spent): issued for `total` unless told otherwise, with a number of its own.
 */
export async function insertTestInvoice(
  tx: Tx,
  options: {
    shopId: string;
    clientId: string | null;
    jobOrderId?: string | null;
    total: string;
    credited?: string;
    paid?: string;
    status?: 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void' | 'credited';
    issuedOn?: string;
  },
): Promise<{ id: string }> {
  const status = options.status ?? 'issued';
  const issued = status !== 'draft' && status !== 'void';
  const [row] = await tx
    .insert(invoices)
    .values({
      shopId: options.shopId,
      clientId: options.clientId,
      jobOrderId: options.jobOrderId ?? null,
      status,
      number: issued ? `INV-TEST-${randomUUID()}` : null,
      billToName: 'Test client',
      subtotal: options.total,
      net: options.total,
      total: options.total,
      credited: options.credited ?? '0',
      paid: options.paid ?? '0',
      issuedOn: issued ? (options.issuedOn ?? new Date().toISOString().slice(0, 10)) : null,
      issuedAt: issued ? new Date() : null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice not inserted');
  return row;
}
