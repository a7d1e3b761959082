import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateSchedules } from './invalidate.ts';

/** `DELETE /api/v1/time-off-requests/:id` (the requester, while pending). */
export function cancelTimeOffRequest(id: string) {
  return unwrap(client.DELETE('/api/v1/time-off-requests/{id}', { params: { path: { id } } }));
}

export function useCancelTimeOffRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTimeOffRequest,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
