import type { ClientDuplicate, ClientDuplicatesQuery } from '@pitstop/domain/clients';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/duplicates` (admin, front desk): clients with this e-mail or phone. */
export function findClientDuplicates(query: ClientDuplicatesQuery): Promise<ClientDuplicate[]> {
  return api<ClientDuplicate[]>('/clients/duplicates', { query });
}
