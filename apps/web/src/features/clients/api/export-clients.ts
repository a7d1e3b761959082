import type { ClientTag } from '@pitstop/domain/clients';

/**
 * `GET /api/v1/clients/export.csv`: every client matching the search and tag (spec §7), streamed
 * by the server as an attachment named clients.csv. A plain link downloads it with the cookie.
 */
export function clientsExportUrl(filters: { search: string; tag: ClientTag | null }): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.tag) params.set('tag', filters.tag);
  const query = params.toString();
  return `/api/v1/clients/export.csv${query ? `?${query}` : ''}`;
}
