import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/invitations/:token/accept`: links the signed-in account to the record. */
export function acceptPortalInvitation(token: string) {
  return unwrap(
    client.POST('/api/v1/portal/invitations/{token}/accept', { params: { path: { token } } }),
  );
}

export function useAcceptPortalInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPortalInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
