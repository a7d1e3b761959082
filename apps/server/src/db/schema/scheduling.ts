import type { WeeklyHours } from '@pitstop/domain/availability';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { shops } from './shops.ts';
import { appointments, services } from './workshop.ts';

/**
 * Weekly hours in the shop's time zone: the shop's opening hours (mechanic_id null) and a
 * mechanic's own working hours. A mechanic without a row works the opening hours.
 */
export const weeklySchedules = pgTable(
  'weekly_schedules',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    mechanicId: uuid('mechanic_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Ranges per ISO weekday (1 Monday … 7 Sunday), wall-clock "HH:mm"; validated by the domain schema. */
    hours: jsonb('hours').$type<WeeklyHours>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('weekly_schedules_shop_key')
      .on(table.shopId)
      .where(sql`${table.mechanicId} is null`),
    uniqueIndex('weekly_schedules_mechanic_key')
      .on(table.shopId, table.mechanicId)
      .where(sql`${table.mechanicId} is not null`),
  ],
);

/** Days the whole shop is closed (holidays), inclusive, in the shop's calendar. */
export const shopClosures = pgTable(
  'shop_closures',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [
    index('shop_closures_shop_idx').on(table.shopId, table.endsOn),
    check('shop_closures_range_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

/**
 * A staff member's time off. Stored as instants; an all-day range runs from the shop's local
 * midnight of its first day to local midnight after its last, so it stays correct across DST.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    mechanicId: uuid('mechanic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A request waits as 'pending' until approved or declined; only approved time off blocks slots. */
    status: text('status').notNull().default('approved'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** When the requester opened the decision in their Notifications; unread until then. */
    decisionReadAt: timestamp('decision_read_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('time_off_shop_idx').on(table.shopId, table.endsAt),
    check('time_off_status_check', sql`${table.status} in ('pending', 'approved', 'declined')`),
    index('time_off_mechanic_idx').on(table.shopId, table.mechanicId, table.endsAt),
    check('time_off_range_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** The services of an appointment, copied at booking so later catalogue edits do not rewrite it. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'appointment_services_appointment_fk',
      columns: [table.shopId, table.appointmentId],
      foreignColumns: [appointments.shopId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_services_service_fk',
      columns: [table.shopId, table.serviceId],
      foreignColumns: [services.shopId, services.id],
    }),
    uniqueIndex('appointment_services_position_key').on(table.appointmentId, table.position),
    index('appointment_services_service_idx').on(table.shopId, table.serviceId),
    check('appointment_services_duration_check', sql`${table.durationMinutes} > 0`),
  ],
);
