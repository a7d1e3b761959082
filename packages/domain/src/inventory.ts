import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import { calendarDateSchema } from './calendar-date.ts';
import type { JobOrderStatus, LineApproval } from './job-orders.ts';
import {
  addMoney,
  compareMoney,
  decimalQuantity,
  type Money,
  moneyAmount,
  multiplyMoney,
  percentage,
  percentOf,
  STOCK_QUANTITY_MAX,
  stockQuantity,
  subtractMoney,
  weightedAverageMoney,
} from './money.ts';
import { countLabel } from './plural.ts';
import { defineStatusMachine } from './status-machine.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * Inventory and purchase orders (issue 12, ADR 017): items, the stock ledger's movements, suppliers
 * and purchase orders. Quantities are two-decimal strings ("3.00", "0.50") like money, so the
 * same exact arithmetic serves both; a unit says whether it may be split.
 */

// Units -----------------------------------------------------------------------------------

export const stockUnits = [
  'each',
  'pair',
  'set',
  'box',
  'litre',
  'quart',
  'gallon',
  'metre',
  'foot',
] as const;
export type StockUnit = (typeof stockUnits)[number];

/** How a quantity of the unit reads after the number: "4 pcs", "2.5 L". */
export const stockUnitLabels: Record<StockUnit, string> = {
  each: 'pcs',
  pair: 'pairs',
  set: 'sets',
  box: 'boxes',
  litre: 'L',
  quart: 'qt',
  gallon: 'gal',
  metre: 'm',
  foot: 'ft',
};

/** The unit as a form's choice: "Each (pcs)", "Litre (L)". */
export const stockUnitOptions: { value: StockUnit; label: string }[] = stockUnits.map((unit) => ({
  value: unit,
  label: `${unit.charAt(0).toUpperCase()}${unit.slice(1)} (${stockUnitLabels[unit]})`,
}));

/** Units counted in whole pieces; the others (fluids, lengths) take up to two decimals. */
const wholeUnits: readonly StockUnit[] = ['each', 'pair', 'set', 'box'];

export function unitIsWhole(unit: StockUnit): boolean {
  return wholeUnits.includes(unit);
}

/**
 * Why `quantity` does not fit the unit (a half brake pad), or null when it does. Every
 * quantity of an item — a movement, a part line, a purchase order line — is checked with it.
 */
export function unitQuantityError(unit: StockUnit, quantity: string): string | null {
  if (unitIsWhole(unit) && !/^-?\d+(\.0+)?$/.test(quantity)) {
    return `Use a whole number: this item is counted in ${stockUnitLabels[unit]}`;
  }
  return null;
}

/** The singular of the counted units ("1 pc", "1 set"); abbreviations read the same for any amount. */
const stockUnitSingulars: Partial<Record<StockUnit, string>> = {
  each: 'pc',
  pair: 'pair',
  set: 'set',
  box: 'box',
};

/** "4 pcs", "1 pc", "2.5 L", "-1 pc": a quantity without needless decimals, with its unit. */
export function formatStockQuantity(quantity: string, unit: StockUnit): string {
  const plural = stockUnitLabels[unit];
  const shown = trimQuantity(quantity);
  return countLabel(
    Number(shown),
    { one: stockUnitSingulars[unit] ?? plural, other: plural },
    shown,
  );
}

/** "4.00" → "4", "2.50" → "2.5": a quantity as people write it. */
export function trimQuantity(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity;
}

// Stock arithmetic ------------------------------------------------------------------------

export function addQuantities(a: string, b: string): string {
  return addMoney(a, b);
}

export function subtractQuantities(a: string, b: string): string {
  return subtractMoney(a, b);
}

export function compareQuantities(a: string, b: string): -1 | 0 | 1 {
  return compareMoney(a, b);
}

/** What can still be promised: on hand less what job orders hold. */
export function availableQuantity(stock: { onHand: string; reserved: string }): string {
  return subtractQuantities(stock.onHand, stock.reserved);
}

