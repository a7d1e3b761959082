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
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { invitations, shops } from './shops.ts';

/**
 * The shop's record of a person who works there (issue 24, ADR 044): what the shop keeps about
 * them beyond their account. It exists from the invitation on (`user_id` null while invited);
 * the name, e-mail, phone and role stay where they already live (the invitation while invited,
 * the account and profile once accepted).
 */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The person's account; null until the invitation is accepted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invitation that brought them in (null for the shop's founder and earlier staff). */
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    hireDate: date('hire_date'),
    /** Their colour on the calendar, "#rrggbb". */
    calendarColor: text('calendar_color'),
    /** 'hourly' (rate per hour clocked in), 'flat_rate' (rate per sold labor hour) or 'salary' (rate per year). */
    payType: text('pay_type'),
    payRate: numeric('pay_rate', { precision: 12, scale: 2 }),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** Signed out everywhere, off pickers and slots, kept on every history (null: active). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: uuid('deactivated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    unique('employees_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('employees_user_key').on(table.userId),
    uniqueIndex('employees_invitation_key').on(table.invitationId),
    index('employees_shop_idx').on(table.shopId),
    check(
      'employees_pay_type_check',
      sql`${table.payType} is null or ${table.payType} in ('hourly', 'flat_rate', 'salary')`,
    ),
    check(
      'employees_pay_check',
      sql`(${table.payType} is null) = (${table.payRate} is null) and (${table.payRate} is null or ${table.payRate} >= 0)`,
    ),
  ],
);

/** A skill or certification an employee holds (e.g. "ASE A5"), with when it runs out. */
export const employeeCertifications = pgTable(
  'employee_certifications',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    name: text('name').notNull(),
    /** Null: it does not expire. */
    expiresOn: date('expires_on'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'employee_certifications_employee_fk',
      columns: [table.shopId, table.employeeId],
      foreignColumns: [employees.shopId, employees.id],
    }).onDelete('cascade'),
    index('employee_certifications_employee_idx').on(table.employeeId),
    index('employee_certifications_expiry_idx').on(table.shopId, table.expiresOn),
  ],
);

/**
 * A person's shifts on one date instead of their weekly hours (an extra day, a shorter day);
 * the weekly pattern is untouched. `hours` is the day's ranges, wall-clock "HH:mm" in the shop's
 * time zone; empty: off that day.
 */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onDate: date('on_date').notNull(),
    hours: jsonb('hours').$type<{ start: string; end: string }[]>().notNull(),
    note: text('note'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('schedule_exceptions_day_key').on(table.shopId, table.userId, table.onDate),
    index('schedule_exceptions_shop_day_idx').on(table.shopId, table.onDate),
  ],
);

/**
 * Attendance (the time clock, apart from the job clock): one entry per stretch a person was at
 * work, clocked in to clocked out; one open entry per person.
 */
export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clockedInAt: timestamp('clocked_in_at', { withTimezone: true }).notNull(),
    /** Null while clocked in. */
    clockedOutAt: timestamp('clocked_out_at', { withTimezone: true }),
    /** Closed by the shop at its closing time because the person forgot to clock out. */
    autoClosed: boolean('auto_closed').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('attendance_entries_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('attendance_entries_open_key')
      .on(table.userId)
      .where(sql`${table.clockedOutAt} is null`),
    index('attendance_entries_shop_in_idx').on(table.shopId, table.clockedInAt),
    index('attendance_entries_user_in_idx').on(table.userId, table.clockedInAt),
    check(
      'attendance_entries_range_check',
      sql`${table.clockedOutAt} is null or ${table.clockedOutAt} >= ${table.clockedInAt}`,
    ),
  ],
);

/** A break inside an attendance entry; one open break per entry. */
export const attendanceBreaks = pgTable(
  'attendance_breaks',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while on the break. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'attendance_breaks_entry_fk',
      columns: [table.shopId, table.entryId],
      foreignColumns: [attendanceEntries.shopId, attendanceEntries.id],
    }).onDelete('cascade'),
    index('attendance_breaks_entry_idx').on(table.entryId, table.startedAt),
    uniqueIndex('attendance_breaks_open_key')
      .on(table.entryId)
      .where(sql`${table.endedAt} is null`),
    check(
      'attendance_breaks_range_check',
      sql`${table.endedAt} is null or ${table.endedAt} >= ${table.startedAt}`,
    ),
  ],
);

/** A manager's approval of one person's timesheet for one pay period: its entries are locked. */
export const timesheetApprovals = pgTable(
  'timesheet_approvals',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pay period, inclusive, in the shop's calendar. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheet_approvals_period_key').on(table.shopId, table.userId, table.periodStart),
    index('timesheet_approvals_shop_period_idx').on(table.shopId, table.periodStart),
    check('timesheet_approvals_range_check', sql`${table.periodEnd} >= ${table.periodStart}`),
  ],
);

/**
 * Per shop, person and local day (shops.timezone), the Performance Metrics figures that add up
 * over days (ADR 048): completed job orders' hours sold, labor revenue, count and response time
 * on the completion day for their mechanic; closed job-clock seconds; closed attendance seconds
 * minus breaks. Kept by the triggers of migration 0041 in the same transaction as the rows.
 */
export const performanceDays = pgTable(
  'performance_days',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    day: date('day').notNull(),
    soldHours: numeric('sold_hours', { precision: 14, scale: 2 }).notNull().default('0'),
    laborRevenue: numeric('labor_revenue', { precision: 16, scale: 2 }).notNull().default('0'),
    jobsCompleted: integer('jobs_completed').notNull().default(0),
    responseSeconds: numeric('response_seconds').notNull().default('0'),
    responseCount: integer('response_count').notNull().default(0),
    workedSeconds: numeric('worked_seconds').notNull().default('0'),
    clockedSeconds: numeric('clocked_seconds').notNull().default('0'),
  },
  (table) => [
    primaryKey({
      name: 'performance_days_pkey',
      columns: [table.shopId, table.day, table.userId],
    }),
  ],
);
