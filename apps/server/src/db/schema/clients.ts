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
  primaryKey,
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

/**
 * What the clients list searches: name, e-mail, phone (also as digits alone) and company, folded
 * as searches compare text (lower case, no accents: db/like.ts), one per line. Stored, so a
 * search compares a ready string instead of rebuilding it (with a regular expression) for every
 * row it walks; a trigram index covers it.
 */
const searchDocument = foldedText(
  sql`coalesce("name", '') || E'\\n' || coalesce("email", '') || E'\\n' || coalesce("phone", '') || E'\\n' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || E'\\n' || coalesce("company", '')`,
);

export const clients = pgTable(
  'clients',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The car owner's account, once linked to the portal. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    preferredContact: text('preferred_contact'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    emergencyContactRelation: text('emergency_contact_relation'),
    company: text('company'),
    taxId: text('tax_id'),
    notes: text('notes'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The Idempotency-Key of the POST that created the client: a retried POST returns it. */
    idempotencyKey: text('idempotency_key'),
    /** What that POST asked for (platform/idempotency.ts): the key reused for another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    searchDocument: text('search_document').generatedAlwaysAs(searchDocument),
    // Aggregates kept by triggers on vehicles, job_orders and invoices (migrations 0005 and
    // 0020, ADR 007): the list sorts and pages by them through the indexes below instead of
    // aggregating the shop.
    vehicleCount: integer('vehicle_count').notNull().default(0),
    /** What was invoiced: issued invoices' totals (not drafts or void) less credit notes. */
    totalSpend: numeric('total_spend', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The latest completed job order's completion time, or null. */
    lastServiceAt: timestamp('last_service_at', { withTimezone: true }),
    /** The client asked not to get service reminders (the lapsed-clients mail, ADR 051). */
    serviceRemindersOptOut: boolean('service_reminders_opt_out').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // Lets tenant tables reference a client together with its shop, so a row can never
    // point at another shop's client.
    unique('clients_shop_id_id_key').on(table.shopId, table.id),
    index('clients_shop_created_idx').on(table.shopId, table.createdAt.desc(), table.id.desc()),
    index('clients_user_id_idx').on(table.userId),
    index('clients_shop_email_idx').on(table.shopId, sql`lower(${table.email})`),
    // A confirmed car-owner account looks for its unlinked records across every shop (ADR 009).
    index('clients_unlinked_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.userId} is null and ${table.archivedAt} is null`),
    index('clients_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('clients_tags_idx').using('gin', table.tags),
    index('clients_search_document_trgm_idx').using(
      'gin',
      sql`${table.searchDocument} gin_trgm_ops`,
    ),
    index('clients_shop_name_idx').on(table.shopId, sql`lower(${table.name})`, table.id),
    index('clients_shop_vehicle_count_idx').on(table.shopId, table.vehicleCount, table.id),
    index('clients_shop_total_spend_idx').on(table.shopId, table.totalSpend, table.id),
    // Never serviced sorts below every date, as '-infinity' (the list's sort key expression).
    index('clients_shop_last_service_idx').on(
      table.shopId,
      sql`coalesce(${table.lastServiceAt}, '-infinity'::timestamptz)`,
      table.id,
    ),
    uniqueIndex('clients_shop_idempotency_key')
      .on(table.shopId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('clients_name_check', sql`length(trim(${table.name})) > 0`),
    check(
      'clients_preferred_contact_check',
      sql`${table.preferredContact} in ('email', 'phone', 'sms', 'whatsapp')`,
    ),
    check('clients_date_of_birth_check', sql`${table.dateOfBirth} >= date '1900-01-01'`),
  ],
);

/**
 * Client Retention's visits (ADR 051, migration 0044): one row per client per local day on which
 * one of their job orders was completed, with the client's first visit day and previous visit
 * day on every row. Kept by
 * triggers on job_orders (and rebuilt when the shop's time zone changes), never written by code.
 */
export const clientVisits = pgTable(
  'client_visits',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    visitOn: date('visit_on', { mode: 'string' }).notNull(),
    firstVisitOn: date('first_visit_on', { mode: 'string' }).notNull(),
    /** The client's visit before this one; null on the first. */
    previousVisitOn: date('previous_visit_on', { mode: 'string' }),
    /** Job orders completed that day (a visit counts once however many). */
    jobOrders: integer('job_orders').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'client_visits_pkey',
      columns: [table.shopId, table.clientId, table.visitOn],
    }),
    foreignKey({
      name: 'client_visits_client_fk',
      columns: [table.shopId, table.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    // Its two covering indexes (client_visits_shop_day_idx, client_visits_shop_first_idx) use
    // INCLUDE, beyond Drizzle's index builder, so they are declared in the migration only.
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    vin: text('vin'),
    registrationNumber: text('registration_number'),
    color: text('color'),
    notes: text('notes'),
    status: text('status').notNull().default('active'),
    mileage: integer('mileage'),
    /**
     * The latest completed job order's completion time, or null: kept by the job orders'
     * trigger like the client's (migration 0022), so the vehicles list reads a column.
     */
    lastServiceAt: timestamp('last_service_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'vehicles_client_fk',
      columns: [table.shopId, table.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    unique('vehicles_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('vehicles_shop_vin_key')
      .on(table.shopId, table.vin)
      .where(sql`${table.vin} is not null`),
    index('vehicles_shop_client_idx').on(table.shopId, table.clientId),
    index('vehicles_shop_created_idx').on(table.shopId, table.createdAt.desc(), table.id.desc()),
    index('vehicles_registration_idx').on(table.shopId, sql`upper(${table.registrationNumber})`),
    // Plate and VIN searches (job orders, bookings) match parts of the compacted plate or VIN
    // (db/like.ts compactPlate): trigram indexes instead of reading every vehicle of the shop.
    index('vehicles_plate_trgm_idx').using(
      'gin',
      sql`upper(replace(replace(${table.registrationNumber}, ' ', ''), '-', '')) gin_trgm_ops`,
    ),
    index('vehicles_vin_trgm_idx').using('gin', sql`upper(${table.vin}) gin_trgm_ops`),
    check('vehicles_year_check', sql`${table.year} between 1886 and 2100`),
    check(
      'vehicles_status_check',
      sql`${table.status} in ('active', 'inactive', 'sold', 'scrapped')`,
    ),
    check('vehicles_mileage_check', sql`${table.mileage} >= 0`),
  ],
);
