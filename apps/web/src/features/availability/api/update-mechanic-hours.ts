import type { WeeklyHours } from '@pitstop/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `PUT /api/v1/availability/mechanics/:id/hours` (admin, front desk): a mechanic's own weekly
 * hours, or null to work the opening hours.
 */
export function updateMechanicHours(input: { mechanicId: string; hours: WeeklyHours | null }) {
  return unwrap(
    client.PUT('/api/v1/availability/mechanics/{id}/hours', {
      params: { path: { id: input.mechanicId } },
      body: { hours: input.hours },
    }),
  );
}

export function useUpdateMechanicHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMechanicHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
