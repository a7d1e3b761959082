import type { OwnerInvitationSent } from '@pitstop/domain/owner';
import type { Tx } from '../../db/database.ts';
import { ownerInvitations } from '../../db/schema/owner.ts';
import { findClientForStaff, type StaffViewer } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { brandedMail, type Mailer } from '../../plugins/mail.ts';
import { newInvitationToken } from '../invitations/public.ts';

export const PORTAL_INVITATION_DAYS = 7;

/**
 * "Invite to portal": mails the client a one-use link (7 days) that links their record to the
 * Pitstop account they sign up or sign in with.
 */
export async function createOwnerInvitation(options: {
  tx: Tx;
  mailer: Mailer;
  appUrl: string;
  shopId: string;
  viewer: StaffViewer & { fullName?: string | null; email?: string };
  clientId: string;
}): Promise<OwnerInvitationSent> {
  const { tx, shopId } = options;
  const client = await findClientForStaff(options);
  if (client.archivedAt) throw AppError.conflict(`${client.name} is archived.`);
  if (client.userId) throw AppError.conflict(`${client.name} already has portal access.`);
  if (!client.email) {
    throw AppError.badRequest(
      `${client.name} has no e-mail address. Add one to their profile to invite them.`,
    );
  }
  const { token, tokenHash } = newInvitationToken();
  await tx.insert(ownerInvitations).values({
    shopId,
    clientId: client.id,
    email: client.email,
    tokenHash,
    invitedBy: options.viewer.id,
    expiresAt: new Date(Date.now() + PORTAL_INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });

  const url = new URL('/client/join', options.appUrl);
  url.searchParams.set('token', token);
  await options.mailer.send(
    brandedMail({
      to: client.email,
      subject: `${client.shopName} invites you to Pitstop`,
      intro: `${client.shopName} keeps your vehicles and service history on Pitstop. Open the link to sign up, or sign in if you already have an account: you will see your vehicles, your service history and your messages with ${client.shopName}, and can write to them.`,
      action: { label: `Join ${client.shopName} on Pitstop`, url: url.toString() },
      outro: `The link works once, for ${PORTAL_INVITATION_DAYS} days. If you did not expect it, ignore this mail.`,
    }),
  );
  return { sentTo: client.email };
}
