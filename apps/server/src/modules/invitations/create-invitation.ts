import type { StaffRole } from '@pitstop/domain/roles';
import { roleLabels } from '@pitstop/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { employees } from '../../db/schema/people.ts';
import { invitations, profiles, shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { brandedMail, type Mailer } from '../../plugins/mail.ts';
import { newInvitationToken } from './invitation-token.ts';

const INVITATION_DAYS = 7;

const expiryFromNow = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

/**
 * Invites a person by e-mail with a staff role and makes their employee record at once (ADR
 * 044: the record exists from the invitation on, "invited" until accepted). A member of the shop
 * or an invitation still open for the same address is a 409. The caller mails the link
 * (`mailInvitation`) once its transaction has committed.
 */
export async function createInvitation(options: {
  tx: Tx;
  viewer: Viewer;
  shopId: string;
  input: { email: string; role: StaffRole; fullName: string | null; phone: string | null };
}): Promise<{ invitationId: string; employeeId: string; token: string }> {
  const { input, shopId, tx } = options;
  const [member] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.shopId, shopId), sql`lower(${users.email}) = ${input.email}`));
  if (member) throw AppError.conflict(`${input.email} is already a member of this workshop.`);
  const [open] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.shopId, shopId),
        isNull(invitations.acceptedAt),
        sql`lower(${invitations.email}) = ${input.email}`,
      ),
    );
  if (open) {
    throw AppError.conflict(
      `${input.email} already has an invitation: resend it from the Employee List.`,
    );
  }
  const { token, tokenHash } = newInvitationToken();
  const [row] = await tx
    .insert(invitations)
    .values({
      shopId,
      email: input.email,
      role: input.role,
      fullName: input.fullName,
      phone: input.phone,
      tokenHash,
      invitedBy: options.viewer.id,
      expiresAt: expiryFromNow(),
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('insert returned no row');
  const [employee] = await tx
    .insert(employees)
    .values({ shopId, invitationId: row.id })
    .returning({ id: employees.id });
  if (!employee) throw new Error('insert returned no row');
  return { invitationId: row.id, employeeId: employee.id, token };
}

/**
 * A new link for an invitation not yet accepted: a new token (the old link stops working) and a
 * new expiry. The caller mails it (`mailInvitation`) once its transaction has committed.
 */
export async function renewInvitation(options: {
  tx: Tx;
  shopId: string;
  invitationId: string;
}): Promise<{ email: string; role: StaffRole; token: string }> {
  const { token, tokenHash } = newInvitationToken();
  const [row] = await options.tx
    .update(invitations)
    .set({ tokenHash, expiresAt: expiryFromNow(), updatedAt: new Date() })
    .where(
      and(
        eq(invitations.id, options.invitationId),
        eq(invitations.shopId, options.shopId),
        isNull(invitations.acceptedAt),
      ),
    )
    .returning({ email: invitations.email, role: invitations.role });
  if (!row) throw AppError.conflict('This invitation has already been accepted.');
  return { email: row.email, role: row.role as StaffRole, token };
}

/** Takes back an invitation not yet accepted, with the employee record it made. */
export async function revokeInvitation(options: {
  tx: Tx;
  shopId: string;
  invitationId: string;
}): Promise<void> {
  await options.tx.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.id, options.invitationId),
          eq(invitations.shopId, options.shopId),
          isNull(invitations.acceptedAt),
        ),
      )
      .for('update');
    if (!row) throw AppError.conflict('This invitation has already been accepted.');
    await tx
      .delete(employees)
      .where(and(eq(employees.invitationId, row.id), isNull(employees.userId)));
    await tx.delete(invitations).where(eq(invitations.id, row.id));
  });
}

/** The invitation mail with its link (the token is only ever in this mail). */
export async function mailInvitation(options: {
  tx: Tx;
  mailer: Mailer;
  appUrl: string;
  viewer: Viewer;
  shopId: string;
  email: string;
  role: StaffRole;
  token: string;
}) {
  const [shop] = await options.tx
    .select({ name: shops.name })
    .from(shops)
    .where(eq(shops.id, options.shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  const url = new URL('/invite', options.appUrl);
  url.searchParams.set('token', options.token);
  await options.mailer.send(
    brandedMail({
      to: options.email,
      subject: `You are invited to join ${shop.name} on Pitstop`,
      intro: `${options.viewer.fullName ?? options.viewer.email} invited you to join ${shop.name} on Pitstop as ${roleLabels[options.role]}. Open the link to sign up, or sign in if you already have an account, and join the workshop.`,
      action: { label: `Join ${shop.name}`, url: url.toString() },
      outro: `The invitation works for ${INVITATION_DAYS} days. If you did not expect it, ignore this mail.`,
    }),
  );
}
