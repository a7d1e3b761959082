import type { Client } from '@pitstop/domain/clients';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { ownerInvitations } from '../../db/schema/owner.ts';
import { staffClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { type ClientViewer, toClient } from './client-query.ts';

/**
 * One client of the caller's shop (archived ones too: their history stays reachable), with when
 * their latest portal invitation still usable (not expired, not accepted) was sent — in the same
 * query, as the profile is among the pages staff open most.
 */
export async function getClient(options: {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
  id: string;
}): Promise<Client> {
  const [row] = await options.tx
    .select({
      ...getTableColumns(clients),
      // Spelled out: Drizzle leaves a one-table select's columns unqualified, which inside
      // this subquery would name the invitation's own columns.
      portalInvitedAt: sql<Date | null>`case when clients.user_id is null then (
          select max(invitation.created_at) from portal_invitations invitation
          where invitation.shop_id = clients.shop_id and invitation.client_id = clients.id
            and invitation.accepted_at is null and invitation.expires_at > now()) end`.mapWith(
        ownerInvitations.createdAt,
      ),
    })
    .from(clients)
    .where(
      and(
        staffClientCondition({ shopId: options.shopId, viewer: options.viewer }),
        eq(clients.id, options.id),
      ),
    );
  if (!row) throw AppError.notFound('Client not found.');
  return { ...toClient(row), portalInvitedAt: row.portalInvitedAt?.toISOString() ?? null };
}
