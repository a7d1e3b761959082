import type { ScheduleExceptionInput } from '@pitstop/domain/schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateSchedules } from './invalidate.ts';

type Change = { userId: string; date: string; input: ScheduleExceptionInput };

/** `PUT /api/v1/schedules/exceptions/:userId/:date` (admin, manager): one date's shifts. */
export function putScheduleException({ userId, date, input }: Change) {
  return unwrap(
    client.PUT('/api/v1/schedules/exceptions/{userId}/{date}', {
      params: { path: { userId, date } },
      body: input,
    }),
  );
}

export function usePutScheduleException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putScheduleException,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
