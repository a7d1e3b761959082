import type { OwnerClient } from '@pitstop/domain/portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/invitations/:token/accept`: links the signed-in account to the record. */
export function acceptPortalInvitation(token: string): Promise<OwnerClient> {
  return api<OwnerClient>(`/portal/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });
}

export function useAcceptPortalInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPortalInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
