import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateSchedules } from './invalidate.ts';

/** `POST /api/v1/schedules/copy-week` (admin, manager): this week's changes onto the next. */
export function copyWeek(weekStart: string) {
  return unwrap(client.POST('/api/v1/schedules/copy-week', { body: { weekStart } }));
}

export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyWeek, onSuccess: () => invalidateSchedules(queryClient) });
}