/** Low stock: the available quantity is at or below the reorder point (items without one never are). */
export function isLowStock(stock: {
  onHand: string;
  reserved: string;
  reorderPoint: string | null;
}): boolean {
  return (
    stock.reorderPoint !== null &&
    compareQuantities(availableQuantity(stock), stock.reorderPoint) <= 0
  );
}

/**
 * What a low-stock alert suggests ordering: the reorder quantity, or the shortfall below the
 * reorder point when that is more, and at least one unit (a whole number for whole units).
 */
export function suggestedOrderQuantity(stock: {
  onHand: string;
  reserved: string;
  reorderPoint: string | null;
  reorderQuantity: string | null;
  unit: StockUnit;
}): string {
  const shortfall = subtractQuantities(stock.reorderPoint ?? '0', availableQuantity(stock));
  const wanted = [
    stock.reorderQuantity ?? '0.00',
    shortfall,
    unitIsWhole(stock.unit) ? '1.00' : '0.01',
  ].reduce((most, quantity) => (compareQuantities(quantity, most) > 0 ? quantity : most));
  return unitIsWhole(stock.unit) ? roundUpToWhole(wanted) : addQuantities(wanted, '0');
}

/** "3.25" → "4.00", "3.00" → "3.00" (for positive quantities). */
function roundUpToWhole(quantity: string): string {
  const [whole = '0', fraction = ''] = addQuantities(quantity, '0').split('.');
  return /^0*$/.test(fraction) ? `${whole}.00` : addQuantities(whole, '1');
}

/** An item's selling price: its own price, or its cost plus the markup (cost 40.00, 25 % → 50.00). */
export function itemPrice(item: {
  cost: Money;
  price: Money | null;
  markupPercent: string | null;
}): Money {
  if (item.price !== null) return item.price;
  return percentOf(item.cost, addMoney('100', item.markupPercent ?? '0'));
}

/**
 * The item's cost after a receipt (weighted average): the stock on hand at its cost and the
 * received quantity at what was paid. Stock at or below zero has no value to average with,
 * so the cost becomes what was paid.
 */
export function weightedAverageCost(options: {
  onHand: string;
  cost: Money;
  received: string;
  unitCost: Money;
}): Money {
  const { onHand, cost, received, unitCost } = options;
  if (compareQuantities(onHand, '0') <= 0) return unitCost;
  return (
    weightedAverageMoney([
      [onHand, cost],
      [received, unitCost],
    ]) ?? unitCost
  );
}

/** What the stock is worth at cost: on hand × cost (negative stock counts as nothing). */
export function stockValue(item: { onHand: string; cost: Money }): Money {
  if (compareQuantities(item.onHand, '0') <= 0) return '0.00';
  return multiplyMoney(item.onHand, item.cost);
}

// Items -----------------------------------------------------------------------------------

const optionalLine = (label: string, max: number) =>
  lineText()
    .max(max, `${label} must be ${max} characters or fewer`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null);

/** The highest markup a rule may add: ten times the cost. */
export const MARKUP_MAX = '1000';

