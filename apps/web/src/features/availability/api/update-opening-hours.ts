import type { WeeklyHours } from '@pitstop/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PUT /api/v1/availability/opening-hours` (admin): the shop's weekly opening hours. */
export function updateOpeningHours(hours: WeeklyHours) {
  return unwrap(client.PUT('/api/v1/availability/opening-hours', { body: { hours } }));
}

export function useUpdateOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOpeningHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
