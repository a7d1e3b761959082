import type { createInvitationSchema } from '@pitstop/domain/accounts';
import { roleLabels } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { invitations, profiles, shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { brandedMail, type Mailer } from '../../plugins/mail.ts';
import { newInvitationToken } from './invitation-token.ts';
import { toInvitation } from './list-invitations.ts';

const INVITATION_DAYS = 7;

export async function createInvitation(options: {
  tx: Tx;
  mailer: Mailer;
  appUrl: string;
  viewer: Viewer;
  shopId: string;
  input: z.output<typeof createInvitationSchema>;
}) {
  const { input, shopId } = options;
  const [member] = await options.tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.shopId, shopId), sql`lower(${users.email}) = ${input.email}`));
  if (member) throw AppError.conflict(`${input.email} is already a member of this workshop.`);

  const [shop] = await options.tx
    .select({ name: shops.name })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  const { token, tokenHash } = newInvitationToken();
  const [row] = await options.tx
    .insert(invitations)
    .values({
      shopId,
      email: input.email,
      role: input.role,
      tokenHash,
      invitedBy: options.viewer.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');

  const url = new URL('/invite', options.appUrl);
  url.searchParams.set('token', token);
  await options.mailer.send(
    brandedMail({
      to: input.email,
      subject: `You are invited to join ${shop.name} on Pitstop`,
      intro: `${options.viewer.fullName ?? options.viewer.email} invited you to join ${shop.name} on Pitstop as ${roleLabels[input.role]}. Open the link to sign up, or sign in if you already have an account, and join the workshop.`,
      action: { label: `Join ${shop.name}`, url: url.toString() },
      outro: `The invitation works for ${INVITATION_DAYS} days. If you did not expect it, ignore this mail.`,
    }),
  );
  return toInvitation(row);
}
