import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/time-clock`: the signed-in person's own time clock. */
export const timeClockQuery = queryOptions({
  queryKey: ['time-clock'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/time-clock', { signal })),
});

export function useTimeClock() {
  return useQuery(timeClockQuery);
}
