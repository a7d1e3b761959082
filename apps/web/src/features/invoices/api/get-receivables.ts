import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/receivables` (billing staff): what is owed, by age, oldest invoices first. */
export const receivablesQuery = queryOptions({
  queryKey: ['invoices', 'receivables'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/receivables', { signal })),
});

export function useReceivables() {
  return useQuery(receivablesQuery);
}
