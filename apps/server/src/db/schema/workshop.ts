import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { users } from './auth.ts';
import { clients, vehicles } from './clients.ts';
import { id, timestamps } from './columns.ts';
import { shops } from './shops.ts';

export const services = pgTable(
  'services',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    unique('services_shop_id_id_key').on(table.shopId, table.id),
    index('services_shop_name_idx').on(table.shopId, table.name),
    check('services_duration_check', sql`${table.durationMinutes} > 0`),
    check('services_price_check', sql`${table.price} >= 0`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    vehicleId: uuid('vehicle_id'),
    serviceId: uuid('service_id'),
    mechanicId: uuid('mechanic_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * ends_at plus the shop's buffer between jobs at booking time: the range the mechanic is
     * blocked for, which the exclusion constraint keeps from overlapping (see migration 0009).
     */
    blockedUntil: timestamp('blocked_until', { withTimezone: true })
      .notNull()
      .$defaultFn(() => sql`null`),
    /**
     * Per-shop request number, shown as REQ001. Left out of an insert, the
     * appointments_fill_defaults trigger takes the next one (and blocks until ends_at).
     */
    number: integer('number')
      .notNull()
      .$defaultFn(() => sql`null`),
    status: text('status').notNull().default('pending'),
    source: text('source').notNull().default('staff'),
    notes: text('notes'),
    /** Staff chose "book anyway" outside availability or over another booking. */
    overridden: boolean('overridden').notNull().default(false),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The Idempotency-Key of the POST that booked it: a retried POST gets this booking back. */
    idempotencyKey: text('idempotency_key'),
    /** What that POST asked for (platform/idempotency.ts): the key reused for another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'appointments_client_fk',
      columns: [table.shopId, table.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointments_vehicle_fk',
      columns: [table.shopId, table.vehicleId],
      foreignColumns: [vehicles.shopId, vehicles.id],
    }),
    foreignKey({
      name: 'appointments_service_fk',
      columns: [table.shopId, table.serviceId],
      foreignColumns: [services.shopId, services.id],
    }),
    unique('appointments_shop_id_id_key').on(table.shopId, table.id),
    index('appointments_shop_starts_idx').on(table.shopId, table.startsAt),
    index('appointments_client_idx').on(table.shopId, table.clientId, table.startsAt),
    index('appointments_mechanic_idx').on(table.mechanicId, table.startsAt),
    uniqueIndex('appointments_shop_number_key').on(table.shopId, table.number),
    // Service Requests panel and Manage Bookings filtered by status, in time order.
    index('appointments_shop_status_idx').on(table.shopId, table.status, table.startsAt),
    // The Notifications badge: the shop's online requests waiting for the desk.
    index('appointments_pending_online_idx')
      .on(table.shopId, table.startsAt)
      .where(sql`${table.status} = 'pending' and ${table.source} = 'online'`),
    uniqueIndex('appointments_shop_idempotency_key')
      .on(table.shopId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('appointments_time_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('appointments_blocked_check', sql`${table.blockedUntil} >= ${table.endsAt}`),
    check(
      'appointments_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show')`,
    ),
    check('appointments_source_check', sql`${table.source} in ('staff', 'online')`),
  ],
);

export const jobOrders = pgTable(
  'job_orders',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id'),
    clientId: uuid('client_id').notNull(),
    vehicleId: uuid('vehicle_id'),
    mechanicId: uuid('mechanic_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    description: text('description'),
    mileage: integer('mileage'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Sum of the lines, kept by the job_order_items trigger (see the custom migration). */
    totalCost: numeric('total_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'job_orders_client_fk',
      columns: [table.shopId, table.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_orders_vehicle_fk',
      columns: [table.shopId, table.vehicleId],
      foreignColumns: [vehicles.shopId, vehicles.id],
    }),
    foreignKey({
      name: 'job_orders_appointment_fk',
      columns: [table.shopId, table.appointmentId],
      foreignColumns: [appointments.shopId, appointments.id],
    }),
    unique('job_orders_shop_id_id_key').on(table.shopId, table.id),
    index('job_orders_client_idx').on(table.shopId, table.clientId, table.completedAt),
    // Clients list aggregates (total spend, last service) read completed jobs from this index alone.
    index('job_orders_completed_client_idx')
      .on(table.shopId, table.clientId, table.completedAt, table.totalCost)
      .where(sql`${table.status} = 'completed'`),
    index('job_orders_vehicle_idx').on(table.shopId, table.vehicleId),
    index('job_orders_shop_status_idx').on(table.shopId, table.status, table.openedAt),
    index('job_orders_appointment_idx').on(table.appointmentId),
    check(
      'job_orders_status_check',
      sql`${table.status} in ('open', 'in_progress', 'completed', 'cancelled')`,
    ),
    check(
      'job_orders_completed_check',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`,
    ),
    check('job_orders_total_check', sql`${table.totalCost} >= 0`),
  ],
);

export const jobOrderItems = pgTable(
  'job_order_items',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    jobOrderId: uuid('job_order_id').notNull(),
    kind: text('kind').notNull(),
    serviceId: uuid('service_id'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull().default('1'),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'job_order_items_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_order_items_service_fk',
      columns: [table.shopId, table.serviceId],
      foreignColumns: [services.shopId, services.id],
    }),
    index('job_order_items_job_order_idx').on(table.jobOrderId),
    check('job_order_items_kind_check', sql`${table.kind} in ('labor', 'part')`),
    check('job_order_items_quantity_check', sql`${table.quantity} > 0`),
    check('job_order_items_unit_price_check', sql`${table.unitPrice} >= 0`),
  ],
);

export const communicationLogs = pgTable(
  'communication_logs',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    type: text('type').notNull(),
    direction: text('direction').notNull().default('outbound'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull(),
    /** E-mail subject; null for the other types. */
    subject: text('subject'),
    content: text('content').notNull(),
    notes: text('notes'),
    error: text('error'),
    /** When the other side read it: staff for inbound rows, the car owner for outbound ones. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The Idempotency-Key of the POST that recorded it: a retried POST returns it (and sends nothing). */
    idempotencyKey: text('idempotency_key'),
    /** What that POST asked for (platform/idempotency.ts): the key reused for another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'communication_logs_client_fk',
      columns: [table.shopId, table.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    // A client's history newest first, paged by (occurred_at, id).
    index('communication_logs_client_idx').on(
      table.shopId,
      table.clientId,
      table.occurredAt.desc(),
      table.id.desc(),
    ),
    // The notifications badge: the shop's inbound messages staff have not read.
    index('communication_logs_unread_inbound_idx')
      .on(table.shopId, table.clientId)
      .where(sql`${table.direction} = 'inbound' and ${table.readAt} is null`),
    uniqueIndex('communication_logs_shop_idempotency_key')
      .on(table.shopId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check(
      'communication_logs_type_check',
      sql`${table.type} in ('email', 'phone', 'sms', 'whatsapp', 'note', 'message')`,
    ),
    check('communication_logs_direction_check', sql`${table.direction} in ('outbound', 'inbound')`),
    check(
      'communication_logs_status_check',
      sql`${table.status} in ('sent', 'failed', 'pending', 'received', 'logged')`,
    ),
  ],
);
