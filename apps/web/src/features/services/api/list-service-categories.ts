import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/services/categories` (all staff): the categories the catalogue already uses. */
export const serviceCategoriesQuery = queryOptions({
  queryKey: ['services', 'categories'],
  queryFn: ({ signal }) => api<string[]>('/services/categories', { signal }),
});

export function useServiceCategories() {
  return useQuery(serviceCategoriesQuery);
}
