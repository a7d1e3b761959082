import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id } from './columns.ts';
import { shops } from './shops.ts';

/** Mail kept in the database instead of sent, when no SMTP server is configured (never in production). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * Files sent with the mail (a booking's .ics, a purchase order's PDF as base64), shown and
     * downloadable at /dev/mailbox.
     */
    attachments:
      jsonb('attachments').$type<
        { filename: string; contentType: string; content: string; encoding?: 'base64' }[]
      >(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_mailbox_to_idx').on(table.to, table.createdAt.desc())],
);

/** Demo and contact requests sent from the public /contact page. */
export const contactRequests = pgTable('contact_requests', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  shopName: text('shop_name'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One history for every record with a status (appointments now; job orders, invoices later):
 * who did what, when, from which status to which, and why. Written in the same transaction
 * as the change it records (platform/history.ts).
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name (or "Car owner", "System") when it happened; kept if the account goes. */
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    /** What changed, e.g. {"startsAt": {"from": …, "to": …}}. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: breaks ties of `occurred_at` (PGlite's clock can repeat a value). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [
    index('history_entries_subject_idx').on(
      table.shopId,
      table.subjectType,
      table.subjectId,
      table.occurredAt,
    ),
  ],
);

/** Per-shop counters behind the numbers people read (REQ001, JO-1042, …): platform/sequences.ts. */
export const shopSequences = pgTable(
  'shop_sequences',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.name] })],
);

/**
 * The durable job queue (ADR 013): timed work such as booking reminders. A worker claims a due
 * job with FOR UPDATE SKIP LOCKED and a lease, so one job runs on one instance at a time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Enqueueing the same key twice keeps the first job (e.g. one reminder per appointment time). */
    dedupeKey: text('dedupe_key').unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.completedAt} is null and ${table.failedAt} is null`),
  ],
);

/**
 * Links for people acting without signing in (open a booking from an e-mail, a mechanic's
 * calendar feed; later estimate approval): single-purpose, expiring, revocable; only the hash
 * is stored (platform/link-tokens.ts).
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('link_tokens_subject_idx').on(table.shopId, table.purpose, table.subjectId)],
);
