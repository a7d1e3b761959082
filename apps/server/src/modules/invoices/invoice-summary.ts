import type { InvoiceSummary } from '@pitstop/domain/invoice-views';
import type { InvoiceStatus } from '@pitstop/domain/invoices';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { compareMoney } from '@pitstop/domain/money';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrders } from '../../db/schema/workshop.ts';

/**
 * One row of the invoices list, the receivables and the car owner's list. The date is the
 * invoice date, or for a draft the day it was made in the shop's time zone.
 */
export const invoiceSummaryColumns = {
  id: invoices.id,
  number: invoices.number,
  // The table's check constraint holds the status to the domain's values.
  status: sql<InvoiceStatus>`${invoices.status}`,
  issuedOn: invoices.issuedOn,
  createdOn: sql<string>`(${invoices.createdAt} at time zone ${shops.timezone})::date::text`,
  dueOn: invoices.dueOn,
  clientId: invoices.clientId,
  clientName: clients.name,
  billToName: invoices.billToName,
  vehicleDescription: invoices.vehicleDescription,
  jobOrderId: invoices.jobOrderId,
  jobOrderNumber: jobOrders.number,
  total: invoices.total,
  paid: invoices.paid,
  credited: invoices.credited,
  balance: invoices.balance,
};

export type InvoiceSummaryRow = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  issuedOn: string | null;
  createdOn: string;
  dueOn: string | null;
  clientId: string | null;
  clientName: string | null;
  billToName: string;
  vehicleDescription: string | null;
  jobOrderId: string | null;
  jobOrderNumber: number | null;
  total: string;
  paid: string;
  credited: string;
  balance: string;
};

/**
 * Summary rows of invoices with their shop, client and job order joined, for the caller to
 * narrow (`where`, always by shop or owner), order and page; composite keys keep every join
 * inside the shop.
 */
export function selectInvoiceSummaries<
  Extra extends Record<string, PgColumn | SQL | SQL.Aliased> = Record<never, never>,
>(tx: Tx, extra?: Extra) {
  return tx
    .select({ ...invoiceSummaryColumns, ...(extra ?? ({} as Extra)) })
    .from(invoices)
    .innerJoin(shops, eq(shops.id, invoices.shopId))
    .leftJoin(clients, and(eq(clients.shopId, invoices.shopId), eq(clients.id, invoices.clientId)))
    .leftJoin(
      jobOrders,
      and(eq(jobOrders.shopId, invoices.shopId), eq(jobOrders.id, invoices.jobOrderId)),
    )
    .$dynamic();
}

/** Statuses that still expect money, as SQL literals (the receivables index's predicate). */
export const openInvoiceCondition = sql`${invoices.status} in ('issued', 'partially_paid')`;

/** Whether an invoice with money due is past its due date on `today` (the shop's local day). */
export function isOverdue(
  row: Pick<InvoiceSummaryRow, 'status' | 'dueOn' | 'balance'>,
  today: string,
): boolean {
  return (
    (row.status === 'issued' || row.status === 'partially_paid') &&
    row.dueOn !== null &&
    row.dueOn < today &&
    compareMoney(row.balance, '0') > 0
  );
}

export function toInvoiceSummary(row: InvoiceSummaryRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    date: row.issuedOn ?? row.createdOn,
    dueOn: row.dueOn,
    client: row.clientId ? { id: row.clientId, name: row.clientName ?? row.billToName } : null,
    billToName: row.billToName,
    vehicle: row.vehicleDescription,
    jobOrder:
      row.jobOrderId && row.jobOrderNumber !== null
        ? { id: row.jobOrderId, number: formatJobOrderNumber(Number(row.jobOrderNumber)) }
        : null,
    total: row.total,
    paid: row.paid,
    credited: row.credited,
    balance: row.balance,
    overdue: isOverdue(row, today),
  };
}
