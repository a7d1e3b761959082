import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/services/categories` (all staff): the categories the catalogue already uses. */
export const serviceCategoriesQuery = queryOptions({
  queryKey: ['services', 'categories'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/services/categories', { signal })),
});

export function useServiceCategories() {
  return useQuery(serviceCategoriesQuery);
}
