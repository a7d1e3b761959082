import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/bookings/:id/cancel`: with the owner's reason if they gave one, before the cut-off. */
export function cancelOwnerBooking(input: { id: string; reason: string | null }) {
  return unwrap(
    client.POST('/api/v1/portal/bookings/{id}/cancel', {
      params: { path: { id: input.id } },
      body: { reason: input.reason },
    }),
  );
}

export function useCancelOwnerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnerBooking,
    onSuccess: (detail) => queryClient.setQueryData(['portal', 'bookings', detail.id], detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
