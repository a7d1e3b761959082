import type { JoinWorkshopInput } from '@pitstop/domain/owner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/workshops`: the car owner becomes a client of the chosen workshop. */
export function joinWorkshop(input: JoinWorkshopInput) {
  return unwrap(client.POST('/api/v1/portal/workshops', { body: input }));
}

export function useJoinWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWorkshop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
