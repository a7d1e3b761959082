import type { CreateEmployeeInput } from '@pitstop/domain/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/employees` (admin): the record and the invitation mail; 409 for a known e-mail. */
export function createEmployee(input: CreateEmployeeInput) {
  return unwrap(client.POST('/api/v1/employees', { body: input }));
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
}
