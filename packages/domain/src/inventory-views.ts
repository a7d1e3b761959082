import { z } from 'zod';
import { historyEntrySchema } from './bookings.ts';
import {
  adjustmentReasons,
  movementKinds,
  purchaseOrderStatuses,
  returnDirections,
  stockUnits,
} from './inventory.ts';
import { mailRecipientSchema } from './mail-preview.ts';
import { decimalQuantity, STOCK_QUANTITY_MAX } from './money.ts';
import { cursorSchema } from './pagination.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * The inventory and purchase order API's shapes (issue 12): what the server returns and the web
 * reads. The rules of the stock itself (units, quantities, markup, costs, the purchase order
 * machine) and the inputs live in inventory.ts.
 */

/** Money and quantities as two-decimal strings ("12.50", "3.00"), never floats. */
const money = z.string();
const quantity = z.string();
const ref = z.object({ id: z.uuid(), name: z.string() });

// Items -----------------------------------------------------------------------------------

/** One row of the Inventory Overview (and of the item pickers). */
export const inventoryItemSummarySchema = z
  .object({
    id: z.uuid(),
    sku: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    oemPartNumber: z.string().nullable(),
    aftermarketPartNumber: z.string().nullable(),
    barcode: z.string().nullable(),
    category: z.string().nullable(),
    location: z.string().nullable(),
    unit: z.enum(stockUnits),
    supplier: ref.nullable(),
    /** The average cost. */
    cost: money,
    /** The selling price (its own, or cost + markup: itemPrice). */
    price: money,
    taxable: z.boolean(),
    onHand: quantity,
    reserved: quantity,
    available: quantity,
    /** on hand × cost (0 for negative stock). */
    stockValue: money,
    reorderPoint: quantity.nullable(),
    reorderQuantity: quantity.nullable(),
    lowStock: z.boolean(),
    active: z.boolean(),
  })
  .meta({ id: 'InventoryItemSummary' });
export type InventoryItemSummary = z.infer<typeof inventoryItemSummarySchema>;

export const inventoryItemSorts = [
  'name',
  'sku',
  'onHand',
  'available',
  'stockValue',
  'updated',
] as const;
export type InventoryItemSort = (typeof inventoryItemSorts)[number];

/** active (the default), inactive, or all items. */
export const inventoryItemStatuses = ['active', 'inactive', 'all'] as const;

export const inventoryItemListQuerySchema = z.object({
  /** SKU, name, brand, part number or barcode (an exact barcode or SKU comes first). */
  search: lineText().max(100).optional(),
  category: lineText().max(60).optional(),
  supplierId: z.union([z.uuid(), z.literal('none')]).optional(),
  /** Only items at or below their reorder point. */
  lowStock: z.enum(['true', 'false']).optional(),
  status: z.enum(inventoryItemStatuses).optional().default('active'),
  /** Default: name ascending. */
  sort: z.enum(inventoryItemSorts).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  cursor: cursorSchema,
});
export type InventoryItemListQuery = z.input<typeof inventoryItemListQuerySchema>;

/** GET /inventory/items/export: every item the overview's search and filters match, as CSV. */
export const inventoryItemExportQuerySchema = inventoryItemListQuerySchema.omit({
  limit: true,
  cursor: true,
});

