import type { MovementKind, PurchaseOrderStatus, StockUnit } from '@pitstop/domain/inventory';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedText } from '../like.ts';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { shops } from './shops.ts';

/** The shop's parts suppliers. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    accountNumber: text('account_number'),
    leadTimeDays: integer('lead_time_days'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    unique('suppliers_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('suppliers_shop_name_key').on(table.shopId, sql`lower(${table.name})`),
    check('suppliers_lead_time_check', sql`${table.leadTimeDays} between 0 and 365`),
  ],
);

/** What a search of items compares: SKU, name, brand, part numbers and barcode, folded (db/like.ts). */
const itemSearchDocument = foldedText(
  sql`"sku" || E'\\n' || "name" || E'\\n' || coalesce("brand", '') || E'\\n' || coalesce("oem_part_number", '') || E'\\n' || coalesce("aftermarket_part_number", '') || E'\\n' || coalesce("barcode", '')`,
);

/**
 * A part or supply the shop stocks. `on_hand` and `reserved` are running figures of the stock
 * ledger (stock_movements): written only by modules/inventory/stock-ledger.ts, in the same
 * transaction as the movement, so they always equal the sums of the movements (ADR 017; the
 * ledger check proves it).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    oemPartNumber: text('oem_part_number'),
    aftermarketPartNumber: text('aftermarket_part_number'),
    barcode: text('barcode'),
    category: text('category'),
    location: text('location'),
    unit: text('unit').$type<StockUnit>().notNull().default('each'),
    /** The average cost of the stock (weighted by receipts). */
    cost: numeric('cost', { precision: 10, scale: 2 }).notNull().default('0'),
    /** A fixed selling price; null when the price is the cost plus `markup_percent`. */
    price: numeric('price', { precision: 10, scale: 2 }),
    markupPercent: numeric('markup_percent', { precision: 6, scale: 2 }),
    taxable: boolean('taxable').notNull().default(true),
    supplierId: uuid('supplier_id'),
    reorderPoint: numeric('reorder_point', { precision: 12, scale: 2 }),
    reorderQuantity: numeric('reorder_quantity', { precision: 12, scale: 2 }),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    onHand: numeric('on_hand', { precision: 12, scale: 2 }).notNull().default('0'),
    reserved: numeric('reserved', { precision: 12, scale: 2 }).notNull().default('0'),
    searchDocument: text('search_document').generatedAlwaysAs(itemSearchDocument),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'inventory_items_supplier_fk',
      columns: [table.shopId, table.supplierId],
      foreignColumns: [suppliers.shopId, suppliers.id],
    }),
    unique('inventory_items_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('inventory_items_shop_sku_key').on(table.shopId, sql`lower(${table.sku})`),
    // Names sort without regard to case on both engines (PGlite's collation is "C").
    index('inventory_items_shop_name_idx').on(table.shopId, sql`lower(${table.name})`, table.id),
    // The overview's sorts walk these in keyset pages, (key, id) as the list orders them.
    index('inventory_items_shop_on_hand_idx').on(table.shopId, table.onHand, table.id),
    index('inventory_items_shop_available_idx').on(
      table.shopId,
      sql`(${table.onHand} - ${table.reserved})`,
      table.id,
    ),
    index('inventory_items_shop_stock_value_idx').on(
      table.shopId,
      sql`(greatest(${table.onHand}, 0) * ${table.cost})`,
      table.id,
    ),
    index('inventory_items_shop_updated_idx').on(table.shopId, table.updatedAt, table.id),
    index('inventory_items_shop_category_idx').on(table.shopId, table.category),
    index('inventory_items_shop_barcode_idx')
      .on(table.shopId, table.barcode)
      .where(sql`${table.barcode} is not null`),
    index('inventory_items_search_trgm_idx').using(
      'gin',
      sql`${table.searchDocument} gin_trgm_ops`,
    ),
    // Low Stock Alerts and its badge: exactly the active items at or below their reorder point,
    // so the count reads this small index, never the shop's whole inventory.
    index('inventory_items_low_stock_idx')
      .on(table.shopId, table.supplierId)
      .where(
        sql`${table.active} and ${table.reorderPoint} is not null and ${table.onHand} - ${table.reserved} <= ${table.reorderPoint}`,
      ),
    check(
      'inventory_items_unit_check',
      sql`${table.unit} in ('each', 'pair', 'set', 'box', 'litre', 'quart', 'gallon', 'metre', 'foot')`,
    ),
    check(
      'inventory_items_pricing_check',
      sql`(${table.price} is null) <> (${table.markupPercent} is null)`,
    ),
    check('inventory_items_cost_check', sql`${table.cost} >= 0`),
    check('inventory_items_price_check', sql`${table.price} >= 0`),
    check('inventory_items_markup_check', sql`${table.markupPercent} >= 0`),
    check('inventory_items_reserved_check', sql`${table.reserved} >= 0`),
    check(
      'inventory_items_reorder_check',
      sql`${table.reorderPoint} >= 0 and ${table.reorderQuantity} >= 0`,
    ),
  ],
);

