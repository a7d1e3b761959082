import type { PurchaseOrderStatus, StockUnit } from '@pitstop/domain/inventory';
import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import { multiplyMoney } from '@pitstop/domain/money';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { listHistory } from '../history.ts';

export type PurchaseOrderShop = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  timezone: string;
  /** The shop's number format for money on the documents (Tax and Currency). */
  locale: string;
};

/** A purchase order as its page shows it (lines, history, currency), with the shop it is from. */
export async function loadPurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<{ order: PurchaseOrder; shop: PurchaseOrderShop } | null> {
  const { tx, shopId, id } = options;
  const [row] = await rowsOf<{
    id: string;
    number: number;
    status: string;
    expected_on: string | null;
    ordered_at: Date | string | null;
    received_at: Date | string | null;
    created_at: Date | string;
    notes: string | null;
    sent_to: string | null;
    cancel_reason: string | null;
    total: string;
    supplier_id: string;
    supplier_name: string;
    supplier_email: string | null;
    supplier_phone: string | null;
    supplier_account: string | null;
    shop_name: string;
    shop_address: string | null;
    shop_phone: string | null;
    shop_email: string | null;
    shop_timezone: string;
    shop_locale: string;
    currency: string;
  }>(
    tx,
    sql`select po.id, po.number, po.status, po.expected_on::text, po.ordered_at, po.received_at,
        po.created_at, po.notes, po.sent_to, po.cancel_reason, po.total::text,
        s.id as supplier_id, s.name as supplier_name, s.email as supplier_email,
        s.phone as supplier_phone, s.account_number as supplier_account,
        sh.name as shop_name, sh.address as shop_address, sh.phone as shop_phone,
        sh.email as shop_email, sh.timezone as shop_timezone, sh.locale as shop_locale,
        sh.currency
      from purchase_orders po
      join suppliers s on s.shop_id = po.shop_id and s.id = po.supplier_id
      join shops sh on sh.id = po.shop_id
      where po.shop_id = ${shopId} and po.id = ${id}`,
  );
  if (!row) return null;
  const lines = await rowsOf<{
    id: string;
    item_id: string;
    sku: string;
    name: string;
    unit: string;
    quantity: string;
    quantity_received: string;
    unit_cost: string;
  }>(
    tx,
    sql`select l.id, l.item_id, i.sku, i.name, i.unit, l.quantity::text,
        l.quantity_received::text, l.unit_cost::text
      from purchase_order_lines l
      join inventory_items i on i.shop_id = l.shop_id and i.id = l.item_id
      where l.shop_id = ${shopId} and l.purchase_order_id = ${id}
      order by l.position, l.id`,
  );
  const history = await listHistory({
    tx,
    shopId,
    subjectType: 'purchase_order',
    subjectId: id,
  });
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return {
    shop: {
      name: row.shop_name,
      address: row.shop_address,
      phone: row.shop_phone,
      email: row.shop_email,
      timezone: row.shop_timezone,
      locale: row.shop_locale,
    },
    order: {
      id: row.id,
      number: row.number,
      status: row.status as PurchaseOrderStatus,
      supplier: {
        id: row.supplier_id,
        name: row.supplier_name,
        email: row.supplier_email,
        phone: row.supplier_phone,
        accountNumber: row.supplier_account,
      },
      expectedOn: row.expected_on,
      orderedAt: iso(row.ordered_at),
      receivedAt: iso(row.received_at),
      lineCount: lines.length,
      total: row.total,
      createdAt: iso(row.created_at) as string,
      notes: row.notes,
      sentTo: row.sent_to,
      cancelReason: row.cancel_reason,
      lines: lines.map((line) => ({
        id: line.id,
        item: { id: line.item_id, sku: line.sku, name: line.name, unit: line.unit as StockUnit },
        quantity: line.quantity,
        quantityReceived: line.quantity_received,
        unitCost: line.unit_cost,
        amount: multiplyMoney(line.quantity, line.unit_cost),
      })),
      history,
      currency: row.currency,
    },
  };
}
