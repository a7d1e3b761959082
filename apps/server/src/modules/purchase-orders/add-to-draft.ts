import {
  addQuantities,
  compareQuantities,
  suggestedOrderQuantity,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import type { CreatedPurchaseOrders } from '@pitstop/domain/inventory-views';
import { STOCK_QUANTITY_MAX } from '@pitstop/domain/money';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, purchaseOrders, suppliers } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { publishPurchaseOrderChanged } from './purchase-order-events.ts';
import {
  type DraftLine,
  maxQuantity,
  type OrderItem,
  readDraftLines,
  writeDraftLines,
} from './purchase-order-lines.ts';

type ReorderItem = OrderItem & {
  supplierId: string | null;
  supplierName: string | null;
  supplierActive: boolean | null;
  onHand: string;
  reserved: string;
  reorderPoint: string | null;
  reorderQuantity: string | null;
};

async function loadReorderItems(tx: Tx, shopId: string, itemIds: string[]) {
  const rows: ReorderItem[] = await tx
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      sku: inventoryItems.sku,
      unit: inventoryItems.unit,
      cost: inventoryItems.cost,
      supplierId: inventoryItems.supplierId,
      supplierName: suppliers.name,
      supplierActive: suppliers.active,
      onHand: inventoryItems.onHand,
      reserved: inventoryItems.reserved,
      reorderPoint: inventoryItems.reorderPoint,
      reorderQuantity: inventoryItems.reorderQuantity,
    })
    .from(inventoryItems)
    .leftJoin(
      suppliers,
      and(eq(suppliers.shopId, inventoryItems.shopId), eq(suppliers.id, inventoryItems.supplierId)),
    )
    .where(and(eq(inventoryItems.shopId, shopId), inArray(inventoryItems.id, itemIds)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Items that cannot be ordered (not the shop's, no supplier, a deactivated one): a 400 naming each. */
function checkOrderable(
  items: Map<string, ReorderItem>,
  itemIds: string[],
  pathOf: (n: number) => string,
) {
  const problems: { path: string; message: string }[] = [];
  const unsupplied: string[] = [];
  itemIds.forEach((id, index) => {
    const item = items.get(id);
    if (!item) problems.push({ path: pathOf(index), message: 'Not an item of this shop' });
    else if (!item.supplierId) {
      unsupplied.push(item.name);
      problems.push({ path: pathOf(index), message: `${item.name} has no supplier` });
    } else if (!item.supplierActive) {
      problems.push({
        path: pathOf(index),
        message: `${item.name}'s supplier ${item.supplierName} is deactivated`,
      });
    }
  });
  if (problems.length === 0) return;
  throw AppError.badRequest(
    unsupplied.length > 0
      ? `Choose a supplier on these items first: ${unsupplied.join(', ')}.`
      : 'These items cannot be ordered as they are.',
    problems,
  );
}

/**
 * Adds lines to the supplier's open draft (the newest), or opens one. The supplier's row is
 * locked first, so two requests at once for one supplier fill one draft instead of opening two.
 * `merge` decides the quantity of an item already on the draft.
 */
async function addToSupplierDraft(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  supplierId: string;
  additions: { item: OrderItem; quantity: string }[];
  merge: (current: string, added: string) => string;
  pathOf: (index: number) => string;
}): Promise<{ id: string; number: number; lineCount: number }> {
  const { tx, shopId, supplierId } = options;
  await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.shopId, shopId), eq(suppliers.id, supplierId)))
    .for('update');
  const [draft] = await tx
    .select({ id: purchaseOrders.id, number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.shopId, shopId),
        eq(purchaseOrders.supplierId, supplierId),
        eq(purchaseOrders.status, 'draft'),
      ),
    )
    .orderBy(desc(purchaseOrders.number))
    .limit(1)
    .for('update');
  let order = draft;
  if (!order) {
    const [created] = await tx
      .insert(purchaseOrders)
      .values({ shopId, supplierId, createdBy: options.actor.id })
      .returning({ id: purchaseOrders.id, number: purchaseOrders.number });
    if (!created) throw new Error('purchase order not inserted');
    order = created;
    await recordHistory({
      tx,
      shopId,
      subjectType: 'purchase_order',
      subjectId: created.id,
      action: 'create',
      actor: options.actor,
      toStatus: 'draft',
    });
  }
  const lines: DraftLine[] = draft
    ? await readDraftLines({ tx, shopId, purchaseOrderId: draft.id })
    : [];
  const items = new Map<string, OrderItem>();
  for (const { item, quantity } of options.additions) {
    items.set(item.id, item);
    const existing = lines.find((line) => line.itemId === item.id);
    if (existing) existing.quantity = options.merge(existing.quantity, quantity);
    else lines.push({ itemId: item.id, quantity, unitCost: item.cost });
  }
  const tooMuch = lines.find((line) => compareQuantities(line.quantity, STOCK_QUANTITY_MAX) > 0);
  if (tooMuch) {
    throw AppError.badRequest('That is more than one order line can hold.', [
      { path: options.pathOf(0), message: `At most ${STOCK_QUANTITY_MAX} on one order` },
    ]);
  }
  const known = await readItemsOf(tx, shopId, lines, items);
  await writeDraftLines({
    tx,
    shopId,
    purchaseOrderId: order.id,
    lines,
    items: known,
    pathOf: () => options.pathOf(0),
  });
  return { id: order.id, number: order.number, lineCount: lines.length };
}

