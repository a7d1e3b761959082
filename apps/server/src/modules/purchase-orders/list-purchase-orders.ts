import { openPurchaseOrderStatuses, parsePurchaseOrderNumber } from '@pitstop/domain/inventory';
import type {
  PurchaseOrderList,
  purchaseOrderListQuerySchema,
} from '@pitstop/domain/inventory-views';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { foldedContains, foldedText } from '../../db/like.ts';
import { purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
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
  const filters: (SQL | undefined)[] = [eq(purchaseOrders.shopId, shopId)];
  if (options.view === 'open') {
    filters.push(inArray(purchaseOrders.status, [...openPurchaseOrderStatuses]));
  }
  if (options.status) filters.push(eq(purchaseOrders.status, options.status));
  if (options.supplierId) filters.push(eq(purchaseOrders.supplierId, options.supplierId));
  const search = options.search?.trim();
  if (search) {
    const number = parsePurchaseOrderNumber(search);
    const supplierName = foldedContains(foldedText(suppliers.name), search);
    filters.push(
      number !== null ? or(eq(purchaseOrders.number, number), supplierName) : supplierName,
    );
  }
  if (options.cursor) {
    const [after] = decodeCursor(CURSOR_SCOPE, options.cursor, ['integer']);
    filters.push(lt(purchaseOrders.number, Number(after)));
  }
  const lineCount = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.shopId, purchaseOrders.shopId),
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrders.id),
      ),
    );
  const rows = await tx
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      supplier: { id: suppliers.id, name: suppliers.name },
      expectedOn: purchaseOrders.expectedOn,
      orderedAt: purchaseOrders.orderedAt,
      receivedAt: purchaseOrders.receivedAt,
      total: purchaseOrders.total,
      createdAt: purchaseOrders.createdAt,
      lineCount: sql<number>`${lineCount}`,
    })
    .from(purchaseOrders)
    .innerJoin(
      suppliers,
      and(eq(suppliers.shopId, purchaseOrders.shopId), eq(suppliers.id, purchaseOrders.supplierId)),
    )
    .where(and(...filters))
    .orderBy(desc(purchaseOrders.number))
    .limit(limit + 1);
  const [shop] = await tx
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.id, shopId));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const iso = (value: Date | null) => (value === null ? null : value.toISOString());
  return {
    items: page.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      supplier: row.supplier,
      expectedOn: row.expectedOn,
      orderedAt: iso(row.orderedAt),
      receivedAt: iso(row.receivedAt),
      lineCount: row.lineCount,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor(CURSOR_SCOPE, [String(last.number)]) : null,
    currency: shop?.currency ?? 'USD',
  };
}
