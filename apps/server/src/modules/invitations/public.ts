// What other modules use of invitations: the link token and an invitation's status; the
// employees module invites, resends and revokes (ADR 044).
export {
  createInvitation,
  mailInvitation,
  renewInvitation,
  revokeInvitation,
} from './create-invitation.ts';
export { hashInvitationToken, invitationStatus, newInvitationToken } from './invitation-token.ts';
