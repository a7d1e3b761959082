import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/clients/:id/communications/read` (staff): the car owner's messages are read. */
export function markClientCommunicationsRead(clientId: string) {
  return unwrap(
    client.POST('/api/v1/clients/{id}/communications/read', { params: { path: { id: clientId } } }),
  );
}

export function useMarkClientCommunicationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markClientCommunicationsRead,
    // The sidebar's notifications badge counts unread messages; the inbox marks them.
    onSuccess: (_nothing, clientId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['sidebar-counts'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
        queryClient.invalidateQueries({ queryKey: ['communications', 'client', clientId] }),
      ]),
  });
}
