import { foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { id, timestamps } from './columns.ts';
import { shops } from './shops.ts';

/**
 * "Invite to portal": a one-use link that links a client record to the car-owner account that
 * opens it. Only the token's hash is stored, like staff invitations.
 */
export const ownerInvitations = pgTable(
  'portal_invitations',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    /** Where the link was sent (the client's e-mail at the time). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'portal_invitations_client_fk',
      columns: [table.shopId, table.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    unique('portal_invitations_shop_id_id_key').on(table.shopId, table.id),
    index('portal_invitations_client_idx').on(table.shopId, table.clientId),
  ],
);
