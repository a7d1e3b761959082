import type { Tx } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { mailInvitation, renewInvitation, revokeInvitation } from '../invitations/public.ts';
import { employeeToChange } from './employee-writes.ts';

async function invitedEmployee(options: { tx: Tx; shopId: string; id: string }) {
  const row = await employeeToChange(options);
  if (row.userId || !row.invitationId)
    throw AppError.conflict(`${row.name} has already accepted the invitation.`);
  return { ...row, invitationId: row.invitationId };
}

/** Resend from the list: a new link is mailed, the old one stops working. */
export async function resendEmployeeInvitation(options: {
  tx: Tx;
  mailer: Mailer;
  appUrl: string;
  viewer: Viewer;
  shopId: string;
  id: string;
}): Promise<void> {
  const { tx, shopId, viewer } = options;
  const row = await invitedEmployee({ tx, shopId, id: options.id });
  const renewed = await tx.transaction(async (inner) => {
    await recordHistory({
      tx: inner,
      shopId,
      subjectType: 'employee',
      subjectId: row.id,
      action: 'invitation_resent',
      actor: viewer,
    });
    return renewInvitation({ tx: inner, shopId, invitationId: row.invitationId });
  });
  await mailInvitation({ ...options, ...renewed });
}

/** Revoke from the list: the invitation and the invited person's record are removed. */
export async function revokeEmployeeInvitation(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<void> {
  const row = await invitedEmployee(options);
  await revokeInvitation({
    tx: options.tx,
    shopId: options.shopId,
    invitationId: row.invitationId,
  });
}
