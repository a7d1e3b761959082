import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/employees/:id/invitation/resend` (admin): a new link; the old one stops working. */
export function resendInvitation(id: string) {
  return unwrap(
    client.POST('/api/v1/employees/{id}/invitation/resend', { params: { path: { id } } }),
  );
}

/** `DELETE /api/v1/employees/:id/invitation` (admin): the invitation and its record go. */
export function revokeInvitation(id: string) {
  return unwrap(client.DELETE('/api/v1/employees/{id}/invitation', { params: { path: { id } } }));
}

function useInvitationAction(action: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
}

export const useResendInvitation = () => useInvitationAction(resendInvitation);
export const useRevokeInvitation = () => useInvitationAction(revokeInvitation);
