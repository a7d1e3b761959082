import type { InspectionTemplateSection } from '@pitstop/domain/inspections';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { vehicles } from './clients.ts';
import { id, timestamps } from './columns.ts';
import { shops } from './shops.ts';
import { jobOrders } from './workshop.ts';

/**
 * Digital vehicle inspections (issue 14, ADR 021). A template is the shop's checklist; starting
 * an inspection copies its items, so editing a template never changes an inspection made from
 * it. Items carry the template item's key, which is how a vehicle's next inspection finds the
 * last measurement of the same check.
 */
export const inspectionTemplates = pgTable(
  'inspection_templates',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sections: jsonb('sections').$type<InspectionTemplateSection[]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Removed templates stay for the inspections that name them; lists leave them out. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('inspection_templates_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('inspection_templates_name_key')
      .on(table.shopId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
    uniqueIndex('inspection_templates_default_key')
      .on(table.shopId)
      .where(sql`${table.isDefault} and ${table.archivedAt} is null`),
  ],
);

export const inspections = pgTable(
  'inspections',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    jobOrderId: uuid('job_order_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    templateId: uuid('template_id'),
    /** The template's name when the inspection started. */
    name: text('name').notNull(),
    status: text('status').notNull().default('in_progress'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Last sent to the car owner; from then on their area shows it too. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'inspections_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inspections_vehicle_fk',
      columns: [table.shopId, table.vehicleId],
      foreignColumns: [vehicles.shopId, vehicles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inspections_template_fk',
      columns: [table.shopId, table.templateId],
      foreignColumns: [inspectionTemplates.shopId, inspectionTemplates.id],
    }),
    unique('inspections_shop_id_id_key').on(table.shopId, table.id),
    index('inspections_job_order_idx').on(table.shopId, table.jobOrderId, table.startedAt),
    index('inspections_vehicle_idx').on(table.shopId, table.vehicleId, table.completedAt),
    check('inspections_status_check', sql`${table.status} in ('in_progress', 'completed')`),
    check(
      'inspections_completed_check',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`,
    ),
  ],
);

/**
 * One check of an inspection, copied from the template at start, with its answer. The link to
 * the job order line made from it (`job_order_item_id`) is cleared when that line is removed
 * (ON DELETE SET NULL on that column only, written in migration 0021).
 */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id').notNull(),
    position: integer('position').notNull(),
    section: text('section').notNull(),
    itemKey: text('item_key').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    unit: text('unit'),
    condition: text('condition'),
    measurement: numeric('measurement', { precision: 8, scale: 2 }),
    textAnswer: text('text_answer'),
    notes: text('notes'),
    jobOrderItemId: uuid('job_order_item_id'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'inspection_items_inspection_fk',
      columns: [table.shopId, table.inspectionId],
      foreignColumns: [inspections.shopId, inspections.id],
    }).onDelete('cascade'),
    unique('inspection_items_shop_id_id_key').on(table.shopId, table.id),
    unique('inspection_items_inspection_key').on(table.inspectionId, table.itemKey),
    index('inspection_items_inspection_idx').on(table.inspectionId, table.position),
    check(
      'inspection_items_kind_check',
      sql`${table.kind} in ('condition', 'measurement', 'text')`,
    ),
    check('inspection_items_condition_check', sql`${table.condition} in ('good', 'soon', 'now')`),
    check('inspection_items_measurement_check', sql`${table.measurement} >= 0`),
  ],
);

/**
 * A photo of an item: only the re-encoded display and thumbnail copies are kept, in the file
 * storage under the keys below (never served by path: the API checks who asks).
 */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id').notNull(),
    itemId: uuid('item_id').notNull(),
    displayKey: text('display_key').notNull(),
    displayType: text('display_type').notNull(),
    displayBytes: integer('display_bytes').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    thumbnailType: text('thumbnail_type').notNull(),
    thumbnailBytes: integer('thumbnail_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'inspection_photos_item_fk',
      columns: [table.shopId, table.itemId],
      foreignColumns: [inspectionItems.shopId, inspectionItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inspection_photos_inspection_fk',
      columns: [table.shopId, table.inspectionId],
      foreignColumns: [inspections.shopId, inspections.id],
    }).onDelete('cascade'),
    index('inspection_photos_inspection_idx').on(table.inspectionId, table.itemId, table.createdAt),
  ],
);
