import { browserTimeZone } from '@pitstop/domain/date-format';
import { localToday } from '@pitstop/domain/local-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/availability` for today (all staff): the shop's mechanics, for the mechanic
 * filter and picker, and its time zone, in which job order times and dates are read.
 */
export function shopMechanicsQuery() {
  const today = localToday(browserTimeZone());
  const range = { from: today, to: today };
  return queryOptions({
    queryKey: ['availability', range],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/availability', { params: { query: range }, signal })),
    select: (availability) => ({
      timeZone: availability.timeZone,
      mechanics: availability.mechanics.map(({ id, name }) => ({ id, name })),
    }),
  });
}

export function useShopMechanics() {
  return useQuery(shopMechanicsQuery());
}
