import type { OwnerClient, OwnerInvitationPreview } from '@pitstop/domain/owner';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { ownerInvitations } from '../../db/schema/owner.ts';
import { shops } from '../../db/schema/shops.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../plugins/events.ts';
import { hashInvitationToken, invitationStatus } from '../invitations/public.ts';
import { getOwnerClient } from './owner-client-query.ts';

const gone = (message: string) => new AppError('invitation_gone', 410, message);

async function findUsableInvitation(tx: Tx, token: string) {
  const [row] = await tx
    .select({
      id: ownerInvitations.id,
      shopId: ownerInvitations.shopId,
      clientId: ownerInvitations.clientId,
      email: ownerInvitations.email,
      expiresAt: ownerInvitations.expiresAt,
      acceptedAt: ownerInvitations.acceptedAt,
      shopName: shops.name,
      clientName: clients.name,
      clientUserId: clients.userId,
      clientArchivedAt: clients.archivedAt,
    })
    .from(ownerInvitations)
    .innerJoin(shops, eq(shops.id, ownerInvitations.shopId))
    .innerJoin(
      clients,
      and(eq(clients.shopId, ownerInvitations.shopId), eq(clients.id, ownerInvitations.clientId)),
    )
    .where(eq(ownerInvitations.tokenHash, hashInvitationToken(token)));
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
export async function previewOwnerInvitation(options: {
  tx: Tx;
  token: string;
}): Promise<OwnerInvitationPreview> {
  const row = await findUsableInvitation(options.tx, options.token);
  return { shopName: row.shopName, clientName: row.clientName, email: row.email };
}

/**
 * The signed-in car owner takes the invitation: the client record becomes theirs. One use; a
 * record linked to another account, or a second record of theirs in the same shop, is refused.
 */
export async function acceptOwnerInvitation(options: {
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
      .update(ownerInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(and(eq(ownerInvitations.id, invitation.id), isNull(ownerInvitations.acceptedAt)))
      .returning({ id: ownerInvitations.id });
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
    await options.events.publish(
      {
        type: 'client.updated',
        shopId: invitation.shopId,
        userIds: [userId],
        data: { clientId: invitation.clientId },
      },
      tx,
    );
  });
  return getOwnerClient({ tx: options.tx, userId, clientId: invitation.clientId });
}
