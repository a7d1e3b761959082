import type { WeeklyHours } from '@pitstop/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `PUT /api/v1/availability/mechanics/:id/hours` (admin, front desk): a mechanic's own weekly
 * hours, or null to work the opening hours.
 */
export function updateMechanicHours(input: {
  mechanicId: string;
  hours: WeeklyHours | null;
}): Promise<unknown> {
  return api(`/availability/mechanics/${encodeURIComponent(input.mechanicId)}/hours`, {
    method: 'PUT',
    body: { hours: input.hours },
  });
}

export function useUpdateMechanicHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMechanicHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
