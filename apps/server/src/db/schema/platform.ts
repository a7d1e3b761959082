import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** Mail kept in the database instead of sent, when no SMTP server is configured (never in production). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
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
