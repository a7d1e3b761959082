import {
  addQuantities,
  compareQuantities,
  type MovementKind,
  notEnoughStockMessage,
  type StockUnit,
  weightedAverageCost,
} from '@pitstop/domain/inventory';
import type { Money } from '@pitstop/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { stockMovements } from '../../db/schema/inventory.ts';
import { AppError } from '../../plugins/errors.ts';
import type { EventBus } from '../../plugins/events.ts';
import { actorOf, type HistoryActor } from '../history.ts';

export const inventoryItemNotFound = () => AppError.notFound('Inventory item not found.');

/** One change to an item's stock, as the ledger records it. */
export type StockMovementInput = {
  tx: Tx;
  shopId: string;
  itemId: string;
  kind: MovementKind;
  /** Signed change to on hand ("-2.00" for a consumption of 2). */
  onHandChange?: string;
  /** Signed change to what job orders hold. */
  reservedChange?: string;
  /** An adjustment's reason or a return's direction. */
  reason?: string | null;
  note?: string | null;
  /** A receipt: what was paid per unit (averaged into the cost); null: at the current cost. */
  unitCost?: Money | null;
  jobOrderId?: string | null;
  purchaseOrderId?: string | null;
  actor: HistoryActor;
  /** A movement made by hand with an Idempotency-Key (platform/idempotency.ts). */
  idempotency?: { key: string; fingerprint: string };
};

export type StockAfterMovement = {
  movementId: string;
  itemId: string;
  onHand: string;
  reserved: string;
  cost: Money;
};

/**
 * Records one movement of the stock ledger and keeps the item's running figures with it, in the
 * caller's transaction (ADR 017). The item row is locked first, so concurrent movements of one
 * item queue behind each other: none is lost and none reads a stale balance. A movement that
 * would take on hand below zero is refused (409, "Not enough stock of …") unless the shop
 * allows negative stock. A receipt averages what was paid into the item's cost. Callers moving
 * several items lock them in id order (sortItemIds), so two transactions never wait on each other.
 */
export async function recordStockMovement(input: StockMovementInput): Promise<StockAfterMovement> {
  const { tx, shopId, itemId, kind } = input;
  const onHandChange = addQuantities(input.onHandChange ?? '0', '0');
  const reservedChange = addQuantities(input.reservedChange ?? '0', '0');
  const [item] = await rowsOf<{
    name: string;
    unit: StockUnit;
    on_hand: string;
    reserved: string;
    cost: string;
    allow_negative_stock: boolean;
  }>(
    tx,
    sql`select i.name, i.unit, i.on_hand::text, i.reserved::text, i.cost::text, s.allow_negative_stock
      from inventory_items i join shops s on s.id = i.shop_id
      where i.shop_id = ${shopId} and i.id = ${itemId}
      for update of i`,
  );
  if (!item) throw inventoryItemNotFound();

  const onHand = addQuantities(item.on_hand, onHandChange);
  if (
    compareQuantities(onHandChange, '0') < 0 &&
    compareQuantities(onHand, '0') < 0 &&
    !item.allow_negative_stock
  ) {
    throw AppError.conflict(
      notEnoughStockMessage({
        name: item.name,
        onHand: item.on_hand,
        unit: item.unit,
        needed: addQuantities('0', onHandChange).replace(/^-/, ''),
      }),
    );
  }
  const reserved = addQuantities(item.reserved, reservedChange);
  if (compareQuantities(reserved, '0') < 0) {
    // A release of more than is held: the caller's arithmetic is wrong, not the input.
    throw new Error(
      `stock ledger: release of ${reservedChange} leaves ${itemId} holding ${reserved}`,
    );
  }
  const receiptCost = input.unitCost ?? item.cost;
  const cost =
    kind === 'receipt' && compareQuantities(onHandChange, '0') > 0
      ? weightedAverageCost({
          onHand: item.on_hand,
          cost: item.cost,
          received: onHandChange,
          unitCost: receiptCost,
        })
      : item.cost;

  await tx.execute(
    sql`update inventory_items set on_hand = ${onHand}, reserved = ${reserved}, cost = ${cost}, updated_at = now()
      where shop_id = ${shopId} and id = ${itemId}`,
  );
  const actor = actorOf(input.actor);
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      shopId,
      itemId,
      kind,
      reason: input.reason ?? null,
      onHandChange,
      reservedChange,
      onHandAfter: onHand,
      unitCost: kind === 'receipt' ? receiptCost : kind === 'consumption' ? item.cost : null,
      note: input.note ?? null,
      jobOrderId: input.jobOrderId ?? null,
      purchaseOrderId: input.purchaseOrderId ?? null,
      actorId: actor.id,
      actorName: actor.name,
      idempotencyKey: input.idempotency?.key ?? null,
      idempotencyFingerprint: input.idempotency?.fingerprint ?? null,
    })
    .returning({ id: stockMovements.id });
  return { movementId: (movement as { id: string }).id, itemId, onHand, reserved, cost };
}