/** The items of a draft's lines, those already known and the rest read once. */
async function readItemsOf(
  tx: Tx,
  shopId: string,
  lines: DraftLine[],
  known: Map<string, OrderItem>,
): Promise<Map<string, OrderItem>> {
  const missing = lines.map((line) => line.itemId).filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  const more = await loadReorderItems(tx, shopId, missing);
  return new Map([...known, ...more]);
}

/**
 * "Create purchase order" on the Low Stock Alerts: the chosen items go to one draft per
 * supplier (the supplier's open draft when it has one), each at its suggested quantity and the
 * item's current cost. An item already on that draft keeps the larger quantity, so a second
 * click orders nothing twice. Items without a supplier are a 400 naming them.
 */
export async function createPurchaseOrdersFromAlerts(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  itemIds: string[];
  events: EventBus;
}): Promise<CreatedPurchaseOrders> {
  const { shopId, actor, events } = options;
  const itemIds = [...new Set(options.itemIds)];
  return options.tx.transaction(async (tx) => {
    const items = await loadReorderItems(tx, shopId, itemIds);
    const pathOf = (index: number) =>
      `body.itemIds.${options.itemIds.indexOf(itemIds[index] as string)}`;
    checkOrderable(items, itemIds, pathOf);
    const bySupplier = new Map<string, ReorderItem[]>();
    for (const id of itemIds) {
      const item = items.get(id) as ReorderItem;
      const supplierId = item.supplierId as string;
      bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), item]);
    }
    const suppliers = [...bySupplier.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const purchaseOrders: CreatedPurchaseOrders['purchaseOrders'] = [];
    for (const [supplierId, supplied] of suppliers) {
      const draft = await addToSupplierDraft({
        tx,
        shopId,
        actor,
        supplierId,
        additions: supplied.map((item) => ({ item, quantity: suggestedOrderQuantity(item) })),
        merge: maxQuantity,
        pathOf: () => 'body.itemIds',
      });
      purchaseOrders.push({
        ...draft,
        supplier: { id: supplierId, name: supplied[0]?.supplierName ?? '' },
      });
    }
    await publishPurchaseOrderChanged({
      events,
      tx,
      shopId,
      purchaseOrderIds: purchaseOrders.map((order) => order.id),
      itemIds,
    });
    return { purchaseOrders };
  });
}

/**
 * More of one item on its supplier's open draft (added to what the draft has), or a new draft:
 * the job order's "Not enough stock" warning.
 */
export async function addPurchaseOrderLine(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  itemId: string;
  quantity: string;
  events: EventBus;
}): Promise<CreatedPurchaseOrders> {
  const { shopId, actor, itemId, events } = options;
  return options.tx.transaction(async (tx) => {
    const items = await loadReorderItems(tx, shopId, [itemId]);
    checkOrderable(items, [itemId], () => 'body.itemId');
    const item = items.get(itemId) as ReorderItem;
    const unitError = unitQuantityError(item.unit, options.quantity);
    if (unitError) {
      throw AppError.badRequest('Check the quantity.', [
        { path: 'body.quantity', message: unitError },
      ]);
    }
    const draft = await addToSupplierDraft({
      tx,
      shopId,
      actor,
      supplierId: item.supplierId as string,
      additions: [{ item, quantity: addQuantities(options.quantity, '0') }],
      merge: addQuantities,
      pathOf: () => 'body.quantity',
    });
    await publishPurchaseOrderChanged({
      events,
      tx,
      shopId,
      purchaseOrderIds: [draft.id],
      itemIds: [itemId],
    });
    return {
      purchaseOrders: [
        { ...draft, supplier: { id: item.supplierId as string, name: item.supplierName ?? '' } },
      ],
    };
  });
}
