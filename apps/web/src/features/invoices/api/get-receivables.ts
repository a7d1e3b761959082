import type { Receivables } from '@pitstop/domain/invoice-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/receivables` (billing staff): what is owed, by age, oldest invoices first. */
export const receivablesQuery = queryOptions({
  queryKey: ['invoices', 'receivables'],
  queryFn: ({ signal }) => api<Receivables>('/receivables', { signal }),
});

export function useReceivables() {
  return useQuery(receivablesQuery);
}
