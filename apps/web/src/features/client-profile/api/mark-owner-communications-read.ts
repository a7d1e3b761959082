import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/communications/read` (role client): their shops' messages are read. */
export function markOwnerCommunicationsRead(): Promise<void> {
  return api<void>('/portal/communications/read', { method: 'POST' });
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
