import type { MovementKind } from '@pitstop/domain/inventory';
import type { StockMovement, StockMovementList } from '@pitstop/domain/inventory-views';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, purchaseOrders, stockMovements } from '../../db/schema/inventory.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import { inventoryItemNotFound } from './stock-ledger.ts';

/** Movements with the numbers of the job order and purchase order they came from. */
function selectMovements(tx: Tx, shopId: string, where: SQL | undefined) {
  return tx
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      reason: stockMovements.reason,
      onHandChange: stockMovements.onHandChange,
      reservedChange: stockMovements.reservedChange,
      onHandAfter: stockMovements.onHandAfter,
      unitCost: stockMovements.unitCost,
      note: stockMovements.note,
      jobOrderId: stockMovements.jobOrderId,
      jobOrderNumber: jobOrders.number,
      purchaseOrderId: stockMovements.purchaseOrderId,
      purchaseOrderNumber: purchaseOrders.number,
      actorId: stockMovements.actorId,
      actorName: stockMovements.actorName,
      createdAt: stockMovements.createdAt,
      // The cursor keeps the database's microseconds, which a Date would round away.
      cursorTime: sql<string>`${stockMovements.createdAt}::text`,
    })
    .from(stockMovements)
    .leftJoin(
      jobOrders,
      and(eq(jobOrders.shopId, stockMovements.shopId), eq(jobOrders.id, stockMovements.jobOrderId)),
    )
    .leftJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.shopId, stockMovements.shopId),
        eq(purchaseOrders.id, stockMovements.purchaseOrderId),
      ),
    )
    .where(and(eq(stockMovements.shopId, shopId), where));
}

type MovementRow = Awaited<ReturnType<typeof selectMovements>>[number];

function toStockMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason as StockMovement['reason'],
    onHandChange: row.onHandChange,
    reservedChange: row.reservedChange,
    onHandAfter: row.onHandAfter,
    unitCost: row.unitCost,
    note: row.note,
    // A deleted job order (with its client) leaves the ledger row, without a number to show.
    jobOrder:
      row.jobOrderId && row.jobOrderNumber !== null
        ? { id: row.jobOrderId, number: Number(row.jobOrderNumber) }
        : null,
    purchaseOrder:
      row.purchaseOrderId && row.purchaseOrderNumber !== null
        ? { id: row.purchaseOrderId, number: Number(row.purchaseOrderNumber) }
        : null,
    actor: { id: row.actorId, name: row.actorName },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function getStockMovement(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<StockMovement> {
  const [row] = await selectMovements(
    options.tx,
    options.shopId,
    eq(stockMovements.id, options.id),
  );
  if (!row) throw new Error(`stock movement ${options.id} not found`);
  return toStockMovement(row);
}

/**
 * An item's ledger, newest first, in keyset pages over (created_at desc, id desc): the walk of
 * stock_movements_item_idx, which stops after one page however long the history is.
 */
export async function listStockMovements(options: {
  tx: Tx;
  shopId: string;
  itemId: string;
  kind?: MovementKind;
  limit: number;
  cursor?: string;
}): Promise<StockMovementList> {
  const { tx, shopId, itemId, limit } = options;
  const scope = `stock-movements:${itemId}:${options.kind ?? 'all'}`;
  const after = options.cursor ? decodeTimeCursor(scope, options.cursor) : undefined;
  const [item] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, itemId)));
  if (!item) throw inventoryItemNotFound();
  const rows = await selectMovements(
    tx,
    shopId,
    and(
      eq(stockMovements.itemId, itemId),
      options.kind ? eq(stockMovements.kind, options.kind) : undefined,
      after
        ? sql`(${stockMovements.createdAt}, ${stockMovements.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ),
  )
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit + 1);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: rows.slice(0, limit).map(toStockMovement),
    nextCursor: last ? encodeTimeCursor(scope, { time: last.cursorTime, id: last.id }) : null,
  };
}
