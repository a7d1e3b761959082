import type { StaffRole } from '@pitstop/domain/roles';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { invitations } from '../../db/schema/shops.ts';
import { invitationStatus } from './invitation-token.ts';

export function toInvitation(row: typeof invitations.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    status: invitationStatus(row),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInvitations(options: { tx: Tx; shopId: string }) {
  const rows = await options.tx
    .select()
    .from(invitations)
    .where(eq(invitations.shopId, options.shopId))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  return rows.map(toInvitation);
}
