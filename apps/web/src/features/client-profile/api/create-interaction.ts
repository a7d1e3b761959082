import type { InteractionInput } from '@pitstop/domain/communications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/clients/:id/communications` (admin, front desk): records an interaction; an
 * e-mail is really sent (status `sent`, or `failed` with its `error`). The key makes a retry of
 * the same submission record it once.
 */
export function createInteraction(input: {
  clientId: string;
  interaction: InteractionInput;
  idempotencyKey: string;
}) {
  return unwrap(
    client.POST('/api/v1/clients/{id}/communications', {
      params: { path: { id: input.clientId } },
      body: input.interaction,
      headers: { 'idempotency-key': input.idempotencyKey },
    }),
  );
}

export function useCreateInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInteraction,
    onSuccess: (_communication, input) =>
      queryClient.invalidateQueries({ queryKey: ['communications', 'client', input.clientId] }),
  });
}
