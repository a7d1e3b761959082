import type { OwnerMessageInput } from '@pitstop/domain/communications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/messages`: the car owner writes to one of their shops. */
export function sendOwnerMessage(input: OwnerMessageInput) {
  return unwrap(client.POST('/api/v1/portal/messages', { body: input }));
}

export function useSendOwnerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOwnerMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['communications', 'portal'] }),
  });
}
