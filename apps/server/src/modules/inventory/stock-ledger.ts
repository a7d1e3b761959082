import {
  addQuantities,
  compareQuantities,
  type MovementKind,
  notEnoughStockMessage,
  weightedAverageCost,
} from '@pitstop/domain/inventory';
import type { Money } from '@pitstop/domain/money';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, stockMovements } from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { actorOf, type HistoryActor } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';

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
  const [item] = await tx
    .select({
      name: inventoryItems.name,
      unit: inventoryItems.unit,
      onHand: inventoryItems.onHand,
      reserved: inventoryItems.reserved,
      cost: inventoryItems.cost,
      allowNegativeStock: shops.allowNegativeStock,
    })
    .from(inventoryItems)
    .innerJoin(shops, eq(shops.id, inventoryItems.shopId))
    .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, itemId)))
    .for('update', { of: inventoryItems });
  if (!item) throw inventoryItemNotFound();

  const onHand = addQuantities(item.onHand, onHandChange);
  if (
    compareQuantities(onHandChange, '0') < 0 &&
    compareQuantities(onHand, '0') < 0 &&
    !item.allowNegativeStock
  ) {
    throw AppError.conflict(
      notEnoughStockMessage({
        name: item.name,
        onHand: item.onHand,
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
          onHand: item.onHand,
          cost: item.cost,
          received: onHandChange,
          unitCost: receiptCost,
        })
      : item.cost;

  await tx
    .update(inventoryItems)
    .set({ onHand, reserved, cost, updatedAt: sql`now()` })
    .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, itemId)));
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

/** The inventory_items table, or an alias of it (`alias(inventoryItems, 'i')` in raw SQL). */
type ItemStockColumns = Record<'active' | 'reorderPoint' | 'onHand' | 'reserved', AnyPgColumn>;

/**
 * The item is low on stock, spelled as the partial index inventory_items_low_stock_idx is, so
 * the planner answers the Low Stock Alerts and its badge from that index alone.
 */
export function lowStockCondition(items: ItemStockColumns = inventoryItems): SQL<boolean> {
  return sql<boolean>`${items.active} and ${items.reorderPoint} is not null and ${items.onHand} - ${items.reserved} <= ${items.reorderPoint}`;
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
  const ledger = tx
    .select({
      itemId: stockMovements.itemId,
      onHand: sql<string>`sum(${stockMovements.onHandChange})`.as('ledger_on_hand_sum'),
      reserved: sql<string>`sum(${stockMovements.reservedChange})`.as('ledger_reserved_sum'),
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.shopId, shopId),
        itemId ? eq(stockMovements.itemId, itemId) : undefined,
      ),
    )
    .groupBy(stockMovements.itemId)
    .as('ledger');
  const rows = await tx
    .select({
      id: inventoryItems.id,
      sku: inventoryItems.sku,
      onHand: inventoryItems.onHand,
      reserved: inventoryItems.reserved,
      ledgerOnHand: sql<string>`coalesce(${ledger.onHand}, 0)::numeric(12, 2)::text`,
      ledgerReserved: sql<string>`coalesce(${ledger.reserved}, 0)::numeric(12, 2)::text`,
    })
    .from(inventoryItems)
    .leftJoin(ledger, eq(ledger.itemId, inventoryItems.id))
    .where(
      and(eq(inventoryItems.shopId, shopId), itemId ? eq(inventoryItems.id, itemId) : undefined),
    );
  return {
    checkedItems: rows.length,
    mismatches: rows
      .filter((row) => row.onHand !== row.ledgerOnHand || row.reserved !== row.ledgerReserved)
      .map(({ id, ...row }) => ({ itemId: id, ...row })),
  };
}

/**
 * `inventory.changed` to the shop's staff (not mechanics, who have no inventory screens), so open
 * lists, item pages and the Low Stock badge refetch. Given the transaction that moved the stock,
 * it leaves only when that commits.
 */
export async function publishInventoryChanged(
  events: EventBus,
  options: { shopId: string; itemIds: readonly string[]; tx?: Tx },
): Promise<void> {
  if (options.itemIds.length === 0) return;
  await events.publish(
    {
      type: 'inventory.changed',
      shopId: options.shopId,
      mechanicIds: [],
      data: { itemIds: options.itemIds.slice(0, 50) },
    },
    options.tx,
  );
}
