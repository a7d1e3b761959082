import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/me/clock`: the viewer's running clock, on whichever job it runs. */
export const myClockQuery = queryOptions({
  queryKey: ['me', 'clock'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/me/clock', { signal })),
});

export function useMyClock(enabled: boolean) {
  return useQuery({ ...myClockQuery, enabled });
}
