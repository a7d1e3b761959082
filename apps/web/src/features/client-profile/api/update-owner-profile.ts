import type { OwnerClient, OwnerProfilePatch } from '@pitstop/domain/portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/portal/profile/:clientId`: only the owner's own contact fields. */
export function updateOwnerProfile(input: {
  clientId: string;
  changes: OwnerProfilePatch;
}): Promise<OwnerClient> {
  return api<OwnerClient>(`/portal/profile/${encodeURIComponent(input.clientId)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function useUpdateOwnerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerProfile,
    onSuccess: (client) => {
      queryClient.setQueryData<OwnerClient[]>(['portal', 'profile'], (current) =>
        current?.map((record) => (record.id === client.id ? client : record)),
      );
      return queryClient.invalidateQueries({ queryKey: ['portal'] });
    },
  });
}
