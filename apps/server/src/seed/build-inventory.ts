import { randomUUID } from 'node:crypto';
import {
  addQuantities,
  availableQuantity,
  compareQuantities,
  isLowStock,
  type MovementKind,
  subtractQuantities,
  suggestedOrderQuantity,
  unitIsWhole,
  unitQuantityError,
  weightedAverageCost,
} from '@pitstop/domain/inventory';
import { addMoney, type Money, multiplyMoney, percentOf } from '@pitstop/domain/money';
import { DEMO_PARTS, DEMO_SUPPLIERS, type PartTemplate } from './demo-parts.ts';
import { centsToNumeric } from './job-lines.ts';
import { createRandom } from './random.ts';
import type {
  InventoryItemRow,
  JobOrderEstimateRow,
  JobOrderItemRow,
  JobOrderRow,
  PurchaseOrderLineRow,
  PurchaseOrderRow,
  SeedContext,
  StockMovementRow,
  SupplierRow,
} from './seed-types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The opening stock count, before the year of history starts. */
const OPENING_DAY = -380;
/** Items that end low stop being restocked this many days ago (the supplier's back-order). */
const BACK_ORDER_DAYS = 45;
/** A movement of an item comes at least this long after the item's previous one, so its ledger reads in order. */
const LEDGER_STEP_MS = 1_000;

/** Statuses in which a job's part lines hold stock: reserved when the customer approved. */
const HOLDING = new Set(['approved', 'in_progress', 'waiting_for_parts', 'ready_for_pickup']);

const COUNTER_NOTES = [
  'Counter sale',
  'Counter sale to a walk-in customer',
  'Fitted while the customer waited',
] as const;
const SHOP_USE_NOTES = ['Shop use', 'Shop use: restocked the bays'] as const;
const ADJUSTMENTS: readonly { reason: 'damage' | 'loss' | 'found'; note: string }[] = [
  { reason: 'damage', note: 'Dropped on the shop floor; housing cracked.' },
  { reason: 'damage', note: 'Box crushed in delivery; part bent.' },
  { reason: 'loss', note: 'Missing at the monthly shelf count.' },
  { reason: 'found', note: 'Found behind the bin at the monthly shelf count.' },
];

export type InventoryRows = {
  suppliers: SupplierRow[];
  inventoryItems: InventoryItemRow[];
  stockMovements: StockMovementRow[];
  purchaseOrders: PurchaseOrderRow[];
  purchaseOrderLines: PurchaseOrderLineRow[];
};

type Stock = {
  row: InventoryItemRow & { id: string };
  part: PartTemplate;
  supplierId: string;
  onHand: string;
  reserved: string;
  cost: Money;
  /** When its last movement was recorded (its ledger stays in time order). */
  lastAt: number;
};

type Movement = {
  kind: MovementKind;
  onHandChange?: string;
  reservedChange?: string;
  unitCost?: Money;
  reason?: string;
  note?: string | null;
  jobOrderId?: string;
  actorName: string;
};

type Event = { at: number; order: number; apply: () => void };

