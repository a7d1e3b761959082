import type { Client } from '@pitstop/domain/clients';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { portalInvitations } from '../../db/schema/portal.ts';
import { staffClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../plugins/errors.ts';
import { type ClientViewer, toClient } from './client-query.ts';

/** One client of the caller's shop (archived ones too: their history stays reachable). */
export async function getClient(options: {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
  id: string;
}): Promise<Client> {
  const [row] = await options.tx
    .select()
    .from(clients)
    .where(
      and(
        staffClientCondition({ shopId: options.shopId, viewer: options.viewer }),
        eq(clients.id, options.id),
      ),
    );
  if (!row) throw AppError.notFound('Client not found.');
  return {
    ...toClient(row),
    portalInvitedAt: row.userId
      ? null
      : await pendingInvitationSentAt({ tx: options.tx, shopId: row.shopId, clientId: row.id }),
  };
}

/** When the client's latest portal invitation still usable (not expired, not accepted) was sent. */
async function pendingInvitationSentAt(options: {
  tx: Tx;
  shopId: string;
  clientId: string;
}): Promise<string | null> {
  const [invitation] = await options.tx
    .select({ sentAt: portalInvitations.createdAt })
    .from(portalInvitations)
    .where(
      and(
        eq(portalInvitations.shopId, options.shopId),
        eq(portalInvitations.clientId, options.clientId),
        isNull(portalInvitations.acceptedAt),
        gt(portalInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(portalInvitations.createdAt))
    .limit(1);
  return invitation?.sentAt.toISOString() ?? null;
}
