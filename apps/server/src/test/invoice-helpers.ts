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

type Api = {
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<{ statusCode: number; body: string; json(): unknown }>;
};

export type PickupInvoice = {
  id: string;
  number: string;
  date: string;
  total: string;
  balance: string;
  status: string;
};

/**
 * What the desk does at pickup (ADR 037), through the API: the job order's invoice created and
 * issued, and with `pay` its whole balance paid in cash on the invoice's date. Returns the
 * invoice as it then is. Throws with the refusal when a step is refused.
 */
export async function invoiceAtPickup(
  api: Api,
  jobOrderId: string,
  options: { pay: boolean },
): Promise<PickupInvoice> {
  const created = await api.send('POST', '/invoices', { jobOrderId });
  if (created.statusCode !== 201) throw new Error(`create invoice: ${created.body}`);
  const { id } = created.json() as { id: string };
  const issued = await api.send('POST', `/invoices/${id}/issue`);
  if (issued.statusCode !== 200) throw new Error(`issue invoice: ${issued.body}`);
  const invoice = issued.json() as PickupInvoice;
  if (!options.pay) return invoice;
  const paid = await api.send('POST', `/invoices/${id}/payments`, {
    method: 'cash',
    amount: invoice.balance,
    paidOn: invoice.date,
  });
  if (paid.statusCode !== 201) throw new Error(`record payment: ${paid.body}`);
  return paid.json() as PickupInvoice;
}