export const inventoryItemListSchema = z
  .object({ items: z.array(inventoryItemSummarySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'InventoryItemList' });
export type InventoryItemList = z.infer<typeof inventoryItemListSchema>;

/** GET /inventory/summary: the figures above the overview (active items). */
export const inventorySummarySchema = z
  .object({
    activeItems: z.number().int(),
    /** Σ on hand × cost of the active items. */
    stockValue: money,
    lowStock: z.number().int(),
    /** The shop's currency for every amount on the inventory screens. */
    currency: z.string(),
    /** Consumption may take stock below zero (Business Details setting). */
    allowNegativeStock: z.boolean(),
  })
  .meta({ id: 'InventorySummary' });
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

/** GET /inventory/items/{id}: everything about one item. */
export const inventoryItemSchema = inventoryItemSummarySchema
  .extend({
    /** The fixed price, or null when the price is cost + markupPercent. */
    ownPrice: money.nullable(),
    markupPercent: z.string().nullable(),
    notes: z.string().nullable(),
    /** Open purchase orders that will bring more of it. */
    onOrder: quantity,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** GET /inventory/categories: the categories in use, for the filter and the form. */
export const inventoryCategoriesSchema = z.object({ items: z.array(z.string()) });

// Movements -------------------------------------------------------------------------------

/** One line of an item's ledger, newest first. */
export const stockMovementSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(movementKinds),
    /** An adjustment's reason or a return's direction. */
    reason: z.union([z.enum(adjustmentReasons), z.enum(returnDirections)]).nullable(),
    onHandChange: quantity,
    reservedChange: quantity,
    /** On hand after this movement. */
    onHandAfter: quantity,
    unitCost: money.nullable(),
    note: z.string().nullable(),
    jobOrder: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
    purchaseOrder: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
    /** Who: a person's name, or "System". */
    actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
    createdAt: z.string(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementListQuerySchema = z.object({
  kind: z.enum(movementKinds).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  cursor: cursorSchema,
});

export const stockMovementListSchema = z
  .object({ items: z.array(stockMovementSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StockMovementList' });
export type StockMovementList = z.infer<typeof stockMovementListSchema>;

/** POST /inventory/items/{id}/movements: the movement recorded and the item after it. */
export const stockMovementResultSchema = z
  .object({ movement: stockMovementSchema, item: inventoryItemSchema })
  .meta({ id: 'StockMovementResult' });
export type StockMovementResult = z.infer<typeof stockMovementResultSchema>;

/** GET /inventory/ledger-check: items whose running figures differ from their movements. */
export const ledgerCheckSchema = z.object({
  checkedItems: z.number().int(),
  mismatches: z.array(
    z.object({
      itemId: z.uuid(),
      sku: z.string(),
      onHand: quantity,
      ledgerOnHand: quantity,
      reserved: quantity,
      ledgerReserved: quantity,
    }),
  ),
});

// Low stock -------------------------------------------------------------------------------

export const lowStockItemSchema = inventoryItemSummarySchema.extend({
  /** What to order (suggestedOrderQuantity). */
  suggestedQuantity: quantity,
  /** Already on open purchase orders. */
  onOrder: quantity,
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/** GET /inventory/alerts: the low-stock items grouped by supplier (no supplier last). */
export const lowStockAlertsSchema = z
  .object({
    groups: z.array(
      z.object({
        supplier: z
          .object({ id: z.uuid(), name: z.string(), leadTimeDays: z.number().int().nullable() })
          .nullable(),
        items: z.array(lowStockItemSchema),
      }),
    ),
    currency: z.string(),
  })
  .meta({ id: 'LowStockAlerts' });
export type LowStockAlerts = z.infer<typeof lowStockAlertsSchema>;

// CSV import ------------------------------------------------------------------------------

/**
 * The columns of the CSV export, in order. The import reads the same headers (in any case, with
 * or without spaces or underscores: "OEM part number", "oem_part_number"); SKU and Name are
 * required, the others optional; "Selling price" and the stock figures are the export's and are
 * not read back (only movements change stock).
 */
export const inventoryCsvColumns = [
  'SKU',
  'Name',
  'Brand',
  'OEM part number',
  'Aftermarket part number',
  'Barcode',
  'Category',
  'Location',
  'Unit',
  'Cost',
  'Price',
  'Markup %',
  'Selling price',
  'Taxable',
  'Supplier',
  'Reorder point',
  'Reorder quantity',
  'Notes',
  'Active',
  'On hand',
  'Reserved',
  'Available',
  'Stock value',
] as const;

/** An import column the export does not have: a new item's stock on the shelf (received at its cost). */
export const INVENTORY_OPENING_QUANTITY_COLUMN = 'Opening quantity';

/** The longest first line (the header row) an inventory CSV can have; longer is not one. */
const INVENTORY_CSV_HEADER_MAX = 2000;

/** The most rows one import takes; a larger file is split. */
export const INVENTORY_IMPORT_MAX_ROWS = 10_000;

/**
 * POST /inventory/items/import/preview and /import: the CSV file's text. Unknown keys are
 * refused: the route takes bodies up to the file's size, so nothing else may ride along.
 */
export const inventoryImportSchema = z.strictObject({
  csv: multiLineText({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(5_000_000, 'The file is larger than 5 MB')
    .refine(
      (text) => (text.match(/^[^\n]*/)?.[0].length ?? 0) <= INVENTORY_CSV_HEADER_MAX,
      'The first line is not a header row of column names: is this a CSV file?',
    ),
});

/** What a row of the file would do, or why it cannot. */
export const inventoryImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** A new item, or an update of the item with this SKU. */
  action: z.enum(['create', 'update']),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});

export const inventoryImportPreviewSchema = z
  .object({
    rows: z.array(inventoryImportRowSchema),
    creates: z.number().int(),
    updates: z.number().int(),
    invalid: z.number().int(),
    /** Problems with the file itself (a missing column, a repeated SKU header). */
    fileErrors: z.array(z.string()),
  })
  .meta({ id: 'InventoryImportPreview' });
export type InventoryImportPreview = z.infer<typeof inventoryImportPreviewSchema>;

export const inventoryImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});

// Suppliers -------------------------------------------------------------------------------

export const supplierSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    contactName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    accountNumber: z.string().nullable(),
    leadTimeDays: z.number().int().nullable(),
    notes: z.string().nullable(),
    active: z.boolean(),
    /** Active items it supplies. */
    itemCount: z.number().int(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListSchema = z.object({ items: z.array(supplierSchema) });

// Purchase orders -------------------------------------------------------------------------

export const purchaseOrderSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(purchaseOrderStatuses),
    supplier: ref,
    expectedOn: z.string().nullable(),
    orderedAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
    lineCount: z.number().int(),
    total: money,
    createdAt: z.string(),
  })
  .meta({ id: 'PurchaseOrderSummary' });
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

/** open: draft, ordered or partially received (the default); all; or one status. */
export const purchaseOrderListQuerySchema = z.object({
  view: z.enum(['open', 'all']).optional().default('open'),
  status: z.enum(purchaseOrderStatuses).optional(),
  supplierId: z.uuid().optional(),
  /** A PO number (PO-0007, 7). */
  search: lineText().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  cursor: cursorSchema,
});

export const purchaseOrderListSchema = z
  .object({
    items: z.array(purchaseOrderSummarySchema),
    nextCursor: z.string().nullable(),
    currency: z.string(),
  })
  .meta({ id: 'PurchaseOrderList' });
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.uuid(),
  item: z.object({
    id: z.uuid(),
    sku: z.string(),
    name: z.string(),
    unit: z.enum(stockUnits),
  }),
  quantity: quantity,
  quantityReceived: quantity,
  unitCost: money,
  /** quantity × unit cost. */
  amount: money,
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSchema = purchaseOrderSummarySchema
  .extend({
    supplier: z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      accountNumber: z.string().nullable(),
    }),
    notes: z.string().nullable(),
    sentTo: z.string().nullable(),
    cancelReason: z.string().nullable(),
    lines: z.array(purchaseOrderLineSchema),
    history: z.array(historyEntrySchema),
    currency: z.string(),
  })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** POST /purchase-orders/from-alerts: one draft per supplier of the chosen low-stock items. */
export const purchaseOrdersFromAlertsSchema = z.object({
  itemIds: z
    .array(z.uuid({ error: 'Not an item' }))
    .min(1, 'Choose at least one item')
    .max(200, 'Choose at most 200 items'),
});

/**
 * POST /purchase-orders/lines: more of an item on its supplier's open draft (a new draft when
 * there is none), e.g. from a job order's "Not enough stock" warning.
 */
export const purchaseOrderLineAddSchema = z.object({
  itemId: z.uuid({ error: 'Not an item' }),
  quantity: decimalQuantity('Quantity', STOCK_QUANTITY_MAX),
});

export const createdPurchaseOrdersSchema = z.object({
  purchaseOrders: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      supplier: ref,
      lineCount: z.number().int(),
    }),
  ),
});
export type CreatedPurchaseOrders = z.infer<typeof createdPurchaseOrdersSchema>;

export const purchaseOrderTransitionSchema = z.object({
  action: z.enum(['order', 'close', 'cancel'], { error: 'Choose order, close or cancel' }),
  reason: lineText().max(500, 'Reason must be 500 characters or fewer').nullable().optional(),
  /** order: the address to mail instead of the supplier's. */
  to: mailRecipientSchema.shape.to,
});
