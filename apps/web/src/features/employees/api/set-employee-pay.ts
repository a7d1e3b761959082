import type { PayType } from '@pitstop/domain/employees';
import { client, unwrap } from '../../../lib/api-client.ts';
import { useEmployeeWrite } from './update-employee.ts';

/** `PUT /api/v1/employees/:id/pay` (admin only): type and exact rate, or none. */
export function setEmployeePay(input: { id: string; pay: { type: PayType; rate: string } | null }) {
  return unwrap(
    client.PUT('/api/v1/employees/{id}/pay', {
      params: { path: { id: input.id } },
      body: { pay: input.pay },
    }),
  );
}

export const useSetEmployeePay = () => useEmployeeWrite(setEmployeePay);