/**
 * The stock ledger: one row per change, never updated or deleted. `on_hand_change` and
 * `reserved_change` are signed; `on_hand_after` is the running balance it left. Job order and
 * purchase order ids are kept without a foreign key: the ledger outlives what it points to.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    kind: text('kind').$type<MovementKind>().notNull(),
    /** An adjustment's reason (count, damage, loss, found) or a return's direction. */
    reason: text('reason'),
    onHandChange: numeric('on_hand_change', { precision: 12, scale: 2 }).notNull().default('0'),
    reservedChange: numeric('reserved_change', { precision: 12, scale: 2 }).notNull().default('0'),
    onHandAfter: numeric('on_hand_after', { precision: 12, scale: 2 }).notNull(),
    /** Receipts: what was paid per unit. Consumptions: the average cost the stock left at. */
    unitCost: numeric('unit_cost', { precision: 10, scale: 2 }),
    note: text('note'),
    jobOrderId: uuid('job_order_id'),
    purchaseOrderId: uuid('purchase_order_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** A movement made by hand with an Idempotency-Key: the key and what the request asked. */
    idempotencyKey: text('idempotency_key'),
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    foreignKey({
      name: 'stock_movements_item_fk',
      columns: [table.shopId, table.itemId],
      foreignColumns: [inventoryItems.shopId, inventoryItems.id],
    }).onDelete('cascade'),
    index('stock_movements_item_idx').on(table.itemId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('stock_movements_shop_idempotency_key')
      .on(table.shopId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('stock_movements_job_order_idx')
      .on(table.jobOrderId, table.itemId)
      .where(sql`${table.jobOrderId} is not null`),
    index('stock_movements_purchase_order_idx')
      .on(table.purchaseOrderId)
      .where(sql`${table.purchaseOrderId} is not null`),
    check(
      'stock_movements_kind_check',
      sql`${table.kind} in ('receipt', 'consumption', 'return', 'adjustment', 'reservation', 'release')`,
    ),
  ],
);

/** An order to a supplier; its number (PO-0007) comes from the shop's sequence (trigger). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Left out of an insert, the purchase_orders_fill_number trigger takes the next one. */
    number: integer('number')
      .notNull()
      .$defaultFn(() => sql`null`),
    supplierId: uuid('supplier_id').notNull(),
    status: text('status').$type<PurchaseOrderStatus>().notNull().default('draft'),
    expectedOn: date('expected_on'),
    notes: text('notes'),
    /** The sum of quantity × unit cost of the lines, written with them. */
    total: numeric('total', { precision: 12, scale: 2 }).notNull().default('0'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /** The address the order went to when it was sent. */
    sentTo: text('sent_to'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'purchase_orders_supplier_fk',
      columns: [table.shopId, table.supplierId],
      foreignColumns: [suppliers.shopId, suppliers.id],
    }),
    unique('purchase_orders_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('purchase_orders_shop_number_key').on(table.shopId, table.number),
    index('purchase_orders_shop_status_idx').on(table.shopId, table.status, table.createdAt),
    index('purchase_orders_supplier_idx').on(table.shopId, table.supplierId, table.status),
    check(
      'purchase_orders_status_check',
      sql`${table.status} in ('draft', 'ordered', 'partially_received', 'received', 'cancelled')`,
    ),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    position: integer('position').notNull().default(0),
    itemId: uuid('item_id').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    quantityReceived: numeric('quantity_received', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    unitCost: numeric('unit_cost', { precision: 10, scale: 2 }).notNull(),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'purchase_order_lines_order_fk',
      columns: [table.shopId, table.purchaseOrderId],
      foreignColumns: [purchaseOrders.shopId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_order_lines_item_fk',
      columns: [table.shopId, table.itemId],
      foreignColumns: [inventoryItems.shopId, inventoryItems.id],
    }),
    unique('purchase_order_lines_order_item_key').on(table.purchaseOrderId, table.itemId),
    index('purchase_order_lines_item_idx').on(table.shopId, table.itemId),
    check('purchase_order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('purchase_order_lines_received_check', sql`${table.quantityReceived} >= 0`),
    check('purchase_order_lines_unit_cost_check', sql`${table.unitCost} >= 0`),
  ],
);
