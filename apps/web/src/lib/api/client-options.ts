import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

/** `GET /api/v1/clients/options` (staff): up to 20 clients in name order, for the client select (components/forms/client-select.tsx). */
export function clientOptionsQuery(search: string) {
  return queryOptions({
    queryKey: ['clients', 'options', search.trim()],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/clients/options', {
          params: { query: { search: search.trim() || undefined, limit: 20 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useClientOptions(search: string, enabled: boolean) {
  return useQuery({ ...clientOptionsQuery(search), enabled });
}
