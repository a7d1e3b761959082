import type { CreateInvitationInput } from '@pitstop/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type Invitation, invitationsQuery } from './list-invitations.ts';

/** `POST /api/v1/invitations` (admin): invite a person by e-mail with a staff role. */
export function createInvitation(input: CreateInvitationInput): Promise<Invitation> {
  return api<Invitation>('/invitations', { method: 'POST', body: input });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
