import type { OwnerClient, PortalInvitationPreview } from '@pitstop/domain/portal';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { portalInvitations } from '../../db/schema/portal.ts';
import { shops } from '../../db/schema/shops.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { hashInvitationToken, invitationStatus } from '../../platform/invitation-token.ts';
import { AppError } from '../../plugins/errors.ts';
import type { EventBus } from '../../plugins/events.ts';
import { getOwnerClient } from './owner-client-query.ts';

const gone = (message: string) => new AppError('invitation_gone', 410, message);

async function findUsableInvitation(tx: Tx, token: string) {
  const [row] = await tx
    .select({
      id: portalInvitations.id,
      shopId: portalInvitations.shopId,
      clientId: portalInvitations.clientId,
      email: portalInvitations.email,
      expiresAt: portalInvitations.expiresAt,
      acceptedAt: portalInvitations.acceptedAt,
      shopName: shops.name,
      clientName: clients.name,
      clientUserId: clients.userId,
      clientArchivedAt: clients.archivedAt,
    })
    .from(portalInvitations)
    .innerJoin(shops, eq(shops.id, portalInvitations.shopId))
    .innerJoin(
      clients,
      and(eq(clients.shopId, portalInvitations.shopId), eq(clients.id, portalInvitations.clientId)),
    )
    .where(eq(portalInvitations.tokenHash, hashInvitationToken(token)));
  if (!row || row.clientArchivedAt) {
    throw AppError.notFound(
      'This invitation link is not valid. Ask the workshop to send a new one.',
    );
  }
  const status = invitationStatus(row);
  if (status === 'accepted') {
    throw gone('This invitation has already been used. Sign in to see your workshop.');
  }
  if (status === 'expired') {
    throw gone('This invitation has expired. Ask the workshop to send a new one.');
  }
  return row;
}

/** What a portal invitation link offers, before the person signs in. */
export async function previewPortalInvitation(options: {
  tx: Tx;
  token: string;
}): Promise<PortalInvitationPreview> {
  const row = await findUsableInvitation(options.tx, options.token);
  return { shopName: row.shopName, clientName: row.clientName, email: row.email };
}

/**
 * The signed-in car owner takes the invitation: the client record becomes theirs. One use; a
 * record linked to another account, or a second record of theirs in the same shop, is refused.
 */
export async function acceptPortalInvitation(options: {
  tx: Tx;
  events: EventBus;
  userId: string;
  token: string;
}): Promise<OwnerClient> {
  const { userId } = options;
  const invitation = await findUsableInvitation(options.tx, options.token);
  if (invitation.clientUserId && invitation.clientUserId !== userId) {
    throw AppError.conflict(
      `This client record at ${invitation.shopName} is already linked to another Pitstop account.`,
    );
  }
  await options.tx.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.shopId, invitation.shopId), ownerClientCondition(userId)));
    if (other && other.id !== invitation.clientId) {
      throw AppError.conflict(
        `Your account already has a client record at ${invitation.shopName}. Ask them to merge the two.`,
      );
    }
    const claimed = await tx
      .update(portalInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(and(eq(portalInvitations.id, invitation.id), isNull(portalInvitations.acceptedAt)))
      .returning({ id: portalInvitations.id });
    if (claimed.length === 0) throw gone('This invitation has already been used.');
    const linked = await tx
      .update(clients)
      .set({ userId })
      .where(
        and(
          eq(clients.shopId, invitation.shopId),
          eq(clients.id, invitation.clientId),
          or(isNull(clients.userId), eq(clients.userId, userId)),
        ),
      )
      .returning({ id: clients.id });
    if (linked.length === 0) {
      throw AppError.conflict(
        `This client record at ${invitation.shopName} is already linked to another Pitstop account.`,
      );
    }
  });
  await options.events.publish({
    type: 'client.updated',
    shopId: invitation.shopId,
    userIds: [userId],
    data: { clientId: invitation.clientId },
  });
  return getOwnerClient({ tx: options.tx, userId, clientId: invitation.clientId });
}
