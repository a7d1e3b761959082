import {
  addQuantities,
  compareQuantities,
  partLineHoldsStock,
  type StockUnit,
  subtractQuantities,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import type { JobOrderLineParsed, JobOrderStatus, LineApproval } from '@pitstop/domain/job-orders';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../plugins/errors.ts';
import type { HistoryActor } from '../history.ts';
import { recordStockMovement, sortItemIds } from '../inventory/stock-ledger.ts';

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
  const items = await rowsOf<{
    id: string;
    unit: StockUnit;
    cost: string;
    oem_part_number: string | null;
    active: boolean;
  }>(
    tx,
    sql`select id, unit, cost::text, oem_part_number, active from inventory_items
      where shop_id = ${shopId} and id in (${sql.join(
        [...new Set(ids)].map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
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
    const unitError = unitQuantityError(item.unit, line.quantity);
    if (unitError) {
      throw AppError.badRequest(unitError, [
        { path: fieldOf(index, 'quantity'), message: unitError },
      ]);
    }
    return {
      ...line,
      unitCost: item.cost,
      partNumber: line.partNumber ?? item.oem_part_number,
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
  const [job] = await rowsOf<{ status: JobOrderStatus }>(
    tx,
    sql`select status from job_orders where shop_id = ${shopId} and id = ${jobOrderId} for update`,
  );
  if (!job) return [];
  const lines = await rowsOf<{ item_id: string; quantity: string; approval: LineApproval }>(
    tx,
    sql`select inventory_item_id as item_id, quantity::text, approval from job_order_items
      where shop_id = ${shopId} and job_order_id = ${jobOrderId} and inventory_item_id is not null`,
  );
  const held = await rowsOf<{ item_id: string; reserved: string; consumed: string }>(
    tx,
    sql`select item_id, sum(reserved_change)::text as reserved, (-sum(on_hand_change))::text as consumed
      from stock_movements where job_order_id = ${jobOrderId} and shop_id = ${shopId}
      group by item_id`,
  );
  if (lines.length === 0 && held.length === 0) return [];

  const completed = job.status === 'completed';
  const wanted = new Map<string, string>();
  for (const line of lines) {
    if (!(completed ? line.approval !== 'declined' : partLineHoldsStock(job.status, line.approval)))
      continue;
    wanted.set(line.item_id, addQuantities(wanted.get(line.item_id) ?? '0', line.quantity));
  }
  const current = new Map(held.map((row) => [row.item_id, row]));
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
    await tx.execute(
      sql`update job_order_items l set unit_cost = i.cost, updated_at = now()
        from inventory_items i
        where l.shop_id = ${shopId} and l.job_order_id = ${jobOrderId}
          and i.shop_id = l.shop_id and i.id = l.inventory_item_id`,
    );
  }
  return moved;
}
