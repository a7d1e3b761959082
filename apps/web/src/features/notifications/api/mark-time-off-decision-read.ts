import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/notifications/time-off/:id/read` (staff): the decision on one's own time off is read. */
export function markTimeOffDecisionRead(timeOffId: string) {
  return unwrap(
    client.POST('/api/v1/notifications/time-off/{id}/read', {
      params: { path: { id: timeOffId } },
    }),
  );
}

export function useMarkTimeOffDecisionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTimeOffDecisionRead,
    // The sidebar's notifications badge counts the unread decisions; the inbox marks them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['sidebar-counts'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}
