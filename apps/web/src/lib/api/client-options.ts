import type { ClientOption } from '@pitstop/domain/clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** `GET /api/v1/clients/options` (staff): up to 20 clients in name order, for the client select (components/forms/client-select.tsx). */
export function clientOptionsQuery(search: string) {
  return queryOptions({
    queryKey: ['clients', 'options', search.trim()],
    queryFn: ({ signal }) =>
      api<ClientOption[]>('/clients/options', {
        signal,
        query: { search: search.trim() || undefined, limit: 20 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClientOptions(search: string, enabled: boolean) {
  return useQuery({ ...clientOptionsQuery(search), enabled });
}
