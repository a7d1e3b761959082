import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/communications/read` (role client): their shops' messages are read. */
export function markOwnerCommunicationsRead() {
  return unwrap(client.POST('/api/v1/portal/communications/read'));
}

export function useMarkOwnerCommunicationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOwnerCommunicationsRead,
    // The dashboard counts unread messages.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['portal', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['communications', 'portal'] }),
      ]),
  });
}
