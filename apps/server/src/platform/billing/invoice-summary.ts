import type { InvoiceSummary } from '@pitstop/domain/invoice-views';
import type { InvoiceStatus } from '@pitstop/domain/invoices';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { compareMoney } from '@pitstop/domain/money';
import { type SQL, sql } from 'drizzle-orm';

/**
 * One row of the invoices list, the receivables and the car owner's list, over `invoices i`
 * with `invoiceSummaryJoins`. The date is the invoice date, or for a draft the day it was made
 * in the shop's time zone.
 */
export const invoiceSummaryColumns = sql`
  i.id, i.number, i.status, i.issued_on::text as issued_on,
  (i.created_at at time zone sh.timezone)::date::text as created_on, i.due_on::text as due_on,
  i.client_id, c.name as client_name, i.bill_to_name, i.vehicle_description,
  i.job_order_id, j.number as job_order_number,
  i.total::text as total, i.paid::text as paid, i.credited::text as credited,
  i.balance::text as balance, i.created_at`;

/** Composite keys keep every join inside the shop. */
export const invoiceSummaryJoins = sql`
  join shops sh on sh.id = i.shop_id
  left join clients c on c.shop_id = i.shop_id and c.id = i.client_id
  left join job_orders j on j.shop_id = i.shop_id and j.id = i.job_order_id`;

export type InvoiceSummaryRow = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  issued_on: string | null;
  created_on: string;
  due_on: string | null;
  client_id: string | null;
  client_name: string | null;
  bill_to_name: string;
  vehicle_description: string | null;
  job_order_id: string | null;
  job_order_number: number | null;
  total: string;
  paid: string;
  credited: string;
  balance: string;
  created_at: Date | string;
};

/** Statuses that still expect money, as SQL literals (the receivables index's predicate). */
export const openInvoiceCondition = (alias: string): SQL =>
  sql.raw(`${alias}.status in ('issued', 'partially_paid')`);

/** Whether an invoice with money due is past its due date on `today` (the shop's local day). */
export function isOverdue(
  row: Pick<InvoiceSummaryRow, 'status' | 'due_on' | 'balance'>,
  today: string,
): boolean {
  return (
    (row.status === 'issued' || row.status === 'partially_paid') &&
    row.due_on !== null &&
    row.due_on < today &&
    compareMoney(row.balance, '0') > 0
  );
}

export function toInvoiceSummary(row: InvoiceSummaryRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    date: row.issued_on ?? row.created_on,
    dueOn: row.due_on,
    client: row.client_id ? { id: row.client_id, name: row.client_name ?? row.bill_to_name } : null,
    billToName: row.bill_to_name,
    vehicle: row.vehicle_description,
    jobOrder:
      row.job_order_id && row.job_order_number !== null
        ? { id: row.job_order_id, number: formatJobOrderNumber(Number(row.job_order_number)) }
        : null,
    total: row.total,
    paid: row.paid,
    credited: row.credited,
    balance: row.balance,
    overdue: isOverdue(row, today),
  };
}