const itemFields = {
  sku: lineText({ error: 'SKU is required' })
    .min(1, 'SKU is required')
    .max(40, 'SKU must be 40 characters or fewer'),
  name: lineText({ error: 'Name is required' })
    .min(1, 'Name is required')
    .max(120, 'Name must be 120 characters or fewer'),
  brand: optionalLine('Brand', 60),
  oemPartNumber: optionalLine('OEM part number', 60),
  aftermarketPartNumber: optionalLine('Aftermarket part number', 60),
  barcode: optionalLine('Barcode', 64),
  category: optionalLine('Category', 60),
  location: optionalLine('Location', 60),
  unit: z.enum(stockUnits, { error: 'Choose a unit' }),
  cost: moneyAmount('Cost'),
  /** A fixed selling price, or null to price by `markupPercent` on the cost. */
  price: moneyAmount('Price').nullable().optional().default(null),
  markupPercent: percentage('Markup', MARKUP_MAX).nullable().optional().default(null),
  taxable: z.boolean({ error: 'Taxable must be true or false' }).optional().default(true),
  supplierId: z.uuid({ error: 'Not a supplier' }).nullable().optional().default(null),
  reorderPoint: stockQuantity('Reorder point').nullable().optional().default(null),
  reorderQuantity: stockQuantity('Reorder quantity').nullable().optional().default(null),
  notes: multiLineText()
    .max(2000, 'Notes must be 2000 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null),
  active: z.boolean({ error: 'Active must be true or false' }).optional().default(true),
};

type ItemRuleFields = {
  unit: StockUnit;
  price: string | null;
  markupPercent: string | null;
  reorderPoint: string | null;
  reorderQuantity: string | null;
  openingQuantity?: string | null;
};

function checkItemRules(item: ItemRuleFields, ctx: z.RefinementCtx) {
  if ((item.price === null) === (item.markupPercent === null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['price'],
      message: 'Enter either a price or a markup on the cost',
    });
  }
  for (const field of ['reorderPoint', 'reorderQuantity', 'openingQuantity'] as const) {
    const quantity = item[field];
    const error = quantity ? unitQuantityError(item.unit, quantity) : null;
    if (error) ctx.addIssue({ code: 'custom', path: [field], message: error });
  }
}

/** POST /inventory/items: a new item, with the stock already on the shelf (a receipt at its cost). */
export const inventoryItemCreateSchema = z
  .object({
    ...itemFields,
    openingQuantity: stockQuantity('Opening stock').nullable().optional().default(null),
  })
  .superRefine(checkItemRules);
export type InventoryItemInput = z.input<typeof inventoryItemCreateSchema>;
export type InventoryItemParsed = z.output<typeof inventoryItemCreateSchema>;

/**
 * PUT /inventory/items/{id}: every field but the stock, which only movements change. Changing
 * the cost by hand revalues the stock; receipts average it.
 */
export const inventoryItemUpdateSchema = z.object(itemFields).superRefine(checkItemRules);
export type InventoryItemUpdateInput = z.input<typeof inventoryItemUpdateSchema>;

// Movements -------------------------------------------------------------------------------

/**
 * Every change to stock is a movement (the ledger): on hand is the sum of on-hand changes and
 * reserved the sum of reserved changes. Reservation and release come from job orders only
 * (approve, remove a line, cancel); consumption from completing a job order or by hand;
 * receipts from purchase orders or by hand.
 */
export const movementKinds = [
  'receipt',
  'consumption',
  'return',
  'adjustment',
  'reservation',
  'release',
] as const;
export type MovementKind = (typeof movementKinds)[number];

export const movementKindLabels: Record<MovementKind, string> = {
  receipt: 'Received',
  consumption: 'Used',
  return: 'Returned',
  adjustment: 'Adjusted',
  reservation: 'Reserved',
  release: 'Released',
};

/** Why stock was adjusted by hand: counted (the count replaces on hand), damaged, lost or found. */
export const adjustmentReasons = ['count', 'damage', 'loss', 'found'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];
export const adjustmentReasonLabels: Record<AdjustmentReason, string> = {
  count: 'Stock count',
  damage: 'Damaged',
  loss: 'Lost',
  found: 'Found',
};

/** A return: a part back on the shelf (unused, from a job or a customer) or sent back to the supplier. */
export const returnDirections = ['to_stock', 'to_supplier'] as const;
export type ReturnDirection = (typeof returnDirections)[number];
export const returnDirectionLabels: Record<ReturnDirection, string> = {
  to_stock: 'Back to stock',
  to_supplier: 'To the supplier',
};

