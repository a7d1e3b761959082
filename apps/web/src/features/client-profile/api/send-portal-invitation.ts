import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/clients/:id/portal-invitation` (admin, front desk): mails the client a link to
 * sign up or sign in and be linked to this record. 400 without an e-mail, 409 when linked.
 */
export function sendPortalInvitation(clientId: string) {
  return unwrap(
    client.POST('/api/v1/clients/{id}/portal-invitation', { params: { path: { id: clientId } } }),
  );
}

export function useSendPortalInvitation() {
  return useMutation({ mutationFn: sendPortalInvitation });
}
