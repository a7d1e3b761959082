import type { ClientTag, ClientVisitFilters } from '@pitstop/domain/clients';

/**
 * `GET /api/v1/clients/export.csv`: every client matching the search, tag and visit filters, streamed
 * by the server as an attachment named clients.csv. A plain link downloads it with the cookie.
 */
export function clientsExportUrl(filters: {
  search: string;
  tag: ClientTag | null;
  visits?: ClientVisitFilters;
}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters.visits ?? {}))
    if (value) params.set(key, value);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.tag) params.set('tag', filters.tag);
  const query = params.toString();
  return `/api/v1/clients/export.csv${query ? `?${query}` : ''}`;
}