/** A movement's note: optional (empty is null), except for an adjustment, which must say why. */
const movementNote = () =>
  multiLineText()
    .max(500, 'Note must be 500 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null);
const requiredMovementNote = () =>
  multiLineText({ error: 'Add a note saying why' })
    .min(1, 'Add a note saying why')
    .max(500, 'Note must be 500 characters or fewer');

const movedQuantity = decimalQuantity('Quantity', STOCK_QUANTITY_MAX);

/**
 * POST /inventory/items/{id}/movements: a movement made by hand. A count gives the quantity
 * counted (the server records the difference); the others the quantity moved, more than 0.
 */
export const manualMovementSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('receipt'),
      quantity: movedQuantity,
      /** What was paid per unit; averages into the item's cost. Null: at the current cost. */
      unitCost: moneyAmount('Unit cost').nullable().optional().default(null),
      note: movementNote(),
    }),
    z.object({
      kind: z.literal('consumption'),
      quantity: movedQuantity,
      note: movementNote(),
    }),
    z.object({
      kind: z.literal('return'),
      direction: z.enum(returnDirections, { error: 'Choose back to stock or to the supplier' }),
      quantity: movedQuantity,
      note: movementNote(),
    }),
    z.object({
      kind: z.literal('adjustment'),
      reason: z.enum(adjustmentReasons, { error: 'Choose a reason' }),
      /** Count: the quantity counted on the shelf (0 allowed); otherwise the quantity damaged, lost or found. */
      quantity: stockQuantity('Quantity'),
      note: requiredMovementNote(),
    }),
  ],
  { error: 'Choose receipt, consumption, return or adjustment' },
);
export type ManualMovementInput = z.input<typeof manualMovementSchema>;
export type ManualMovementParsed = z.output<typeof manualMovementSchema>;

/** The message of a consumption refused for lack of stock (a 409), the same everywhere. */
export function notEnoughStockMessage(item: {
  name: string;
  onHand: string;
  unit: StockUnit;
  needed: string;
}): string {
  return `Not enough stock of ${item.name}: ${formatStockQuantity(item.onHand, item.unit)} on hand, ${formatStockQuantity(item.needed, item.unit)} needed.`;
}

// Suppliers -------------------------------------------------------------------------------

export const supplierInputSchema = z.object({
  name: lineText({ error: 'Name is required' })
    .min(1, 'Name is required')
    .max(120, 'Name must be 120 characters or fewer'),
  contactName: optionalLine('Contact name', 120),
  email: emailSchema.nullable().optional().default(null),
  phone: optionalLine('Phone', 40),
  accountNumber: optionalLine('Account number', 60),
  /** Days from ordering to delivery, usually. */
  leadTimeDays: z
    .number({ error: 'Lead time must be a whole number of days' })
    .int('Lead time must be a whole number of days')
    .min(0, 'Lead time cannot be negative')
    .max(365, 'Lead time must be at most 365 days')
    .nullable()
    .optional()
    .default(null),
  notes: multiLineText()
    .max(2000, 'Notes must be 2000 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null),
  active: z.boolean({ error: 'Active must be true or false' }).optional().default(true),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

// Purchase orders -------------------------------------------------------------------------

export const purchaseOrderStatuses = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  ordered: 'Ordered',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** Purchase orders still to come in: the open ones. */
export const openPurchaseOrderStatuses = ['draft', 'ordered', 'partially_received'] as const;

const purchaseOrderRoles = ['admin', 'manager'] as const;

/**
 * draft → ordered (sent to the supplier with the PDF) → partially received → received;
 * draft or ordered → cancelled (with a reason). `receive` records a delivery: the order is
 * received when every line is in, partially received before. `close` ends a partly received
 * order whose rest will not come (it counts as received).
 */
export const purchaseOrderMachine = defineStatusMachine({
  subject: 'purchase order',
  statuses: purchaseOrderStatuses,
  labels: purchaseOrderStatusLabels,
  transitions: {
    order: { from: ['draft'], to: 'ordered', roles: purchaseOrderRoles, label: 'Send to supplier' },
    receive: {
      from: ['ordered', 'partially_received'],
      to: 'partially_received',
      roles: purchaseOrderRoles,
      label: 'Receive',
    },
    close: {
      from: ['partially_received'],
      to: 'received',
      roles: purchaseOrderRoles,
      label: 'Close without the rest',
      needsReason: true,
    },
    cancel: {
      from: ['draft', 'ordered'],
      to: 'cancelled',
      roles: purchaseOrderRoles,
      label: 'Cancel',
      needsReason: true,
    },
  },
});
export type PurchaseOrderAction = keyof typeof purchaseOrderMachine.transitions;

/** The number people read: PO-0007 (per shop, from its sequence). */
export function formatPurchaseOrderNumber(number: number): string {
  return `PO-${String(number).padStart(4, '0')}`;
}

/** A typed search term as a purchase order number ("PO-0007", "po7", "7" → 7), or null. */
export function parsePurchaseOrderNumber(text: string): number | null {
  const match = /^(?:po-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match?.[1] ? Number(match[1]) : null;
}

export const purchaseOrderLineInputSchema = z.object({
  itemId: z.uuid({ error: 'Choose an item' }),
  quantity: movedQuantity,
  unitCost: moneyAmount('Unit cost'),
});

const localDate = calendarDateSchema();

/** POST /purchase-orders (a draft) and PUT /purchase-orders/{id} (while it is a draft). */
export const purchaseOrderInputSchema = z.object({
  supplierId: z.uuid({ error: 'Choose a supplier' }),
  expectedOn: localDate.nullable().optional().default(null),
  notes: multiLineText()
    .max(2000, 'Notes must be 2000 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null),
  lines: z
    .array(purchaseOrderLineInputSchema)
    .min(1, 'Add at least one item')
    .max(200, 'A purchase order has at most 200 lines')
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.itemId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'itemId'],
            message: 'This item is already on the order',
          });
        }
        seen.add(line.itemId);
      });
    }),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

