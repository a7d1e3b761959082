import type { EmployeeDetail, UpdateEmployeeInput } from '@pitstop/domain/employees';
import type { StaffRole } from '@pitstop/domain/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/employees/:id` (admin): hire date, calendar colour, phone, skills. */
export function updateEmployee(input: { id: string; changes: UpdateEmployeeInput }) {
  return unwrap(
    client.PATCH('/api/v1/employees/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

/** `PUT /api/v1/employees/:id/role` (admin); 409 for the workshop's last active admin. */
export function changeEmployeeRole(input: { id: string; role: StaffRole }) {
  return unwrap(
    client.PUT('/api/v1/employees/{id}/role', {
      params: { path: { id: input.id } },
      body: { role: input.role },
    }),
  );
}

/** Each write answers the Employee page as it now stands: the page shows it, the list reloads. */
export function useEmployeeWrite<Input>(write: (input: Input) => Promise<EmployeeDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (employee) => {
      queryClient.setQueryData(['employees', 'detail', employee.id], employee);
      if (employee.userId)
        queryClient.setQueryData(['employees', 'detail', employee.userId], employee);
      return queryClient.invalidateQueries({ queryKey: ['employees', 'list'] });
    },
  });
}

export const useUpdateEmployee = () => useEmployeeWrite(updateEmployee);
export const useChangeEmployeeRole = () => useEmployeeWrite(changeEmployeeRole);
