import type { PortalInvitationSent } from '@pitstop/domain/portal';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/clients/:id/portal-invitation` (admin, front desk): mails the client a link to
 * sign up or sign in and be linked to this record. 400 without an e-mail, 409 when linked.
 */
export function sendPortalInvitation(clientId: string): Promise<PortalInvitationSent> {
  return api<PortalInvitationSent>(`/clients/${encodeURIComponent(clientId)}/portal-invitation`, {
    method: 'POST',
  });
}

export function useSendPortalInvitation() {
  return useMutation({ mutationFn: sendPortalInvitation });
}
