import type { OwnerClient, OwnerProfilePatch } from '@pitstop/domain/owner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/portal/profile/:clientId`: only the owner's own contact fields. */
export function updateOwnerProfile(input: { clientId: string; changes: OwnerProfilePatch }) {
  return unwrap(
    client.PATCH('/api/v1/portal/profile/{clientId}', {
      params: { path: { clientId: input.clientId } },
      body: input.changes,
    }),
  );
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
