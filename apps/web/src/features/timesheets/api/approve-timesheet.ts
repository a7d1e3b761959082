import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/timesheets/:userId/approve`: locks the person's period. */
export function approveTimesheet(input: { userId: string; period: string }) {
  return unwrap(
    client.POST('/api/v1/timesheets/{userId}/approve', {
      params: { path: { userId: input.userId } },
      body: { period: input.period },
    }),
  );
}

/** `DELETE /api/v1/timesheets/:userId/approve?period=` (admin): reopens it. */
export function reopenTimesheet(input: { userId: string; period: string }) {
  return unwrap(
    client.DELETE('/api/v1/timesheets/{userId}/approve', {
      params: { path: { userId: input.userId }, query: { period: input.period } },
    }),
  );
}

export function useApproveTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTimesheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['timesheets'] }),
  });
}

export function useReopenTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTimesheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['timesheets'] }),
  });
}
