import type { InvitationPreview } from '@pitstop/domain/accounts';
import type { StaffRole } from '@pitstop/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { invitations, profiles, shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventBus } from '../../plugins/events.ts';
import { hashInvitationToken, invitationStatus } from './invitation-token.ts';

async function findInvitation(tx: Tx, token: string) {
  const [row] = await tx
    .select({ invitation: invitations, shopName: shops.name })
    .from(invitations)
    .innerJoin(shops, eq(shops.id, invitations.shopId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  if (!row)
    throw AppError.notFound(
      'This invitation link is not valid. Ask the workshop to send a new one.',
    );
  return row;
}

export async function previewInvitation(options: {
  tx: Tx;
  token: string;
}): Promise<InvitationPreview> {
  const { invitation, shopName } = await findInvitation(options.tx, options.token);
  return {
    shopName,
    email: invitation.email,
    role: invitation.role as StaffRole,
    status: invitationStatus(invitation),
  };
}

/**
 * The invited person joins the shop with the invited role; their employee record gets their
 * account, and their profile the invited name and phone where it has none (ADR 044).
 */
export async function acceptInvitation(options: {
  tx: Tx;
  events: EventBus;
  viewer: Viewer;
  token: string;
}) {
  const { viewer } = options;
  const { invitation, shopName } = await findInvitation(options.tx, options.token);
  const status = invitationStatus(invitation);
  if (status === 'accepted') throw AppError.conflict('This invitation has already been used.');
  if (status === 'expired')
    throw new AppError(
      'invitation_expired',
      410,
      'This invitation has expired. Ask the workshop to send a new one.',
    );
  if (invitation.email.toLowerCase() !== viewer.email.toLowerCase()) {
    throw AppError.forbidden(
      `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
    );
  }
  if (viewer.shopId && viewer.shopId !== invitation.shopId) {
    throw AppError.conflict(`You already belong to ${viewer.shopName ?? 'another workshop'}.`);
  }
  await options.tx.transaction(async (tx) => {
    const claimed = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (claimed.length === 0) throw AppError.conflict('This invitation has already been used.');
    // The profiles trigger (migration 0037) links the invited employee record to this account.
    await tx
      .update(profiles)
      .set({
        shopId: invitation.shopId,
        role: invitation.role,
        userType: 'staff',
        fullName: sql`coalesce(nullif(${profiles.fullName}, ''), ${invitation.fullName})`,
        phone: sql`coalesce(nullif(${profiles.phone}, ''), ${invitation.phone})`,
      })
      .where(eq(profiles.id, viewer.id));
  });
  await options.events.publish({ type: 'profile.updated', userIds: [viewer.id] }, options.tx);
  return { shopName, role: invitation.role as StaffRole };
}
