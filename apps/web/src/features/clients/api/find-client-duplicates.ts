import type { ClientDuplicatesQuery } from '@pitstop/domain/clients';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/duplicates` (admin, front desk): clients with this e-mail or phone. */
export function findClientDuplicates(query: ClientDuplicatesQuery) {
  return unwrap(client.GET('/api/v1/clients/duplicates', { params: { query } }));
}
