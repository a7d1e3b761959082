import { type InvoiceStatus, type PickupRefusal, pickupRefusal } from '@pitstop/domain/invoices';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';

export type PickupInvoice = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  total: string;
  balance: string;
};

/** What a job order's page and its pickup read of its invoice. */
export const pickupInvoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  status: sql<InvoiceStatus>`${invoices.status}`,
  total: invoices.total,
  balance: invoices.balance,
};

/**
 * An invoice that is not void: a job order has at most one (invoices_job_order_key). A literal,
 * as the partial index is written.
 */
export const liveInvoiceCondition = sql`${invoices.status} <> 'void'`;

/**
 * The job order's live invoice (invoices_job_order_key allows one that is not void), with what is
 * still due. `lock` holds it until the caller's transaction ends, so a payment or refund cannot
 * change what a completion read (ADR 037).
 */
export async function loadPickupInvoice(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  lock?: boolean;
}): Promise<PickupInvoice | null> {
  const query = options.tx
    .select(pickupInvoiceColumns)
    .from(invoices)
    .where(
      and(
        eq(invoices.shopId, options.shopId),
        eq(invoices.jobOrderId, options.jobOrderId),
        liveInvoiceCondition,
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** pickupRefusal for a job order: why the car may not leave yet, or null. */
export function pickupRefusalOf(options: {
  number: number;
  invoice: PickupInvoice | null;
  unpaidPickupAllowed: boolean;
  currency: string;
  locale: string;
}): PickupRefusal | null {
  return pickupRefusal({
    jobOrderNumber: formatJobOrderNumber(options.number),
    invoice: options.invoice,
    unpaidPickupAllowed: options.unpaidPickupAllowed,
    money: { currency: options.currency, locale: options.locale },
  });
}