/** Item ids in the order every multi-item write locks them (no two writers wait on each other). */
export function sortItemIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort();
}

/**
 * `<alias>` is low on stock, spelled as the partial index inventory_items_low_stock_idx is, so
 * the planner answers the Low Stock Alerts and its badge from that index alone.
 */
export function lowStockCondition(alias: string): SQL {
  return sql.raw(
    `${alias}.active and ${alias}.reorder_point is not null and ${alias}.on_hand - ${alias}.reserved <= ${alias}.reorder_point`,
  );
}

export type LedgerMismatch = {
  itemId: string;
  sku: string;
  onHand: string;
  ledgerOnHand: string;
  reserved: string;
  ledgerReserved: string;
};

/**
 * The ledger check: items whose running figures differ from the sums of their movements (none,
 * unless something wrote around the ledger). Reads every movement of the shop (or of one item):
 * for the check and the tests, never for a page.
 */
export async function findLedgerMismatches(options: {
  tx: Tx;
  shopId: string;
  itemId?: string;
}): Promise<{ checkedItems: number; mismatches: LedgerMismatch[] }> {
  const { tx, shopId, itemId } = options;
  const only = itemId ? sql`and i.id = ${itemId}` : sql``;
  const rows = await rowsOf<{
    id: string;
    sku: string;
    on_hand: string;
    reserved: string;
    ledger_on_hand: string;
    ledger_reserved: string;
  }>(
    tx,
    sql`select i.id, i.sku, i.on_hand::text, i.reserved::text,
        coalesce(m.on_hand, 0)::numeric(12, 2)::text as ledger_on_hand,
        coalesce(m.reserved, 0)::numeric(12, 2)::text as ledger_reserved
      from inventory_items i
      left join (
        select item_id, sum(on_hand_change) as on_hand, sum(reserved_change) as reserved
        from stock_movements where shop_id = ${shopId} ${itemId ? sql`and item_id = ${itemId}` : sql``}
        group by item_id
      ) m on m.item_id = i.id
      where i.shop_id = ${shopId} ${only}`,
  );
  return {
    checkedItems: rows.length,
    mismatches: rows
      .filter((row) => row.on_hand !== row.ledger_on_hand || row.reserved !== row.ledger_reserved)
      .map((row) => ({
        itemId: row.id,
        sku: row.sku,
        onHand: row.on_hand,
        ledgerOnHand: row.ledger_on_hand,
        reserved: row.reserved,
        ledgerReserved: row.ledger_reserved,
      })),
  };
}

/**
 * After a commit that moved stock: `inventory.changed` to the shop's staff (not mechanics, who
 * have no inventory screens), so open lists, item pages and the Low Stock badge refetch.
 * Failures are logged by the caller's effects, never thrown at a saved change.
 */
export async function publishInventoryChanged(
  events: EventBus,
  options: { shopId: string; itemIds: readonly string[] },
): Promise<void> {
  if (options.itemIds.length === 0) return;
  await events.publish({
    type: 'inventory.changed',
    shopId: options.shopId,
    mechanicIds: [],
    data: { itemIds: options.itemIds.slice(0, 50) },
  });
}
