import type { invitationSchema } from '@pitstop/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, unwrap } from '../../../lib/api-client.ts';

export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/v1/invitations` (admin): the shop's invitations. */
export const invitationsQuery = queryOptions({
  queryKey: ['invitations', 'list'],
  queryFn: () => unwrap(client.GET('/api/v1/invitations')),
});

export function useInvitations() {
  return useQuery(invitationsQuery);
}
