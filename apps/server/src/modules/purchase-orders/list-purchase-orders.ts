import {
  openPurchaseOrderStatuses,
  type PurchaseOrderStatus,
  parsePurchaseOrderNumber,
} from '@pitstop/domain/inventory';
import type {
  PurchaseOrderList,
  purchaseOrderListQuerySchema,
} from '@pitstop/domain/inventory-views';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { foldedContains, foldedText } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';

type ListQuery = z.output<typeof purchaseOrderListQuerySchema>;

const CURSOR_SCOPE = 'purchase-orders';

/**
 * Purchase Orders: newest first (by number, the shop's order of creation), the open ones by
 * default or all; narrowed by status and supplier; a search is a PO number ("PO-0007", "7") or
 * part of the supplier's name. Keyset pages on the number.
 */
export async function listPurchaseOrders(
  options: { tx: Tx; shopId: string } & ListQuery,
): Promise<PurchaseOrderList> {
  const { tx, shopId, limit } = options;
  const filters: SQL[] = [sql`po.shop_id = ${shopId}`];
  if (options.view === 'open') {
    filters.push(
      sql`po.status in (${sql.join(
        openPurchaseOrderStatuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  }
  if (options.status) filters.push(sql`po.status = ${options.status}`);
  if (options.supplierId) filters.push(sql`po.supplier_id = ${options.supplierId}`);
  const search = options.search?.trim();
  if (search) {
    const number = parsePurchaseOrderNumber(search);
    const supplierName = foldedContains(foldedText(sql.raw('s.name')), search);
    filters.push(number !== null ? sql`(po.number = ${number} or ${supplierName})` : supplierName);
  }
  if (options.cursor) {
    const [after] = decodeCursor(CURSOR_SCOPE, options.cursor, ['integer']);
    filters.push(sql`po.number < ${Number(after)}`);
  }
  const rows = await rowsOf<{
    id: string;
    number: number;
    status: string;
    supplier_id: string;
    supplier_name: string;
    expected_on: string | null;
    ordered_at: Date | string | null;
    received_at: Date | string | null;
    line_count: number;
    total: string;
    created_at: Date | string;
  }>(
    tx,
    sql`select po.id, po.number, po.status, s.id as supplier_id, s.name as supplier_name,
        po.expected_on::text, po.ordered_at, po.received_at, po.total::text, po.created_at,
        (select count(*) from purchase_order_lines l
          where l.shop_id = po.shop_id and l.purchase_order_id = po.id)::int as line_count
      from purchase_orders po
      join suppliers s on s.shop_id = po.shop_id and s.id = po.supplier_id
      where ${sql.join(filters, sql` and `)}
      order by po.number desc
      limit ${limit + 1}`,
  );
  const [currency] = await rowsOf<{ currency: string }>(
    tx,
    sql`select currency from shops where id = ${shopId}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return {
    items: page.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status as PurchaseOrderStatus,
      supplier: { id: row.supplier_id, name: row.supplier_name },
      expectedOn: row.expected_on,
      orderedAt: iso(row.ordered_at),
      receivedAt: iso(row.received_at),
      lineCount: Number(row.line_count),
      total: row.total,
      createdAt: iso(row.created_at) as string,
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor(CURSOR_SCOPE, [String(last.number)]) : null,
    currency: currency?.currency ?? 'USD',
  };
}
