import type { JoinWorkshopInput, OwnerClient } from '@pitstop/domain/portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/workshops`: the car owner becomes a client of the chosen workshop. */
export function joinWorkshop(input: JoinWorkshopInput): Promise<OwnerClient> {
  return api<OwnerClient>('/portal/workshops', { method: 'POST', body: input });
}

export function useJoinWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWorkshop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
