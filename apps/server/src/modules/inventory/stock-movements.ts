import type { AdjustmentReason, MovementKind, ReturnDirection } from '@pitstop/domain/inventory';
import type { StockMovement, StockMovementList } from '@pitstop/domain/inventory-views';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import { inventoryItemNotFound } from '../../platform/inventory/stock-ledger.ts';

type MovementRow = {
  id: string;
  kind: MovementKind;
  reason: AdjustmentReason | ReturnDirection | null;
  on_hand_change: string;
  reserved_change: string;
  on_hand_after: string;
  unit_cost: string | null;
  note: string | null;
  job_order_id: string | null;
  job_order_number: number | null;
  purchase_order_id: string | null;
  purchase_order_number: number | null;
  actor_id: string | null;
  actor_name: string;
  created_at: Date | string;
  cursor_time: string;
};

/** Movements (alias m) with the numbers of the job order and purchase order they came from. */
function selectMovements(shopId: string, where: SQL, tail: SQL = sql``) {
  return sql`select m.id, m.kind, m.reason, m.on_hand_change::text as on_hand_change,
      m.reserved_change::text as reserved_change, m.on_hand_after::text as on_hand_after,
      m.unit_cost::text as unit_cost, m.note, m.job_order_id, j.number as job_order_number,
      m.purchase_order_id, p.number as purchase_order_number, m.actor_id, m.actor_name,
      m.created_at, m.created_at::text as cursor_time
    from stock_movements m
    left join job_orders j on j.shop_id = m.shop_id and j.id = m.job_order_id
    left join purchase_orders p on p.shop_id = m.shop_id and p.id = m.purchase_order_id
    where m.shop_id = ${shopId} and ${where} ${tail}`;
}

function toStockMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    onHandChange: row.on_hand_change,
    reservedChange: row.reserved_change,
    onHandAfter: row.on_hand_after,
    unitCost: row.unit_cost,
    note: row.note,
    // A deleted job order (with its client) leaves the ledger row, without a number to show.
    jobOrder:
      row.job_order_id && row.job_order_number !== null
        ? { id: row.job_order_id, number: Number(row.job_order_number) }
        : null,
    purchaseOrder:
      row.purchase_order_id && row.purchase_order_number !== null
        ? { id: row.purchase_order_id, number: Number(row.purchase_order_number) }
        : null,
    actor: { id: row.actor_id, name: row.actor_name },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function getStockMovement(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<StockMovement> {
  const [row] = await rowsOf<MovementRow>(
    options.tx,
    selectMovements(options.shopId, sql`m.id = ${options.id}`),
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
  const [item] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from inventory_items where shop_id = ${shopId} and id = ${itemId}`,
  );
  if (!item) throw inventoryItemNotFound();
  const rows = await rowsOf<MovementRow>(
    tx,
    selectMovements(
      shopId,
      sql`m.item_id = ${itemId}
        ${options.kind ? sql`and m.kind = ${options.kind}` : sql``}
        ${after ? sql`and (m.created_at, m.id) < (${after.time}::timestamptz, ${after.id}::uuid)` : sql``}`,
      sql`order by m.created_at desc, m.id desc limit ${limit + 1}`,
    ),
  );
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: rows.slice(0, limit).map(toStockMovement),
    nextCursor: last ? encodeTimeCursor(scope, { time: last.cursor_time, id: last.id }) : null,
  };
}
