// What other modules use of invitations: the link token and an invitation's status.
export { hashInvitationToken, invitationStatus, newInvitationToken } from './invitation-token.ts';
