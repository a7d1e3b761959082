import {
  compareQuantities,
  formatStockQuantity,
  type InventoryItemParsed,
  type inventoryItemUpdateSchema,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import type { HistoryActor } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { assertShopSupplier, rethrowSkuTaken } from './item-query.ts';
import {
  inventoryItemNotFound,
  publishInventoryChanged,
  recordStockMovement,
} from './stock-ledger.ts';

export type InventoryItemFields = z.output<typeof inventoryItemUpdateSchema>;

/** The item's own fields as columns (the stock and cost figures are the ledger's). */
export function columnsOf(input: InventoryItemFields) {
  return {
    sku: input.sku,
    name: input.name,
    brand: input.brand,
    oemPartNumber: input.oemPartNumber,
    aftermarketPartNumber: input.aftermarketPartNumber,
    barcode: input.barcode,
    category: input.category,
    location: input.location,
    unit: input.unit,
    price: input.price,
    markupPercent: input.markupPercent,
    taxable: input.taxable,
    supplierId: input.supplierId,
    reorderPoint: input.reorderPoint,
    reorderQuantity: input.reorderQuantity,
    notes: input.notes,
    active: input.active,
  };
}

/**
 * Adds an item. Stock already on the shelf (openingQuantity) goes in as a receipt at the item's
 * cost, in the same transaction, so the ledger explains it like any other, and the inventory
 * screens hear of it when it commits.
 */
export async function createInventoryItem(options: {
  tx: Tx;
  shopId: string;
  actor: HistoryActor;
  input: InventoryItemParsed;
  events: EventBus;
}): Promise<{ id: string }> {
  const { shopId, actor, input, events } = options;
  return options.tx
    .transaction(async (tx) => {
      await assertShopSupplier({ tx, shopId, supplierId: input.supplierId });
      const [row] = await tx
        .insert(inventoryItems)
        .values({ shopId, ...columnsOf(input), cost: input.cost })
        .returning({ id: inventoryItems.id });
      if (!row) throw new Error('inventory item not inserted');
      const opening = input.openingQuantity;
      if (opening === null || compareQuantities(opening, '0') <= 0) {
        return { id: row.id };
      }
      await recordStockMovement({
        tx,
        shopId,
        itemId: row.id,
        kind: 'receipt',
        onHandChange: opening,
        note: 'Opening stock',
        actor,
      });
      await publishInventoryChanged(events, { shopId, itemIds: [row.id], tx });
      return { id: row.id };
    })
    .catch((error: unknown) => rethrowSkuTaken(error, input.sku));
}

/**
 * Replaces an item's fields (PUT): everything but the stock, which only movements change.
 * Deactivating (active=false) takes it off the overview and the job order pickers; the ledger
 * keeps it. The row is locked while the unit is checked against the stock it holds, so a
 * movement cannot slip in between: a whole unit (pcs) needs whole figures (no 2.5 pcs).
 */
export async function updateInventoryItem(options: {
  tx: Tx;
  shopId: string;
  id: string;
  input: InventoryItemFields;
  events: EventBus;
}): Promise<void> {
  const { shopId, id, input, events } = options;
  await options.tx
    .transaction(async (tx) => {
      const [current] = await tx
        .select({
          unit: inventoryItems.unit,
          onHand: inventoryItems.onHand,
          reserved: inventoryItems.reserved,
        })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, id)))
        .for('update');
      if (!current) throw inventoryItemNotFound();
      if (input.unit !== current.unit) {
        for (const [label, quantity] of [
          ['on hand', current.onHand],
          ['reserved', current.reserved],
        ] as const) {
          if (!unitQuantityError(input.unit, quantity)) continue;
          throw AppError.badRequest(
            `This item has ${formatStockQuantity(quantity, current.unit)} ${label}, which is not a whole number; adjust the stock before counting it in whole units.`,
            [{ path: 'body.unit', message: 'The stock is not a whole number' }],
          );
        }
      }
      await assertShopSupplier({ tx, shopId, supplierId: input.supplierId });
      await tx
        .update(inventoryItems)
        .set({ ...columnsOf(input), cost: input.cost, updatedAt: sql`now()` })
        .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, id)));
      // Low stock depends on the reorder point and whether the item is active.
      await publishInventoryChanged(events, { shopId, itemIds: [id], tx });
    })
    .catch((error: unknown) => rethrowSkuTaken(error, input.sku));
}