/** POST /purchase-orders/{id}/receipts: what came in, per line (lines not listed: nothing). */
export const purchaseOrderReceiptSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.uuid({ error: 'Not a line of this order' }),
        quantity: movedQuantity,
        /** What the delivery was invoiced at, when it differs from the order's unit cost. */
        unitCost: moneyAmount('Unit cost').nullable().optional().default(null),
      }),
    )
    .min(1, 'Enter a quantity received for at least one line')
    .max(200),
  note: multiLineText()
    .max(500, 'Note must be 500 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null),
});
export type PurchaseOrderReceiptInput = z.input<typeof purchaseOrderReceiptSchema>;

// Parts on job orders ---------------------------------------------------------------------

/** Statuses in which a job order's part lines hold their stock (it is reserved for them). */
const holdingStatuses: readonly JobOrderStatus[] = [
  'approved',
  'in_progress',
  'waiting_for_parts',
  'ready_for_pickup',
];

/**
 * Whether a part line holds stock: once the job is approved every line the customer has not
 * declined does; while a changed estimate awaits the customer's answer, the lines already
 * approved keep theirs. Completing consumes what is held; cancelling releases it.
 */
export function partLineHoldsStock(status: JobOrderStatus, approval: LineApproval): boolean {
  if (approval === 'declined') return false;
  if (status === 'awaiting_approval') return approval === 'approved';
  return holdingStatuses.includes(status);
}

/**
 * How much of a part line the stock cannot cover, or null when it can. `available` is the
 * item's (on hand less every reservation); when the line already holds its stock, its own
 * quantity is in the reservations, so only a negative available is short.
 */
export function partLineShortfall(line: {
  quantity: string;
  available: string;
  holdsStock: boolean;
}): string | null {
  const short = line.holdsStock
    ? subtractQuantities('0', line.available)
    : subtractQuantities(line.quantity, line.available);
  if (compareQuantities(short, '0') <= 0) return null;
  return compareQuantities(short, line.quantity) > 0 ? addQuantities(line.quantity, '0') : short;
}
