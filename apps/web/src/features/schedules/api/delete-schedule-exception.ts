import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateSchedules } from './invalidate.ts';

/** `DELETE /api/v1/schedules/exceptions/:userId/:date` (admin, manager): back to the weekly hours. */
export function deleteScheduleException(path: { userId: string; date: string }) {
  return unwrap(
    client.DELETE('/api/v1/schedules/exceptions/{userId}/{date}', { params: { path } }),
  );
}

export function useDeleteScheduleException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScheduleException,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
