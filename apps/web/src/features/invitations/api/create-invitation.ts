import type { CreateInvitationInput } from '@pitstop/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invitationsQuery } from './list-invitations.ts';

/** `POST /api/v1/invitations` (admin): invite a person by e-mail with a staff role. */
export function createInvitation(input: CreateInvitationInput) {
  return unwrap(client.POST('/api/v1/invitations', { body: input }));
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
