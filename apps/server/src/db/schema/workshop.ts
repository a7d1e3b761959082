import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { clients, vehicles } from './clients.ts';
import { id, timestamps } from './columns.ts';
import { inventoryItems } from './inventory.ts';
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

/**
 * A job order (repair order). `description` holds the customer's concern and `mileage` the
 * odometer at check-in (API: concern, mileageIn). The totals are the domain's
 * computeJobOrderTotals of the lines, written by the code that changes the lines in the same
 * transaction (ADR 016), so the database never has a second copy of the rule.
 */
export const jobOrders = pgTable(
  'job_orders',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /**
     * Per-shop number, shown as JO-1042. Left out of an insert, the job_orders_fill_number
     * trigger takes the next one (migration 0015).
     */
    number: integer('number')
      .notNull()
      .$defaultFn(() => sql`null`),
    appointmentId: uuid('appointment_id'),
    clientId: uuid('client_id').notNull(),
    vehicleId: uuid('vehicle_id'),
    mechanicId: uuid('mechanic_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the current mechanic was given the job: response time runs from here to their first clock-in. */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    status: text('status').notNull().default('estimate'),
    description: text('description'),
    mileage: integer('mileage'),
    mileageOut: integer('mileage_out'),
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    /** Staff notes on the work (mechanics may write them on their jobs). */
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Bumped by every change to the lines: an estimate link for an older revision is refused. */
    revision: integer('revision').notNull().default(0),
    laborTotal: numeric('labor_total', { precision: 12, scale: 2 }).notNull().default('0'),
    partsTotal: numeric('parts_total', { precision: 12, scale: 2 }).notNull().default('0'),
    feesTotal: numeric('fees_total', { precision: 12, scale: 2 }).notNull().default('0'),
    discountTotal: numeric('discount_total', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The subtotal of the work (declined lines left out): what an invoice of the job starts from. */
    totalCost: numeric('total_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    presentedTotal: numeric('presented_total', { precision: 12, scale: 2 }).notNull().default('0'),
    approvedTotal: numeric('approved_total', { precision: 12, scale: 2 }).notNull().default('0'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
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
    uniqueIndex('job_orders_shop_number_key').on(table.shopId, table.number),
    index('job_orders_client_idx').on(table.shopId, table.clientId, table.completedAt),
    // Clients list aggregates (total spend, last service) read completed jobs from this index alone.
    index('job_orders_completed_client_idx')
      .on(table.shopId, table.clientId, table.completedAt, table.totalCost)
      .where(sql`${table.status} = 'completed'`),
    index('job_orders_vehicle_idx').on(table.shopId, table.vehicleId),
    index('job_orders_shop_status_idx').on(table.shopId, table.status, table.openedAt),
    // Job Order List newest first, keyset by (opened_at, id).
    index('job_orders_shop_opened_idx').on(table.shopId, table.openedAt, table.id),
    // Pending list (oldest first) and the sidebar's Pending badge: open jobs only.
    index('job_orders_open_idx')
      .on(table.shopId, table.openedAt, table.id)
      .where(sql`${table.status} not in ('completed', 'cancelled')`),
    // A mechanic's queue: their open jobs by promised time.
    index('job_orders_mechanic_queue_idx')
      .on(table.mechanicId, table.promisedAt)
      .where(sql`${table.status} not in ('completed', 'cancelled')`),
    // Completed Job Orders, newest first.
    index('job_orders_completed_idx')
      .on(table.shopId, table.completedAt, table.id)
      .where(sql`${table.status} = 'completed'`),
    index('job_orders_appointment_idx').on(table.appointmentId),
    check(
      'job_orders_status_check',
      sql`${table.status} in ('estimate', 'awaiting_approval', 'approved', 'in_progress', 'waiting_for_parts', 'ready_for_pickup', 'completed', 'cancelled')`,
    ),
    check(
      'job_orders_completed_check',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`,
    ),
    check('job_orders_total_check', sql`${table.totalCost} >= 0`),
    check('job_orders_mileage_check', sql`${table.mileage} >= 0 and ${table.mileageOut} >= 0`),
  ],
);

/**
 * A job of a job order: one customer concern with its lines — the complaint as told, the cause
 * found and the correction made (issue 23). Every job order has at least one: the
 * job_orders_first_job trigger adds it (named after the concern) however the job order is
 * inserted, and a line inserted without a job joins the job order's last job (migration 0033).
 */
export const jobOrderJobs = pgTable(
  'job_order_jobs',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    jobOrderId: uuid('job_order_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    complaint: text('complaint'),
    cause: text('cause'),
    correction: text('correction'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'job_order_jobs_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    unique('job_order_jobs_shop_job_order_id_key').on(table.shopId, table.jobOrderId, table.id),
    index('job_order_jobs_job_order_idx').on(table.jobOrderId, table.position),
  ],
);

/**
 * A line of a job order. Labor and parts: quantity × unit_price. A fee: quantity 1 and its
 * amount in unit_price. A discount: an amount in unit_price, or a percentage in percent.
 */
export const jobOrderItems = pgTable(
  'job_order_items',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    jobOrderId: uuid('job_order_id').notNull(),
    /** Its job; left out of an insert, the job order's last job (trigger job_order_items_fill_job). */
    jobId: uuid('job_id')
      .notNull()
      .$defaultFn(() => sql`null`),
    position: integer('position').notNull().default(0),
    kind: text('kind').notNull(),
    serviceId: uuid('service_id'),
    description: text('description').notNull(),
    /** Labor only: flat (the service's price) or hourly (hours × labor rate). */
    pricing: text('pricing'),
    partNumber: text('part_number'),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull().default('1'),
    unitCost: numeric('unit_cost', { precision: 10, scale: 2 }),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    /** The customer's answer: pending until the estimate is answered. */
    approval: text('approval').notNull().default('pending'),
    /** The mechanic marked this line's work done. */
    done: boolean('done').notNull().default(false),
    /** The declined work this line offers again, if it came from one. */
    declinedWorkId: uuid('declined_work_id'),
    /** A part line's inventory item: its stock is reserved, consumed and released with the job. */
    inventoryItemId: uuid('inventory_item_id'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'job_order_items_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    // Same shop and same job order as the line: a line never joins another job order's job.
    foreignKey({
      name: 'job_order_items_job_fk',
      columns: [table.shopId, table.jobOrderId, table.jobId],
      foreignColumns: [jobOrderJobs.shopId, jobOrderJobs.jobOrderId, jobOrderJobs.id],
    }),
    foreignKey({
      name: 'job_order_items_service_fk',
      columns: [table.shopId, table.serviceId],
      foreignColumns: [services.shopId, services.id],
    }),
    foreignKey({
      name: 'job_order_items_inventory_item_fk',
      columns: [table.shopId, table.inventoryItemId],
      foreignColumns: [inventoryItems.shopId, inventoryItems.id],
    }),
    unique('job_order_items_shop_id_id_key').on(table.shopId, table.id),
    check(
      'job_order_items_inventory_item_check',
      sql`${table.inventoryItemId} is null or ${table.kind} = 'part'`,
    ),
    index('job_order_items_job_order_idx').on(table.jobOrderId, table.position),
    index('job_order_items_job_idx').on(table.jobId),
    check('job_order_items_kind_check', sql`${table.kind} in ('labor', 'part', 'fee', 'discount')`),
    check(
      'job_order_items_price_check',
      sql`(${table.kind} = 'discount' and ${table.percent} is not null and ${table.unitPrice} is null) or (${table.unitPrice} is not null and ${table.percent} is null)`,
    ),
    check(
      'job_order_items_pricing_check',
      sql`(${table.kind} = 'labor') = (${table.pricing} is not null) and ${table.pricing} in ('flat', 'hourly')`,
    ),
    check(
      'job_order_items_approval_check',
      sql`${table.approval} in ('pending', 'approved', 'declined')`,
    ),
    check('job_order_items_quantity_check', sql`${table.quantity} > 0`),
    check('job_order_items_unit_price_check', sql`${table.unitPrice} >= 0`),
    check('job_order_items_unit_cost_check', sql`${table.unitCost} >= 0`),
    check('job_order_items_percent_check', sql`${table.percent} > 0 and ${table.percent} <= 100`),
  ],
);

/**
 * An estimate as sent to the customer: the revision of the lines it showed and its total, and
 * the answer (who typed their name, when, the approved total). Its link token's subject.
 */
export const jobOrderEstimates = pgTable(
  'job_order_estimates',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    jobOrderId: uuid('job_order_id').notNull(),
    revision: integer('revision').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentTo: text('sent_to'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    presentedTotal: numeric('presented_total', { precision: 12, scale: 2 }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** link (the e-mailed page), portal (the car-owner area) or staff (recorded at the desk). */
    answeredVia: text('answered_via'),
    signedName: text('signed_name'),
    approvedTotal: numeric('approved_total', { precision: 12, scale: 2 }),
    /** When a staff member opened the customer's answer from Notifications (null: unread). */
    answerReadAt: timestamp('answer_read_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'job_order_estimates_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    index('job_order_estimates_job_order_idx').on(table.shopId, table.jobOrderId, table.sentAt),
    // The customers' answers no one has opened yet: what the Notifications badge counts.
    index('job_order_estimates_unread_answer_idx')
      .on(table.shopId, table.answeredAt)
      .where(sql`${table.answeredVia} in ('link', 'portal') and ${table.answerReadAt} is null`),
    check(
      'job_order_estimates_answered_via_check',
      sql`${table.answeredVia} in ('link', 'portal', 'staff')`,
    ),
  ],
);

/**
 * Work the customer declined, kept on the vehicle with a follow-up date: listed on the vehicle,
 * offered on the car owner's dashboard and on the vehicle's next job order until it is done
 * (accepted onto a job order) or dismissed.
 */
export const declinedWork = pgTable(
  'declined_work',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    jobOrderId: uuid('job_order_id').notNull(),
    /** The declined line (null once that job order's line is deleted). */
    jobOrderItemId: uuid('job_order_item_id'),
    /** The job the customer declined it with (null: declined before jobs, or line by line). */
    jobName: text('job_name'),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** The line as declined (its domain input), to add again as it was. */
    line: jsonb('line').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    followUpOn: date('follow_up_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    resolvedJobOrderId: uuid('resolved_job_order_id'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'declined_work_vehicle_fk',
      columns: [table.shopId, table.vehicleId],
      foreignColumns: [vehicles.shopId, vehicles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'declined_work_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    unique('declined_work_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('declined_work_item_key')
      .on(table.jobOrderItemId)
      .where(sql`${table.jobOrderItemId} is not null`),
    index('declined_work_open_vehicle_idx')
      .on(table.shopId, table.vehicleId, table.followUpOn)
      .where(sql`${table.status} = 'open'`),
    index('declined_work_open_client_idx')
      .on(table.shopId, table.clientId, table.followUpOn)
      .where(sql`${table.status} = 'open'`),
    check('declined_work_status_check', sql`${table.status} in ('open', 'accepted', 'dismissed')`),
  ],
);

/** A saved set of lines (e.g. "Brake pads — front") added to a job order in one click. */
export const cannedJobs = pgTable(
  'canned_jobs',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** The lines as the domain's jobOrderLineInputSchema reads them. */
    lines: jsonb('lines').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    unique('canned_jobs_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('canned_jobs_shop_name_key').on(table.shopId, sql`lower(${table.name})`),
  ],
);

/** Clocked time: one entry per stretch a mechanic worked a job; one running clock per mechanic. */
export const jobOrderTimeEntries = pgTable(
  'job_order_time_entries',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    jobOrderId: uuid('job_order_id').notNull(),
    /** The job the time went to: before approval, the job being diagnosed (issue 23). */
    jobId: uuid('job_id'),
    mechanicId: uuid('mechanic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the clock runs. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    note: text('note'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'job_order_time_entries_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_order_time_entries_job_fk',
      columns: [table.shopId, table.jobOrderId, table.jobId],
      foreignColumns: [jobOrderJobs.shopId, jobOrderJobs.jobOrderId, jobOrderJobs.id],
    }),
    unique('job_order_time_entries_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('job_order_time_entries_running_key')
      .on(table.mechanicId)
      .where(sql`${table.endedAt} is null`),
    index('job_order_time_entries_job_order_idx').on(
      table.shopId,
      table.jobOrderId,
      table.startedAt,
    ),
    index('job_order_time_entries_mechanic_idx').on(table.mechanicId, table.startedAt),
    check('job_order_time_entries_range_check', sql`${table.endedAt} >= ${table.startedAt}`),
  ],
);

/** "How was your visit?": one answer per completed job order, credited to its mechanic. */
export const visitRatings = pgTable(
  'visit_ratings',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    jobOrderId: uuid('job_order_id').notNull(),
    mechanicId: uuid('mechanic_id').references(() => users.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'visit_ratings_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }).onDelete('cascade'),
    uniqueIndex('visit_ratings_job_order_key').on(table.jobOrderId),
    index('visit_ratings_mechanic_idx').on(table.mechanicId, table.createdAt),
    check('visit_ratings_score_check', sql`${table.score} between 1 and 5`),
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
