import {
  compareQuantities,
  formatStockQuantity,
  type InventoryItemParsed,
  type inventoryItemUpdateSchema,
  type StockUnit,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import type { HistoryActor } from '../../platform/history.ts';
import {
  inventoryItemNotFound,
  recordStockMovement,
} from '../../platform/inventory/stock-ledger.ts';
import { AppError } from '../../plugins/errors.ts';
import { assertShopSupplier, rethrowSkuTaken } from './item-query.ts';

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
 * cost, in the same transaction, so the ledger explains it like any other. Returns whether stock
 * moved (the inventory screens then refetch).
 */
export async function createInventoryItem(options: {
  tx: Tx;
  shopId: string;
  actor: HistoryActor;
  input: InventoryItemParsed;
}): Promise<{ id: string; stockMoved: boolean }> {
  const { shopId, actor, input } = options;
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
        return { id: row.id, stockMoved: false };
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
      return { id: row.id, stockMoved: true };
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
}): Promise<void> {
  const { shopId, id, input } = options;
  await options.tx
    .transaction(async (tx) => {
      const [current] = await rowsOf<{ unit: StockUnit; on_hand: string; reserved: string }>(
        tx,
        sql`select unit, on_hand::text, reserved::text from inventory_items
          where shop_id = ${shopId} and id = ${id} for update`,
      );
      if (!current) throw inventoryItemNotFound();
      if (input.unit !== current.unit) {
        for (const [label, quantity] of [
          ['on hand', current.on_hand],
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
    })
    .catch((error: unknown) => rethrowSkuTaken(error, input.sku));
}