/** "97.25" from 9725 basis points, for percentOf: a percentage without floating point. */
const percentText = (basisPoints: number) =>
  `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/**
 * A shop's stock room: its two suppliers, the parts catalogue with shelf locations and reorder
 * rules, and a year of stock ledger that matches the shop's job orders (ADR 017). The demo's part
 * lines are linked to the items of their part numbers; a job approved by the customer reserves
 * its parts and completing it consumes them; counter sales, shop use and shelf-count adjustments
 * take stock out; each supplier delivers weekly what has fallen to its reorder point (and a
 * counter pickup covers a job the shelf cannot). The last delivery of the first supplier came
 * in on a purchase order; a second order, placed yesterday from the low-stock list, is on its
 * way. A few items end at or below their reorder point.
 *
 * The ledger is computed here with the domain's arithmetic, exactly as recordStockMovement
 * would record it movement by movement (refusing to go below zero, averaging receipt costs), so
 * the running figures equal the sums of the movements. Every choice comes from the shop's
 * seeded generator: the same parts, suppliers and prices on every run.
 */
export function buildInventory(
  context: SeedContext,
  history: {
    jobOrders: readonly JobOrderRow[];
    jobOrderItems: JobOrderItemRow[];
    jobOrderEstimates: readonly JobOrderEstimateRow[];
  },
): InventoryRows {
  const { plan, calendar, shopId } = context;
  // Its own generator, so the rest of the demo stays what it was before inventory came.
  const random = createRandom(plan.seed ^ 0x5eed_0012);
  const { desk, buyer } = plan.stockStaff;
  const now = calendar.now.getTime();
  const openedAt = calendar.at(OPENING_DAY, 8);
  const weekday = (day: number) => new Date(`${calendar.date(day)}T12:00:00Z`).getUTCDay();

  const suppliers: SupplierRow[] = DEMO_SUPPLIERS.map((supplier) => ({
    id: randomUUID(),
    shopId,
    name: supplier.name,
    contactName: supplier.contactName,
    email: supplier.email,
    phone: supplier.phone,
    accountNumber: `${supplier.accountPrefix}-${random.digits(5)}`,
    leadTimeDays: supplier.leadTimeDays,
    notes: supplier.notes,
    createdAt: openedAt,
    updatedAt: openedAt,
  }));
  const supplierIds = suppliers.map((supplier) => supplier.id as string);

  const stock = DEMO_PARTS.map((part): Stock => {
    const row = {
      id: randomUUID(),
      shopId,
      sku: part.sku,
      name: part.name,
      brand: part.brand,
      oemPartNumber: part.oemPartNumber,
      aftermarketPartNumber: part.aftermarketPartNumber,
      barcode: random.chance(0.6) ? upcA(random.digits(11)) : null,
      category: part.category,
      location: part.location,
      unit: part.unit,
      cost: centsToNumeric(part.costCents),
      price: part.priceCents === null ? null : centsToNumeric(part.priceCents),
      markupPercent: part.markupPercent,
      supplierId: supplierIds[part.supplier] as string,
      reorderPoint: part.reorderPoint === null ? null : quantity(part.reorderPoint),
      reorderQuantity: part.reorderQuantity === null ? null : quantity(part.reorderQuantity),
      notes: part.notes,
      createdAt: openedAt,
    };
    return {
      row,
      part,
      supplierId: row.supplierId,
      onHand: '0.00',
      reserved: '0.00',
      cost: row.cost,
      lastAt: openedAt.getTime(),
    };
  });
  const bySku = new Map(stock.map((item) => [item.part.sku, item]));

  const movements: StockMovementRow[] = [];
  /** What a supplier charged on a day: the catalogue cost less up to 3 % for older deliveries. */
  const supplierCost = (item: Stock, day: number) => {
    const age = Math.min(-day, -OPENING_DAY);
    const basisPoints = 10_000 - Math.round((300 * age) / -OPENING_DAY) + random.int(-40, 40);
    return percentOf(centsToNumeric(item.part.costCents), percentText(basisPoints));
  };

  /** Records one movement as recordStockMovement would, at `at` or just after the item's last one. */
  function record(item: Stock, at: number, movement: Movement): StockMovementRow {
    const onHandChange = addQuantities(movement.onHandChange ?? '0', '0');
    const reservedChange = addQuantities(movement.reservedChange ?? '0', '0');
    const onHand = addQuantities(item.onHand, onHandChange);
    const reserved = addQuantities(item.reserved, reservedChange);
    if (compareQuantities(onHand, '0') < 0 || compareQuantities(reserved, '0') < 0) {
      throw new Error(`demo inventory: ${item.part.sku} would go to ${onHand} on hand`);
    }
    const receiptCost = movement.unitCost ?? item.cost;
    const received = movement.kind === 'receipt' && compareQuantities(onHandChange, '0') > 0;
    const cost = received
      ? weightedAverageCost({
          onHand: item.onHand,
          cost: item.cost,
          received: onHandChange,
          unitCost: receiptCost,
        })
      : item.cost;
    const createdAt = new Date(Math.max(at, item.lastAt + LEDGER_STEP_MS));
    const row: StockMovementRow = {
      id: randomUUID(),
      shopId,
      itemId: item.row.id,
      kind: movement.kind,
      reason: movement.reason ?? null,
      onHandChange,
      reservedChange,
      onHandAfter: onHand,
      unitCost:
        movement.kind === 'receipt'
          ? receiptCost
          : movement.kind === 'consumption'
            ? item.cost
            : null,
      note: movement.note ?? null,
      jobOrderId: movement.jobOrderId ?? null,
      purchaseOrderId: null,
      actorId: null,
      actorName: movement.actorName,
      createdAt,
    };
    movements.push(row);
    Object.assign(item, { onHand, reserved, cost, lastAt: createdAt.getTime() });
    return row;
  }

  /** Takes `amount` off the shelf; a counter pickup from the supplier first when it is short. */
  function takeOut(item: Stock, at: number, amount: string, movement: Movement) {
    const short = subtractQuantities(amount, item.onHand);
    if (compareQuantities(short, '0') > 0) {
      const day = dayOf(at);
      const pickup = suggestedOrderQuantity({ ...stockFigures(item), unit: item.part.unit });
      record(item, at - HOUR_MS, {
        kind: 'receipt',
        onHandChange: compareQuantities(pickup, short) >= 0 ? pickup : short,
        unitCost: supplierCost(item, day),
        note: `Counter pickup at ${DEMO_SUPPLIERS[item.part.supplier].name}`,
        actorName: buyer,
      });
    }
    record(item, at, { ...movement, onHandChange: subtractQuantities('0', amount) });
  }

  const dayOf = (at: number) => Math.floor((at - calendar.at(0, 0).getTime()) / DAY_MS);
  const stockFigures = (item: Stock) => ({
    onHand: item.onHand,
    reserved: item.reserved,
    reorderPoint: item.row.reorderPoint ?? null,
    reorderQuantity: item.row.reorderQuantity ?? null,
  });

  const events: Event[] = [];
  const schedule = (at: Date | number, apply: () => void) =>
    events.push({ at: typeof at === 'number' ? at : at.getTime(), order: events.length, apply });

  // Opening stock: a full shelf of every item (its reorder point plus a reorder quantity).
  for (const item of stock) {
    const opening =
      item.part.reorderPoint === null
        ? 1
        : item.part.reorderPoint + (item.part.reorderQuantity ?? 1);
    record(item, openedAt.getTime(), {
      kind: 'receipt',
      onHandChange: quantity(Math.max(opening, 1)),
      unitCost: supplierCost(item, OPENING_DAY),
      note: 'Opening stock count',
      actorName: buyer,
    });
  }

  // Part lines name their item by part number; the job's status says what they hold.
  const answeredAt = new Map(
    history.jobOrderEstimates.flatMap((estimate) =>
      estimate.answeredAt ? [[estimate.jobOrderId, estimate.answeredAt] as const] : [],
    ),
  );
  const linesOf = new Map<string, { line: JobOrderItemRow; item: Stock }[]>();
  for (const line of history.jobOrderItems) {
    const item = line.kind === 'part' && line.partNumber ? bySku.get(line.partNumber) : undefined;
    if (!item || unitQuantityError(item.part.unit, line.quantity ?? '0') !== null) continue;
    line.inventoryItemId = item.row.id;
    const own = linesOf.get(line.jobOrderId) ?? [];
    own.push({ line, item });
    linesOf.set(line.jobOrderId, own);
  }
  for (const job of history.jobOrders) {
    const lines = (linesOf.get(job.id as string) ?? []).filter(
      ({ line }) => line.approval !== 'declined',
    );
    const completed = job.status === 'completed';
    if (lines.length === 0 || !(completed || HOLDING.has(job.status ?? ''))) continue;
    const held = new Map<Stock, string>();
    for (const { line, item } of lines) {
      held.set(item, addQuantities(held.get(item) ?? '0', line.quantity ?? '0'));
    }
    const jobOrderId = job.id as string;
    const completedAt = job.completedAt?.getTime() ?? now;
    // The customer's answer, or the desk's approval before the work was done.
    const approvedAt = Math.min(
      (answeredAt.get(jobOrderId) ?? (job.openedAt as Date)).getTime(),
      completedAt - 5 * MINUTE_MS,
    );
    schedule(approvedAt, () => {
      for (const [item, amount] of held) {
        record(item, approvedAt, {
          kind: 'reservation',
          reservedChange: amount,
          jobOrderId,
          actorName: desk,
        });
      }
    });
    if (!completed) continue;
    schedule(completedAt, () => {
      for (const [item, amount] of held) {
        takeOut(item, completedAt, amount, {
          kind: 'consumption',
          reservedChange: subtractQuantities('0', amount),
          jobOrderId,
          actorName: desk,
        });
      }
      // The cost the parts left the shelf at stays on the lines, for gross profit.
      for (const { line, item } of lines) line.unitCost = item.cost;
    });
  }

  // Counter sales and shop use, spread over the year.
  for (const item of stock) {
    const count = item.part.counterPerYear;
    const shopUse = item.part.category === 'Shop Supplies';
    for (let k = 0; k < count; k++) {
      const day = calendar.workday(-365 + Math.floor(((k + random.next()) * 364) / count));
      if (day >= 0) continue;
      const at = calendar.at(day, random.int(8, 16), random.int(0, 59));
      const amount = unitIsWhole(item.part.unit)
        ? '1.00'
        : random.pick(['0.50', '1.00', '1.00', '1.50', '2.00']);
      const note = random.pick(shopUse ? SHOP_USE_NOTES : COUNTER_NOTES);
      schedule(at, () =>
        takeOut(item, at.getTime(), amount, { kind: 'consumption', note, actorName: desk }),
      );
    }
  }

  // A few shelf-count corrections of whole-unit items, one a month or so.
  const countable = stock.filter((item) => unitIsWhole(item.part.unit) && !item.part.endsLow);
  for (let month = 11; month >= 1; month -= 2) {
    const item = random.pick(countable);
    const adjustment = random.pick(ADJUSTMENTS);
    const at = calendar.at(calendar.workday(-30 * month), 17, 30);
    schedule(at, () => {
      const found = adjustment.reason === 'found';
      if (!found && compareQuantities(availableQuantity(item), '1') < 0) return;
      record(item, at.getTime(), {
        kind: 'adjustment',
        reason: adjustment.reason,
        onHandChange: found ? '1.00' : '-1.00',
        note: adjustment.note,
        actorName: buyer,
      });
    });
  }

  // Weekly deliveries: what has fallen to its reorder point, in the suggested quantity.
  type Delivery = {
    supplier: 0 | 1;
    at: number;
    lines: { item: Stock; movement: StockMovementRow }[];
  };
  const deliveries: Delivery[] = [];
  const supplied = [0, 1].map((supplier) =>
    stock.filter((item) => item.part.supplier === supplier),
  );
  for (let day = OPENING_DAY + 1; day < 0; day++) {
    for (const supplier of [0, 1] as const) {
      const template = DEMO_SUPPLIERS[supplier];
      if (weekday(day) !== template.deliveryWeekday) continue;
      const at = calendar.at(day, 10, 15 + supplier * 30).getTime();
      schedule(at, () => {
        const invoice = `${template.accountPrefix}-INV-${random.digits(6)}`;
        const lines = (supplied[supplier] ?? []).flatMap((item) => {
          if (item.part.endsLow && day >= -BACK_ORDER_DAYS) return [];
          const figures = stockFigures(item);
          if (!isLowStock(figures)) return [];
          const movement = record(item, at, {
            kind: 'receipt',
            onHandChange: suggestedOrderQuantity({ ...figures, unit: item.part.unit }),
            unitCost: supplierCost(item, day),
            note: `Weekly delivery, invoice ${invoice}`,
            actorName: buyer,
          });
          return [{ item, movement }];
        });
        if (lines.length > 0) deliveries.push({ supplier, at, lines });
      });
    }
  }

  // The items on back-order: a fleet customer's counter order takes them under the reorder point.
  for (const item of stock.filter((candidate) => candidate.part.endsLow)) {
    const at = calendar.at(calendar.workday(-4), 11, random.int(0, 59));
    const fleet = random.pick(plan.fleets).company;
    schedule(at, () => {
      const floor = Math.max((item.part.reorderPoint ?? 1) - 1, 0);
      const amount = subtractQuantities(availableQuantity(item), quantity(floor));
      if (compareQuantities(amount, '0') <= 0) return;
      takeOut(item, at.getTime(), amount, {
        kind: 'consumption',
        note: `Counter order for ${fleet}`,
        actorName: desk,
      });
    });
  }

  events.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const event of events) {
    if (event.at <= now) event.apply();
  }

  const purchaseOrders: PurchaseOrderRow[] = [];
  const purchaseOrderLines: PurchaseOrderLineRow[] = [];
  function purchaseOrder(options: {
    supplier: 0 | 1;
    status: 'received' | 'ordered';
    orderedAt: Date;
    expectedOn: string;
    receivedAt: Date | null;
    lines: { item: Stock; quantity: string; unitCost: Money; movement?: StockMovementRow }[];
    notes: string | null;
  }) {
    const id = randomUUID();
    const total = options.lines.reduce(
      (sum, line) => addMoney(sum, multiplyMoney(line.quantity, line.unitCost)),
      '0.00',
    );
    const createdAt = new Date(options.orderedAt.getTime() - 20 * MINUTE_MS);
    purchaseOrders.push({
      id,
      shopId,
      supplierId: supplierIds[options.supplier] as string,
      status: options.status,
      expectedOn: options.expectedOn,
      notes: options.notes,
      total,
      orderedAt: options.orderedAt,
      sentTo: DEMO_SUPPLIERS[options.supplier].email,
      receivedAt: options.receivedAt,
      createdAt,
      updatedAt: options.receivedAt ?? options.orderedAt,
    });
    options.lines.forEach((line, index) => {
      purchaseOrderLines.push({
        shopId,
        purchaseOrderId: id,
        position: index + 1,
        itemId: line.item.row.id,
        quantity: line.quantity,
        quantityReceived: options.status === 'received' ? line.quantity : '0.00',
        unitCost: line.unitCost,
        createdAt,
        updatedAt: options.receivedAt ?? createdAt,
      });
      if (line.movement) {
        line.movement.purchaseOrderId = id;
        line.movement.note = null;
      }
    });
  }

  // The first supplier's last delivery came in on a purchase order, received in full.
  const received = deliveries.filter((delivery) => delivery.supplier === 0).at(-1);
  if (received) {
    const deliveredDay = dayOf(received.at);
    const orderedDay = calendar.workday(deliveredDay - DEMO_SUPPLIERS[0].leadTimeDays);
    purchaseOrder({
      supplier: 0,
      status: 'received',
      orderedAt: calendar.at(orderedDay, 15, 40),
      expectedOn: calendar.date(deliveredDay),
      receivedAt: new Date(received.at),
      lines: received.lines.map(({ item, movement }) => ({
        item,
        quantity: movement.onHandChange as string,
        unitCost: movement.unitCost as string,
        movement,
      })),
      notes: null,
    });
  }

  // Yesterday the buyer ordered the second supplier's low items; they are on their way.
  const lowFromSecond = stock.filter(
    (item) => item.part.supplier === 1 && isLowStock(stockFigures(item)),
  );
  if (lowFromSecond.length > 0) {
    const orderedDay = calendar.workday(-1);
    purchaseOrder({
      supplier: 1,
      status: 'ordered',
      orderedAt: calendar.at(orderedDay, 16, 10),
      expectedOn: calendar.date(orderedDay + DEMO_SUPPLIERS[1].leadTimeDays),
      receivedAt: null,
      lines: lowFromSecond.map((item) => ({
        item,
        quantity: suggestedOrderQuantity({ ...stockFigures(item), unit: item.part.unit }),
        unitCost: supplierCost(item, 0),
      })),
      notes: 'Back-ordered items: deliver as soon as they are in.',
    });
  }

  const inventoryItems = stock.map((item) => ({
    ...item.row,
    onHand: item.onHand,
    reserved: item.reserved,
    cost: item.cost,
    updatedAt: new Date(item.lastAt),
  }));
  return {
    suppliers,
    inventoryItems,
    stockMovements: movements,
    purchaseOrders,
    purchaseOrderLines,
  };
}

/** A whole number as a stock quantity ("4.00"). */
function quantity(whole: number): string {
  return `${whole}.00`;
}

/** A UPC-A barcode: 11 digits and their check digit. */
function upcA(digits: string): string {
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1),
    0,
  );
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
