import type { RunningClock } from '@pitstop/domain/job-order-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/me/clock`: the viewer's running clock, on whichever job it runs. */
export const myClockQuery = queryOptions({
  queryKey: ['me', 'clock'],
  queryFn: ({ signal }) => api<RunningClock>('/me/clock', { signal }),
});

export function useMyClock(enabled: boolean) {
  return useQuery({ ...myClockQuery, enabled });
}
