import type { JobOrderUpdateInput } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeJobOrder } from './get-job-order.ts';

/** `PATCH /api/v1/job-orders/:id`: concern, mileage in, promised time, mechanic, notes. */
export function updateJobOrder(input: { id: string; changes: JobOrderUpdateInput }) {
  return unwrap(
    client.PATCH('/api/v1/job-orders/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

export function useUpdateJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobOrder,
    onSuccess: (detail) => storeJobOrder(queryClient, detail),
  });
}
