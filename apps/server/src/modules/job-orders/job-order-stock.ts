import {
  addQuantities,
  compareQuantities,
  partLineHoldsStock,
  type StockUnit,
  subtractQuantities,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import type { JobOrderLineParsed, JobOrderStatus, LineApproval } from '@pitstop/domain/job-orders';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, stockMovements } from '../../db/schema/inventory.ts';
import { jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import type { HistoryActor } from '../../platform/history.ts';
import { recordStockMovement, sortItemIds } from '../inventory/public.ts';

/**
 * Part lines that name an inventory item, checked and priced from it before they are written:
 * the item must be the shop's and active (400 naming the field otherwise), the quantity must fit
 * its unit (no half brake pads), the unit cost is the item's average cost (so gross profit can
 * be reported), and a missing part number is the item's OEM number. Other lines pass unchanged.
 * `fieldOf` names a line's field in an error ("body.quantity", "body.lines.2.quantity").
 */
export async function priceLinesFromInventory<Line extends JobOrderLineParsed>(options: {
  tx: Tx;
  shopId: string;
  lines: readonly Line[];
  fieldOf: (index: number, field: string) => string;
}): Promise<Line[]> {
  const { tx, shopId, lines, fieldOf } = options;
  const ids = lines.flatMap((line) =>
    line.kind === 'part' && line.inventoryItemId ? [line.inventoryItemId] : [],
  );
  if (ids.length === 0) return [...lines];
  const items = await tx
    .select({
      id: inventoryItems.id,
      unit: inventoryItems.unit,
      cost: inventoryItems.cost,
      oemPartNumber: inventoryItems.oemPartNumber,
      active: inventoryItems.active,
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.shopId, shopId), inArray(inventoryItems.id, [...new Set(ids)])));
  const byId = new Map(items.map((item) => [item.id, item]));
  return lines.map((line, index) => {
    if (line.kind !== 'part' || !line.inventoryItemId) return line;
    const item = byId.get(line.inventoryItemId);
    if (!item?.active) {
      const message = item ? 'This item is inactive' : 'No such inventory item';
      throw AppError.badRequest(
        item
          ? 'This inventory item is inactive; choose another or reactivate it.'
          : 'Inventory item not found.',
        [{ path: fieldOf(index, 'inventoryItemId'), message }],
      );
    }
    const unitError = unitQuantityError(item.unit as StockUnit, line.quantity);
    if (unitError) {
      throw AppError.badRequest(unitError, [
        { path: fieldOf(index, 'quantity'), message: unitError },
      ]);
    }
    return {
      ...line,
      unitCost: item.cost,
      partNumber: line.partNumber ?? item.oemPartNumber,
    };
  });
}

/**
 * Brings the stock a job order holds in line with its status and part lines, in the caller's
 * transaction, after any change to either (ADR 017). What the job should hold per item
 * (partLineHoldsStock) is compared with what its movements say it holds, so a removed line, a
 * changed quantity or another item on a line all come out right: reservations and releases for
 * the difference; on completion the held stock is consumed (409 when on hand cannot cover it and
 * the shop does not allow negative stock), and cancelling releases everything. The job order
 * row is locked first, so two changes to one job never reserve twice. Returns the items moved.
 */
export async function syncJobOrderStock(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  actor: HistoryActor;
}): Promise<string[]> {
  const { tx, shopId, jobOrderId, actor } = options;
  const [job] = await tx
    .select({ status: jobOrders.status })
    .from(jobOrders)
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, jobOrderId)))
    .for('update');
  if (!job) return [];
  const lines = await tx
    .select({
      itemId: jobOrderItems.inventoryItemId,
      quantity: jobOrderItems.quantity,
      approval: jobOrderItems.approval,
    })
    .from(jobOrderItems)
    .where(
      and(
        eq(jobOrderItems.shopId, shopId),
        eq(jobOrderItems.jobOrderId, jobOrderId),
        isNotNull(jobOrderItems.inventoryItemId),
      ),
    );
  const held = await tx
    .select({
      itemId: stockMovements.itemId,
      reserved: sql<string>`sum(${stockMovements.reservedChange})::text`,
      consumed: sql<string>`(-sum(${stockMovements.onHandChange}))::text`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.jobOrderId, jobOrderId), eq(stockMovements.shopId, shopId)))
    .groupBy(stockMovements.itemId);
  if (lines.length === 0 && held.length === 0) return [];

  const status = job.status as JobOrderStatus;
  const completed = status === 'completed';
  const wanted = new Map<string, string>();
  for (const line of lines) {
    const approval = line.approval as LineApproval;
    if (!line.itemId) continue;
    if (!(completed ? approval !== 'declined' : partLineHoldsStock(status, approval))) continue;
    wanted.set(line.itemId, addQuantities(wanted.get(line.itemId) ?? '0', line.quantity));
  }
  const current = new Map(held.map((row) => [row.itemId, row]));
  const moved: string[] = [];
  for (const itemId of sortItemIds([...wanted.keys(), ...current.keys()])) {
    const quantity = wanted.get(itemId) ?? '0.00';
    const reserved = current.get(itemId)?.reserved ?? '0.00';
    const consumed = current.get(itemId)?.consumed ?? '0.00';
    const base = { tx, shopId, itemId, actor, jobOrderId };
    if (completed) {
      const toConsume = subtractQuantities(quantity, consumed);
      if (compareQuantities(toConsume, '0') > 0) {
        await recordStockMovement({
          ...base,
          kind: 'consumption',
          onHandChange: subtractQuantities('0', toConsume),
          reservedChange: subtractQuantities('0', reserved),
        });
        moved.push(itemId);
        continue;
      }
      if (compareQuantities(reserved, '0') > 0) {
        await recordStockMovement({
          ...base,
          kind: 'release',
          reservedChange: subtractQuantities('0', reserved),
        });
        moved.push(itemId);
      }
      continue;
    }
    const change = subtractQuantities(quantity, reserved);
    const sign = compareQuantities(change, '0');
    if (sign === 0) continue;
    await recordStockMovement({
      ...base,
      kind: sign > 0 ? 'reservation' : 'release',
      reservedChange: change,
    });
    moved.push(itemId);
  }
  if (completed && moved.length > 0) {
    // The cost the parts left the shelf at stays on the lines, for gross profit.
    await tx
      .update(jobOrderItems)
      .set({ unitCost: sql`${inventoryItems.cost}`, updatedAt: sql`now()` })
      .from(inventoryItems)
      .where(
        and(
          eq(jobOrderItems.shopId, shopId),
          eq(jobOrderItems.jobOrderId, jobOrderId),
          eq(inventoryItems.shopId, jobOrderItems.shopId),
          eq(inventoryItems.id, jobOrderItems.inventoryItemId),
        ),
      );
  }
  return moved;
}
