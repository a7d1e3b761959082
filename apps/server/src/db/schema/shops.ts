import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';

export const shops = pgTable('shops', {
  id: id(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  timezone: text('timezone').notNull().default('UTC'),
  currency: text('currency').notNull().default('USD'),
  // Booking rules (packages/domain/src/booking-settings.ts holds the defaults and limits).
  /** Listed for car owners who are not yet clients, and bookable online. */
  onlineBookingEnabled: boolean('online_booking_enabled').notNull().default(false),
  /** Online bookings are confirmed at once, or wait as pending for staff. */
  onlineBookingAutoConfirm: boolean('online_booking_auto_confirm').notNull().default(false),
  bookingBufferMinutes: integer('booking_buffer_minutes').notNull().default(0),
  bookingNoticeMinutes: integer('booking_notice_minutes').notNull().default(120),
  bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
  /** A car owner may reschedule or cancel until this many hours before the start. */
  bookingCutoffHours: integer('booking_cutoff_hours').notNull().default(24),
  bookingSlotMinutes: integer('booking_slot_minutes').notNull().default(15),
  // Job orders (packages/domain/src/job-order-settings.ts holds the defaults and limits).
  /** Hourly labor lines: hours × this rate. */
  laborRate: numeric('labor_rate', { precision: 10, scale: 2 }).notNull().default('120.00'),
  /** Mechanics may change prices on their jobs' lines (off: they add lines at catalogue prices). */
  mechanicsEditPrices: boolean('mechanics_edit_prices').notNull().default(false),
  /** Declined work comes up for follow-up this many days after it was declined. */
  declinedFollowUpDays: integer('declined_follow_up_days').notNull().default(90),
  /** Consuming more than is on hand is allowed (stock goes negative) instead of refused. */
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
  // Tax and Currency (packages/domain/src/invoices.ts holds the defaults and rules; ADR 020).
  /** How money is formatted (BCP 47), with `currency`. */
  locale: text('locale').notNull().default('en-US'),
  taxLabel: text('tax_label').notNull().default('Sales tax'),
  defaultTaxRate: numeric('default_tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  /** Per category: 'default', 'custom' (with its rate) or 'exempt'. */
  laborTaxTreatment: text('labor_tax_treatment').notNull().default('default'),
  laborTaxRate: numeric('labor_tax_rate', { precision: 6, scale: 3 }),
  partsTaxTreatment: text('parts_tax_treatment').notNull().default('default'),
  partsTaxRate: numeric('parts_tax_rate', { precision: 6, scale: 3 }),
  feesTaxTreatment: text('fees_tax_treatment').notNull().default('default'),
  feesTaxRate: numeric('fees_tax_rate', { precision: 6, scale: 3 }),
  /** A shop supplies fee: this % of labor, up to the cap, added to invoices from job orders. */
  suppliesFeePercent: numeric('supplies_fee_percent', { precision: 5, scale: 2 }),
  suppliesFeeCap: numeric('supplies_fee_cap', { precision: 10, scale: 2 }),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  invoiceTerms: text('invoice_terms'),
  /** A car may leave (the job order completed) with its issued invoice unpaid, "on account" (ADR 037). */
  unpaidPickupAllowed: boolean('unpaid_pickup_allowed').notNull().default(false),
  // People (issue 24; packages/domain holds the defaults and limits).
  /** Timesheets and payroll run per 'weekly', 'biweekly' or 'semimonthly' (1st–15th, 16th–end) period. */
  payPeriod: text('pay_period').notNull().default('weekly'),
  /** A weekly or two-weekly period starts on this date and every 7 or 14 days from it. */
  payPeriodAnchor: date('pay_period_anchor').notNull().default('2024-01-01'),
  /** Hours worked in a week beyond this are overtime. */
  overtimeWeeklyHours: numeric('overtime_weekly_hours', { precision: 5, scale: 2 })
    .notNull()
    .default('40'),
  overtimeMultiplier: numeric('overtime_multiplier', { precision: 4, scale: 2 })
    .notNull()
    .default('1.5'),
  /** A new job on the same vehicle for the same service within this many days is a comeback. */
  comebackDays: integer('comeback_days').notNull().default(30),
  ...timestamps,
});

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('client'),
    userType: text('user_type').notNull().default('client'),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    username: text('username'),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    ...timestamps,
  },
  (table) => [
    index('profiles_shop_id_idx').on(table.shopId),
    check(
      'profiles_role_check',
      sql`${table.role} in ('admin', 'manager', 'front_desk', 'mechanic', 'client')`,
    ),
    check(
      'profiles_user_type_check',
      sql`(${table.role} = 'client' and ${table.userType} = 'client') or (${table.role} <> 'client' and ${table.userType} = 'staff')`,
    ),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The invited person's name and phone (issue 24): their profile takes them on acceptance if empty. */
    fullName: text('full_name'),
    phone: text('phone'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('invitations_shop_id_idx').on(table.shopId),
    index('invitations_email_idx').on(sql`lower(${table.email})`),
    check(
      'invitations_role_check',
      sql`${table.role} in ('admin', 'manager', 'front_desk', 'mechanic')`,
    ),
  ],
);
