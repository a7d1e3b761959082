import { client, unwrap } from '../../../lib/api-client.ts';
import { useEmployeeWrite } from './update-employee.ts';

/**
 * `POST /api/v1/employees/:id/deactivate` or `/reactivate` (admin): deactivating signs them out
 * everywhere and answers their work to reassign; 409 for the workshop's last active admin.
 */
export function setEmployeeActive(input: { id: string; active: boolean }) {
  const params = { params: { path: { id: input.id } } };
  return unwrap(
    input.active
      ? client.POST('/api/v1/employees/{id}/reactivate', params)
      : client.POST('/api/v1/employees/{id}/deactivate', params),
  );
}

export const useSetEmployeeActive = () => useEmployeeWrite(setEmployeeActive);
