import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/notifications/estimate-answers/:id/read` (staff): the answer is read. */
export function markEstimateAnswerRead(estimateId: string) {
  return unwrap(
    client.POST('/api/v1/notifications/estimate-answers/{id}/read', {
      params: { path: { id: estimateId } },
    }),
  );
}

export function useMarkEstimateAnswerRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEstimateAnswerRead,
    // The sidebar's notifications badge counts unread answers; the inbox marks them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['sidebar-counts'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}
